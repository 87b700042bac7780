import Foundation

/// Produces the current date; a dependency so tests can fix it.
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator that calls `generate` for every date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date. Setting it fixes the date: `$0.date.now = Date(timeIntervalSince1970: 0)`
  /// is the same as `$0.date = .constant(…)`.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  public func callAsFunction() -> Date { generate() }

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
  static let testValue = DateGenerator {
    unimplemented("@Dependency(\\.date)", placeholder: Date())
  }
}
