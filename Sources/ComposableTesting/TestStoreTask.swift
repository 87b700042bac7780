/// The effects started by one ``TestStore/send(_:assert:fileID:file:line:column:)-(Action,_,_,_,_,_)``.
@MainActor
public struct TestStoreTask: Sendable {
  let group: EffectGroupHandle
  let timeout: Duration
  let location: SourceLocationInfo

  /// Waits for the effects the action started (transitively) to finish; fails the test if
  /// they are still running after `timeout`.
  ///
  /// The effects first run until they are all blocked; only effects blocked outside the
  /// test's control (real time, I/O) are waited for, up to `timeout` of real time.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; ``TestStore/timeout`` by default.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
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
        \(timeout), waiting on something outside the test's control (real time, I/O, or a \
        clock the test has not advanced).
        """, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Cancels the effects the action started, and lets them wind down.
  public func cancel() async {
    group.cancel()
    _ = await group.wait(timeout: timeout)
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { group.isCancelled }
}

/// A possibly-absent effect group.
@MainActor
struct EffectGroupHandle {
  let group: EffectGroup?

  /// Runs the test's effects until the group is idle; waits in real time (up to `timeout`)
  /// only while its effects are blocked outside the test's control.
  func wait(timeout: Duration) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var generation = TestScheduler.generation
    await TestScheduler.drain()
    guard let group else { return true }
    while !group.isIdle {
      guard await TestScheduler.waitForActivity(since: generation, until: deadline) else {
        return group.isIdle
      }
      generation = TestScheduler.generation
      await TestScheduler.drain()
    }
    return true
  }

  func cancel() { group?.cancel() }
  var isCancelled: Bool { group?.isCancelled ?? false }
}
