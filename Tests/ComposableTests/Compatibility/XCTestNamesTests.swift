import Composable
import XCTest

/// A test file that imports XCTest and the library calls XCTest's own `XCTFail`, with no
/// ambiguity: the library's forms (for app code, as TCA 1.x re-exported
/// XCTestDynamicOverlay's) leave one more argument to its default (issue 57).
final class XCTestNamesTests: XCTestCase {
  private var recorded: [String] = []
  private var recording = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard recording else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    recorded.append(description)
  }

  func testATestFileCallsXCTestsOwnXCTFail() {
    let diagnosed = LockIsolated<[String]>([])
    recording = true
    Diagnostics.$handler.withValue({ diagnostic in
      diagnosed.withLock { $0.append(diagnostic.message) }
    }) {
      XCTFail("plain")
      XCTFail("with a location", file: #filePath, line: #line)
      XCTFail()
    }
    recording = false
    XCTAssertEqual(recorded.count, 3)
    XCTAssertTrue(recorded.first?.contains("plain") == true, "\(recorded)")
    XCTAssertEqual(diagnosed.value, [])
  }
}
