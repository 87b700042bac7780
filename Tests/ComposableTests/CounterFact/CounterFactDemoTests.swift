import CounterFactFeature
import Foundation
import Testing

/// Runs the built `CounterFactDemo` binary on a scripted input and checks its exact output.
@Suite struct CounterFactDemoEndToEndTests {
  struct Run {
    let status: Int32
    let output: String
    let error: String
    var timedOut = false
  }

  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("CounterFactDemo")
  }

  func run(
    _ arguments: [String], input: String, environment: [String: String] = [:],
    timeLimit: Duration? = nil
  ) async throws -> Run {
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "NUMBERS_API_URL")
    env.merge(environment) { _, new in new }
    let result = try await runToCompletion(
      Self.binary, arguments, input: Data(input.utf8), environment: env, timeLimit: timeLimit)
    return Run(
      status: result.status, output: result.output, error: result.error,
      timedOut: result.timedOut)
  }

  /// A server that accepts and never answers, asked for three facts in a row: each request
  /// ends at the client's deadline (5 s) with the offline fallback, and the demo ends. Before,
  /// the deadline awaited a download that URLSession did not cancel, and the demo hung in 2
  /// runs of 3. The limit bounds a hang; a passing run takes about 15 s.
  @Test func threeFactsFromAServerThatNeverAnswersAllEnd() async throws {
    let server = try LoopbackHTTPServer { _ in .silent }
    defer { server.stop() }
    let result = try await run(
      ["--api-url", server.baseURL], input: "fact\nfact\nfact\n", timeLimit: .seconds(90))
    #expect(!result.timedOut, "the demo hung: killed after 90 s; output: \(result.output)")
    #expect(result.status == 0)
    let answers = result.output.split(separator: "\n").filter { $0.contains("timed out") }
    #expect(answers.count == 3, "\(result.output)")
  }

  @Test func aDemoThatExitsBeforeReadingItsInputIsReportedNotFatal() async throws {
    // More input than a pipe holds, to a demo that refuses its arguments and exits without
    // reading it: its refusal is what the run reports (the input is a file, so nothing waits
    // for the demo to read it, and no write can meet a closed pipe).
    let result = try await run(["--api-url="], input: String(repeating: "+\n", count: 200_000))
    #expect(result.status != 0)
    #expect(result.error.contains("--api-url"))
    #expect(result.output.isEmpty)
  }

  @Test func offlineSessionIsScriptable() async throws {
    let result = try await run(["--offline"], input: "+\n+\nfact\nbogus\ndismiss\ndecrement\n")
    #expect(result.status == 0)
    #expect(
      result.output == """
        count: 1
        count: 2
        count: 2 | Number fact: 2 is prime.
        count: 2
        count: 1

        """)
    #expect(
      result.error
        == "error: unknown command 'bogus' (commands: increment, +, decrement, -, fact, dismiss, "
        + "save, favorites, delete, back, quit)\n"
    )
  }

  /// Favourites saved in one run are there in the next: the file is written when the demo
  /// exits (its writes are batched, and flushed at exit).
  @Test func favoritesSurviveARestart() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("counterfact-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await run(
      ["--offline", "--data-dir", folder.path],
      input: "+\n+\nfact\nsave\nsave\ndismiss\n+\nfact\nsave\nfavorites\nback\nquit\n")
    #expect(first.status == 0)
    #expect(
      first.output == """
        count: 1
        count: 2
        count: 2 | Number fact: 2 is prime.
        count: 2 | Number fact: 2 is prime. | favorites: 1
        count: 2 | Number fact: 2 is prime. | favorites: 1
        count: 2 | favorites: 1
        count: 3 | favorites: 1
        count: 3 | Number fact: 3 is prime. | favorites: 1
        count: 3 | Number fact: 3 is prime. | favorites: 2
        2 is prime.
        3 is prime.
        count: 3 | Number fact: 3 is prime. | favorites: 2

        """)
    #expect(first.error.isEmpty, "\(first.error)")
    let file = folder.appendingPathComponent("favorites.json")
    #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: file)).count == 2)

    let second = try await run(
      ["--offline", "--data-dir", folder.path], input: "favorites\ndelete\nback\nfavorites\n")
    #expect(second.status == 0)
    #expect(
      second.output == """
        2 is prime.
        3 is prime.
        count: 0 | favorites: 1 | viewing favorites
        count: 0 | favorites: 1
        3 is prime.

        """)
    let kept = try JSONDecoder().decode([String].self, from: Data(contentsOf: file))
    #expect(kept == ["3 is prime."])
  }

  @Test func quitEndsTheSession() async throws {
    let result = try await run(["--offline"], input: "+\nquit\n+\n")
    #expect(result.output == "count: 1\n")
  }

  @Test func againstTheLoopbackServer() async throws {
    let server = try LoopbackHTTPServer { path in
      .answer(status: 200, body: Array("fact for \(path)".utf8))
    }
    defer { server.stop() }
    let result = try await run(["--api-url", server.baseURL], input: "+\nfact\n")
    #expect(result.output == "count: 1\ncount: 1 | Number fact: fact for /1/trivia\n")
  }

  @Test func apiURLFromTheEnvironmentAndFallbackOnFailure() async throws {
    let server = try LoopbackHTTPServer { _ in .answer(status: 500, body: []) }
    defer { server.stop() }
    let result = try await run(
      [], input: "fact\n", environment: ["NUMBERS_API_URL": server.baseURL])
    #expect(
      result.output
        == "count: 0 | Could not load a fact: Could not reach the numbers API: status 500. "
        + "Offline fact: 0 is the additive identity: adding it changes nothing.\n")
  }

  @Test func printChangesLogsToStandardError() async throws {
    let result = try await run(["--offline", "--print-changes"], input: "+\n")
    #expect(result.output == "count: 1\n")
    #expect(
      result.error == """
        received action:
          CounterFact.Action.incrementButtonTapped
        CounterFact.State.count:
          − 0
          + 1

        """)
  }

  @Test func helpAndBadOptions() async throws {
    let help = try await run(["--help"], input: "")
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("USAGE: CounterFactDemo"))
    let bad = try await run(["--frobnicate"], input: "")
    #expect(bad.status == 64)
    #expect(bad.error.hasPrefix("error: unknown option '--frobnicate'"))
  }
}

