import Foundation

extension DependencyValues {
  /// The time zone to compute and format dates in.
  ///
  /// Live: `TimeZone.autoupdatingCurrent`. In tests: UTC, so results do not depend on the
  /// machine; override it with `$0.timeZone = TimeZone(identifier: "Europe/Paris")!`.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { .autoupdatingCurrent }
  static var testValue: TimeZone { TimeZone(secondsFromGMT: 0) ?? .autoupdatingCurrent }
}
