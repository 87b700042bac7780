import Foundation
import Testing

@testable import Composable

/// Collects the runtime diagnostics reported while `body` runs (in its task and the tasks it
/// starts), instead of failing the test with them.
@MainActor
func collectDiagnostics(_ body: @MainActor () async throws -> Void) async rethrows -> [String] {
  let collected = LockIsolated<[String]>([])
  try await Diagnostics.$handler.withValue({ diagnostic in
    collected.withLock { $0.append(diagnostic.message) }
  }) {
    try await body()
  }
  return collected.current
}

/// A one-shot event that tasks can wait for: the test's way to wait for a condition the code
/// signals, instead of waiting a fixed amount of real time.
final class Signal: Sendable {
  private struct State {
    var isFired = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }
  private let state = LockIsolated(State())

  /// Whether ``fire()`` was called.
  var isFired: Bool { state.current.isFired }

  /// Wakes every waiter, now and later.
  func fire() {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.isFired = true
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Suspends until ``fire()`` is called.
  func wait() async {
    await withCheckedContinuation { continuation in
      let fired = state.withLock { state -> Bool in
        if !state.isFired { state.waiters.append(continuation) }
        return state.isFired
      }
      if fired { continuation.resume() }
    }
  }
}

extension Store where State: Sendable {
  /// Waits for the first state (the current one included) for which `condition` holds.
  func firstState(where condition: (State) -> Bool) async -> State? {
    for await state in states where condition(state) { return state }
    return nil
  }
}

/// A counter feature used across the runtime tests.
struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }
  enum Action: Equatable, Sendable {
    case increment
    case decrement
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    }
    return .none
  }
}

/// Counts the hashing and comparing done with ``CountingID``s: work, not time. One per test,
/// so that tests running in parallel don't count each other's work.
final class OperationCounter: Sendable {
  private let count = LockIsolated(0)
  /// The operations counted since the last ``reset()``.
  var current: Int { count.current }
  func increment() { count.withLock { $0 += 1 } }
  func reset() { count.withLock { $0 = 0 } }
}

/// An id that counts each hash and `==` done with it on its ``OperationCounter``.
struct CountingID: Hashable, Sendable {
  let value: Int
  let counter: OperationCounter

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.counter.increment()
    return lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    counter.increment()
    hasher.combine(value)
  }
}
