#if !canImport(Darwin)
  import Foundation
  import Testing
  import XCTest

  @testable import ComposableTesting

  /// An expectation made on another thread than the one XCTest ends the test on (the body of
  /// a nonisolated `async` test runs on the cooperative pool) ends with its test: it never
  /// absorbs the failures of a later test that runs on that thread.
  final class XCTExpectFailureThreadTests: XCTestCase {
    /// Runs the steps, in order, on one thread of its own, each when the caller asks.
    final class Worker: Sendable {
      private let steps = LockIsolated<[@Sendable () -> Void]>([])
      private let ready = DispatchSemaphore(value: 0)
      private let done = DispatchSemaphore(value: 0)

      init() {
        Thread { [self] in
          while true {
            ready.wait()
            let step = steps.withLock { $0.removeFirst() }
            step()
            done.signal()
          }
        }.start()
      }

      func run(_ step: @escaping @Sendable () -> Void) {
        steps.withLock { $0.append(step) }
        ready.signal()
        done.wait()
      }
    }

    func testAnExpectationOfAFinishedTestAbsorbsNothing() {
      let worker = Worker()
      worker.run {
        ExpectedFailures.push(
          reason: "made on a pool thread", strict: false, untilEndOfTest: true, matcher: nil,
          file: #filePath, line: #line)
      }
      // The test ends, on this thread.
      ExpectedFailures.endOfTest()
      let absorbed = LockIsolated(true)
      worker.run {
        absorbed.setValue(
          ExpectedFailures.absorb("a later test's failure", file: #filePath, line: #line))
      }
      XCTAssertFalse(absorbed.value, "a finished test's expectation absorbed a later failure")
    }
  }

  /// Its own test's failures, recorded on its thread, it absorbs; and a strict one that met
  /// none is reported at the test's end, though made on another thread. (Swift Testing runs
  /// after every XCTest test, so ending the "test" here ends none of theirs.)
  @Suite struct XCTExpectFailureLedgerTests {
    @Test func anUnmetExpectationOfAnotherThreadIsReportedAtTheTestsEnd() {
      let worker = XCTExpectFailureThreadTests.Worker()
      let absorbed = LockIsolated(false)
      worker.run {
        ExpectedFailures.push(
          reason: "met", strict: true, untilEndOfTest: true, matcher: nil, file: #filePath,
          line: #line)
        absorbed.setValue(ExpectedFailures.absorb("expected", file: #filePath, line: #line))
      }
      #expect(absorbed.value)
      worker.run {
        ExpectedFailures.push(
          reason: "never met", strict: true, untilEndOfTest: true, matcher: nil,
          file: #filePath, line: #line)
      }
      withKnownIssue {
        ExpectedFailures.endOfTest()
      } matching: {
        $0.description.contains("Expected failure (never met), but none recorded")
      }
    }
  }
#endif
