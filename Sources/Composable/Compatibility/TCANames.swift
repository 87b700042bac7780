import Foundation

// Names TCA 1.x users type (TCA 1.25 and the packages it re-exports) that are one line here.
// What stays out, and why, is in Docs/Migrating.md.

/// The `Send` of a feature's actions (TCA's `SendOf<Feature>`).
public typealias SendOf<R: Reducer> = Send<R.Action>

extension FileStorage {
  /// Files kept in memory, none to begin with: swift-sharing's `.inMemory`, as tests set it
  /// (`$0.defaultFileStorage = .inMemory`). The same as `.inMemory(files: [:])`.
  public static var inMemory: FileStorage { inMemory(files: [:]) }
}

extension SharedReader {
  /// A value that never changes (swift-sharing's `SharedReader.constant`), for previews and
  /// tests: `SharedReader(value:)`.
  ///
  /// - Parameter value: The value.
  /// - Returns: A reader of `value`.
  public static func constant(_ value: Value) -> Self { Self(value: value) }
}

extension IdentifiedArray {
  /// An array of `elements` identified by `id`, whose ids the caller knows are unique
  /// (swift-identified-collections' spelling of `init(uncheckedElements:id:)`): a duplicate is
  /// reported at the caller's line and left out.
  ///
  /// - Parameters:
  ///   - elements: The elements.
  ///   - id: The key path to each element's id.
  ///   - fileID: The caller's file ID, where a duplicate is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public init(
    uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      uncheckedElements: elements, id: id, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

extension TaskResult {
  /// The result of `result`, its error kept as it is.
  ///
  /// - Parameter result: A result.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }

  /// The result of `transform` on the success, or this failure.
  ///
  /// - Parameter transform: Makes a result from the success.
  /// - Returns: `transform`'s result, or the failure.
  public func flatMap<NewSuccess: Sendable>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): transform(value)
    case let .failure(error): .failure(error)
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// The result of a `TaskResult`.
  ///
  /// - Parameter result: A task result.
  public init(_ result: TaskResult<Success>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }
}

extension Result where Failure == any Error {
  /// The value `body` returns, or the error it throws, awaited (swift-concurrency-extras'
  /// initializer, which TCA 1.x re-exports: `Result { try await client.fetch() }` in an
  /// effect, where TCA 1.0 wrote `TaskResult`).
  ///
  /// - Parameter body: The work to run.
  public init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}

/// Reports an issue (swift-issue-reporting's `reportIssue`): a test failure at the caller's
/// line while a test runs (Swift Testing or XCTest), a runtime warning otherwise. Never traps.
///
/// - Parameters:
///   - message: What went wrong.
///   - fileID: The caller's file ID, where it is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where it is reported (the default).
///   - column: The caller's column, where it is reported (the default).
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  Diagnostics.report(
    Diagnostic(
      message() ?? "Issue reported", fileID: fileID, filePath: filePath, line: line,
      column: column))
}

/// Reports a caught error as an issue (swift-issue-reporting's `reportIssue(_:_:)`).
///
/// - Parameters:
///   - error: The error.
///   - message: What was being done.
///   - fileID: The caller's file ID, where it is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where it is reported (the default).
///   - column: The caller's column, where it is reported (the default).
public func reportIssue(
  _ error: any Error, _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let text = "Caught error: \(error)" + (message().map { ": \($0)" } ?? "")
  Diagnostics.report(
    Diagnostic(text, fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Runs `body`, reporting an error it throws as an issue instead of throwing it
/// (swift-issue-reporting's `withErrorReporting`).
///
/// - Parameters:
///   - message: What is being done.
///   - fileID: The caller's file ID, where an error is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where it is reported (the default).
///   - column: The caller's column, where it is reported (the default).
///   - body: The work.
/// - Returns: What `body` returns, or `nil` when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R
) -> R? {
  do {
    return try body()
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// ``withErrorReporting(_:fileID:filePath:line:column:catching:)`` for asynchronous work.
///
/// - Parameters:
///   - message: What is being done.
///   - fileID: The caller's file ID, where an error is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where it is reported (the default).
///   - column: The caller's column, where it is reported (the default).
///   - isolation: The caller's isolation, which `body` runs in.
///   - body: The work.
/// - Returns: What `body` returns, or `nil` when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> R
) async -> R? {
  do {
    return try await body()
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Whether this process runs tests (swift-issue-reporting's `isTesting`): what decides that
/// dependencies take their test values.
public var isTesting: Bool { DependencyContext.default == .test }
