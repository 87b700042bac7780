import ComposableTesting
import Testing

@testable import Composable
@testable import ComposableTesting

/// `TestStoreKind`: a test store runs its feature in a main-actor `Store` or in a
/// `StoreActor`'s engine (the whole suite runs in both: CI sets `COMPOSABLE_TEST_STORE_KIND`).
@MainActor
@Suite struct TestStoreKindTests {
  /// Saves from an effect: with an animation (`finish`), or without (`start`).
  struct Saver: Reducer {
    struct State: Equatable {
      var saved = 0
    }
    enum Action: Equatable {
      case finish
      case save
      case start
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .finish:
        return .run { send in await send(.save, animation: .default) }
      case .save:
        state.saved += 1
        return .none
      case .start:
        return .run { send in await send(.save) }
      }
    }
  }

  /// The proof of `MainExecutorLane.startPendingEffects(of:)`: code isolated to the lane runs
  /// on the main queue, the main actor's executor.
  @Test func theLaneRunsOnTheMainActorsExecutor() async {
    let lane = MainExecutorLane()
    #expect(await lane.runsOnMainQueue())
  }

  @Test(arguments: TestStoreKind.allCases)
  func aStoreOfEitherKindRunsTheFeature(kind: TestStoreKind) async {
    await TestStoreKind.$current.withValue(kind) {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      #expect(store.kind == kind)
      // NB: The engine takes a `StoreActor`'s paths for a core not on the main actor.
      #expect(store.core.isOnMainActor == (kind == .store))
      await store.send(.increment) { $0.count = 1 }
      await store.send(.increment) { $0.count = 2 }
    }
  }

  /// What tells the kinds apart: a `StoreActor` drops an effect's `send(_:animation:)` (no
  /// view runs on its actor), where a main-actor `Store` reduces it in the animation.
  @Test func anAnimatedSendFromAnEffectIsDroppedOnlyByAStoreActor() async {
    await TestStoreKind.$current.withValue(.store) {
      let store = TestStore(initialState: Saver.State()) { Saver() }
      await store.send(.finish)
      await store.receive(.save) { $0.saved = 1 }
    }
    let messages = await failureMessages {
      await TestStoreKind.$current.withValue(.storeActor) {
        let store = TestStore(initialState: Saver.State()) { Saver() }
        await store.send(.finish)
        await store.finish()
      }
    }
    #expect(
      messages == [
        """
        "send(_:animation:)" was called with TestStoreKindTests.Saver.Action.save from an \
        effect of a store that is not on the main actor, where there is no view to animate. \
        The action was dropped: send it with "await send(_:)".
        """
      ])
  }

  /// Two test stores of the actor kind run on two actors: each one's effects send back to its
  /// own store.
  @Test func twoStoresOfTheActorKindKeepTheirOwnEffects() async {
    await TestStoreKind.$current.withValue(.storeActor) {
      let first = TestStore(initialState: Saver.State()) { Saver() }
      let second = TestStore(initialState: Saver.State(saved: 10)) { Saver() }
      #expect(first.lane !== second.lane)
      await first.send(.start)
      await second.send(.start)
      await second.receive(.save) { $0.saved = 11 }
      await first.receive(.save) { $0.saved = 1 }
    }
  }

  /// Assumes the main actor in its reducer: Testing.md's limit of the actor kind.
  struct AssumesMain: Reducer {
    struct State: Equatable {
      var onMain = false
    }
    enum Action: Equatable {
      case check
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.onMain = MainActor.assumeIsolated { true }
      return .none
    }
  }

  /// What the actor kind cannot catch (Testing.md): code that assumes the main actor passes
  /// there, since its actor runs on the main actor's executor; a `StoreActor` on an executor
  /// of its own traps on it.
  @Test func codeAssumingTheMainActorPassesInTheActorKindAndTrapsInAStoreActor() async {
    await TestStoreKind.$current.withValue(.storeActor) {
      let store = TestStore(initialState: AssumesMain.State()) { AssumesMain() }
      await store.send(.check) { $0.onMain = true }
    }
    await #expect(processExitsWith: .failure) {
      let store = StoreActor(initialState: AssumesMain.State()) { AssumesMain() }
      await store.send(.check)
    }
  }

  /// A `StoreActor` made `runningOn:` the main actor is a main-actor store: it animates an
  /// effect's `send(_:animation:)` (Testing.md), where the actor kind drops it.
  @Test func aStoreActorOnTheMainActorKeepsAnAnimatedSend() async {
    let store = StoreActor(runningOn: MainActor.shared, initialState: Saver.State()) {
      Saver()
    }
    await store.send(.finish).finish()
    #expect(await store.state.saved == 1)
  }

  @Test func anEnvironmentValueNamingNoKindFailsEachTestStore() async {
    #expect(TestStoreKind.parse(nil) == (.store, nil))
    #expect(TestStoreKind.parse("") == (.store, nil))
    #expect(TestStoreKind.parse("store") == (.store, nil))
    #expect(TestStoreKind.parse("storeActor") == (.storeActor, nil))
    #expect(TestStoreKind.parse("actor") == (.store, "actor"))
    for kind in TestStoreKind.allCases {
      let messages = await failureMessages {
        // NB: Reported whatever the kind (a test may set one; this run may set another).
        TestStoreKind.$current.withValue(kind) {
          TestStoreKind.$invalidEnvironmentValue.withValue("actor\u{1B}[2J") {
            let store = TestStore(initialState: Counter.State()) { Counter() }
            #expect(store.kind == kind)
          }
        }
      }
      #expect(
        messages == [
          """
          COMPOSABLE_TEST_STORE_KIND is "actor\\u{1B}[2J", which names no kind of store: set \
          it to "store" or "storeActor", or unset it. Until then test stores run in a "Store", \
          unless a test sets "TestStoreKind.$current".
          """
        ])
    }
  }
}
