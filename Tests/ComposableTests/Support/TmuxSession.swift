import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running in a real terminal: a pane of a private tmux server (its own socket, no
/// configuration file), whose screen, terminal modes and exit the test reads.
///
/// The program runs under a small `sh` script that records the terminal's settings
/// (`stty -g`) before and after it, its process id, and its exit status, so a test can check
/// that the program put the terminal back as it found it.
final class TmuxSession {
  /// The `tmux` executable on `PATH`, if there is one.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
    return path.split(separator: ":").map { "\($0)/tmux" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Whether tmux is installed; the terminal tests are skipped (and say so) when it isn't.
  static var isAvailable: Bool { executable != nil }

  private let tmux: String
  private let socket = "composable-test-\(UUID().uuidString)"
  private let directory: URL
  private var stopped = false

  /// How long a condition may take to hold before the test fails: generous, for a loaded
  /// machine. A test never waits this long unless it is failing.
  static let deadline: Duration = .seconds(30)

  /// Starts `executable` with `arguments` in a `width` × `height` terminal.
  init(executable: URL, arguments: [String], width: Int, height: Int) async throws {
    guard let tmux = Self.executable else { throw TmuxError.notInstalled }
    self.tmux = tmux
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-tmux-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let quoted = ([executable.path] + arguments).map(Self.shellQuoted).joined(separator: " ")
    let dir = Self.shellQuoted(directory.path)
    // The program replaces a shell that first records its process id.
    let program = """
      echo $$ > \(dir)/pid.tmp && mv \(dir)/pid.tmp \(dir)/pid
      exec \(quoted)
      """
    // Ctrl-C and Ctrl-\\ signal the whole foreground group, this script included: it traps
    // them (so it lives to record the status) with a handler, which the program does not
    // inherit, so the program starts with the default dispositions, as under a shell.
    let script = """
      trap : INT QUIT
      stty -g > \(dir)/before
      sh \(dir)/program.sh
      echo $? > \(dir)/status.tmp
      stty -g > \(dir)/after
      mv \(dir)/status.tmp \(dir)/status
      """
    try program.write(
      to: directory.appendingPathComponent("program.sh"), atomically: true, encoding: .utf8)
    try script.write(
      to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
    try await run([
      "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "test",
      "sh \(dir)/run.sh", ";", "set-option", "-t", "test", "remain-on-exit", "on",
    ])
  }

  deinit { stop() }

  /// Ends the tmux server and removes the session's files. Synchronous (it runs from
  /// `deinit` and `defer`), and short: `kill-server` does not wait for the program.
  func stop() {
    guard !stopped else { return }
    stopped = true
    _ = try? runBlocking(["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }

  /// The visible screen, one string per row, trailing blanks removed.
  func screen() async throws -> [String] {
    let text = try await run(["capture-pane", "-p", "-t", "test"])
    var rows = text.components(separatedBy: "\n")
    while rows.last?.isEmpty == true { rows.removeLast() }
    return rows
  }

  /// A tmux format, such as `#{alternate_on}`, evaluated for the pane.
  func value(_ format: String) async throws -> String {
    try await run(["display-message", "-p", "-t", "test", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Types `keys` (tmux key names: `q`, `C-c`, `C-\\`).
  func send(_ keys: String...) async throws {
    try await run(["send-keys", "-t", "test"] + keys)
  }

  /// Resizes the terminal, as dragging its window's corner does.
  func resize(width: Int, height: Int) async throws {
    try await run(["resize-window", "-t", "test", "-x", "\(width)", "-y", "\(height)"])
  }

  /// The program's process id, once it has started.
  func programPID() async throws -> pid_t {
    try await wait(for: "the program to start") { self.file("pid") != nil }
    guard let text = file("pid"), let pid = pid_t(text) else { throw TmuxError.noPID }
    return pid
  }

  /// The program's exit status (128 + n after signal n), once the script has recorded it.
  func exitStatus() async throws -> Int32? {
    try await wait(for: "the program to exit") { self.file("status") != nil }
    return file("status").flatMap { Int32($0) }
  }

  /// The terminal's settings (`stty -g`) before the program started and after it ended.
  func terminalSettings() -> (before: String?, after: String?) {
    (file("before"), file("after"))
  }

  /// Waits until `condition` holds, checking it every 10 ms; throws ``TmuxError/timedOut``
  /// with the screen at that moment if it still doesn't after ``deadline``.
  func wait(for description: String, _ condition: () async throws -> Bool) async throws {
    let clock = ContinuousClock()
    let end = clock.now + Self.deadline
    while try await !condition() {
      guard clock.now < end else {
        throw TmuxError.timedOut(
          description, screen: (try? await screen())?.joined(separator: "\n") ?? "")
      }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Waits until the screen satisfies `condition`, and returns that screen.
  @discardableResult
  func waitForScreen(_ description: String, _ condition: ([String]) -> Bool) async throws
    -> [String]
  {
    var last: [String] = []
    try await wait(for: description) {
      last = try await screen()
      return condition(last)
    }
    return last
  }

  private func file(_ name: String) -> String? {
    (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs one tmux command and returns its standard output.
  ///
  /// Spawned with `posix_spawn` and reaped with `waitpid`, not with `Process`: the first
  /// command forks the tmux server, which inherits the client's descriptors, and
  /// Foundation's `Process` on Linux learns of a child's exit from a descriptor the child
  /// holds, so it would wait for the server to end too. The streams go to files for the same
  /// reason (a pipe would not reach its end while the server runs).
  @discardableResult
  private func run(_ arguments: [String]) async throws -> String {
    let command = command(arguments)
    return try await waitingOnOwnThread { try command.execute() }
  }

  /// ``run(_:)`` on the calling thread, for ``stop()``.
  @discardableResult
  private func runBlocking(_ arguments: [String]) throws -> String {
    try command(arguments).execute()
  }

  private func command(_ arguments: [String]) -> Command {
    var environment = ProcessInfo.processInfo.environment
    if (environment["TERM"] ?? "").isEmpty || environment["TERM"] == "dumb" {
      environment["TERM"] = "xterm-256color"
    }
    environment.removeValue(forKey: "TMUX")
    environment.removeValue(forKey: "NUMBERS_API_URL")
    return Command(
      arguments: arguments,
      argv: [tmux, "-L", socket, "-f", "/dev/null"] + arguments,
      environment: environment.map { "\($0.key)=\($0.value)" },
      outputPath: directory.appendingPathComponent("tmux-output").path,
      errorPath: directory.appendingPathComponent("tmux-error").path)
  }

  /// One tmux command, ready to run on any thread.
  private struct Command: Sendable {
    let arguments: [String]
    let argv: [String]
    let environment: [String]
    let outputPath: String
    let errorPath: String

    func execute() throws -> String {
      let status = try TmuxSession.spawnAndWait(
        argv, environment: environment, output: outputPath, error: errorPath)
      guard status == 0 else {
        let message = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        throw TmuxError.failed(arguments, "exit status \(status): \(message)")
      }
      return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
  }

  private static func spawnAndWait(
    _ arguments: [String], environment: [String], output: String, error: String
  ) throws -> Int32 {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // The first command forks the tmux server, which keeps what it inherits for as long as it
    // runs: without this, it would hold the pipes other tests have open at that moment (a
    // demo's stdin, `ps`'s output), and their reads and writes would wait for this server.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
    #else
      closeInheritedDescriptors(&actions)
    #endif
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    #if canImport(Darwin)
      let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    #else
      let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
    #endif
    guard spawned == 0 else { throw TmuxError.failed(arguments, "posix_spawn: \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw TmuxError.failed(arguments, "waitpid: \(errno)") }
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }

  #if !canImport(Darwin)
    /// Adds to `actions` the closing of every descriptor above 2 in the child: glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` (2.34+, looked up at run time because the
    /// Glibc module does not import it), else one close per descriptor open now.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
      typealias AddCloseFrom =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
        _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
        return
      }
      let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
  #endif

  private static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// Why a ``TmuxSession`` step failed.
enum TmuxError: Error, CustomStringConvertible {
  case notInstalled
  case noPID
  case failed([String], String)
  case timedOut(String, screen: String)

  var description: String {
    switch self {
    case .notInstalled: "tmux is not installed"
    case .noPID: "the program's process id was not recorded"
    case let .failed(arguments, message): "tmux \(arguments.joined(separator: " ")): \(message)"
    case let .timedOut(what, screen):
      "waited \(TmuxSession.deadline) for \(what); the screen was:\n\(screen)"
    }
  }
}
