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

/// An unimplemented non-throwing endpoint that returns a value, as TCA 1.0 users write it
/// in their test values: `unimplemented("Client.count")`.
///
/// Calling it reports a failure naming `description`, then returns a placeholder of the
/// result's type when there is an obvious one: `nil` for an optional; an empty array, set,
/// dictionary, string or `Data`; `0` for a number (any `AdditiveArithmetic`); `false`; a
/// finished `AsyncStream`, or an `AsyncThrowingStream` that throws ``UnimplementedFailure``.
/// For any other type there is nothing to return, and after the failure is reported the
/// process traps, as TCA 1.0 does; pass `placeholder:` to return a value instead.
///
/// - Parameters:
///   - name: The endpoint's name, as in `"Client.fetch"`, said in the failure: a string
///     literal (its own type, so that the throwing endpoints' overloads, which throw
///     ``UnimplementedFailure``, are preferred wherever they fit).
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
public func unimplemented<each Argument, Result>(
  _ name: UnimplementedEndpointName,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  let description = name.description
  return { (_: repeat each Argument) in
    reportUnimplemented(description, fileID, filePath, line, column)
    if let placeholder = UnimplementedPlaceholder.value(of: Result.self, description) {
      return placeholder
    }
    // NB: Reached only after the failure above was reported (a test failure in a test):
    // there is no value of `Result` to return, and TCA 1.0 traps here too.
    fatalError(
      """
      Unimplemented: "\(description)" was called and has no value of type \(Result.self) to \
      return. Override it in this test's dependencies, or write \
      unimplemented("\(description)", placeholder: ...).
      """, file: (filePath), line: line)
  }
}

/// An endpoint's name written as a string literal, for
/// ``unimplemented(_:fileID:filePath:line:column:)-(UnimplementedEndpointName,_,_,_,_)``.
public struct UnimplementedEndpointName: ExpressibleByStringInterpolation, Sendable,
  CustomStringConvertible
{
  /// The name.
  public let description: String

  /// A name from a literal.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) {
    self.description = value
  }
}

/// The placeholders an unimplemented endpoint returns without being told one.
enum UnimplementedPlaceholder {
  static func value<Result>(of _: Result.Type, _ description: String) -> Result? {
    if let void = () as? Result { return void }
    if let type = Result.self as? any PlaceholderProviding.Type {
      return type.placeholder(description) as? Result
    }
    if let type = Result.self as? any ExpressibleByNilLiteral.Type {
      return type.init(nilLiteral: ()) as? Result
    }
    if let type = Result.self as? any RangeReplaceableCollection.Type {
      return type.init() as? Result
    }
    if let type = Result.self as? any SetAlgebra.Type {
      return type.init() as? Result
    }
    if let type = Result.self as? any AdditiveArithmetic.Type {
      return type.zero as? Result
    }
    return nil
  }
}

/// A type with a placeholder that no standard protocol gives.
protocol PlaceholderProviding {
  static func placeholder(_ description: String) -> Self
}

extension Bool: PlaceholderProviding {
  static func placeholder(_: String) -> Self { false }
}

extension Dictionary: PlaceholderProviding {
  static func placeholder(_: String) -> Self { [:] }
}

extension AsyncStream: PlaceholderProviding {
  static func placeholder(_: String) -> Self { AsyncStream { $0.finish() } }
}

extension AsyncThrowingStream: PlaceholderProviding where Failure == any Error {
  static func placeholder(_ description: String) -> Self {
    AsyncThrowingStream { $0.finish(throwing: UnimplementedFailure(description: description)) }
  }
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
  CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    .reportUnimplemented(description)
}
