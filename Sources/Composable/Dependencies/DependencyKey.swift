/// A key for a dependency that has values for tests and previews.
///
/// Conform to ``DependencyKey`` instead when the dependency also has a live value; use this
/// protocol alone for an interface whose live value lives in another module.
public protocol TestDependencyKey {
  /// The type of the dependency's value.
  associatedtype Value: Sendable

  /// The value used in tests (``DependencyContext/test``).
  static var testValue: Value { get }

  /// The value used in previews (``DependencyContext/preview``). Defaults to ``testValue``.
  static var previewValue: Value { get }
}

/// A key for a dependency, with the value the running app uses.
///
/// ```swift
/// private enum NumberFactKey: DependencyKey {
///   static let liveValue = NumberFactClient.live
///   static let testValue = NumberFactClient.unimplemented
/// }
/// extension DependencyValues {
///   var numberFact: NumberFactClient {
///     get { self[NumberFactKey.self] }
///     set { self[NumberFactKey.self] = newValue }
///   }
/// }
/// ```
///
/// A key without its own `testValue` falls back to `liveValue` in tests, and reports a test
/// failure naming the key, so a test never talks to the real world by accident.
public protocol DependencyKey: TestDependencyKey {
  /// The type of the dependency's value, inferred from ``liveValue``.
  associatedtype Value
  /// The value used when the app runs (``DependencyContext/live``).
  static var liveValue: Value { get }
}

extension TestDependencyKey {
  /// Defaults to ``testValue``.
  public static var previewValue: Value { testValue }
}

extension DependencyKey {
  /// Defaults to ``liveValue``.
  public static var previewValue: Value { liveValue }

  /// Defaults to ``liveValue``, after reporting that the key has no test value.
  public static var testValue: Value {
    let message = """
      Dependency "\(Self.self)" (of type "\(Value.self)") has no test value, but was used in a \
      test context. Override it with "withDependencies" or give "\(Self.self)" a "testValue". \
      Falling back to its live value.
      """
    if let site = Diagnostics.dependencySite {
      runtimeWarn(
        message, fileID: site.fileID, filePath: site.filePath, line: site.line,
        column: site.column)
    } else {
      runtimeWarn(message)
    }
    return liveValue
  }
}
