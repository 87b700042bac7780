import Observation

/// Runs a feature: holds its state, reduces the actions sent to it, and runs the effects
/// its reducer returns.
///
/// ```swift
/// let store = Store(initialState: CounterFact.State()) {
///   CounterFact()
/// } withDependencies: {
///   $0.numberFact = .offline
/// }
/// store.send(.incrementButtonTapped)
/// print(store.state.count)  // 1
/// ```
///
/// - `send` reduces synchronously: the state is updated when it returns. Actions sent while
///   another is being reduced (by `.send` effects, observers, or effects) are queued and
///   reduced in order afterwards, never recursively.
/// - Effects start after the `send` that returned them has returned (its queued actions
///   included). A `.run` effect's code up to its first suspension runs on the main actor,
///   the store's actor, so an effect that sends straight back needs no thread hand-off; from
///   its first suspension on (a sleep, a request, an `await` on another actor) it runs on the
///   cooperative pool. `Effect/startingOnPool()` moves all of an effect to the pool, for
///   effects that begin with heavy synchronous work. Effects see the dependencies the store
///   captured when it was created.
/// - Every effect is cancelled when the last store onto the runtime goes away; effects do not
///   keep it alive.
/// - The store is `Observable`: reading ``state`` inside `withObservationTracking` registers
///   the read, and the next state change fires it. Outside SwiftUI, use ``states`` or
///   ``subscribe(_:)``.
@MainActor
public final class Store<State, Action>: Observable {
  package let core: any StoreCore<State, Action>
  /// `core.send`, specialized where the store was created (see `RootCore`).
  @usableFromInline let sendThroughCore: (Action, EffectGroup?) -> EffectGroup?

  @usableFromInline
  package init(
    core: any StoreCore<State, Action>,
    send: @escaping (Action, EffectGroup?) -> EffectGroup?
  ) {
    self.core = core
    self.sendThroughCore = send
  }

  package convenience init(core: any StoreCore<State, Action>) {
    self.init(core: core, send: { core.send($0, group: $1) })
  }

  /// Creates a store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for this store, its reducer and effects.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    let dependencies = DependencyValues._storeValues(prepareDependencies)
    let (state, reducer) = withDependencies({ $0 = dependencies }) {
      (initialState(), reducer())
    }
    let core = RootCore(initialState: state, reducer: reducer, dependencies: dependencies)
    self.init(core: core, send: { core.send($0, group: $1) })
  }

  /// The current state.
  ///
  /// Reading it inside `withObservationTracking` (or a SwiftUI view) observes it. Read while
  /// the store's reducer runs (by a dependency that holds the store), it is the state as of
  /// the start of that reduction, and a runtime warning says so.
  public var state: State {
    if core.isReducing { warnStateReadWhileReducing() }
    core.runtime.access()
    return core.state
  }

  private func warnStateReadWhileReducing() {
    runtimeWarn(
      """
      "store.state" was read while the store was reducing an action: it gives the state as \
      of the start of that reduction, without the reducer's changes so far. A reducer (or a \
      dependency that holds the store) must use the reducer's "state" parameter instead.
      """)
  }

  /// Passes the current state to `body`, for reading a few values at once.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(state)
  }

  /// Sends an action: the reducer runs at once, then its effects start.
  ///
  /// - Parameter action: What happened.
  /// - Returns: A task for the effects the action started; `await` its `finish()` to wait
  ///   for all of them, including those started by actions they sent.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(group: sendThroughCore(action, nil))
  }
}

/// A store of `R`'s state and action: `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
