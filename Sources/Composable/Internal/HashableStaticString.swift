/// A `StaticString` that is `Hashable`: what lets a subscript that key paths may name take
/// its caller's `#fileID` (every argument of a key path subscript must be `Hashable`), as
/// TCA's `_HashableStaticString` does.
///
/// ```swift
/// $0.path[id: 0, case: \.detail]?.title = "A"  // a misuse is reported at this line
/// ```
public struct _HashableStaticString: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The string.
  public let rawValue: StaticString

  /// The string `rawValue`.
  ///
  /// - Parameter rawValue: The string.
  public init(rawValue: StaticString) {
    self.rawValue = rawValue
  }

  /// The literal `value` (`#fileID`).
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: StaticString) {
    self.rawValue = value
  }

  /// Equal when the strings are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue.description == rhs.rawValue.description
  }

  /// Hashes the string.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue.description)
  }
}
