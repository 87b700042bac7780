/// How strictly a ``TestStore`` checks a test.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change and every received action must be asserted, and every effect must
  /// finish by the end of the test.
  case on

  /// Only what the test asserts is checked; assertions that are made must still be right.
  ///
  /// - Parameter showSkippedAssertions: Report what was not asserted as known issues
  ///   (Swift Testing) or notes (XCTest), without failing the test.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, skipping silently.
  public static let off = Self.off(showSkippedAssertions: false)
}
