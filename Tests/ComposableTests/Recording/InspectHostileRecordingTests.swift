import Foundation
import Testing

/// A recording may come from anyone. `composable-inspect test` writes into Swift source only
/// names that are Swift names and the recording as a string literal that holds it exactly;
/// no command sends a control character from a recording to the terminal.
@Suite struct InspectHostileRecordingTests {
  let inspect = InspectTests()

  struct Header: Encodable {
    var actionType: String
    var fingerprint = "0"
    var format = 1
    var initialState = "Counter.State()"
    var initialStateJSON = "{}"
    var notReplayableBecause: String?
    var started = "2026-11-24T00:00:00Z"
    var stateType: String
  }

  struct Action: Encodable {
    struct User: Encodable {}
    struct Origin: Encodable { var user = User() }
    var action: String
    var actionJSON = #"{"go":{}}"#
    var diff: String?
    var elapsed = 0.5
    var origin = Origin()
    var sequence = 1
    var stateJSON = "{}"
    var time = "2026-11-24T00:00:01Z"
  }

  /// A one-action recording of `Counter` in `module`, written to a new file in `folder`.
  func recording(
    in folder: URL, module: String = "App", header: (inout Header) -> Void = { _ in },
    action: String = "Counter.Action.go", diff: String? = nil
  ) throws -> String {
    var fields = Header(
      actionType: module + ".Counter.Action", stateType: module + ".Counter.State")
    header(&fields)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let lines = [
      try encoder.encode(fields), try encoder.encode(Action(action: action, diff: diff)),
    ]
    let file = folder.appendingPathComponent("\(UUID().uuidString).jsonl")
    try Data(lines.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined().utf8)
      .write(to: file)
    return file.path
  }

  /// The control characters in `text` other than the line feeds the tool writes.
  static func controls(in text: String) -> [String] {
    text.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" }
      .map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  /// Whether `text` is one line, ending with a line feed.
  static func isOneLine(_ text: String) -> Bool {
    text.unicodeScalars.last == "\n" && text.unicodeScalars.filter { $0 == "\n" }.count == 1
  }

  static let hostileModules = [
    "Foo\n@Test func pwn() {}", "X; import Darwin", "class", "Self", "_", "1Foo", "",
    "Foo\u{2028}Bar", "Foo\u{0}", "Foo\"\"\"", "Foo#", "Foo\\(1)", "Foo\u{202E}",
  ]

  @Test(arguments: hostileModules)
  func testRefusesAModuleThatIsNotASwiftName(module: String) async throws {
    let folder = try inspect.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try recording(in: folder, module: module)
    let result = try await inspect.run(
      "composable-inspect", ["test", path, "--feature", "Counter"])
    #expect(result.status == 1, "\(result.output)")
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("error: \(path): "), "\(result.error)")
    #expect(result.error.contains("stateType"), "\(result.error)")
    #expect(Self.isOneLine(result.error), "\(result.error)")
    #expect(Self.controls(in: result.error) == [])
  }

  static let hostileNames = [
    "class", "Self", "_", "Type", "1Bug", "", "Bug\n@Test func pwn() {}",
    "Bug {}\n@Test func pwn() {}\nstruct X", "Bug.Nested", "Bug\u{2029}", "`Bug`",
  ]

