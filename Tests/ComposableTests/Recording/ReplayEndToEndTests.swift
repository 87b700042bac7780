import Foundation
import Testing

/// From a bug report to a regression test, as a developer would go: the demo records a
/// session whose fact comes from a (loopback) server, `composable-inspect test` writes the
/// replay, and a package of its own builds it against the library and runs it, with no
/// server. Then the feature changes: the replay fails with a diff, and a recording of
/// another shape is refused, saying why.
///
/// It builds a package (about a minute), so it runs when `COMPOSABLE_REPLAY_E2E=1` is set,
/// as CI does in a step of its own (`.ci/run`).
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment["COMPOSABLE_REPLAY_E2E"] == "1",
    "builds a package of its own: set COMPOSABLE_REPLAY_E2E=1 to run it (CI does)"))
struct ReplayEndToEndTests {
  let inspect = InspectTests()
  static let root = InspectPageAndTestTests.packageRoot

  @Test func aRecordedSessionBecomesATestThatPassesAndCatchesAChange() async throws {
    let folder = try inspect.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }

    // 1. The session, with a fact from the server.
    let server = try LoopbackHTTPServer { path in
      .answer(status: 200, body: Array("The fact from the server for \(path).".utf8))
    }
    let session = folder.appendingPathComponent("session.jsonl").path
    let demo = try await inspect.run(
      "CounterFactDemo",
      ["--api-url", server.baseURL, "--data-dir", folder.path, "--record", session],
      input: "+\nfact\nsave\n+\n")
    server.stop()
    #expect(demo.status == 0, "\(demo.error)")
    #expect(demo.output.contains("Number fact: The fact from the server for /1/trivia."))

    // 2. The test.
    let generated = try await inspect.run(
      "composable-inspect", ["test", session, "--feature", "CounterFact"])
    #expect(generated.status == 0, "\(generated.error)")
    #expect(generated.output.contains("The fact from the server for /1/trivia."))

    // And a long session (replayed in parts), to build beside it.
    let longSession = folder.appendingPathComponent("long.jsonl").path
    let long = try await inspect.run(
      "CounterFactDemo", ["--offline", "--data-dir", folder.path, "--record", longSession],
      input: String(repeating: "+\n", count: 60) + "fact\n")
    #expect(long.status == 0, "\(long.error)")
    let longTest = try await inspect.run(
      "composable-inspect",
      ["test", longSession, "--feature", "CounterFact", "--name", "LongReplayTests"])
    #expect(longTest.output.contains("try await actions51to62(store, replay)"))

