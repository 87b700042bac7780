import Foundation

extension DependencyValues {
  /// The locale to format with.
  ///
  /// Live: `Locale.autoupdatingCurrent`. In tests: `en_US_POSIX`, so output does not depend on
  /// the machine; override it with `$0.locale = Locale(identifier: "fr_FR")`.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
  static var testValue: Locale { Locale(identifier: "en_US_POSIX") }
}
