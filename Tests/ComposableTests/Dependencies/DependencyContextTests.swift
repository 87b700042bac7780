import Foundation
import Testing

@testable import Composable

/// How a process's dependency context is chosen: previews, tests, live.
@Suite struct DependencyContextTests {
  private enum Greeting: DependencyKey {
    static var liveValue: String { "live" }
    static var testValue: String { "test" }
    static var previewValue: String { "preview" }
  }

  @Test func xcodePreviewsArePreviewsEvenInsideATestRunner() {
    let preview = ["XCODE_RUNNING_FOR_PREVIEWS": "1"]
    #expect(
      DependencyContext.detect(environment: preview, processName: "App", arguments: []) == .preview)
    #expect(
      DependencyContext.detect(
        environment: preview.merging(["XCTestSessionIdentifier": "x"]) { a, _ in a },
        processName: "AppPackageTests.xctest", arguments: ["--testing-library"]) == .preview)
    #expect(
      DependencyContext.detect(
        environment: ["XCODE_RUNNING_FOR_PREVIEWS": "0"], processName: "App", arguments: [])
        == .live)
    #expect(DependencyContext.detect(environment: [:], processName: "App", arguments: []) == .live)
    #expect(
      DependencyContext.detect(
        environment: [:], processName: "AppPackageTests.xctest", arguments: []) == .test)
  }

  /// The process itself, started with `XCODE_RUNNING_FOR_PREVIEWS=1`: its default context is
  /// `.preview`, and a dependency read outside any override takes its `previewValue`.
  @Test(.enabled(if: testBinary != nil, "runs the test binary again, as Linux runs tests"))
  func aProcessStartedForPreviewsUsesPreviewValues() async throws {
    let (result, written) = try await runProbeInChildProcess(
      "contextProbe", outputVariable: Self.probeVariable,
      extraEnvironment: ["XCODE_RUNNING_FOR_PREVIEWS": "1"])
    #expect(
      written == "preview preview",
      "child exited \(result.status); stdout: \(result.output.suffix(2_000)); stderr: \(result.error.suffix(2_000))"
    )
  }

  static let probeVariable = "COMPOSABLE_CONTEXT_PROBE_OUTPUT"

  /// Run by ``aProcessStartedForPreviewsUsesPreviewValues()`` in a child process; does
  /// nothing in the suite's own process.
  @Test func contextProbe() throws {
    guard let path = ProcessInfo.processInfo.environment[Self.probeVariable] else { return }
    let values = DependencyValues._current
    let text = "\(DependencyContext.default.rawValue) \(values[Greeting.self])"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
