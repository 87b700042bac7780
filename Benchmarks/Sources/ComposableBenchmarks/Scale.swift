import Composable
import Foundation
import Synchronization

/// `ComposableBenchmarks --scale-mode`: the heavy versions of the reliability suite's checks,
/// each in a child process of its own so that its memory is its own. Each prints its time,
/// its peak resident memory over a child that does nothing, and what it checked.
func scaleMode() throws -> String {
  let baseline = try scaleChild("idle")
  var lines = [
    "| scenario | size | time | peak RSS over idle | checked |",
    "|---|---:|---:|---:|---|",
  ]
  for name in ["chain", "churn", "effects", "release"] {
    let report = try scaleChild(name)
    let extra = max(0, report.peakKilobytes - baseline.peakKilobytes)
    lines.append(
      "| \(name) | \(report.size) | \(report.time) | \(ComposableBenchmarks.format(Double(extra) / 1024)) MiB | "
        + "\(report.checked) |")
  }
  return lines.joined(separator: "\n")
}

/// What a scale child prints: one line, fields separated by tabs.
struct ScaleReport {
  var size = ""
  var time = ""
  var peakKilobytes = 0
  var checked = ""
}

func scaleChild(_ name: String) throws -> ScaleReport {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--scale-child", name]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  check(process.terminationStatus == 0, "scale child \(name) exited \(process.terminationStatus)")
  let fields = String(decoding: output, as: UTF8.self)
    .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\t").map(String.init)
  check(fields.count == 4, "scale child \(name) printed \(fields)")
  return ScaleReport(
    size: fields[0], time: fields[1], peakKilobytes: Int(fields[2]) ?? 0, checked: fields[3])
}

/// Runs one scenario in this (child) process and prints its ``ScaleReport``.
@MainActor
func runScaleChild(_ name: String) async {
  let clock = ContinuousClock()
  let start = clock.now
  var size = ""
  var checked = ""
  switch name {
  case "chain":
    size = "1,000,000 actions"
    checked = await scaleChain(length: 1_000_000)
  case "churn":
    size = "100,000 rows"
    checked = scaleChurn(rows: 100_000)
  case "effects":
    size = "10,000 effects"
    checked = await scaleEffects(count: 10_000)
  case "release":
    let rounds = ProcessInfo.processInfo.environment["SCALE_ROUNDS"].flatMap { Int($0) } ?? 10
    size = "\(rounds) × 10,000 effects"
    checked = await scaleRelease(rounds: rounds, effects: 10_000)
  default:
    size = "–"
    checked = "nothing"
  }
  let seconds = nanoseconds(clock.now - start) / 1e9
  print(
    "\(size)\t\(ComposableBenchmarks.format(seconds)) s\t\(peakResidentKilobytes())\t\(checked)")
}

/// A feature for the chain: each action sends the next until none remain.
struct ScaleChain: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case step(remaining: Int) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case let .step(remaining) = action, remaining > 0 else { return .none }
    state.count += 1
    return .send(.step(remaining: remaining - 1))
  }
}

@MainActor
func scaleChain(length: Int) async -> String {
  let store = Store(initialState: ScaleChain.State()) { ScaleChain() }
  store.send(.step(remaining: length))
  check(store.state.count == length, "chain count \(store.state.count)")
  return "all \(ComposableBenchmarks.format(Double(length))) actions ran, in order, in one send"
}

