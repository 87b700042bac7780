import Composable
import ComposableTesting
import XCTest

// The XCTest half: a plain Store's warning inside a running XCTest test case must fail it,
// though this target never creates a TestStore (the reporter is installed at load time).

final class PlainStoreXCTestDiagnosticsTests: XCTestCase {
  /// Failures this test case recorded while capturing, instead of failing the run.
  private let recordedFailures = LockIsolated<[String]>([])
  private let capturesFailures = LockIsolated(false)

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      guard capturesFailures.current else { return super.record(issue) }
      recordedFailures.withLock { $0.append(issue.compactDescription) }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturesFailures.current else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      recordedFailures.withLock { $0.append(description) }
    }
  #endif

  func testAPlainStoreWarningFailsTheTestCaseWithoutAnyTestStore() {
    let capturesFailures = self.capturesFailures
    // XCTest runs synchronous test methods on the main thread.
    MainActor.assumeIsolated {
      let store = Store(initialState: Parent.State()) { Parent() }
      capturesFailures.withLock { $0 = true }
      store.send(.child(1))
      capturesFailures.withLock { $0 = false }
    }
    let failures = recordedFailures.current
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(
      failures.first?.contains("received a child action when its child state was nil") ?? false,
      "\(failures)")
  }
}
