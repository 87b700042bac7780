/// A closure that reports a failure naming `description` when it is called, then returns
/// `placeholder`.
///
/// Use it for the test value of a client, so a test that forgets to override an endpoint
/// fails and says which one:
///
/// ```swift
/// static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
/// ```
///
/// - Parameters:
///   - description: The endpoint's name, as in `"Client.fetch"`, said in the failure.
///   - placeholder: The value returned after the failure is reported.
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
public func unimplemented<each Argument, Result>(
  _ description: String,
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(description, fileID, filePath, line, column)
    return placeholder()
  }
}

/// An async closure that reports a failure naming `description` when it is called, then
/// returns `placeholder`.
///
/// - Parameters:
///   - description: The endpoint's name, as in `"Client.fetch"`, said in the failure.
///   - placeholder: The value returned after the failure is reported.
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
public func unimplemented<each Argument, Result>(
  _ description: String,
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(description, fileID, filePath, line, column)
    return placeholder()
  }
}

/// A closure returning nothing that reports a failure naming `description` when it is called.
///
/// ```swift
/// static let testValue = AnalyticsClient(track: unimplemented("AnalyticsClient.track"))
/// ```
///
/// - Parameters:
///   - description: The endpoint's name, as in `"Client.fetch"`, said in the failure.
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ description: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Void {
  { (_: repeat each Argument) in
    reportUnimplemented(description, fileID, filePath, line, column)
  }
}

/// An async closure returning nothing that reports a failure naming `description` when called.
///
/// - Parameters:
///   - description: The endpoint's name, as in `"Client.fetch"`, said in the failure.
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ description: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Void {
  { (_: repeat each Argument) in
    reportUnimplemented(description, fileID, filePath, line, column)
  }
}

/// An async throwing closure that reports a failure naming `description` when called, then
/// throws ``UnimplementedFailure``.
///
/// - Parameters:
///   - description: The endpoint's name, as in `"Client.fetch"`, said in the failure.
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
@_disfavoredOverload
public func unimplemented<each Argument, Result>(
  _ description: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(description, fileID, filePath, line, column)
    throw UnimplementedFailure(description: description)
  }
}

/// A throwing closure that reports a failure naming `description` when called, then throws
/// ``UnimplementedFailure``.
///
/// - Parameters:
///   - description: The endpoint's name, as in `"Client.fetch"`, said in the failure.
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
@_disfavoredOverload
public func unimplemented<each Argument, Result>(
  _ description: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(description, fileID, filePath, line, column)
    throw UnimplementedFailure(description: description)
  }
}

/// Reports that an unimplemented value named `description` was used, and returns
/// `placeholder`: for dependencies that are values rather than closures.
///
/// - Parameters:
///   - description: The endpoint's name, as in `"Client.fetch"`, said in the failure.
///   - placeholder: The value returned after the failure is reported.
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
public func unimplemented<Value>(
  _ description: String,
  placeholder: Value,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Value {
  reportUnimplemented(description, fileID, filePath, line, column)
  return placeholder
}

/// An unimplemented `throws -> Void` endpoint (save, delete, track…): reports, then throws
/// ``UnimplementedFailure``. Without this overload, such endpoints are ambiguous between
/// the `-> Void` and `throws -> Result` forms.
///
/// - Parameters:
///   - description: The endpoint's name, as in `"Client.save"`.
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
/// - Returns: A closure that reports a test failure and throws when called.
public func unimplemented<each Argument>(
  _ description: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Void {
  { (_: repeat each Argument) in
    reportUnimplemented(description, fileID, filePath, line, column)
    throw UnimplementedFailure(description: description)
  }
}

/// An unimplemented `async throws -> Void` endpoint: reports, then throws
/// ``UnimplementedFailure``.
///
/// - Parameters:
///   - description: The endpoint's name, as in `"Client.save"`.
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
/// - Returns: A closure that reports a test failure and throws when called.
public func unimplemented<each Argument>(
  _ description: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Void {
  { (_: repeat each Argument) in
    reportUnimplemented(description, fileID, filePath, line, column)
    throw UnimplementedFailure(description: description)
  }
}

/// A non-throwing endpoint that returns a value has nothing to return when it is not
/// implemented: pass one with `placeholder:`.
///
/// TCA 1.0 accepted `unimplemented("Client.count")` here and crashed when the endpoint was
/// called. This library refuses it at compile time instead, and says what to write:
/// `unimplemented("Client.count", placeholder: 0)`.
///
/// - Parameters:
///   - description: The endpoint's name, as in `"Client.fetch"`, said in the failure.
///   - placeholder: The value returned after the failure is reported.
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
@available(*, unavailable, message: "a value-returning endpoint needs 'placeholder:', its result")
public func unimplemented<each Argument, Result>(
  _ description: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  // Unreachable: an unavailable function can't be called, so this body never runs.
  { (_: repeat each Argument) in fatalError("unimplemented(_:) without placeholder:") }
}

/// The error an unimplemented closure throws.
public struct UnimplementedFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was not implemented.
  public let description: String
}

private func reportUnimplemented(
  _ description: String,
  _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
) {
  runtimeWarn(
    "Unimplemented: \"\(description)\" was called. Override it in this test's dependencies.",
    fileID: fileID, filePath: filePath, line: line, column: column)
}
