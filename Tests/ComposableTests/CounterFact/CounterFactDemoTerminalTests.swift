import CounterFactFeature
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The demo's full-screen view in a real terminal (tmux): what it draws at 40, 80 and 120
/// columns, that a resize redraws it, the `--print-changes` pane, a failed live request, and
/// that the terminal is put back after `q`, Ctrl-C, Ctrl-\, SIGTERM, SIGHUP and Ctrl-Z.
///
/// Skipped, with the reason in the test output, where tmux is not installed.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct CounterFactDemoTerminalTests {
  static let binary = CounterFactDemoEndToEndTests.binary

  /// The legend lines of a screen: the rows holding key items.
  static func legend(_ screen: [String]) -> [String] {
    screen.filter { $0.hasPrefix("  [") }
  }

  /// The text inside the first box titled `title`, its rows joined by spaces.
  static func boxText(_ screen: [String], title: String) -> String? {
    guard let top = screen.firstIndex(where: { $0.contains("┌─ \(title)") }) else { return nil }
    return screen[(top + 1)...].prefix { !$0.contains("└") }
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Checks that the program left the terminal as it found it: main screen, cursor shown,
  /// the same `stty` settings.
  static func expectRestored(_ session: TmuxSession, status expected: Int32) async throws {
    #expect(try await session.exitStatus() == expected)
    let settings = session.terminalSettings()
    #expect(settings.before != nil)
    #expect(settings.before == settings.after, "stty settings after the program differ")
    #expect(try await session.value("#{alternate_on}") == "0", "still on the alternate screen")
    #expect(try await session.value("#{cursor_flag}") == "1", "the cursor is still hidden")
  }

  /// A tmux server lives as long as its test and holds what it inherited: had it inherited
  /// another test's pipe, that test's reads and writes on it would wait for this server (the
  /// sanitizer run of CI once hung that way). It inherits nothing from the test process.
  @Test func theTmuxServerInheritsNoDescriptorOfTheTests() async throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let session = try await TmuxSession(
      executable: Self.binary, arguments: ["--offline"], width: 80, height: 24)
    defer { session.stop() }
    let server = try await session.value("#{pid}").trimmingCharacters(in: .whitespacesAndNewlines)
    func target(_ path: String) -> String? {
      try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }
    let ours = Set(ends.compactMap { target("/proc/self/fd/\($0)") })
    let held = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(server)/fd")
      .compactMap { target("/proc/\(server)/fd/\($0)") }
    #expect(ours.count == 1 && ours.isDisjoint(with: held), "the tmux server holds \(held)")
    try await session.send("q")
  }

  @Test(arguments: [40, 80, 120])
  func screenAtWidth(_ width: Int) async throws {
    let server = try LoopbackHTTPServer { _ in .answer(status: 500, body: []) }
    defer { server.stop() }
    let session = try await TmuxSession(
      executable: Self.binary, arguments: ["--api-url", server.baseURL], width: width, height: 24)
    defer { session.stop() }

    let screen = try await session.waitForScreen("the first screen") {
      $0.contains("      Count: 0")
    }
    #expect(screen.first == "  Counter & number facts")
    #expect(screen.allSatisfy { $0.count <= width }, "\(screen)")
    // Every key whole, split only between items, on as few lines as fit.
    let legend = Self.legend(screen)
    #expect(
      legend.flatMap { $0.dropFirst(2).components(separatedBy: "   ") }
        == CounterFactRendering.keys, "\(legend)")
    #expect(legendIsTight(legend, width: min(width, 100)), "\(legend)")

    try await session.send("+")
    try await session.waitForScreen("the count to be 1") { $0.contains("      Count: 1") }

    // The live request fails (status 500): the alert says why and gives an offline fact,
    // which can be saved.
    try await session.send("f")
    let alert = try await session.waitForScreen("the alert") {
      Self.boxText($0, title: "Could not load a fact") != nil
    }
    #expect(
      Self.boxText(alert, title: "Could not load a fact")
        == "Could not reach the numbers API: status 500. Offline fact: 1 is neither prime nor "
        + "composite. [s] save [d] dismiss")
    let box = alert.drop { !$0.contains("┌") }.prefix { !$0.isEmpty }
    #expect(Set(box.map(\.count)).count == 1, "The alert box is rectangular: \(box)")
    #expect(box.allSatisfy { $0.count <= width })

    try await session.send("d")
    try await session.waitForScreen("the alert to be dismissed") {
      !$0.contains { $0.contains("┌") }
    }
    try await session.send("q")
    try await Self.expectRestored(session, status: 0)
  }

  /// The keys go through the views' binding models: `d` or Esc with no alert sends nothing
  /// (before, each sent `.alert(.dismiss)` and the library's warning was written to standard
  /// error, across the screen), and Esc on the favourites screen dismisses it as a sheet's
  /// swipe does.
  @Test func dismissingWhatIsNotShownIsQuietAndEscGoesBack() async throws {
    let errors = FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-demo-stderr-\(UUID().uuidString).txt").path
    defer { try? FileManager.default.removeItem(atPath: errors) }
    let session = try await TmuxSession(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", "exec '\(Self.binary.path)' --offline 2>'\(errors)'"],
      width: 80, height: 24)
    defer { session.stop() }
    try await session.waitForScreen("the first screen") { $0.contains("      Count: 0") }
    try await session.send("d")
    try await session.send("Escape")
    try await session.send("+")
    try await session.waitForScreen("the count to be 1") { $0.contains("      Count: 1") }
    try await session.send("v")
    try await session.waitForScreen("the favourites") { $0.contains("  Favorite facts") }
    // Keys the screen does not use, sent as escape sequences, are nothing (an arrow's
    // `ESC [ B` was taken for Esc, then "B", back). Had one gone back, "+" would count up
    // there and the "-" after Esc would leave 1, never 0.
    try await session.send("Down")
    try await session.send("Up")
    try await session.send("F1")
    try await session.send("+")
    try await session.send("Escape")
    try await session.send("-")
    try await session.waitForScreen("the counter again, at 0") { $0.contains("      Count: 0") }
    try await session.send("q")
    #expect(try await session.exitStatus() == 0)
    let written = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    #expect(written.isEmpty, "standard error: \(written)")
  }

  @Test func resizeRedrawsAtOnce() async throws {
    let session = try await TmuxSession(
      executable: Self.binary, arguments: ["--offline"], width: 80, height: 24)
    defer { session.stop() }
    try await session.waitForScreen("two legend lines at 80 columns") {
      Self.legend($0).count == 2
    }
    // No key is pressed: only the resize (SIGWINCH) can redraw the screen.
    try await session.resize(width: 40, height: 24)
    let narrow = try await session.waitForScreen("three legend lines at 40 columns") {
      Self.legend($0).count == 3
    }
    #expect(narrow.allSatisfy { $0.count <= 40 })
    try await session.resize(width: 120, height: 30)
    try await session.waitForScreen("one legend line at 120 columns (drawn at 100)") {
      Self.legend($0).count == 1
    }
    try await session.send("C-c")
    try await Self.expectRestored(session, status: 128 + SIGINT)
  }

  @Test func printChangesGoesToAPane() async throws {
    let session = try await TmuxSession(
      executable: Self.binary, arguments: ["--offline", "--print-changes"], width: 80,
      height: 30)
    defer { session.stop() }
    try await session.waitForScreen("the empty changes pane") {
      Self.boxText($0, title: CounterFactRendering.changesTitle) == ""
    }
    try await session.send("+")
    let screen = try await session.waitForScreen("the change in the pane") {
      Self.boxText($0, title: CounterFactRendering.changesTitle)?.contains("+ 1") == true
    }
    // The redraw of the new state kept the log, and both fit the terminal.
    #expect(screen.contains("      Count: 1"))
    #expect(
      Self.boxText(screen, title: CounterFactRendering.changesTitle)
        == "received action: CounterFact.Action.incrementButtonTapped CounterFact.State.count: "
        + "− 0 + 1")
    #expect(screen.count <= 30)
    try await session.send("q")
    try await Self.expectRestored(session, status: 0)
  }

  /// Each signal that ends the app puts the terminal back first, and the exit status says
  /// which signal it was.
  @Test(arguments: [("C-\\", SIGQUIT), ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP)])
  func endingSignalRestoresTheTerminal(_ how: String, signal number: Int32) async throws {
    let session = try await TmuxSession(
      executable: Self.binary, arguments: ["--offline"], width: 80, height: 24)
    defer { session.stop() }
    try await session.waitForScreen("the first screen") { $0.contains("      Count: 0") }
    #expect(try await session.value("#{alternate_on}") == "1")
    if how.hasPrefix("SIG") {
      kill(try await session.programPID(), number)
    } else {
      try await session.send(how)
    }
    try await Self.expectRestored(session, status: 128 + number)
  }

  /// Ctrl-Z gives the terminal back and stops the app; continuing it takes the terminal
  /// again and redraws the screen as it was.
  @Test func suspendAndContinue() async throws {
    let session = try await TmuxSession(
      executable: Self.binary, arguments: ["--offline"], width: 80, height: 24)
    defer { session.stop() }
    let pid = try await session.programPID()
    try await session.waitForScreen("the first screen") { $0.contains("      Count: 0") }
    try await session.send("+")
    try await session.waitForScreen("the count to be 1") { $0.contains("      Count: 1") }

    try await session.send("C-z")
    try await session.wait(for: "the main screen and a stopped program") {
      guard try await session.value("#{alternate_on}") == "0" else { return false }
      return await Self.isStopped(pid)
    }
    #expect(try await session.value("#{cursor_flag}") == "1")

    kill(pid, SIGCONT)
    try await session.wait(for: "the alternate screen again") {
      try await session.value("#{alternate_on}") == "1"
    }
    try await session.waitForScreen("the redrawn screen") { $0.contains("      Count: 1") }
    try await session.send("q")
    try await Self.expectRestored(session, status: 0)
  }

  /// Ctrl-S is a key like any other: with the terminal's output flow control left on, it
  /// stopped the demo's output until Ctrl-Q, so the screen froze and `q` seemed to do nothing.
  @Test func ctrlSDoesNotFreezeTheScreen() async throws {
    let session = try await TmuxSession(
      executable: Self.binary, arguments: ["--offline"], width: 80, height: 24)
    defer { session.stop() }
    try await session.waitForScreen("the first screen") { $0.contains("      Count: 0") }
    try await session.send("C-s")
    try await session.send("+")
    try await session.waitForScreen("the count after Ctrl-S") { $0.contains("      Count: 1") }
    try await session.send("q")
    try await Self.expectRestored(session, status: 0)
  }

  /// Whether process `pid` is stopped (by SIGSTOP or a job-control signal).
  static func isStopped(_ pid: pid_t) async -> Bool {
    let result = try? await runToCompletion(
      URL(fileURLWithPath: "/bin/ps"), ["-o", "stat=", "-p", "\(pid)"], input: Data(),
      environment: ProcessInfo.processInfo.environment)
    return result?.output.trimmingCharacters(in: .whitespaces).hasPrefix("T") ?? false
  }
}