    // 3. A package of its own: the library's sources, a copy of the feature, the tests.
    let package = folder.appendingPathComponent("ReplayPackage")
    try makePackage(at: package, test: generated.output)
    try Data(longTest.output.utf8).write(
      to: package.appendingPathComponent("Tests/ReplayTests/LongReplayTests.swift"))
    let passing = try await swiftTest(in: package)
    #expect(passing.status == 0, "\(passing.output)\n\(passing.error)")
    #expect(
      passing.output.contains("Test run with 2 tests in 2 suites passed"), "\(passing.output)")

    // 4. The feature changed: counting by two. The replay fails, with a diff.
    let feature = package.appendingPathComponent("Sources/CounterFactFeature/CounterFact.swift")
    let source = try String(contentsOf: feature, encoding: .utf8)
    try Data(
      source.replacingOccurrences(of: "state.count += 1", with: "state.count += 2").utf8
    ).write(to: feature)
    let failing = try await swiftTest(in: package)
    #expect(failing.status == 1, "\(failing.output)\n\(failing.error)")
    #expect(
      failing.output.contains(
        """
        A state change does not match expectation after send(CounterFact.Action\
        .incrementButtonTapped):
        """), "\(failing.output)")
    #expect(failing.output.contains("CounterFact.State.count:\n    − 1\n    + 2"))
    #expect(failing.output.contains("Test run with 2 tests in 2 suites failed"))
    #expect(!failing.output.contains("Fatal error") && !failing.error.contains("Fatal error"))

    // 5. The state changed shape (a field that decodes as absent): the recording is refused,
    // saying why.
    try Data(
      source.replacingOccurrences(
        of: "    public var isLoadingFact: Bool\n",
        with: "    public var isLoadingFact: Bool\n    public var note: String?\n"
      ).utf8
    ).write(to: feature)
    let refused = try await swiftTest(in: package)
    #expect(refused.status == 1)
    #expect(
      refused.output.contains(
        "The recording was made with another shape of CounterFactFeature.CounterFact.State or "
          + "CounterFactFeature.CounterFact.Action"), "\(refused.output)")
    #expect(!refused.output.contains("Fatal error") && !refused.error.contains("Fatal error"))
  }

  /// A package with the library's targets (their sources linked), the demo's feature
  /// (copied, to change) and the generated test.
  func makePackage(at package: URL, test: String) throws {
    let files = FileManager.default
    let library = package.appendingPathComponent("Library")
    try files.createDirectory(at: library, withIntermediateDirectories: true)
    for target in [
      "ComposableAtomics", "Composable", "ComposableTestingLoader", "ComposableTesting",
      "ComposableMacros", "ComposableSyntax",
    ] {
      try files.createSymbolicLink(
        at: library.appendingPathComponent(target),
        withDestinationURL: Self.root.appendingPathComponent("Sources/\(target)"))
    }
    let feature = package.appendingPathComponent("Sources/CounterFactFeature")
    try files.createDirectory(at: feature, withIntermediateDirectories: true)
    let original = Self.root.appendingPathComponent("Sources/CounterFactFeature")
    for name in try files.contentsOfDirectory(atPath: original.path) where name.hasSuffix(".swift")
    {
      try files.copyItem(
        at: original.appendingPathComponent(name), to: feature.appendingPathComponent(name))
    }
    let tests = package.appendingPathComponent("Tests/ReplayTests")
    try files.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data(test.utf8).write(to: tests.appendingPathComponent("ReplayTests.swift"))
    let manifest = """
      // swift-tools-version: 6.0
      import CompilerPluginSupport
      import PackageDescription

      let package = Package(
        name: "ReplayPackage",
        platforms: [.macOS(.v14), .iOS(.v17)],
        targets: [
          .target(name: "ComposableAtomics", path: "Library/ComposableAtomics"),
          .target(name: "ComposableSyntax", path: "Library/ComposableSyntax"),
          .macro(
            name: "ComposableMacros", dependencies: ["ComposableSyntax"],
            path: "Library/ComposableMacros"),
          .target(
            name: "Composable", dependencies: ["ComposableAtomics", "ComposableMacros"],
            path: "Library/Composable"),
          .target(name: "ComposableTestingLoader", path: "Library/ComposableTestingLoader"),
          .target(
            name: "ComposableTesting", dependencies: ["Composable", "ComposableTestingLoader"],
            path: "Library/ComposableTesting"),
          .target(name: "CounterFactFeature", dependencies: ["Composable"]),
          .testTarget(name: "ReplayTests", dependencies: ["CounterFactFeature", "ComposableTesting"]),
        ]
      )

      """
    try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
  }

  /// `swift build --build-tests` then `swift test --skip-build` in `package`.
  func swiftTest(in package: URL) async throws -> ChildProcessResult {
    let swift = try #require(Self.swift, "no swift on PATH")
    let environment = ProcessInfo.processInfo.environment
    let build = try await runToCompletion(
      swift,
      [
        "build", "--build-tests", "-Xswiftc", "-warnings-as-errors", "--package-path", package.path,
      ],
      input: Data(),
      environment: environment, timeLimit: .seconds(900))
    guard build.status == 0 else { return build }
    return try await runToCompletion(
      swift, ["test", "--skip-build", "--package-path", package.path], input: Data(),
      environment: environment, timeLimit: .seconds(300))
  }

  /// The `swift` on PATH.
  static var swift: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
      .map { $0.appendingPathComponent("swift") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
