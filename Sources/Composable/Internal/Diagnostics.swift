import Foundation

#if canImport(os)
  import os
#endif
#if canImport(MachO)
  import MachO
#endif

/// A problem the runtime noticed: misuse that it survives but that the user must hear about.
@usableFromInline
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

  @usableFromInline package var description: String {
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

  /// The test's line whose assertion closure is running (a `TestStore` sets it), where a
  /// report that cannot take its caller's line (a write through a `@dynamicMemberLookup`
  /// subscript) is placed instead of inside the library.
  @TaskLocal package static var assertionSite: Diagnostic?

  /// The `@Dependency` being read (debug builds set it, as swift-dependencies does): a key
  /// with no test value, read in a test, is reported at that declaration, not in the library.
  @TaskLocal package static var dependencySite: CallSite?

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
    // NB: Raised in a test store's reduction on a task without the test's task-locals (an
    // action a `Task.detached` sent): the test store reports it at its next step.
    if let sink = DependencyValues._current.diagnosticSink {
      sink.receive(diagnostic)
      return
    }
    let text = "\(diagnostic.fileID):\(diagnostic.line): \(diagnostic.message)"
    #if DEBUG && canImport(os)
      logRuntimeIssue(text)
    #endif
    writeToStandardError("[Composable] \(text)\n")
  }

  #if DEBUG && canImport(os)
    /// Logs `text` as a fault in the "com.apple.runtime-issues" subsystem, attributed to
    /// SwiftUI's image when SwiftUI is loaded: Xcode shows such a fault as a purple runtime
    /// issue (TCA 1.0 raises its runtime warnings this way). Debug builds only, as TCA: a
    /// release build's faults would be kept in the device's log.
    private static func logRuntimeIssue(_ text: String) {
      #if canImport(MachO)
        let image = UnsafeRawPointer(bitPattern: swiftUIImageAddress) ?? #dsohandle
      #else
        let image = #dsohandle
      #endif
      os_log(
        .fault, dso: image,
        log: OSLog(subsystem: "com.apple.runtime-issues", category: "Composable"),
        "%{public}@", text)
    }
  #endif
}

#if DEBUG && canImport(os) && canImport(MachO)
  /// The load address of SwiftUI's image, 0 when SwiftUI is not loaded.
  ///
  /// NB: An address, not a pointer, so that it can be a global constant (`Sendable`). It is
  /// only ever handed to `os_log` as the image a message comes from, never read through: the
  /// header dyld reports stays mapped for the life of the process (a framework linked by the
  /// app is never unloaded). When it is 0, `logRuntimeIssue` passes our own `#dsohandle`.
  /// Not compiled on Linux, so no test here runs it (see Docs/Migrating.md).
  private let swiftUIImageAddress: UInt = {
    for index in 0..<_dyld_image_count() {
      guard let name = _dyld_get_image_name(index),
        String(cString: name).hasSuffix("/SwiftUI"),
        let header = _dyld_get_image_header(index)
      else { continue }
      return UInt(bitPattern: header)
    }
    return 0
  }()
#endif

extension Diagnostics {
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

/// Where a user's code called into a dependency (`uuid()`, `date()`): a test value that is
/// not implemented reports there, not inside the library.
package struct CallSite: Sendable {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Reports that the dependency `description` was called without an implementation.
  package func reportUnimplemented(_ description: String) {
    runtimeWarn(
      "Unimplemented: \"\(description)\" was called. Override it in this test's dependencies.",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Where a test store takes the reports raised in its reductions that reach no test (see
/// ``Diagnostics/report(_:)``), to report them itself at its next step, in the test.
package struct DiagnosticSink: Sendable {
  package let receive: @Sendable (Diagnostic) -> Void

  package init(_ receive: @escaping @Sendable (Diagnostic) -> Void) {
    self.receive = receive
  }
}

extension DependencyValues {
  /// The test store's sink for reports that reach no test; `nil` outside a test store.
  package var diagnosticSink: DiagnosticSink? {
    get { self[explicit: DiagnosticSinkKey.self] ?? nil }
    set { self[DiagnosticSinkKey.self] = newValue }
  }
}

private enum DiagnosticSinkKey: DependencyKey {
  static var liveValue: DiagnosticSink? { nil }
}
