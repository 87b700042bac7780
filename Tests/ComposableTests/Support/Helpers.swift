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

/// Waits (yielding) until `condition` holds; false after `timeout`.
@MainActor
func eventually(
  timeout: Duration = .seconds(2), _ condition: @MainActor () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while !condition() {
    if clock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
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
