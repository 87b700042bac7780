import Composable
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A batched file write still waiting when the process is sent SIGTERM, SIGINT or SIGHUP is
/// written before the process ends, by that signal, as it would have.
@Suite struct SharedSignalFlushTests {
  static let fileVariable = "COMPOSABLE_SIGNAL_PROBE_FILE"
  static let readyVariable = "COMPOSABLE_SIGNAL_PROBE_READY"

  @Test(
    .enabled(if: testBinary != nil, "runs the test binary again, as Linux runs tests"),
    arguments: [SIGTERM, SIGINT, SIGHUP])
  func aPendingWriteSurvivesATerminationSignal(_ number: Int32) async throws {
    let binary = try #require(testBinary)
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let file = folder.file("value.json")
    let ready = folder.file("ready")
    var environment = ProcessInfo.processInfo.environment
    environment[Self.fileVariable] = file.path
    environment[Self.readyVariable] = ready.path
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--testing-library", "swift-testing", "--filter", "signalFlushProbe"]
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // NB: Waits for a condition (the child says it is ready), bounded so a broken child
    // fails the test instead of hanging it.
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(120))
    while !FileManager.default.fileExists(atPath: ready.path), process.isRunning,
      clock.now < deadline
    {
      try await Task.sleep(for: .milliseconds(10))
    }
    let readyText = try? String(contentsOf: ready, encoding: .utf8)
    #expect(readyText == "pending", "the write waits for its batch before the signal")
    kill(process.processIdentifier, number)
    try await waitingOnOwnThread { process.waitUntilExit() }
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == number, "the process ends by the signal it was sent")
    let data = try Data(contentsOf: file)
    #expect(try JSONDecoder().decode(Int.self, from: data) == 42)
  }

  /// Run by ``aPendingWriteSurvivesATerminationSignal(_:)`` in a child process; does nothing
  /// in the suite's own process.
  @Test func signalFlushProbe() async throws {
    let environment = ProcessInfo.processInfo.environment
    guard let path = environment[Self.fileVariable], let ready = environment[Self.readyVariable]
    else { return }
    let url = URL(fileURLWithPath: path)
    // NB: An app starts with these signals' default actions; a test runner's child may
    // inherit them ignored (which the library leaves alone, as it should).
    for number in [SIGTERM, SIGINT, SIGHUP] { signal(number, SIG_DFL) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .seconds(600))
    } operation: {
      @Shared(.fileStorage(url)) var value = 0
      $value.withLock { $0 = 42 }
      let pending = FileManager.default.fileExists(atPath: path) ? "written" : "pending"
      try pending.write(toFile: ready, atomically: true, encoding: .utf8)
      // NB: Holds the value (so no last-holder flush writes it) until the signal ends the
      // process; bounded, so a signal that never comes ends the probe.
      for _ in 0..<1_200 where $value.wrappedValue == 42 {
        try await Task.sleep(for: .milliseconds(100))
      }
    }
  }

  static let sigactionVariable = "COMPOSABLE_SIGACTION_PROBE_OUTPUT"

  /// A handler the program installed with `sigaction` (three-argument, on its own stack,
  /// with a mask) is left exactly as it was: handler, flags and mask.
  @Test(.enabled(if: testBinary != nil, "runs the test binary again, as Linux runs tests"))
  func aProgramsOwnHandlerIsLeftAlone() async throws {
    let (result, written) = try await runProbeInChildProcess(
      "sigactionProbe", outputVariable: Self.sigactionVariable)
    #expect(result.status == 0, "stderr: \(result.error.suffix(1_000))")
    #expect(written == "kept")
  }

  /// Run by ``aProgramsOwnHandlerIsLeftAlone()`` in a child process; does nothing in the
  /// suite's own process.
  @Test func sigactionProbe() throws {
    #if canImport(Glibc)
      guard let output = ProcessInfo.processInfo.environment[Self.sigactionVariable] else {
        return
      }
      let handler:
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
          -> Void = { _, _, _ in }
      var installed = sigaction()
      installed.__sigaction_handler.sa_sigaction = handler
      installed.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigemptyset(&installed.sa_mask)
      sigaddset(&installed.sa_mask, SIGUSR1)
      sigaction(SIGHUP, &installed, nil)
      let folder = try TemporaryFolder()
      defer { folder.cleanUp() }
      withDependencies {
        $0.defaultFileStorage = .fileSystem(writeDelay: .seconds(600))
      } operation: {
        @Shared(.fileStorage(folder.file("value.json"))) var value = 0
        $value.withLock { $0 = 1 }
      }
      var now = sigaction()
      sigaction(SIGHUP, nil, &now)
      let samePointer =
        unsafeBitCast(now.__sigaction_handler.sa_sigaction, to: Int.self)
        == unsafeBitCast(installed.__sigaction_handler.sa_sigaction, to: Int.self)
      let kept =
        samePointer && now.sa_flags & (SA_SIGINFO | SA_ONSTACK) == SA_SIGINFO | SA_ONSTACK
        && sigismember(&now.sa_mask, SIGUSR1) == 1
      try (kept ? "kept" : "changed: flags \(now.sa_flags)").write(
        toFile: output, atomically: true, encoding: .utf8)
    #endif
  }

  static let forkVariable = "COMPOSABLE_FORK_PROBE_OUTPUT"

  /// A child made by `fork` has the handler but nobody reading the pipe: its SIGTERM takes
  /// the default action there (the child ends), and never reaches its parent.
  ///
  /// Not under a sanitizer, whose runtime takes part in signal delivery (ThreadSanitizer
  /// delivers signals at points of its own choosing: the child there reaches `_exit` before
  /// its signal); the plain, checked-exclusivity and under-load runs cover it.
  @Test(
    .enabled(if: testBinary != nil, "runs the test binary again, as Linux runs tests"),
    .enabled(if: !runsUnderASanitizer, "a sanitizer's runtime takes part in signal delivery"))
  func aForkedChildsSignalEndsTheChildNotItsParent() async throws {
    let (result, written) = try await runProbeInChildProcess(
      "forkProbe", outputVariable: Self.forkVariable)
    #expect(result.status == 0, "stderr: \(result.error.suffix(1_000))")
    #expect(written == "child ended by signal 15; parent alive")
  }

  /// Run by ``aForkedChildsSignalEndsTheChildNotItsParent()`` in a child process; does
  /// nothing in the suite's own process.
  @Test func forkProbe() throws {
    #if canImport(Glibc)
      guard let output = ProcessInfo.processInfo.environment[Self.forkVariable] else { return }
      for number in [SIGTERM, SIGINT, SIGHUP] { signal(number, SIG_DFL) }
      let folder = try TemporaryFolder()
      defer { folder.cleanUp() }
      try withDependencies {
        $0.defaultFileStorage = .fileSystem(writeDelay: .seconds(600))
      } operation: {
        @Shared(.fileStorage(folder.file("value.json"))) var value = 0
        $value.withLock { $0 = 1 }
        let child = fork()
        if child == 0 {
          // NB: Only async-signal-safe calls in the child of a threaded process. The test
          // runs on a thread that blocks signals, which the child inherits: unblocked first.
          var unblocked = sigset_t()
          sigemptyset(&unblocked)
          sigaddset(&unblocked, SIGTERM)
          sigprocmask(SIG_UNBLOCK, &unblocked, nil)
          kill(getpid(), SIGTERM)
          _exit(7)
        }
        var status: Int32 = 0
        waitpid(child, &status, 0)
        let signalled = status & 0x7f
        let text =
          signalled != 0 && signalled != 0x7f
          ? "child ended by signal \(signalled); parent alive"
          : "child exited with \((status >> 8) & 0xff); parent alive"
        try text.write(toFile: output, atomically: true, encoding: .utf8)
      }
    #endif
  }

  static let hangFileVariable = "COMPOSABLE_HANG_PROBE_FILE"
  static let hangMarkVariable = "COMPOSABLE_HANG_PROBE_ENCODING"

  /// A flush that hangs (an encoder that never returns) does not keep the process from
  /// ending: a second SIGTERM takes the default action at once.
  @Test(.enabled(if: testBinary != nil, "runs the test binary again, as Linux runs tests"))
  func aSecondSignalEndsAProcessWhoseFlushHangs() async throws {
    let binary = try #require(testBinary)
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let ready = folder.file("ready")
    let encoding = folder.file("encoding")
    var environment = ProcessInfo.processInfo.environment
    environment[Self.hangFileVariable] = folder.file("value.json").path
    environment[Self.readyVariable] = ready.path
    environment[Self.hangMarkVariable] = encoding.path
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--testing-library", "swift-testing", "--filter", "hangingFlushProbe"]
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // NB: Waits for conditions (the child is ready, then its flush is under way), bounded.
    try await waitUntil { FileManager.default.fileExists(atPath: ready.path) || !process.isRunning }
    kill(process.processIdentifier, SIGTERM)
    try await waitUntil {
      FileManager.default.fileExists(atPath: encoding.path) || !process.isRunning
    }
    #expect(process.isRunning, "the first signal's flush hangs")
    kill(process.processIdentifier, SIGTERM)
    try await waitUntil { !process.isRunning }
    if process.isRunning {
      Issue.record("the second SIGTERM did not end the process")
      kill(process.processIdentifier, SIGKILL)
    }
    try await waitingOnOwnThread { process.waitUntilExit() }
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGTERM)
  }

  /// Run by ``aSecondSignalEndsAProcessWhoseFlushHangs()`` in a child process; does nothing
  /// in the suite's own process.
  @Test func hangingFlushProbe() async throws {
    let environment = ProcessInfo.processInfo.environment
    guard let path = environment[Self.hangFileVariable], let ready = environment[Self.readyVariable]
    else { return }
    for number in [SIGTERM, SIGINT, SIGHUP] { signal(number, SIG_DFL) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .seconds(600))
    } operation: {
      @Shared(.fileStorage(URL(fileURLWithPath: path))) var value = HangsWhenEncoded(count: 0)
      $value.withLock { $0.count = 1 }
      try "ready".write(toFile: ready, atomically: true, encoding: .utf8)
      for _ in 0..<1_200 where $value.wrappedValue.count == 1 {
        try await Task.sleep(for: .milliseconds(100))
      }
    }
  }
}

/// Whether this process runs with ThreadSanitizer's or AddressSanitizer's runtime (its entry
/// point is loaded).
private let runsUnderASanitizer: Bool =
  dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil
  || dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

/// Polls `condition` every 10 ms for up to two minutes: a bound on a broken child, never a
/// wait for work to happen.
private func waitUntil(_ condition: () -> Bool) async throws {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: .seconds(120))
  while !condition(), clock.now < deadline {
    try await Task.sleep(for: .milliseconds(10))
  }
}

/// A value whose encoding, once its count is not 0, says so in a file and never returns: a
/// flush that hangs.
struct HangsWhenEncoded: Codable, Equatable, Sendable {
  var count: Int

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(count)
    guard count != 0,
      let mark = ProcessInfo.processInfo.environment[SharedSignalFlushTests.hangMarkVariable]
    else { return }
    try? "encoding".write(toFile: mark, atomically: true, encoding: .utf8)
    DispatchSemaphore(value: 0).wait()
  }

  init(count: Int) {
    self.count = count
  }

  init(from decoder: any Decoder) throws {
    count = try decoder.singleValueContainer().decode(Int.self)
  }
}
