/// What every ``Store`` is a view onto: the root runtime, or a scope of it.
@MainActor
@usableFromInline
package protocol StoreCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state, read from the root each time.
  var state: State { get }
  /// Observation and subscriptions, shared by every store of one root.
  var runtime: StoreRuntime { get }
  /// The root store's runtime, which reduces and tells scopes about changes.
  var rootRuntime: StoreRuntime { get }
  /// Whether the root's reducer is running, mutating the state in place.
  var isReducing: Bool { get }
  /// Sends `action` through the root reducer; effects it starts join `group`.
  ///
  /// - Returns: The group tracking the effects started, when any were.
  func send(_ action: Action, group: EffectGroup?) -> EffectGroup?
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
  /// This scope's own observers and subscribers, notified only when its state changed.
  private(set) lazy var runtime = scopeRuntime(
    of: rootRuntime, state: { [weak self] in self?.state }, equals: equality(of: State.self))

  func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    root.send(fromAction(action), group: group)
  }
}

/// A scope onto an optional child that keeps the last non-`nil` value, so a view holding it
/// while the parent dismisses the child still reads a state.
@MainActor
final class UnwrappedCore<RootState, RootAction, State, Action>: StoreCore {
  let root: any StoreCore<RootState, RootAction>
  let toState: (RootState) -> State?
  let fromAction: (Action) -> RootAction
  private var last: State
  /// Keeps ``last`` current after every send that changes the root, read or not: the store
  /// shows the last value the state had before it became `nil`, not the last value read.
  private var tracking: StoreSubscription?

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
    // NB: Weak: the root's runtime holds its subscribers, and this core holds the root.
    tracking = root.rootRuntime.subscribe { [weak self] in
      guard let self, let current = self.toState(self.root.state) else { return }
      self.last = current
    }
  }

  var state: State {
    if let current = toState(root.state) { last = current }
    return last
  }
  var rootRuntime: StoreRuntime { root.rootRuntime }
  var isReducing: Bool { root.isReducing }
  /// This scope's own observers and subscribers, notified only when its state changed.
  private(set) lazy var runtime = scopeRuntime(
    of: rootRuntime, state: { [weak self] in self?.state }, equals: equality(of: State.self))

  func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    root.send(fromAction(action), group: group)
  }
}

/// A scope's runtime: registered with the root's, it compares the scope's state with the
/// state it last saw (when `Equatable`) to decide whether a root change concerns it.
@MainActor
func scopeRuntime<State>(
  of root: StoreRuntime, state: @escaping @MainActor () -> State?,
  equals: ((State, State) -> Bool)?
) -> StoreRuntime {
  let seen = ProjectionBox<State>()
  return StoreRuntime(
    scopeOf: root,
    projectionChanged: {
      guard let current = state() else { return false }
      defer { seen.value = current }
      guard let equals, let last = seen.value else { return true }
      return !equals(last, current)
    },
    recordProjection: { seen.value = state() })
}

/// The state a scope last saw.
@MainActor
final class ProjectionBox<State> {
  var value: State?
}
