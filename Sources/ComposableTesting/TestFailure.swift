import Composable
import Testing
import XCTest

/// Reports test failures to whichever framework is running the test.
///
/// Inside a Swift Testing test, `Issue.record`; otherwise `XCTFail`. Both point at the user's
/// file and line.
package enum TestFailure {
  /// Sees every known issue recorded (the messages of skipped assertions); for our own tests.
  @TaskLocal package static var knownIssueObserver: (@Sendable (String) -> Void)?

  static func record(
    _ message: String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }

  static func record(_ message: String, at location: SourceLocationInfo) {
    record(
      message, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }

  /// Reports `message` as a known issue (Swift Testing), or prints it as a note (XCTest):
  /// information about a skipped assertion, never a failure.
  static func recordKnown(_ message: String, at location: SourceLocationInfo) {
    knownIssueObserver?(message)
    if Test.current != nil {
      withKnownIssue {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(location.fileID)", filePath: "\(location.filePath)",
            line: Int(location.line), column: Int(location.column)))
      }
    } else {
      print("\(location.filePath):\(location.line): note: skipped assertion: \(message)")
    }
  }

  /// Routes the runtime's diagnostics (absent child state, missing test dependencies,
  /// unimplemented closures, unhandled effect errors) to test failures.
  static func installDiagnosticsReporter() {
    guard
      fullReporterInstalled.withLock({ installed in
        defer { installed = true }
        return !installed
      })
    else { return }
    Diagnostics.testReporter.withLock { reporter in
      reporter = { diagnostic in
        TestFailure.record(
          diagnostic.message, fileID: diagnostic.fileID, filePath: diagnostic.filePath,
          line: diagnostic.line, column: diagnostic.column)
        return true
      }
    }
  }

  private static let fullReporterInstalled = LockIsolated(false)

  /// Installed when the test binary loads: diagnostics raised inside a running Swift Testing
  /// test fail it, whether or not a `TestStore` exists yet. Elsewhere they go to standard
  /// error, until a `TestStore` installs the full reporter (which also reaches XCTest).
  static func installLoadTimeReporter() {
    Diagnostics.testReporter.withLock { reporter in
      guard reporter == nil else { return }
      reporter = { diagnostic in
        guard Test.current != nil else { return false }
        TestFailure.record(
          diagnostic.message, fileID: diagnostic.fileID, filePath: diagnostic.filePath,
          line: diagnostic.line, column: diagnostic.column)
        return true
      }
    }
  }
}

/// A place in the user's test file.
struct SourceLocationInfo: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Called by ComposableTestingLoader's constructor when the test binary loads.
@_cdecl("composable_testing_install_reporter")
func composableTestingInstallReporter() {
  TestFailure.installLoadTimeReporter()
}
