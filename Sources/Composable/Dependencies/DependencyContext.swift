import Foundation

/// Where the code is running, which decides the default value of every dependency.
public enum DependencyContext: String, Sendable, Hashable, CaseIterable {
  /// The running app: ``DependencyKey/liveValue``.
  case live
  /// A preview: ``TestDependencyKey/previewValue``.
  case preview
  /// A test: ``TestDependencyKey/testValue``.
  case test

  /// The context of this process: ``test`` inside a test runner, otherwise ``live``.
  static let `default`: DependencyContext = {
    let process = ProcessInfo.processInfo
    let name = process.processName.lowercased()
    let isTesting =
      process.environment["XCTestConfigurationFilePath"] != nil
      || process.environment["XCTestSessionIdentifier"] != nil
      || name.hasSuffix("xctest") || name.hasSuffix("packagetests")
      || process.arguments.contains("--testing-library")
    return isTesting ? .test : .live
  }()
}

private enum DependencyContextKey: DependencyKey {
  static var liveValue: DependencyContext { .live }
  static var testValue: DependencyContext { .test }
  static var previewValue: DependencyContext { .preview }
}

extension DependencyValues {
  /// The context that picks every dependency's default value.
  ///
  /// Live in an app, test inside a test runner and under a `TestStore`. Override it to
  /// run a feature with its preview values:
  ///
  /// ```swift
  /// withDependencies { $0.context = .preview } operation: { ... }
  /// ```
  public var context: DependencyContext {
    get { self[explicit: DependencyContextKey.self] ?? DependencyContext.default }
    set { self[DependencyContextKey.self] = newValue }
  }
}
