import ComposableAtomics
import Testing

@testable import Composable
@testable import ComposableTesting

/// The paths for OS versions without task executors (iOS 17, macOS 14), which CI runs by
/// with `COMPOSABLE_FORCE_FALLBACKS=1` in the environment: these tests check that the switch takes them,
/// and what the fallbacks keep.
@MainActor
@Suite struct FallbackTests {
  struct Feature: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case start, done }
    let seen: LockIsolated<[Bool]>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [seen] send in
          seen.withLock { $0.append(EffectStarts.isDraining || runsOnATaskExecutor()) }
          await send(.done)
        }
      case .done:
        state.count += 1
        return .none
      }
    }
  }

  @Test func aPlainStoreStartsEffectsOnTheDrainOnlyWithTaskExecutors() async {
    let seen = LockIsolated<[Bool]>([])
    let store = Store(initialState: Feature.State()) { Feature(seen: seen) }
    let task = store.send(.start)
    #expect(seen.current.isEmpty, "the effect ran before its send returned")
    await task.finish()
    #expect(seen.current == [usesTaskExecutors])
    #expect(store.state.count == 1)
  }

  @Test func aTestStoreRunsEffectsOnItsExecutorWhereTheOSHasTaskExecutors() async {
    let seen = LockIsolated<[Bool]>([])
    let store = TestStore(initialState: Feature.State()) { Feature(seen: seen) }
    await store.send(.start)
    await store.receive(.done) { $0.count = 1 }
    #expect(seen.current == [testStoresUseTheirExecutor])
  }

  @Test func aPlainStoresEffectCancellingItsOwnIDAtItsStartIsCancelled() async {
    // Its task is registered before it starts, on the drain and on the fallback alike.
    let store = Store(initialState: FallbackTestStoreTests.Feature.State()) {
      FallbackTestStoreTests.Feature(seen: LockIsolated([]))
    }
    for _ in 0..<50 { await store.send(.cancelOwnID).finish() }
    #expect(store.state.responses == [])
  }

  @Test func theAtomicWordsAreLockFree() {
    // The termination-signal handler reads them: it may not take a lock.
    #expect(composable_atomics_are_lock_free())
  }

  @Test func observationVersionsAreNeverReused() {
    let versions = (0..<1_000).map { _ in nextObservationVersion() }
    #expect(Set(versions).count == versions.count)
    #expect(versions == versions.sorted())
  }
}

/// A test store on an OS without task executors (iOS 17, macOS 14): its effects run as plain
/// tasks, started from the main actor, and the test waits for them (TCA 1.x's way). Run here
/// on every machine, by turning the executor off for the stores these tests create.
@MainActor
@Suite struct FallbackTestStoreTests {
  struct Feature: Reducer {
    struct State: Equatable { var responses: [String] = [] }
    enum Action: Equatable {
      case load, cancelOwnID, debounce(String), stop, response(String)
    }
    enum CancelID { case own, load, debounce }
    let seen: LockIsolated<[Bool]>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        return .run { [seen] send in
          seen.withLock { $0.append(runsOnATaskExecutor()) }
          await send(.response("loaded"))
        }
        .cancellable(id: CancelID.load)
      case .cancelOwnID:
        return .run { send in
          Task.cancel(id: CancelID.own)
          guard !Task.isCancelled else { return }
          await send(.response("not cancelled"))
        }
        .cancellable(id: CancelID.own)
      case let .debounce(text):
        return .run { [seen] send in
          await withTaskCancellation(id: CancelID.debounce, cancelInFlight: true) {
            seen.withLock { $0.append(runsOnATaskExecutor()) }
            await send(.response(text))
          }
        }
      case .stop:
        return .cancel(id: CancelID.load)
      case let .response(text):
        state.responses.append(text)
        return .none
      }
    }
  }

  func withoutTheExecutor(_ body: @MainActor () async -> Void) async {
    await TestExecutor.$usesTaskExecutors.withValue(false) { await body() }
  }

  @Test func anEffectsActionIsReceived() async {
    let seen = LockIsolated<[Bool]>([])
    await withoutTheExecutor {
      let store = TestStore(initialState: Feature.State()) { Feature(seen: seen) }
      await store.send(.load)
      await store.receive(.response("loaded")) { $0.responses = ["loaded"] }
    }
    #expect(seen.current == [false], "the effect ran on the test store's executor")
  }

  @Test func anEffectCancellingItsOwnIDAtItsStartIsCancelled() async {
    // The task is registered under its id before it starts (it starts from the main actor,
    // which the send holds): 50 times, so that a start before the registration shows.
    for _ in 0..<50 {
      await withoutTheExecutor {
        let store = TestStore(initialState: Feature.State()) { Feature(seen: LockIsolated([])) }
        await store.send(.cancelOwnID).finish()
      }
    }
  }

  @Test func anOperationOfWithTaskCancellationRunsAsAPlainTask() async {
    let seen = LockIsolated<[Bool]>([])
    await withoutTheExecutor {
      let store = TestStore(initialState: Feature.State()) { Feature(seen: seen) }
      await store.send(.debounce("a"))
      await store.receive(.response("a")) { $0.responses = ["a"] }
    }
    #expect(seen.current == [false])
  }

  @Test func aWrongExpectationStillFails() async {
    let messages = await failureMessages {
      await withoutTheExecutor {
        let store = TestStore(initialState: Feature.State()) { Feature(seen: LockIsolated([])) }
        await store.send(.load)
        await store.receive(.response("loaded")) { $0.responses = ["other"] }
      }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("\"other\"") == true)
  }
}
