import Foundation

/// Produces the current date; a dependency so tests can fix it.
public struct DateGenerator: Sendable {
  private var generate: @Sendable (CallSite?) -> Date

  /// A generator that calls `generate` for every date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = { _ in generate() }
  }

  /// A generator told where it is called, when it is (the test value reports there).
  init(located generate: @escaping @Sendable (CallSite?) -> Date) {
    self.generate = generate
  }

  /// The current date. Setting it fixes the date: `$0.date.now = Date(timeIntervalSince1970: 0)`
  /// is the same as `$0.date = .constant(…)`.
  ///
  /// A property takes no caller's line: read through it, the test value reports its use at
  /// the library's line. `date()` reports at the caller's.
  public var now: Date {
    get { generate(nil) }
    set { generate = { _ in newValue } }
  }

  /// The current date.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where the test value reports its use (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Date {
    generate(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// A generator that always returns `date`.
  public static func constant(_ date: Date) -> Self {
    Self { date }
  }
}

extension DependencyValues {
  /// The current date.
  ///
  /// Live: `Date()`. In tests: reports a failure when used; override it with
  /// `$0.date = .constant(Date(timeIntervalSince1970: 0))`.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let testValue = DateGenerator(located: { site in
    (site ?? CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
      .reportUnimplemented("@Dependency(\\.date)")
    return Date()
  })
}
