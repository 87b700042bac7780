import Testing

@testable import ComposableTesting

/// Runs `body`, expecting it to record test failures, and returns their messages.
@MainActor
func failureMessages(_ body: @MainActor () async -> Void) async -> [String] {
  let messages = LockIsolated<[String]>([])
  await withKnownIssue {
    await body()
  } matching: { issue in
    messages.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
    return true
  }
  return messages.current
}
