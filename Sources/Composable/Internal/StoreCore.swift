/// What every ``Store`` is a view onto: the root runtime, or a scope of it.
@MainActor
@usableFromInline
package protocol StoreCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state, read from the root each time.
  var state: State { get }
  /// Observation and subscriptions of this store, registered with the root's.
  var runtime: StoreRuntime { get }
  /// The root store's runtime, which reduces and tells scopes about changes.
  var rootRuntime: StoreRuntime { get }
  /// What was read through this store, and by whom it is observed.
  var observers: StateObservers<State> { get }
  /// Whether the root's reducer is running, mutating the state in place.
  var isReducing: Bool { get }
  /// Code read the store while the root's reducer ran (a misuse, reported by the store).
  func stateReadWhileReducing()
  /// Something read through this store or subscribed: the root checks its values from now
  /// on.
  func noteWatched()
  /// Sends `action` through the root reducer; effects it starts join `group`.
  ///
  /// - Returns: The group tracking the effects started, when any were.
  func send(_ action: Action, group: EffectGroup?) -> EffectGroup?
}

extension StoreCore {
  @usableFromInline
  package func noteWatched() {
    runtime.noteWatched()
  }

  /// Records a read of the whole state (``Store/state``).
  func observeWholeState() {
    if observers.accessWhole({ state }) { noteWatched() }
  }

  /// Records a read of the value at `keyPath` (a dynamic member of the store).
  func observe<Value>(_ keyPath: KeyPath<State, Value>) {
    let newlyWatched = observers.access(
      keyPath, kind: .value,
      make: { ValueWatch(read: { $0[keyPath: keyPath] }, comparison: .for(Value.self)) },
      state: { state })
    if newlyWatched { noteWatched() }
  }

  /// Records a read of whether the optional at `keyPath` is present (an optional scope).
  func observePresence<Wrapped>(of keyPath: KeyPath<State, Wrapped?>) {
    let newlyWatched = observers.access(
      keyPath, kind: .presence,
      make: { PresenceWatch(isPresent: { $0[keyPath: keyPath] != nil }) },
      state: { state })
    if newlyWatched { noteWatched() }
  }

  /// Records a read of the ids, in order, of the collection at `keyPath` (a collection of
  /// row stores).
  func observeIDs<ID, Element>(of keyPath: KeyPath<State, IdentifiedArray<ID, Element>>) {
    let newlyWatched = observers.access(
      keyPath, kind: .ids,
      make: {
        ValueWatch(
          read: { $0[keyPath: keyPath].structureToken }, comparison: .versioned({ $0 }))
      },
      state: { state })
    if newlyWatched { noteWatched() }
  }
}

/// A view of a parent core through a state projection and an action embedding.
@MainActor
final class ScopedCore<RootState, RootAction, State, Action>: StoreCore {
  let root: any StoreCore<RootState, RootAction>
  let toState: (RootState) -> State
  let fromAction: (Action) -> RootAction

  init(
    root: any StoreCore<RootState, RootAction>,
    toState: @escaping (RootState) -> State,
    fromAction: @escaping (Action) -> RootAction
  ) {
    self.root = root
    self.toState = toState
    self.fromAction = fromAction
  }

  var state: State { toState(root.state) }
  var rootRuntime: StoreRuntime { root.rootRuntime }
  var isReducing: Bool { root.isReducing }
  func stateReadWhileReducing() { root.stateReadWhileReducing() }
  private(set) lazy var observers = StateObservers<State>()
  /// Registered with the root's the first time somebody reads or subscribes.
  private(set) lazy var runtime = StoreRuntime(
    scopeOf: rootRuntime, observers: observers,
    check: { [weak self] in
      guard let self else { return false }
      return self.observers.check(self.state)
    })

  func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    root.send(fromAction(action), group: group)
  }
}

/// A scope onto an optional child that keeps the last non-`nil` value it read, so a view
/// holding it while the parent dismisses the child still reads a state.
@MainActor
final class UnwrappedCore<RootState, RootAction, State, Action>: StoreCore {
  let root: any StoreCore<RootState, RootAction>
  let toState: (RootState) -> State?
  let fromAction: (Action) -> RootAction
  private var last: State

  init(
    root: any StoreCore<RootState, RootAction>,
    initial: State,
    toState: @escaping (RootState) -> State?,
    fromAction: @escaping (Action) -> RootAction
  ) {
    self.root = root
    self.last = initial
    self.toState = toState
    self.fromAction = fromAction
  }

  /// Whether the child is present in the parent's state now.
  var isPresent: Bool { toState(root.state) != nil }

  var state: State {
    if let current = toState(root.state) { last = current }
    return last
  }
  var rootRuntime: StoreRuntime { root.rootRuntime }
  var isReducing: Bool { root.isReducing }
  func stateReadWhileReducing() { root.stateReadWhileReducing() }
  private(set) lazy var observers = StateObservers<State>()
  /// Registered with the root's the first time somebody reads or subscribes.
  private(set) lazy var runtime = StoreRuntime(
    scopeOf: rootRuntime, observers: observers,
    check: { [weak self] in
      guard let self else { return false }
      return self.observers.check(self.state)
    })

  func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    root.send(fromAction(action), group: group)
  }
}
