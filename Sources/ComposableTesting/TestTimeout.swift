/// How long a ``TestStore`` waits by default (``TestStore/timeout``): a `Duration`, or a number
/// of nanoseconds as TCA 1.0 wrote it (`store.timeout = 100_000_000`).
public struct TestTimeout: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral {
  /// The timeout as a `Duration`.
  public var duration: Duration

  /// A timeout of `duration`.
  ///
  /// - Parameter duration: How long.
  public init(_ duration: Duration) {
    self.duration = duration
  }

  /// A timeout of `nanoseconds` nanoseconds, TCA 1.0's unit.
  ///
  /// - Parameter nanoseconds: How long, in nanoseconds.
  public init(integerLiteral nanoseconds: UInt64) {
    self.init(.nanoseconds(nanoseconds))
  }

  /// `seconds` seconds.
  ///
  /// - Parameter seconds: Seconds, fractions included.
  /// - Returns: The timeout.
  public static func seconds(_ seconds: Double) -> Self { Self(.seconds(seconds)) }

  /// `milliseconds` milliseconds.
  ///
  /// - Parameter milliseconds: Milliseconds.
  /// - Returns: The timeout.
  public static func milliseconds(_ milliseconds: Int) -> Self {
    Self(.milliseconds(milliseconds))
  }

  /// `nanoseconds` nanoseconds.
  ///
  /// - Parameter nanoseconds: Nanoseconds.
  /// - Returns: The timeout.
  public static func nanoseconds(_ nanoseconds: UInt64) -> Self {
    Self(.nanoseconds(nanoseconds))
  }

  /// Whether `lhs` is shorter than `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.duration < rhs.duration }
}
