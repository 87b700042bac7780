import Composable
import Foundation

/// W10: independent sessions, each a store of its own, driven concurrently. Each session
/// receives lines of text in batches of ``w10Batch`` (one hop to its store per batch, as a
/// server's connection hands over what it read), and its reducer counts the words of each
/// line. The same sessions on main-actor stores are the baseline: their sends all run on
/// the main actor, one at a time, where actor stores run on every core.
struct Session: Reducer {
  struct State: Sendable {
    var words: [Substring: Int] = [:]
    var lines = 0
  }
  enum Action: Sendable {
    case received(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .received(line):
      for word in line.split(separator: " ") { state.words[word, default: 0] += 1 }
      state.lines += 1
      return .none
    }
  }
}

/// How many lines a session receives per hop to its store.
let w10Batch = 20

/// What every session receives, batch after batch.
let w10Lines: [String] = (0..<w10Batch).map { index in
  "line \(index) of a session: some words repeat, some words do not, \(index % 7) times"
}

extension StoreActor where Action == Session.Action {
  /// One batch, sent synchronously on the store's actor: an isolated method added by the
  /// user's own extension.
  func receive(_ lines: [String]) {
    for line in lines { send(.received(line)) }
  }
}

/// A main-actor store, handed to the driving tasks (a main-actor class is `Sendable`).
@MainActor
final class MainSession {
  let store = Store(initialState: Session.State()) { Session() }

  func receive(_ lines: [String]) {
    for line in lines { store.send(.received(line)) }
  }
}

/// The cores this process may use (`ProcessInfo.activeProcessorCount`).
let w10Cores = ProcessInfo.processInfo.activeProcessorCount

/// CPU time (user and system) this process has used.
func processCPUTime() -> Double {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
  let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  return user + system
}

@MainActor
func w10() async -> [ResultRow] {
  let total = 200_000 / operationScale
  var rows: [ResultRow] = []
  var coresUsed: [(String, Double)] = []
  for stores in [1, w10Cores, 10_000] {
    let batches = max(1, total / (stores * w10Batch))
    let sends = stores * batches * w10Batch
    let label = stores == w10Cores ? "\(stores) stores (one per core)" : count(stores, "store")

    let mains = (0..<stores).map { _ in MainSession() }
    rows.append(
      await measureAsync("W10", "main-actor stores, \(label)", operations: sends) {
        await withTaskGroup(of: Void.self) { group in
          for session in mains {
            group.addTask {
              for _ in 0..<batches { await session.receive(w10Lines) }
            }
          }
        }
      })
    let mainLines = mains.reduce(0) { $0 + $1.store.withState(\.lines) }
    check(mainLines == sends * 8, "W10: main-actor stores reduced \(mainLines) of \(sends * 8)")

    let actors = (0..<stores).map { _ in StoreActor(initialState: Session.State()) { Session() } }
    let cpuBefore = processCPUTime()
    let wallBefore = ContinuousClock.now
    rows.append(
      await measureAsync("W10", "actor stores, \(label)", operations: sends) {
        await withTaskGroup(of: Void.self) { group in
          for store in actors {
            group.addTask {
              for _ in 0..<batches { await store.receive(w10Lines) }
            }
          }
        }
      })
    let wall = nanoseconds(ContinuousClock.now - wallBefore) / 1e9
    coresUsed.append((label, (processCPUTime() - cpuBefore) / wall))
    var actorLines = 0
    for store in actors { actorLines += await store.withState { $0.lines } }
    check(actorLines == sends * 8, "W10: actor stores reduced \(actorLines) of \(sends * 8)")
  }
  for (label, cores) in coresUsed {
    rows.append(
      ResultRow(
        workload: "W10", variant: "cores busy while actor stores run, \(label)",
        median: cores, min: cores, unit: "cores"))
  }
  return rows
}

private func count(_ number: Int, _ noun: String) -> String {
  let formatted = number.formatted(.number.grouping(.automatic))
  return number == 1 ? "1 \(noun)" : "\(formatted) \(noun)s"
}
