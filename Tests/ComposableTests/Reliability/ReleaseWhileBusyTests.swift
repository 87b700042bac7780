import Composable
import Foundation
import Testing

@testable import Composable

/// Waits until `condition` holds, checking it every millisecond; `false` if it still doesn't
/// after `limit` (a bound for a failing test, never a wait for work to happen).
@MainActor
func eventually(
  within limit: Duration = .seconds(30), _ condition: @MainActor () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let end = clock.now + limit
  while !condition() {
    guard clock.now < end else { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// Waits until `condition` holds, checking it every millisecond, with no bound of its own:
/// `false` only once the test's time limit has cancelled the wait.
@MainActor
func untilTimeLimit(_ condition: @MainActor () -> Bool) async -> Bool {
  while !condition() {
    guard !Task.isCancelled else { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// Work that lasts until it is cancelled, and says when it started and when it was cancelled.
final class HoldProbe: Sendable {
  let started = Signal()
  let cancelled = Signal()
  private let cancellations = LockIsolated(0)
  var cancellationCount: Int { cancellations.current }

  func hold() async {
    started.fire()
    do {
      try await Task.sleep(for: .seconds(86_400))
    } catch {
      cancellations.withLock { $0 += 1 }
      cancelled.fire()
    }
  }
}

/// A clock whose every sleep lasts until it is cancelled, and says so.
final class ProbeClock: Clock, Sendable {
  typealias Duration = Swift.Duration
  typealias Instant = ContinuousClock.Instant
  let probe = HoldProbe()
  var now: Instant { ContinuousClock.now }
  var minimumResolution: Duration { .zero }
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    await probe.hold()
    throw CancellationError()
  }
}

/// A store released while its effects are busy is freed, and its effects are cancelled,
/// whatever the effect and whatever watches the store.
///
/// Each wait has no bound of its own (``untilTimeLimit(_:)``): under load (one core shared
/// with busy loops, the whole suite running) a debounced effect was seen to start more than
/// 30 s after its send, and a 30 s bound then failed a correct store. A hang still fails, with
/// its message, when the test's time limit cancels the wait.
@MainActor
@Suite struct ReleaseWhileBusyTests {
  enum Kind: String, CaseIterable, Sendable {
    case run, merge, concatenate, cancellable
    /// Debounced and throttled effects, released while their effect runs.
    case debounce, throttle
    /// Debounced and throttled effects, released while they wait on the clock.
    case debounceWaiting, throttleWaiting

    var waitsOnTheClock: Bool { self == .debounceWaiting || self == .throttleWaiting }
  }
  enum Watcher: String, CaseIterable, Sendable {
    /// Nothing watches the store.
    case nothing
    /// A `subscribe` subscription, kept by the test after the store is released.
    case subscriber
    /// A task iterating `states`, still iterating when the store is released.
    case states
    /// A `states` loop that ended (its task was cancelled) before the release.
    case endedStates
  }

  struct Feature: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case start, tick }
    let kind: Kind
    let probe: HoldProbe
    let clock: ProbeClock
    let afterFirstStep: Signal

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tick:
        state.count += 1
        return .none
      case .start:
        state.count += 1
        let hold = Effect<Action>.run { [probe] _ in await probe.hold() }
        switch kind {
        case .run: return hold
        case .merge: return .merge(hold, hold)
        case .concatenate:
          return .concatenate(hold, .run { [afterFirstStep] _ in afterFirstStep.fire() })
        case .debounce:
          return hold.debounce(id: "debounce", for: .seconds(1), clock: ImmediateClock())
        case .throttle:
          return hold.throttle(
            id: "throttle", for: .seconds(1), clock: ImmediateClock(), latest: true)
        case .debounceWaiting:
          return .send(.tick).debounce(id: "debounce", for: .seconds(1), clock: clock)
        case .throttleWaiting:
          return .send(.tick).throttle(id: "throttle", for: .seconds(1), clock: clock, latest: true)
        case .cancellable: return hold.cancellable(id: "hold")
        }
      }
    }
  }

  @Test(.timeLimit(.minutes(3)), arguments: Kind.allCases, Watcher.allCases)
  func releaseWhileBusy(_ kind: Kind, watched watcher: Watcher) async throws {
    let probe = HoldProbe()
    let clock = ProbeClock()
    let afterFirstStep = Signal()
    var store: StoreOf<Feature>? = Store(initialState: Feature.State()) {
      Feature(kind: kind, probe: probe, clock: clock, afterFirstStep: afterFirstStep)
    }
    weak let core = store?.core as AnyObject?
    weak let weakStore = store

    var subscription: StoreSubscription?
    var consumer: Task<Void, Never>?
    let consumerEnded = Signal()
    switch watcher {
    case .nothing: break
    case .subscriber: subscription = store?.subscribe { _ in }
    case .states, .endedStates:
      let states = try #require(store).states
      consumer = Task {
        for await _ in states {}
        consumerEnded.fire()
      }
    }

    store?.send(.start)
    // Throttle: the first send passes at once, the second waits on the clock.
    if kind == .throttleWaiting { store?.send(.start) }
    let busy = kind.waitsOnTheClock ? clock.probe.started : probe.started
    #expect(await untilTimeLimit { busy.isFired }, "the effect never started")

    if watcher == .endedStates {
      consumer?.cancel()
      #expect(await untilTimeLimit { consumerEnded.isFired }, "the states loop did not end")
    }
    store = nil

    #expect(await untilTimeLimit { weakStore == nil }, "the store was not freed")
    #expect(await untilTimeLimit { core == nil }, "the store's runtime was not freed")
    let cancelled = kind.waitsOnTheClock ? clock.probe : probe
    #expect(
      await untilTimeLimit { cancelled.cancelled.isFired }, "the effect was not cancelled")
    if kind == .merge {
      #expect(await untilTimeLimit { probe.cancellationCount == 2 })
    }
    if watcher == .states {
      #expect(
        await untilTimeLimit { consumerEnded.isFired }, "the states loop did not finish")
    }
    // A cancelled concatenation never starts its next step.
    #expect(!afterFirstStep.isFired)
    withExtendedLifetime(subscription) {}
  }
}
