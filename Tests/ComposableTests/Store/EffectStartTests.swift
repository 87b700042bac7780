import Testing

@testable import Composable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where and when a plain store's `.run` effects start: their code up to the first
/// suspension runs on the store's actor after the `send` has returned, with no thread
/// hand-off; the rest runs on the cooperative pool.
@MainActor
@Suite struct EffectStartTests {
  struct Feature: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case start, ping, done }
    let probe: @Sendable () -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [probe] send in
          probe()
          await send(.done)
          probe()
        }
      case .ping:
        // The shape most effects have: one expression, `await send(…)`.
        return .run { send in await send(.done) }
      case .done:
        state.count += 1
        return .none
      }
    }
  }

  @Test(.usesTaskExecutors) func aSingleExpressionEffectSendsBackWithinTheDrain() {
    let store = Store(initialState: Feature.State()) { Feature(probe: {}) }
    store.send(.ping)
    #expect(store.state.count == 0)
    // Synchronously: an effect that hopped to the main actor to send could not have been
    // reduced before this function returns to the main actor's queue.
    EffectStarts.drain()
    #expect(store.state.count == 1)
  }

  @Test func noEffectCodeRunsBeforeTheSendReturns() async {
    let log = LockIsolated<[String]>([])
    let store = Store(initialState: Feature.State()) {
      Feature(probe: { log.withLock { $0.append("effect") } })
    }
    let task = store.send(.start)
    #expect(log.current.isEmpty)
    #expect(store.state.count == 0)
    await task.finish()
    #expect(log.current == ["effect", "effect"])
    #expect(store.state.count == 1)
  }

  @Test(.usesTaskExecutors) func anEffectThatSendsBackFinishesInsideFinishWithoutAHop() async {
    let thread = LockIsolated<pthread_t?>(nil)
    let draining = LockIsolated<[Bool]>([])
    let store = Store(initialState: Feature.State()) {
      Feature(probe: {
        thread.withLock { $0 = pthread_self() }
        draining.withLock { $0.append(EffectStarts.isDraining) }
      })
    }
    let task = store.send(.start)
    let here = pthread_self()
    await task.finish()
    // Before and after `send`: the action was reduced in place, with no hop to come back from.
    #expect(draining.current == [true, true])
    #expect(thread.current.map { pthread_equal($0, here) != 0 } == true)
    #expect(store.state.count == 1)
  }
}

/// What runs on the pool: an effect's code after a suspension that waited, and all of an
/// effect that opted out with `startingOnPool()`.
@MainActor
@Suite struct EffectPoolTests {
  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case waitForGate, heavy }
    let gate: LockIsolated<CheckedContinuation<Void, Never>?>
    let record: @Sendable (_ draining: Bool) -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .waitForGate:
        return .run { [gate, record] _ in
          await withCheckedContinuation { continuation in gate.withLock { $0 = continuation } }
          record(EffectStarts.isDraining)
        }
      case .heavy:
        return .run { [record] _ in record(EffectStarts.isDraining) }.startingOnPool()
      }
    }
  }

  /// Keeps the main actor busy, without suspending, until `condition` holds (or 30 s pass):
  /// code that needed the main actor meanwhile cannot have run.
  func spinOnTheMainActor(until condition: () -> Bool) {
    let deadline = ContinuousClock.now + .seconds(30)
    while !condition(), ContinuousClock.now < deadline {}
  }

  @Test(.usesTaskExecutors, arguments: [Feature.Action.waitForGate, .heavy])
  func runsWhileTheMainActorIsBusy(_ action: Feature.Action) {
    let gate = LockIsolated<CheckedContinuation<Void, Never>?>(nil)
    let seen = LockIsolated<[Bool]>([])
    let store = Store(initialState: Feature.State()) {
      Feature(gate: gate, record: { draining in seen.withLock { $0.append(draining) } })
    }
    store.send(action)
    EffectStarts.drain()
    // The gated effect has run up to its suspension in the drain, which has returned: it
    // waits, and its resumption (from here, on the main actor) sends it to the pool.
    gate.withLock { $0.take() }?.resume()
    spinOnTheMainActor { !seen.current.isEmpty }
    #expect(seen.current == [false], "the effect's code ran on the main actor, or never")
  }
}

