import Foundation

extension DependencyValues {
  /// The calendar to compute dates with.
  ///
  /// Live: `Calendar.autoupdatingCurrent`. In tests: the Gregorian calendar in UTC, so results
  /// do not depend on the machine; override it with `$0.calendar = ...`.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}

private enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { .autoupdatingCurrent }
  static var testValue: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }
}
