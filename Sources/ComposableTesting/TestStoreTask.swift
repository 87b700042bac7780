/// The effects started by one ``TestStore/send(_:assert:fileID:file:line:column:)``.
@MainActor
public struct TestStoreTask: Sendable {
  let group: EffectGroupHandle
  let timeout: Duration
  let location: SourceLocationInfo

  /// Waits for the effects the action started (transitively) to finish; fails the test if
  /// they are still running after `timeout`.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    let finished = await group.wait(timeout: timeout)
    if !finished {
      TestFailure.record(
        """
        Expected the effects of this action to finish, but they were still running after \
        \(timeout).
        """, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Cancels the effects the action started, and waits a moment for them to wind down.
  public func cancel() async {
    group.cancel()
    _ = await group.wait(timeout: .seconds(1))
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { group.isCancelled }
}

/// A possibly-absent effect group with a bounded wait.
@MainActor
struct EffectGroupHandle {
  let group: EffectGroup?

  func wait(timeout: Duration) async -> Bool {
    guard let group else { return true }
    return await waitUntil(timeout: timeout) { group.isIdle }
  }

  func cancel() { group?.cancel() }
  var isCancelled: Bool { group?.isCancelled ?? false }
}

/// Yields until `condition` holds or `timeout` passes, without blocking the main actor.
@MainActor
func waitUntil(timeout: Duration, _ condition: () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  var spins = 0
  while !condition() {
    if clock.now >= deadline { return false }
    spins += 1
    if spins % 64 == 0, timeout > .milliseconds(20) {
      try? await Task.sleep(for: .microseconds(200))
    } else {
      await Task.yield()
    }
  }
  return true
}