@Suite struct DemoOptionsTests {
  @Test func parsing() throws {
    var expected = DemoOptions()
    expected.offline = true
    expected.printChanges = true
    expected.apiURL = "http://localhost:9"
    #expect(
      try DemoOptions.parse(["--offline", "--print-changes", "--api-url", "http://localhost:9"])
        == expected)
    #expect(
      try DemoOptions.parse([], environment: ["NUMBERS_API_URL": "http://x"]).apiURL == "http://x")
    #expect(try DemoOptions.parse(["--api-url=http://y"]).apiURL == "http://y")
    #expect(throws: DemoOptionsError.missingValue("--api-url")) {
      try DemoOptions.parse(["--api-url"])
    }
    #expect(try DemoOptions.parse(["--data-dir", "/tmp/d"]).dataDirectory == "/tmp/d")
    #expect(try DemoOptions.parse(["--record", "/tmp/s.jsonl"]).recordFile == "/tmp/s.jsonl")
    #expect(throws: DemoOptionsError.missingValue("--record")) {
      try DemoOptions.parse(["--record"])
    }
    #expect(throws: DemoOptionsError.missingValue("--data-dir")) {
      try DemoOptions.parse(["--data-dir"])
    }
    #expect(DemoCommand(line: " + ") == .send(.incrementButtonTapped))
    #expect(DemoCommand(line: "save") == .send(.saveFactButtonTapped))
    #expect(DemoCommand(line: "favorites") == .showFavorites)
    #expect(DemoCommand(line: "back") == .send(.favoritesScreen(.dismiss)))
    #expect(DemoCommand(line: "QUIT") == .quit)
    #expect(DemoCommand(line: "jump") == nil)
  }

  @Test func offlineFacts() {
    #expect(OfflineFacts.fact(about: 7) == "7 is prime.")
    #expect(
      OfflineFacts.fact(about: 6) == "6 is a perfect number: it is the sum of its proper divisors.")
    #expect(OfflineFacts.fact(about: 9) == "9 is a perfect square: 3 × 3.")
    #expect(OfflineFacts.fact(about: 21) == "21 is a Fibonacci number.")
    #expect(OfflineFacts.fact(about: 10) == "10 is triangular: 1 + 2 + … + 4.")
    #expect(OfflineFacts.fact(about: 22) == "22 is composite; its digits add up to 4.")
    #expect(OfflineFacts.fact(about: -12) == "-12 is negative; its absolute value 12 has 2 digits.")
  }

  @Test(arguments: [40, 41, 42, 60, 73, 74, 80, 100, 120])
  func legendWrapsBetweenItems(width: Int) {
    let legend = CounterFactRendering.legend(width: width)
    for line in legend {
      #expect(line.count <= width, "\(line.count) columns: \(line)")
      #expect(line.hasPrefix("  [") && !line.hasSuffix(" "), "\(line)")
    }
    // Every key whole, in order, on exactly one line: split only between items.
    let items = legend.flatMap { $0.dropFirst(2).components(separatedBy: "   ") }
    #expect(items == CounterFactRendering.keys)
    // As few lines as fit: no line's first item would have fit at the end of the line above.
    #expect(legendIsTight(legend, width: width), "\(legend)")
    let drawn = CounterFactRendering.legend(width: min(width, 100))
    #expect(
      CounterFactRendering.screen(CounterFact.State(), width: width).count == 6 + drawn.count)
  }

  @Test func changesPane() {
    let log = (1...30).map { "line \($0)" } + [String(repeating: "x", count: 100)]
    let screen = CounterFactRendering.screen(
      CounterFact.State(count: 2), log: log, width: 40, height: 20)
    // It fills the terminal: the view, a blank row, then the pane down to the last row.
    #expect(screen.count == 20)
    let pane = Array(screen.drop { !$0.contains(CounterFactRendering.changesTitle) })
    #expect(pane.count == 20 - 10)
    #expect(Set(pane.map(\.count)).count == 1, "The pane is rectangular: \(pane)")
    #expect(pane.allSatisfy { $0.count <= 40 })
    // The newest lines, the long one cut with an ellipsis.
    #expect(pane[pane.count - 2] == "  │ " + String(repeating: "x", count: 31) + "… │")
    #expect(pane[pane.count - 3] == "  │ line 30" + String(repeating: " ", count: 26) + "│")
    #expect(pane[1] == "  │ line 24" + String(repeating: " ", count: 26) + "│")

    // Too short for a pane: one line says where the log is.
    let short = CounterFactRendering.screen(CounterFact.State(), log: log, width: 80, height: 9)
    #expect(short.last == "  Changes (--print-changes): 31 lines; enlarge the terminal to see them")
  }

  @Test func screenRendering() {
    let screen = CounterFactRendering.screen(
      CounterFact.State(
        count: 3, alert: CounterFact.alert(title: "Number fact", message: "3 is prime.")),
      width: 40)
    #expect(screen[3] == "      Count: 3")
    #expect(screen.contains("  │ 3 is prime.                      │"))
    let box = screen.drop { !$0.contains("┌") }
    #expect(box.count == 5)
    #expect(Set(box.map(\.count)).count == 1, "The alert box is rectangular")
    #expect(
      CounterFactRendering.line(CounterFact.State(count: 1, isLoadingFact: true))
        == "count: 1 | loading a fact…")
  }
}

/// Whether `legend` wraps only where it must: the first item of each line is too wide to
/// have ended the line above.
func legendIsTight(_ legend: [String], width: Int) -> Bool {
  zip(legend, legend.dropFirst()).allSatisfy { above, below in
    let first = below.dropFirst(2).components(separatedBy: "   ")[0]
    return above.count + 3 + first.count > width
  }
}
