import Foundation
import Testing

/// Runs the built `composable-inspect` and the demo with `--record`, and checks their output.
@Suite struct InspectTests {
  static var folder: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }

  func run(_ tool: String, _ arguments: [String], input: String = "") async throws -> (
    status: Int32, output: String, error: String
  ) {
    let result = try await runToCompletion(
      Self.folder.appendingPathComponent(tool), arguments, input: Data(input.utf8),
      environment: ProcessInfo.processInfo.environment, timeLimit: .seconds(60))
    return (result.status, result.output, result.error)
  }

  func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aRecordedDemoSessionShowsEachActionWithItsOrigin() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = folder.appendingPathComponent("session.jsonl").path
    let demo = try await run(
      "CounterFactDemo", ["--offline", "--data-dir", folder.path, "--record", session],
      input: "+\nfact\nsave\n")
    #expect(demo.status == 0)
    let shown = try await run("composable-inspect", ["show", session])
    #expect(shown.status == 0)
    let lines = shown.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 5, "\(shown.output)")
    #expect(lines.first?.hasPrefix("Session of CounterFactFeature.CounterFact.State") == true)
    let timeline = lines.dropFirst().map { line in
      line.replacing(/\+\d+\.\d{3}s/, with: "+T")
    }
    #expect(
      timeline == [
        "   1    +T  user           CounterFact.Action.incrementButtonTapped",
        "   2    +T  user           CounterFact.Action.numberFactButtonTapped",
        "   3    +T  effect of 2    CounterFact.Action.numberFactResponse(TaskResult<String>"
          + ".success(\"1 is neither prime nor composite.\"))",
        "   4    +T  user           CounterFact.Action.saveFactButtonTapped",
      ])
    let diffs = try await run("composable-inspect", ["show", session, "--diffs"])
    #expect(diffs.output.contains("        CounterFact.State.count:\n          − 0\n          + 1"))
  }

  @Test func brokenRecordingsAreOneLineErrors() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let header =
      #"{"actionType":"A","fingerprint":"0","format":1,"initialState":"S()","#
      + #""started":"2026-11-24T00:00:00Z","stateType":"S"}"#
    let action =
      #"{"action":"A.go","elapsed":0.5,"origin":{"user":{}},"sequence":1,"#
      + #""time":"2026-11-24T00:00:01Z"}"#
    let cases: [(name: String, contents: String, error: String)] = [
      ("empty", "", ": empty: not a Composable recording"),
      ("garbage", "hello\n", ":1: not a Composable recording (its first line is no header)"),
      (
        "newer", header.replacingOccurrences(of: #""format":1"#, with: #""format":2"#) + "\n",
        ":1: written in format 2; this inspector reads format 1"
      ),
      (
        "truncated", header + "\n" + action + "\n" + String(action.prefix(30)),
        ":3: the last line is cut short (the session ended while it was written); the 1 "
          + "actions before it are whole"
      ),
      ("corrupt", header + "\n{\"nope\":1}\n" + action + "\n", ":2: not a recorded action"),
      (
        "repeated", header + "\n" + action + "\n" + action + "\n",
        ":3: not a recorded action: sequence 1 after 1"
      ),
      (
        "reshaped", #"{"format":2,"schema":"v2","events":[]}"# + "\n",
        ":1: written in format 2; this inspector reads format 1"
      ),
      (
        "cut-header", String(header.prefix(40)),
        ":1: the header is cut short (the session ended while it was written)"
      ),
      (
        "negative", header + "\n" + action.replacingOccurrences(of: ":1,", with: ":-3,") + "\n",
        ":2: not a recorded action: sequence -3"
      ),
    ]
    for (name, contents, error) in cases {
      let file = folder.appendingPathComponent("\(name).jsonl")
      try Data(contents.utf8).write(to: file)
      let result = try await run("composable-inspect", ["show", file.path])
      #expect(result.status == 1, "\(name)")
      #expect(result.output.isEmpty, "\(name)")
      #expect(result.error == "error: \(file.path)\(error)\n", "\(name)")
    }
    let missing = try await run("composable-inspect", ["show", folder.path + "/none.jsonl"])
    #expect(missing.status == 1)
    #expect(missing.error == "error: \(folder.path)/none.jsonl: no such file\n")
    let folderGiven = try await run("composable-inspect", ["show", folder.path])
    #expect(folderGiven.status == 1)
    #expect(folderGiven.error == "error: \(folder.path): a folder, not a recording\n")
    let crlf = folder.appendingPathComponent("crlf.jsonl")
    let escape = action.replacingOccurrences(of: "A.go", with: #"\u001b[2JA.go"#)
    try Data((header + "\r\n" + escape + "\r\n").utf8).write(to: crlf)
    let shown = try await run("composable-inspect", ["show", crlf.path])
    #expect(shown.status == 0, "\(shown.error)")
    #expect(shown.output.contains(#"user           \u{1b}[2JA.go"#), "\(shown.output)")
    let unknown = try await run("composable-inspect", ["replay"])
    #expect(unknown.status == 64)
    #expect(unknown.error.hasPrefix("error: unknown command 'replay'"))
  }
}
