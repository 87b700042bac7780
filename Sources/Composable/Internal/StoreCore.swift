/// What every ``Store`` is a view onto: the root runtime, or a scope of it.
@MainActor
@usableFromInline
package protocol StoreCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state, read from the root each time.
  var state: State { get }
  /// The value at `keyPath` in the current state, read without copying the rest of it.
  func value<Value>(at keyPath: KeyPath<State, Value>) -> Value
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

  @usableFromInline
  package func value<Value>(at keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }
}

/// A view of a parent core through a state projection and an action embedding.
@MainActor
final class ScopedCore<RootState, RootAction, State, Action>: StoreCore {
  let root: any StoreCore<RootState, RootAction>
  let toState: (RootState) -> State
  let fromAction: (Action) -> RootAction
  /// Checks the observers against the state: made where the scope was (inlined into the
  /// user's module), so it runs code specialized for the state (unspecialized, each check
  /// looked up generic metadata: W2 sibling 490 → 890 ns).
  let checkObservers: @MainActor (StateObservers<State>, () -> State) -> Bool

  init(
    root: any StoreCore<RootState, RootAction>,
    toState: @escaping (RootState) -> State,
    fromAction: @escaping (Action) -> RootAction,
    checkObservers: @escaping @MainActor (StateObservers<State>, () -> State) -> Bool = {
      observers, state in observers.check { $0(state()) }
    }
  ) {
    self.root = root
    self.toState = toState
    self.fromAction = fromAction
    self.checkObservers = checkObservers
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
      return self.checkObservers(self.observers) { self.state }
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
      return self.observers.check { $0(self.state) }
    })

  func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    root.send(fromAction(action), group: group)
  }
}
