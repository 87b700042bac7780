// TCA 1.x re-exported XCTestDynamicOverlay, whose `XCTFail` and `XCTUnimplemented` app code
// calls (a dependency's test value, an assertion helper in a feature module). These are the
// same calls, reporting through ``reportIssue(_:fileID:filePath:line:column:)``: a test
// failure at the caller's line while a test runs, a runtime warning otherwise.
//
// A test file that imports XCTest too still calls XCTest's own `XCTFail`: each of these
// takes one defaulted argument more than XCTest's, and Swift prefers the function that
// leaves fewer arguments to their defaults (`XCTestNamesTests`).

/// Reports a failure (XCTestDynamicOverlay's `XCTFail`, which TCA 1.x re-exported), callable
/// from app code: a test failure at the caller's line while a test runs, a runtime warning
/// otherwise.
///
/// ```swift
/// static let testValue = Self(load: { XCTFail("DataManager.load is unimplemented"); return Data() })
/// ```
///
/// - Parameters:
///   - message: What went wrong.
///   - fileID: The caller's file ID, where it is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where it is reported (the default).
///   - column: The caller's column, where it is reported (the default).
public func XCTFail(
  _ message: String = "", fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  reportIssue(
    message.isEmpty ? "XCTFail was called" : message, fileID: fileID, filePath: filePath,
    line: line, column: column)
}

/// Reports a failure at `file` and `line` (XCTestDynamicOverlay's `XCTFail(_:file:line:)`), as
/// an assertion helper in app code passes on its caller's location.
///
/// - Parameters:
///   - message: What went wrong.
///   - file: The file path where it is reported.
///   - line: The line where it is reported.
///   - column: The caller's column (the default).
public func XCTFail(
  _ message: String = "", file: StaticString, line: UInt, column: UInt = #column
) {
  reportIssue(
    message.isEmpty ? "XCTFail was called" : message, fileID: file, filePath: file, line: line,
    column: column)
}

/// A closure that reports a failure naming `description` when it is called, then returns
/// `placeholder` (XCTestDynamicOverlay's `XCTUnimplemented`; this library's
/// `unimplemented(_:placeholder:)`).
///
/// - Parameters:
///   - description: The endpoint's name, said in the failure.
///   - placeholder: The value returned after the failure is reported.
///   - fileID: The caller's file ID (the default).
///   - filePath: The caller's file path (the default).
///   - line: The caller's line (the default).
///   - column: The caller's column (the default).
public func XCTUnimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  unimplemented(
    description, placeholder: placeholder(), fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// The async form of `XCTUnimplemented(_:placeholder:)`: an async closure that reports a
/// failure naming `description` when it is called, then returns `placeholder`.
///
/// - Parameters:
///   - description: The endpoint's name, said in the failure.
///   - placeholder: The value returned after the failure is reported.
///   - fileID: The caller's file ID (the default).
///   - filePath: The caller's file path (the default).
///   - line: The caller's line (the default).
///   - column: The caller's column (the default).
public func XCTUnimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  unimplemented(
    description, placeholder: placeholder(), fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// A closure returning nothing that reports a failure naming `description` when it is called
/// (XCTestDynamicOverlay's `XCTUnimplemented`).
///
/// - Parameters:
///   - description: The endpoint's name, said in the failure.
///   - fileID: The caller's file ID (the default).
///   - filePath: The caller's file path (the default).
///   - line: The caller's line (the default).
///   - column: The caller's column (the default).
@_disfavoredOverload
public func XCTUnimplemented<each Argument>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Void {
  unimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// An async closure returning nothing that reports a failure naming `description` when it is
/// called (XCTestDynamicOverlay's `XCTUnimplemented`).
///
/// - Parameters:
///   - description: The endpoint's name, said in the failure.
///   - fileID: The caller's file ID (the default).
///   - filePath: The caller's file path (the default).
///   - line: The caller's line (the default).
///   - column: The caller's column (the default).
@_disfavoredOverload
public func XCTUnimplemented<each Argument>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Void {
  unimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A throwing closure that reports a failure naming `description` when it is called, then
/// throws ``UnimplementedFailure`` (XCTestDynamicOverlay's `XCTUnimplemented`).
///
/// - Parameters:
///   - description: The endpoint's name, said in the failure.
///   - fileID: The caller's file ID (the default).
///   - filePath: The caller's file path (the default).
///   - line: The caller's line (the default).
///   - column: The caller's column (the default).
@_disfavoredOverload
public func XCTUnimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  unimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// An async throwing closure that reports a failure naming `description` when it is called,
/// then throws ``UnimplementedFailure`` (XCTestDynamicOverlay's `XCTUnimplemented`).
///
/// - Parameters:
///   - description: The endpoint's name, said in the failure.
///   - fileID: The caller's file ID (the default).
///   - filePath: The caller's file path (the default).
///   - line: The caller's line (the default).
///   - column: The caller's column (the default).
@_disfavoredOverload
public func XCTUnimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  unimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A throwing closure returning nothing that reports a failure naming `description` when it
/// is called, then throws ``UnimplementedFailure`` (XCTestDynamicOverlay's
/// `XCTUnimplemented`).
///
/// - Parameters:
///   - description: The endpoint's name, said in the failure.
///   - fileID: The caller's file ID (the default).
///   - filePath: The caller's file path (the default).
///   - line: The caller's line (the default).
///   - column: The caller's column (the default).
public func XCTUnimplemented<each Argument>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Void {
  unimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// An async throwing closure returning nothing that reports a failure naming `description`
/// when it is called, then throws ``UnimplementedFailure`` (XCTestDynamicOverlay's
/// `XCTUnimplemented`).
///
/// - Parameters:
///   - description: The endpoint's name, said in the failure.
///   - fileID: The caller's file ID (the default).
///   - filePath: The caller's file path (the default).
///   - line: The caller's line (the default).
///   - column: The caller's column (the default).
public func XCTUnimplemented<each Argument>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Void {
  unimplemented(description, fileID: fileID, filePath: filePath, line: line, column: column)
}
