import Foundation
import Testing

@testable import CasePathGenerator

/// The generator behind `swift package generate-case-paths`, on the fixture package in
/// `Tests/CasePathPluginFixture`: its checked-in symbol graph and generated file.
@Suite struct CasePathGeneratorTests {
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("CasePathPluginFixture")
  static let graph = fixture.appendingPathComponent("Fixture.symbols.json")
  static let generated = fixture.appendingPathComponent("Sources/Fixture/Fixture+CasePaths.swift")

  @Test func outputMatchesTheFixtureByteForByte() throws {
    let graph = try Data(contentsOf: Self.graph)
    let enums = try Generator.enums(
      inSymbolGraph: graph, outputFileName: "Fixture+CasePaths.swift")
    #expect(
      enums.map { $0.path.joined(separator: ".") } == ["Feature.Action", "Feature.Destination"])
    let expected = try String(contentsOf: Self.generated, encoding: .utf8)
    #expect(Generator.source(for: enums) == expected)
  }

  @Test func checkModeFailsOnAStaleFileAndGenerationIsIdempotent() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("case-paths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      at: Self.graph, to: directory.appendingPathComponent("Fixture.symbols.json"))
    let output = directory.appendingPathComponent("Fixture+CasePaths.swift")
    let current = try String(contentsOf: Self.generated, encoding: .utf8)
    try current.replacingOccurrences(of: "    public var tapped", with: "    // var tapped")
      .write(to: output, atomically: true, encoding: .utf8)

    var log: [String] = []
    let arguments = [directory.path, "Fixture", output.path]
    #expect(runGenerator(arguments: arguments + ["--check"]) { log.append($0) } == 1)
    #expect(
      log == [
        """
        Fixture+CasePaths.swift is stale: run `swift package generate-case-paths --target \
        Fixture`.
        """
      ])
    #expect(runGenerator(arguments: arguments) { log.append($0) } == 0)
    #expect(try String(contentsOf: output, encoding: .utf8) == current)
    #expect(runGenerator(arguments: arguments + ["--check"]) { log.append($0) } == 0)
    #expect(runGenerator(arguments: arguments) { log.append($0) } == 0)
    #expect(
      log.dropFirst() == [
        "Wrote Fixture+CasePaths.swift (2 enums).",
        "Fixture+CasePaths.swift is up to date (2 enums).",
        "Fixture+CasePaths.swift is up to date (2 enums).",
      ])
  }

  @Test func usageAndMissingGraphAreErrors() {
    var log: [String] = []
    #expect(runGenerator(arguments: ["only-one"]) { log.append($0) } == 2)
    #expect(runGenerator(arguments: ["/nonexistent", "M", "/tmp/x.swift"]) { log.append($0) } == 1)
    #expect(
      log == [
        "usage: CasePathGenerator <symbol-graph-directory> <module> <output-file> [--check]",
        "CasePathGenerator: No symbol graph for the module at /nonexistent/M.symbols.json.",
      ])
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
}
