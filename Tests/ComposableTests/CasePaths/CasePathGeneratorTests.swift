import Foundation
import Testing

@testable import CasePathGenerator

/// The generator behind `swift package generate-case-paths`, on the fixture package in
/// `Tests/CasePathPluginFixture`: its sources and its checked-in generated file.
@Suite struct CasePathGeneratorTests {
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("CasePathPluginFixture")
  static let sources = fixture.appendingPathComponent("Sources/Fixture")
  static let generated = sources.appendingPathComponent("Fixture+CasePaths.swift")
  static let sourceFiles = ["Enums.swift", "Features.swift", "Usage.swift"].map {
    sources.appendingPathComponent($0).path
  }

  /// A copy of the fixture's sources in a directory of its own, and where the file goes.
  static func scratch() throws -> (directory: URL, output: URL, files: [String]) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("case-paths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let files = try sourceFiles.map { path in
      let copy = directory.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
      try FileManager.default.copyItem(at: URL(fileURLWithPath: path), to: copy)
      return copy.path
    }
    return (directory, directory.appendingPathComponent("Fixture+CasePaths.swift"), files)
  }

  @Test func outputMatchesTheFixtureByteForByte() throws {
    let (directory, output, files) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    var log: [String] = []
    #expect(runGenerator(arguments: ["Fixture", output.path] + files) { log.append($0) } == 0)
    #expect(log == ["Wrote Fixture+CasePaths.swift (13 enums)."])
    let expected = try String(contentsOf: Self.generated, encoding: .utf8)
    #expect(try String(contentsOf: output, encoding: .utf8) == expected)
  }

  @Test func theModulesImportsAreCarriedAndOuterNamesQualified() throws {
    let generated = try String(contentsOf: Self.generated, encoding: .utf8)
    #expect(generated.contains("import Composable\nimport Foundation\nimport Models\n"))
    #expect(generated.contains("AnyCasePath<Feature.Action, URL>"))
    #expect(generated.contains("AnyCasePath<Feature.Action, IndexSet>"))
    #expect(generated.contains("AnyCasePath<Feature.Action, Model>"))
    // Written `child(State)` inside `Feature.Action`: the extension at file scope needs
    // `Feature.State`.
    #expect(generated.contains("AnyCasePath<Feature.Action, Feature.State>"))
    // Skipped: generic, private, hand-written, caseless, and a payload-less id.
    for skipped in ["Either", "Hidden", "HandWritten", "Namespace", "CancelID"] {
      #expect(!generated.contains("extension \(skipped)"))
    }
    #expect(generated.contains("extension AlertAction: CasePathable"))
    // TCA's payload-less `Delegate` and `Alert` get one; an enum declaring `CasePathable`
    // itself gets the members only (a second `: CasePathable` would not compile).
    #expect(generated.contains("extension Screen2Action.Delegate: CasePathable {"))
    #expect(generated.contains("extension Screen2Action.Alert: CasePathable {"))
    #expect(generated.contains("\nextension Buttons {\n"))
  }

  @Test func checkModeFailsOnAStaleOrMissingFileAndGenerationIsIdempotent() throws {
    let (directory, output, files) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let current = try String(contentsOf: Self.generated, encoding: .utf8)
    try current.replacingOccurrences(of: "    public var tapped", with: "    // var tapped")
      .write(to: output, atomically: true, encoding: .utf8)

    var log: [String] = []
    let arguments = ["Fixture", output.path] + files
    let command =
      "swift package --allow-writing-to-package-directory generate-case-paths --target Fixture"
    #expect(runGenerator(arguments: arguments + ["--check"]) { log.append($0) } == 1)
    #expect(log == ["Fixture+CasePaths.swift is stale: run `\(command)`."])
    #expect(runGenerator(arguments: arguments) { log.append($0) } == 0)
    #expect(try String(contentsOf: output, encoding: .utf8) == current)
    #expect(runGenerator(arguments: arguments + ["--check"]) { log.append($0) } == 0)
    #expect(runGenerator(arguments: arguments) { log.append($0) } == 0)
    try FileManager.default.removeItem(at: output)
    #expect(runGenerator(arguments: arguments + ["--check"]) { log.append($0) } == 1)
    #expect(
      Array(log.dropFirst()) == [
        "Wrote Fixture+CasePaths.swift (13 enums).",
        "Fixture+CasePaths.swift is up to date (13 enums).",
        "Fixture+CasePaths.swift is up to date (13 enums).",
        "Fixture+CasePaths.swift is missing: run `\(command)`.",
      ])
  }

  @Test func usageAndUnparsableSourcesAreErrors() throws {
    var log: [String] = []
    #expect(runGenerator(arguments: ["only-one"]) { log.append($0) } == 2)
    let (directory, output, _) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = directory.appendingPathComponent("Broken.swift")
    try "enum A { case a(".write(to: broken, atomically: true, encoding: .utf8)
    #expect(runGenerator(arguments: ["M", output.path, broken.path]) { log.append($0) } == 1)
    #expect(
      log.first
        == "usage: CasePathGenerator <module> <output-file> [--check] [--swiftc PATH] <source-file>…"
    )
    #expect(log.last?.hasPrefix("CasePathGenerator: \(broken.path) does not parse:") == true)
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func caseDeclarationsParse() {
    let row = Generator.parseCase("public case row(id: Int, action: [String : (Int) -> Void])")
    #expect(row.name == "row")
    #expect(row.payload.map(\.label) == ["id", "action"])
    #expect(row.payload.map(\.type) == ["Int", "[String : (Int) -> Void]"])
    let tuple = Generator.parseCase("case tuple((Int, String))")
    #expect(tuple.payload.map(\.type) == ["(Int, String)"])
    #expect(Generator.parseCase("case tapped").payload.isEmpty)
  }

  /// A payload element written `_ name: T` has no label (before: the whole `_ name: T` was
  /// read as a type, and the generated file did not parse).
  @Test func payloadsWithInternalNamesParse() {
    let named = Generator.parseCase("case x(_ name: String, `default`: Bool, count: Int)")
    #expect(named.payload.map(\.label) == [nil, "`default`", "count"])
    #expect(named.payload.map(\.type) == ["String", "Bool", "Int"])
    let tuple = Generator.parseCase("case y((a: Int, b: Int))")
    #expect(tuple.payload.map(\.label) == [nil])
    #expect(tuple.payload.map(\.type) == ["(a: Int, b: Int)"])
  }

  @Test func casesOnSeveralLinesWithCommentsAndDefaultValuesParse() {
    let wrapped = Generator.parseCase(
      """
      case m(
        a: Int, // the count
        b: [String: Int] /* names */,
        c: String = "x, y",
        d: (Int) -> Void = { _ in }
      )
      """)
    #expect(wrapped.name == "m")
    #expect(wrapped.payload.map(\.label) == ["a", "b", "c", "d"])
    #expect(wrapped.payload.map(\.type) == ["Int", "[String: Int]", "String", "(Int) -> Void"])
  }

  @Test func anEnumWithCasesInsideIfIsSkippedWithAWarning() throws {
    let (directory, output, _) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("Conditional.swift")
    try """
    enum Conditional {
      case always(Int)
      #if DEBUG
        case debugOnly(String)
      #endif
    }
    enum Plain { case wrapped(
      a: Int,
      b: String
    ) }
    """.write(to: source, atomically: true, encoding: .utf8)
    var log: [String] = []
    #expect(runGenerator(arguments: ["M", output.path, source.path]) { log.append($0) } == 0)
    #expect(
      log.first
        == """
        warning: Conditional has cases inside #if, which the generator cannot see: it gets no \
        conformance. Write its conformance by hand, or move the cases out of #if.
        """)
    let generated = try String(contentsOf: output, encoding: .utf8)
    #expect(!generated.contains("extension Conditional"))
    #expect(generated.contains("AnyCasePath<Plain, (a: Int, b: String)>"))
    #expect(generated.contains("{ .wrapped(a: $0.0, b: $0.1) }"))
  }

  /// A state enum without `@dynamicMemberLookup` compiles until a reducer or test reads
  /// `$0.destination?.edit`, and then fails with an unrelated error at the `Reduce {` line:
  /// the generator names it instead.
  @Test func aStateEnumWithoutDynamicMemberLookupIsNamed() throws {
    let (directory, output, _) = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("States.swift")
    try """
    enum Feature {
      enum State { case edit(Int), alert(String) }
      @dynamicMemberLookup
      enum OtherState { case edit(Int) }
      enum Action { case edit(Int) }
    }
    """.write(to: source, atomically: true, encoding: .utf8)
    var log: [String] = []
    #expect(runGenerator(arguments: ["M", output.path, source.path]) { log.append($0) } == 0)
    #expect(
      log.filter { $0.hasPrefix("note:") } == [
        """
        note: Feature.State is a state enum without @dynamicMemberLookup: \
        "$0.destination?.edit" in tests and "store.destination?.edit" in views need it \
        (without it, a "Reduce" using them fails to type-check with an unrelated error). Add \
        @dynamicMemberLookup to its declaration.
        """
      ])
    #expect(try String(contentsOf: output, encoding: .utf8).contains("extension Feature.State"))
  }

  @Test func namesDeclaredInEnclosingScopesAreQualified() {
    let declared: Set<[String]> = [
      ["Feature"], ["Feature", "State"], ["Feature", "Action"], ["Row"],
    ]
    #expect(
      Generator.qualify("[State.ID: Row]?", in: ["Feature", "Action"], declared: declared)
        == "[Feature.State.ID: Row]?")
    #expect(
      Generator.qualify(
        "Swift.Result<State, any Error>", in: ["Feature", "Action"], declared: declared)
        == "Swift.Result<Feature.State, any Error>")
  }
}