/// What a store allocates before it needs it: the effect registry comes with the first effect.
@MainActor
@Suite struct StoreAllocationTests {
  struct Feature: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment, cancel, start }
    enum CancelID { case work }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .cancel:
        return .cancel(id: CancelID.work)
      case .start:
        return .run { _ in }.cancellable(id: CancelID.work)
      }
    }
  }

  @Test func theEffectRegistryComesWithTheFirstEffect() async throws {
    let store = Store(initialState: Feature.State()) { Feature() }
    let core = try #require(store.core as? RootCore<Feature>)
    store.send(.increment)
    store.send(.cancel)  // Nothing to cancel: nothing is created for it.
    _ = store.state.count
    #expect(Mirror(reflecting: core).descendant("_effects") as? EffectRegistry == nil)
    await store.send(.start).finish()
    #expect(Mirror(reflecting: core).descendant("_effects") as? EffectRegistry != nil)
  }
}

/// Every way an effect can start, continue and send back, mixed in many stores at once: each
/// chain must reach its end. An effect whose first job waited for a drain that never came
/// would leave its chain unfinished, and this test would fail at its time limit instead of
/// passing.
@MainActor
@Suite struct EffectStartMixTests {
  actor Hop {
    private var count = 0
    func bump() -> Int {
      count += 1
      return count
    }
  }

  struct Chain: Reducer {
    struct State: Equatable { var steps = 0 }
    enum Action: Equatable { case step(Int) }
    let hop: Hop
    let finished: @Sendable () -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let left: Int
      switch action {
      case let .step(count): left = count
      }
      state.steps += 1
      guard left > 0 else {
        finished()
        return .none
      }
      let next = Action.step(left - 1)
      switch left % 6 {
      case 0:
        return .run { send in await send(next) }
      case 1:
        // Suspends for real first: the rest continues on the pool and hops back to send.
        return .run { send in
          await Task.yield()
          await send(next)
        }
      case 2:
        // A default actor, which the runtime may enter on the draining thread.
        return .run { [hop] send in
          _ = await hop.bump()
          await send(next)
        }
      case 3:
        // A child task, which inherits the effect task's executor preference.
        return .run { send in
          await withTaskGroup(of: Void.self) { group in
            group.addTask { await send(next) }
          }
        }
      case 4:
        // Two effects at once, one of which goes on.
        return .merge(
          .run { send in await send(next) },
          .run { _ in await MainActor.run {} }
        )
      default:
        return .run { send in await send(next) }.startingOnPool()
      }
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func chainsStartedFromEveryContextAllFinish() async {
    let stores = 24
    let depth = 60
    let done = Signal()
    let finishedChains = LockIsolated(0)
    let hop = Hop()
    var all: [Store<Chain.State, Chain.Action>] = []
    for _ in 0..<stores {
      all.append(
        Store(initialState: Chain.State()) {
          Chain(hop: hop) {
            let finished = finishedChains.withLock { count -> Int in
              count += 1
              return count
            }
            if finished == stores { done.fire() }
          }
        })
    }
    for index in all.indices {
      let store = all[index]
      switch index % 3 {
      case 0:
        // From the main actor, never awaited: a drain it did not ask for (the scheduled one,
        // or another store's `finish()`) starts it.
        store.send(.step(depth))
      case 1:
        // Awaited with `finish()`, which drains.
        Task { await store.send(.step(depth)).finish() }
      default:
        // From a task on the pool, which hops to the main actor to send.
        Task.detached { await store.send(.step(depth)) }
      }
    }
    // At the time limit the test is cancelled: it then stops waiting and reports.
    await withTaskCancellationHandler {
      await done.wait()
    } onCancel: {
      done.fire()
    }
    let unfinished = all.indices.filter { all[$0].state.steps != depth + 1 }
    #expect(
      unfinished.isEmpty,
      "chains left unfinished (an effect waits for a drain that never comes): \(unfinished)")
  }
}
