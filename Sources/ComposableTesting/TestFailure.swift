import Composable
internal import ComposableTestingLoader
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
    record(message, fileID: "\(fileID)", filePath: filePath, line: line, column: column)
  }

  /// Set while a failure would not be the test's (see `TestStore.assertState`).
  @TaskLocal static var isSuppressed = false

  /// Takes the failures recorded while it is set (in its task and the tasks started there),
  /// until closed, instead of the test framework: the library's own tests of its failure
  /// messages assert the text without recording a known issue each. A failure recorded after
  /// ``FailureCollector/close()`` (by a task that outlived the block) reaches the test
  /// framework as any other.
  @TaskLocal package static var collector: FailureCollector?

  static func record(
    _ message: String,
    fileID: String, filePath: StaticString, line: UInt, column: UInt
  ) {
    if isSuppressed { return }
    if let collector, collector.take(message) { return }
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
      #if !canImport(Darwin)
        if ExpectedFailures.absorb(message, file: filePath, line: line) { return }
      #endif
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

  /// Runs `body`, whose failures recorded through the test framework are known issues, not
  /// the test's: Swift Testing's `withKnownIssue(isIntermittent: true)`, XCTest's
  /// `XCTExpectFailure(strict: false)` (on Linux, where XCTest has none, it sees only the
  /// failures this library records; an `XCTAssert` there still fails the test). An error
  /// `body` throws is rethrown.
  static func asKnownIssues(_ body: () throws -> Void) throws {
    var thrown: (any Error)?
    if Test.current != nil {
      withKnownIssue(isIntermittent: true) {
        do { try body() } catch { thrown = error }
      }
    } else {
      XCTExpectFailure(
        strict: false,
        failingBlock: {
          do { try body() } catch { thrown = error }
        })
    }
    if let thrown { throw thrown }
  }

  /// Routes the runtime's diagnostics (absent child state, missing test dependencies,
  /// unimplemented closures, unhandled effect errors) to the running test.
  ///
  /// Installed when the test binary loads (see `composableTestingInstallReporter`), and again
  /// by every `TestStore` in case the loader did not run; installing twice changes nothing.
  /// A diagnostic raised inside a running Swift Testing test or XCTest test case fails it,
  /// whether or not any `TestStore` exists. Outside any test it goes to standard error.
  static func installDiagnosticsReporter() {
    // NB: The reference that keeps the loader's object, and so its constructor, in a static
    // link (see ComposableTestingLoader.h).
    guard composable_testing_loader_linked() == 1 else { return }
    XCTestCaseTracker.startTracking()
    SharedTestScope.currentTest.withLock { current in
      guard current == nil else { return }
      // NB: Each test's shared values live in storages of its own, found by the test's
      // identity: Swift Testing's test (a task-local: right in parallel tests), or the
      // XCTest case running (XCTest runs one at a time in a process).
      current = {
        if let test = Test.current {
          // NB: The cases of a parametrized test run in parallel under one test: each gets
          // storages of its own too.
          if let testCase = Test.Case.current, testCase.isParameterized {
            return AnyHashableSendable(ParametrizedCase(test: test.id, testCase))
          }
          return AnyHashableSendable(test.id)
        }
        return XCTestCaseTracker.currentCase.map(AnyHashableSendable.init)
      }
    }
    Diagnostics.testReporter.withLock { reporter in
      guard reporter == nil else { return }
      reporter = { diagnostic in
        guard Test.current != nil || XCTestCaseTracker.isRunningTestCase else { return false }
        TestFailure.record(
          diagnostic.message, fileID: diagnostic.fileID, filePath: diagnostic.filePath,
          line: diagnostic.line, column: diagnostic.column)
        return true
      }
    }
  }
}

/// One case of a parametrized Swift Testing test: its test, and its arguments' identity.
struct ParametrizedCase: Hashable, Sendable {
  let test: Test.ID
  let arguments: String

  init(test: Test.ID, _ testCase: Test.Case) {
    self.test = test
    self.arguments = Self.identity(of: testCase)
  }

  /// `Test.Case` has no public identity: its arguments' ids and the discriminator of repeated
  /// arguments, which it holds, fixed when the case is made (its arguments' values may
  /// change meanwhile, and with them their descriptions). Read from its mirror; should the
  /// layout change, the whole case as it describes itself.
  static func identity(of testCase: Test.Case) -> String {
    guard let kind = Mirror(reflecting: testCase).children.first(where: { $0.label == "_kind" }),
      let payload = Mirror(reflecting: kind.value).children.first?.value
    else { return String(reflecting: testCase) }
    var parts: [String] = []
    for field in Mirror(reflecting: payload).children {
      if field.label == "arguments" {
        for argument in Mirror(reflecting: field.value).children {
          guard
            let id = Mirror(reflecting: argument.value).children.first(where: { $0.label == "id" })
          else { return String(reflecting: testCase) }
          parts.append(String(describing: id.value))
        }
      } else if field.label == "discriminator" {
        parts.append("#\(field.value)")
      }
    }
    return parts.isEmpty ? String(reflecting: testCase) : parts.joined(separator: ", ")
  }
}

/// Knows whether an XCTest test case is running, so that a diagnostic raised outside of one
/// (a store used by a command-line tool that links the test support) is not an `XCTFail`
/// that nothing would see.
final class XCTestCaseTracker: NSObject, XCTestObservation, Sendable {
  private static let shared = XCTestCaseTracker()
  private static let registered = LockIsolated(false)
  private let running = LockIsolated(0)
  private let current = LockIsolated<ObjectIdentifier?>(nil)

  /// Whether a test case has started and not yet finished.
  static var isRunningTestCase: Bool { shared.running.current > 0 }

  /// The identity of the test case running, if any.
  static var currentCase: ObjectIdentifier? { shared.current.current }

  /// Registers the tracker with XCTest once. XCTest accepts observers on the main thread only.
  static func startTracking() {
    let isFirst = registered.withLock { registered in
      defer { registered = true }
      return !registered
    }
    guard isFirst else { return }
    if Thread.isMainThread {
      MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(shared) }
    } else {
      DispatchQueue.main.async { XCTestObservationCenter.shared.addTestObserver(shared) }
    }
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    running.withLock { $0 += 1 }
    current.withLock { $0 = ObjectIdentifier(testCase) }
    #if !canImport(Darwin)
      // Checks the test's `XCTExpectFailure`s at its end, where a failure still counts.
      testCase.addTeardownBlock { ExpectedFailures.endOfTest() }
    #endif
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    running.withLock { $0 -= 1 }
    current.withLock { $0 = nil }
    SharedTestScope.endTest(AnyHashableSendable(ObjectIdentifier(testCase)))
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
  TestFailure.installDiagnosticsReporter()
}

/// The failures a test of the library's own messages collects (see `TestFailure.collector`).
package final class FailureCollector: Sendable {
  private struct State {
    var messages: [String] = []
    var isOpen = true
  }
  private let state = LockIsolated(State())

  package init() {}

  /// Keeps `message` while open; `false` once closed.
  func take(_ message: String) -> Bool {
    state.withLock { state in
      guard state.isOpen else { return false }
      state.messages.append(message)
      return true
    }
  }

  /// Stops collecting, and returns what was collected: later failures reach the test
  /// framework.
  package func close() -> [String] {
    state.withLock { state in
      state.isOpen = false
      return state.messages
    }
  }
}
