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
  var runtime: StoreRuntime { root.runtime }

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

  var state: State {
    if let current = toState(root.state) { last = current }
    return last
  }
  var runtime: StoreRuntime { root.runtime }

  func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    root.send(fromAction(action), group: group)
  }
}