  @Test(arguments: hostileNames)
  func testRefusesASuiteNameThatIsNotASwiftName(name: String) async throws {
    let folder = try inspect.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try recording(in: folder)
    let result = try await inspect.run(
      "composable-inspect", ["test", path, "--feature", "Counter", "--name", name])
    #expect(result.status == 1, "\(result.output)")
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("error: \(path): --name '"), "\(result.error)")
    #expect(Self.isOneLine(result.error), "\(result.error)")
    #expect(Self.controls(in: result.error) == [])
  }

  static let hostileFeatures = ["func", "Counter.Type", "Self", "Counter.init", "any", "Counter."]

  /// A feature named by a keyword, with a recording that names it too.
  @Test(arguments: hostileFeatures)
  func testRefusesAFeatureThatIsNotASwiftName(feature: String) async throws {
    let folder = try inspect.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try recording(in: folder) {
      $0.stateType = "App.\(feature).State"
      $0.actionType = "App.\(feature).Action"
    }
    let result = try await inspect.run("composable-inspect", ["test", path, "--feature", feature])
    #expect(result.status == 1, "\(result.output)")
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("error: \(path): --feature '"), "\(result.error)")
  }

  /// Control characters, and what a terminal reads as one, in every field a command prints.
  static let hostile = "\u{1B}[2J\u{1B}]0;title\u{7}\u{9B}31m\r\u{7F}\u{85}\u{0}"

  @Test func showSendsNoControlCharacterToTheTerminal() async throws {
    let folder = try inspect.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try recording(
      in: folder, module: "App\(Self.hostile)",
      header: { $0.notReplayableBecause = "not Codable\(Self.hostile)" },
      action: "Counter.Action.go\(Self.hostile)\nsecond line\(Self.hostile)",
      diff: "Counter.State.count:\(Self.hostile)\n  − 0\n  + 1\(Self.hostile)")
    let shown = try await inspect.run("composable-inspect", ["show", path, "--diffs"])
    #expect(shown.status == 0, "\(shown.error)")
    #expect(Self.controls(in: shown.output) == [], "\(shown.output)")
    #expect(shown.output.hasPrefix(#"Session of App\u{1b}[2J\u{1b}]0;title\u{7}\u{9b}31m"#))
    #expect(shown.output.contains(#"(not replayable: not Codable\u{1b}[2J"#))
    #expect(shown.output.split(separator: "\n").count == 5, "\(shown.output)")
    let page = try await inspect.run("composable-inspect", ["html", path])
    #expect(page.status == 0, "\(page.error)")
    #expect(Self.controls(in: page.output) == [])
    // Its errors too: a session that can't be replayed, and one of another feature.
    let refused = try await inspect.run("composable-inspect", ["test", path, "--feature", "X"])
    #expect(refused.status == 1)
    #expect(Self.controls(in: refused.error) == [], "\(refused.error)")
    let other = try recording(in: folder, module: "App\(Self.hostile)")
    let mismatch = try await inspect.run("composable-inspect", ["test", other, "--feature", "X"])
    #expect(mismatch.status == 1)
    #expect(
      mismatch.error.contains("the recording's stateType 'App\\u{1b}[2J"), "\(mismatch.error)")
    #expect(Self.controls(in: mismatch.error) == [], "\(mismatch.error)")
  }

  /// What a JSON line may hold raw: a carriage return between its fields, C1 controls,
  /// line and paragraph separators, bidirectional overrides, and the text of string literals.
  @Test func theGeneratedTestHoldsAHostileRecordingAsALiteral() async throws {
    let folder = try inspect.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = ##"say("""#\#(x)\(y)"#) \##u{1b}"## + "\u{9B}\u{2028}\u{2029}\u{202E}\u{85}"
    let path = try recording(in: folder, action: "Counter.Action.\(text)")
    var lines = try String(contentsOfFile: path, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    lines[1] = lines[1].replacingOccurrences(of: #","actionJSON""#, with: ",\r\"actionJSON\"")
    try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
    let generated = try await inspect.run(
      "composable-inspect", ["test", path, "--feature", "Counter"])
    #expect(generated.status == 0, "\(generated.error)")
    #expect(Self.controls(in: generated.output) == [])
    #expect(
      !generated.output.unicodeScalars.contains { [0x2028, 0x2029, 0x202E].contains($0.value) })
    #expect(generated.output.contains("@testable import App\n"))
    let swiftc = try #require(Self.swiftc)
    let file = folder.appendingPathComponent("ReplayTests.swift")
    try Data(generated.output.utf8).write(to: file)
    let parsed = try await runToCompletion(
      swiftc, ["-parse", file.path], input: Data(),
      environment: ProcessInfo.processInfo.environment, timeLimit: .seconds(120))
    #expect(parsed.status == 0, "\(parsed.error)")
  }

  /// The `swiftc` on PATH.
  static var swiftc: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
      .map { $0.appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
