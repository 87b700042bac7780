import Testing

@testable import ComposableTesting

/// Runs `body`, expecting it to record test failures, and returns their messages: collected
/// before they reach the test framework, so each is asserted without a known issue in the
/// test output (`TestStoreFailureTests.failuresPointAtTheAssertion` covers the framework path).
@MainActor
func failureMessages(_ body: @MainActor () async -> Void) async -> [String] {
  let collector = FailureCollector()
  await TestFailure.$collector.withValue(collector) { await body() }
  let messages = collector.close()
  #expect(!messages.isEmpty, "expected failures, none was recorded")
  return messages
}

/// A failure the library recorded while ``expectFailures(_:matching:sourceLocation:)`` ran.
struct CollectedFailure {
  /// The failure's message.
  let description: String
}

/// As `withKnownIssue(_:matching:)` for the library's own failures: `body` must record at least
/// one, and each must match. They are collected before they reach the test framework, so the
/// test output stays free of known issues.
@MainActor
func expectFailures(
  _ body: @MainActor () async throws -> Void,
  matching: (CollectedFailure) -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) async rethrows {
  let collector = FailureCollector()
  try await TestFailure.$collector.withValue(collector) { try await body() }
  check(collector.close(), matching: matching, sourceLocation: sourceLocation)
}

/// ``expectFailures(_:matching:sourceLocation:)`` for a synchronous body.
func expectFailures(
  _ body: () throws -> Void,
  matching: (CollectedFailure) -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) rethrows {
  let collector = FailureCollector()
  try TestFailure.$collector.withValue(collector) { try body() }
  check(collector.close(), matching: matching, sourceLocation: sourceLocation)
}

private func check(
  _ messages: [String], matching: (CollectedFailure) -> Bool, sourceLocation: SourceLocation
) {
  if messages.isEmpty {
    Issue.record("Expected a failure, none was recorded", sourceLocation: sourceLocation)
  }
  for message in messages where !matching(CollectedFailure(description: message)) {
    Issue.record("A failure that was not expected: \(message)", sourceLocation: sourceLocation)
  }
}
