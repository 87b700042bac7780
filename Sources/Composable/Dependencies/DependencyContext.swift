import Foundation

/// Where the code is running, which decides the default value of every dependency.
public enum DependencyContext: String, Sendable, Hashable, CaseIterable {
  /// The running app: ``DependencyKey/liveValue``.
  case live
  /// A preview: ``TestDependencyKey/previewValue``.
  case preview
  /// A test: ``TestDependencyKey/testValue``.
  case test

  /// The context of this process: ``preview`` in an Xcode preview, ``test`` inside a test
  /// runner, otherwise ``live``.
  static let `default`: DependencyContext = {
    let process = ProcessInfo.processInfo
    return detect(
      environment: process.environment, processName: process.processName,
      arguments: process.arguments)
  }()

  /// The context a process with this environment, name and arguments runs in.
  ///
  /// Xcode sets `XCODE_RUNNING_FOR_PREVIEWS` to `1` in the process that renders previews (as
  /// swift-dependencies reads it); that wins over the signs of a test runner, which a preview
  /// of a test target's code may also show.
  package static func detect(
    environment: [String: String], processName: String, arguments: [String]
  ) -> DependencyContext {
    if environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { return .preview }
    let name = processName.lowercased()
    let isTesting =
      environment["XCTestConfigurationFilePath"] != nil
      || environment["XCTestSessionIdentifier"] != nil
      || name.hasSuffix("xctest") || name.hasSuffix("packagetests")
      || arguments.contains("--testing-library")
    return isTesting ? .test : .live
  }
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
