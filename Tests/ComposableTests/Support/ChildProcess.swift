import Composable
import Foundation
import Testing

/// The running test binary, which a test can start again to run one of its tests in a child
/// process (`--testing-library swift-testing --filter NAME`); `nil` where tests do not run in a
/// binary of their own (on Apple platforms they run inside `xctest` or a SwiftPM helper).
let testBinary: URL? = {
  #if os(Linux)
    URL(fileURLWithPath: CommandLine.arguments[0])
  #else
    nil
  #endif
}()

/// Runs the test `filter` of this test binary in a child process, with `extraEnvironment` and
/// `outputVariable` set to the path of a fresh file, and returns the child's result and what
/// it wrote there. The probe test does its work only when `outputVariable` is set.
func runProbeInChildProcess(
  _ filter: String, outputVariable: String, extraEnvironment: [String: String] = [:]
) async throws -> (result: ChildProcessResult, written: String) {
  let binary = try #require(testBinary)
  let output = FileManager.default.temporaryDirectory
    .appendingPathComponent("composable-probe-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: output) }
  var environment = ProcessInfo.processInfo.environment
  environment.merge(extraEnvironment) { _, new in new }
  environment[outputVariable] = output.path
  let result = try await runToCompletion(
    binary, ["--testing-library", "swift-testing", "--filter", filter],
    input: Data(), environment: environment)
  return (result, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
}

/// What a finished child process left: its exit status and its two output streams.
struct ChildProcessResult {
  let status: Int32
  let output: String
  let error: String
  /// The standard output's bytes (`output` decodes them as UTF-8).
  var outputBytes = Data()
  /// Killed for running past its time limit.
  var timedOut = false
}

/// Runs `executable` to its end with `input` as its standard input, and returns its status
/// and output. The wait is on a thread of its own (see ``waitingOnOwnThread(_:)``).
///
/// The streams are files, not pipes: a pipe's end can be inherited by any process another
/// test starts at the same moment (a tmux server lives for a whole test), and a read or
/// write on it would then wait for that process instead of this child. A file never waits.
///
/// With a `timeLimit`, a child still running then is killed (SIGKILL) and the result says
/// `timedOut`: a bound on a hang, never a wait for work to happen.
func runToCompletion(
  _ executable: URL, _ arguments: [String], input: Data, environment: [String: String],
  timeLimit: Duration? = nil
) async throws -> ChildProcessResult {
  try await waitingOnOwnThread {
    try runToCompletionBlocking(
      executable, arguments, input: input, environment: environment, timeLimit: timeLimit)
  }
}

private func runToCompletionBlocking(
  _ executable: URL, _ arguments: [String], input: Data, environment: [String: String],
  timeLimit: Duration?
) throws -> ChildProcessResult {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("composable-child-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let inputURL = directory.appendingPathComponent("stdin")
  let outputURL = directory.appendingPathComponent("stdout")
  let errorURL = directory.appendingPathComponent("stderr")
  try input.write(to: inputURL)
  for url in [outputURL, errorURL] {
    try Data().write(to: url)
  }
  let stdin = try FileHandle(forReadingFrom: inputURL)
  let stdout = try FileHandle(forWritingTo: outputURL)
  let stderr = try FileHandle(forWritingTo: errorURL)
  defer {
    for handle in [stdin, stdout, stderr] { try? handle.close() }
  }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.environment = environment
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  let killed = LockIsolated(false)
  if let timeLimit {
    let pid = process.processIdentifier
    let exited = LockIsolated(false)
    let seconds = Double(timeLimit.components.seconds)
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
      exited.withValue { exited in
        guard !exited else { return }
        killed.setValue(true)
        kill(pid, SIGKILL)
      }
    }
    process.waitUntilExit()
    exited.setValue(true)
  } else {
    process.waitUntilExit()
  }
  let outputBytes = try Data(contentsOf: outputURL)
  var result = ChildProcessResult(
    status: process.terminationStatus,
    output: String(decoding: outputBytes, as: UTF8.self),
    error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  result.outputBytes = outputBytes
  result.timedOut = killed.value
  return result
}

/// Runs `work`, which blocks (waiting for a child process), on a thread of its own, and
/// suspends until it returns.
///
/// Not on the cooperative pool: it has one thread per core (two on CI's machine), shared by
/// every test of the process, and a test blocking one of them for as long as a child process
/// runs would hold up every other test for that long.
func waitingOnOwnThread<T: Sendable>(
  _ work: @escaping @Sendable () throws -> T
) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try work() }) }.start()
  }
}

/// ``waitingOnOwnThread(_:)``, which the tests use to wait for child processes.
@Suite struct WaitingOnOwnThreadTests {
  /// More blocked waits than the cooperative pool has threads leave the pool free to run the
  /// task that ends them. Were the waits on the pool, that task could not start and each
  /// wait would give up after a minute.
  @Test func blockedWaitsHoldNoThreadOfThePool() async throws {
    let gate = DispatchSemaphore(value: 0)
    let waits = 2 * ProcessInfo.processInfo.activeProcessorCount + 2
    let ended = try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<waits {
        group.addTask {
          try await waitingOnOwnThread { gate.wait(timeout: .now() + 60) == .success }
        }
      }
      group.addTask {
        for _ in 0..<waits { gate.signal() }
        return true
      }
      return try await group.reduce(into: 0) { count, ended in count += ended ? 1 : 0 }
    }
    #expect(ended == waits + 1, "blocked waits held the pool's threads")
  }
}
