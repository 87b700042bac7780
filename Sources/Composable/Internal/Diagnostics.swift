import Foundation

#if canImport(os)
  import os
#endif

/// A problem the runtime noticed: misuse that it survives but that the user must hear about.
package struct Diagnostic: Sendable, CustomStringConvertible {
  package var message: String
  package var fileID: String
  package var filePath: StaticString
  package var line: UInt
  package var column: UInt

  package init(
    _ message: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(message, fileIDText: "\(fileID)", filePath: filePath, line: line, column: column)
  }

  /// A diagnostic at a `#fileID` known only as text (kept compactly by an operator).
  package init(
    _ message: String,
    fileIDText fileID: String,
    filePath: StaticString = #filePath,
    line: UInt,
    column: UInt
  ) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  package var description: String {
    "\(fileID):\(line): \(message)"
  }
}

/// Where runtime diagnostics go.
///
/// In order: a task-local handler (tests capture diagnostics with it), then the reporter that
/// `ComposableTesting` installs (a test failure when a test is running), then standard error
/// and, on Apple platforms, `os_log(.fault)` to the runtime-issues subsystem, which Xcode
/// shows as a purple runtime warning.
package enum Diagnostics {
  /// A handler for the current task and the tasks it starts.
  @TaskLocal package static var handler: (@Sendable (Diagnostic) -> Void)?

  /// The test-framework reporter, installed by `ComposableTesting`.
  package static let testReporter = LockIsolated<(@Sendable (Diagnostic) -> Bool)?>(nil)

  /// Reports `diagnostic`; never traps.
  package static func report(_ diagnostic: Diagnostic) {
    if let handler {
      handler(diagnostic)
      return
    }
    if let reporter = testReporter.current, reporter(diagnostic) {
      return
    }
    let text = "\(diagnostic.fileID):\(diagnostic.line): \(diagnostic.message)"
    #if canImport(os)
      // NB: Xcode shows a fault logged to this subsystem as a purple runtime issue, as it
      // does TCA's (which logs the same way).
      os_log(
        .fault, log: OSLog(subsystem: "com.apple.runtime-issues", category: "Composable"),
        "%{public}@", text)
    #endif
    writeToStandardError("[Composable] \(text)\n")
  }

  /// Writes `text` to standard error, unbuffered.
  package static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Reports a runtime diagnostic at the given source location.
package func runtimeWarn(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  Diagnostics.report(
    Diagnostic(message(), fileID: fileID, filePath: filePath, line: line, column: column))
}
