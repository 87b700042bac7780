import ComposableTesting

@testable import Composable
@testable import ComposableTesting

/// A root store of the kind `TestStoreKind.current` names, for the behaviour tests that drive
/// a plain store: a `Store`, or (``TestStoreKind/storeActor``, set for the whole run by
/// `COMPOSABLE_TEST_STORE_KIND`) a `Store` facade over a `StoreActor`'s engine: its core is
/// isolated to an actor of its own that runs on the main actor's executor.
///
/// Sends reduce at once, on that executor; the effects they start, and the actions those
/// send back, are isolated to the store's actor, not the main actor, and run on the pool from
/// their first line, as a `StoreActor`'s do. Stores scoped from it by key path send through
/// it. Not for its view scopes (an optional child's store, a list's row stores), whose
/// effects start on the main actor, nor for its subscribers and observation, or reducers that
/// assume the main actor: tests of those make a `Store`.
@MainActor
func kindStore<State, Action, R: Reducer>(
  initialState: @autoclosure () -> State,
  @ReducerBuilder<State, Action> reducer: () -> R,
  withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
) -> Store<State, Action> where R.State == State, R.Action == Action {
  guard TestStoreKind.current == .storeActor else {
    return Store(
      initialState: initialState(), reducer: reducer, withDependencies: prepareDependencies)
  }
  let dependencies = DependencyValues._storeValues(prepareDependencies)
  let (state, reducer) = withDependencies({ $0 = dependencies }) {
    (initialState(), reducer())
  }
  let lane = MainExecutorLane()
  let core = RootCore(
    initialState: state, reducer: reducer, dependencies: dependencies, region: lane)
  return Store(
    core: core,
    send: { action, group in
      let sent = core.send(action, group: group)
      if core.hasPendingEffects { lane.startPendingEffects(of: core) }
      return sent
    })
}