/// A list built one row per action, then emptied from the front one row per action.
struct ScaleList: Reducer {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }
    enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }
  struct State: Equatable { var rows: IdentifiedArrayOf<Row.State> = [] }
  enum Action: Equatable {
    case add(Int)
    case removeFirst
    case removeLast
    case rows(IdentifiedActionOf<Row>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(id): state.rows.append(Row.State(id: id))
      case .removeFirst: state.rows.removeFirst()
      case .removeLast: state.rows.removeLast()
      case .rows: break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

@MainActor
func scaleChurn(rows: Int) -> String {
  let store = Store(initialState: ScaleList.State()) { ScaleList() }
  let clock = ContinuousClock()
  let start = clock.now
  for id in 0..<rows { store.send(.add(id)) }
  let built = clock.now
  for id in stride(from: 0, to: rows, by: 97) {
    store.send(.rows(.element(id: id, action: .increment)))
  }
  check(store.state.rows.count == rows, "churn rows \(store.state.rows.count)")
  // Removing near the front shifts every later row (as in any array): 1,000 of them, then
  // the rest from the back.
  let frontRemovals = 1_000
  let removing = clock.now
  for _ in 0..<frontRemovals { store.send(.removeFirst) }
  let removedFront = clock.now
  for _ in frontRemovals..<rows { store.send(.removeLast) }
  check(store.state.rows.isEmpty, "churn left \(store.state.rows.count)")
  let end = clock.now
  let perAdd = nanoseconds(built - start) / Double(rows)
  let perFront = nanoseconds(removedFront - removing) / Double(frontRemovals)
  let perBack = nanoseconds(end - removedFront) / Double(rows - frontRemovals)
  return "per row: \(ComposableBenchmarks.format(perAdd)) ns added, "
    + "\(ComposableBenchmarks.format(perFront / 1_000)) µs removed from the front of ~100,000, "
    + "\(ComposableBenchmarks.format(perBack)) ns removed from the back"
}

/// A feature starting effects that sleep until cancelled, and cancelling them all.
struct ScaleSleepers: Reducer {
  struct State: Equatable { var started = 0 }
  enum Action: Equatable {
    case start(Int)
    case cancelAll(Int)
  }
  let running: Running

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(id):
      state.started += 1
      return .run { [running] _ in
        running.enter()
        defer { running.exit() }
        // Waits until cancelled. (Not `Task.sleep`: on Linux a cancelled sleep keeps its
        // timer, and the memory it holds, until its deadline.)
        let (stream, continuation) = AsyncStream<Never>.makeStream()
        for await _ in stream {}
        continuation.finish()
      }
      .cancellable(id: id)
    case let .cancelAll(count):
      return .merge((0..<count).map { Effect.cancel(id: $0) })
    }
  }
}

/// The number of effect bodies running now, and the most ever.
final class Running: Sendable {
  private let state = Mutex((now: 0, started: 0))
  var now: Int { state.withLock { $0.now } }
  var started: Int { state.withLock { $0.started } }
  func enter() {
    state.withLock {
      $0.now += 1; $0.started += 1
    }
  }
  func exit() { state.withLock { $0.now -= 1 } }
}

/// Waits, yielding, until `condition` holds (conditions the effects make true).
@MainActor
func waitUntil(_ condition: () -> Bool) async {
  while !condition() { await Task.yield() }
}

@MainActor
func scaleEffects(count: Int) async -> String {
  let running = Running()
  let store = Store(initialState: ScaleSleepers.State()) { ScaleSleepers(running: running) }
  let before = currentResidentKilobytes()
  for id in 0..<count { store.send(.start(id)) }
  await waitUntil { running.started == count }
  let during = currentResidentKilobytes()
  store.send(.cancelAll(count))
  await waitUntil { running.now == 0 }
  let perEffect = Double(max(0, during - before)) * 1024 / Double(count)
  return
    "all \(ComposableBenchmarks.format(Double(count))) started, all cancelled, none left running; "
    + "\(ComposableBenchmarks.format(perEffect)) bytes per sleeping effect"
}

@MainActor
func scaleRelease(rounds: Int, effects: Int) async -> String {
  let running = Running()
  var afterFirst = 0
  for round in 0..<rounds {
    weak var weakStore: StoreOf<ScaleSleepers>?
    do {
      let store = Store(initialState: ScaleSleepers.State()) { ScaleSleepers(running: running) }
      weakStore = store
      for id in 0..<effects { store.send(.start(id)) }
      await waitUntil { running.started == (round + 1) * effects }
    }
    // Released: the store is freed and every effect it started is cancelled.
    await waitUntil { weakStore == nil && running.now == 0 }
    if round == 0 { afterFirst = currentResidentKilobytes() }
  }
  let growth = currentResidentKilobytes() - afterFirst
  return "each store freed and its effects cancelled; resident memory after round "
    + "\(rounds) vs round 1: \(growth >= 0 ? "+" : "")\(ComposableBenchmarks.format(Double(growth) / 1024)) MiB"
}

/// The resident memory now, in KiB (Linux; 0 elsewhere).
func currentResidentKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return 0
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
    return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
  }
  return 0
}

extension ScaleList.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var rows: AnyCasePath<ScaleList.Action, IdentifiedActionOf<ScaleList.Row>> {
      AnyCasePath(embed: { .rows($0) }) { if case let .rows(v) = $0 { v } else { nil } }
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
