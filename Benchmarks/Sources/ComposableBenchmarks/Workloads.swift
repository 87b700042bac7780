import Composable
import ComposableTesting
import Foundation
import Observation

/// W0: the counter reducer called directly on a local state, 10,000,000 times.
@MainActor
func w0() -> [ResultRow] {
  let reducer = Counter()
  let operations = 10_000_000 / operationScale
  // NB: Actions come from an array built at run time, and the call is not inlined, so the
  // optimizer cannot fold the loop into one addition: this is the cost of a reducer call.
  let actions = opaqueActions()
  var total = 0
  let result = measure("W0", "reduce(into:action:) directly", operations: operations) {
    var state = Counter.State()
    for index in 0..<operations {
      _ = callReduce(reducer, &state, actions[index & 3])
    }
    total &+= state.count
  }
  check(total == operations * 8 / 2, "W0 count \(total)")
  return [result]
}

@inline(never)
func callReduce(
  _ reducer: Counter, _ state: inout Counter.State, _ action: Counter.Action
) -> Effect<Counter.Action> {
  reducer.reduce(into: &state, action: action)
}

@inline(never)
func opaqueActions() -> [Counter.Action] {
  CommandLine.arguments.count > 1_000
    ? [] : [.increment, .increment, .increment, .decrement]
}

/// W1: 1,000,000 `store.send(.increment)`, bare and with one observer.
@MainActor
func w1(variants: Int = 3) -> [ResultRow] {
  let operations = 1_000_000 / operationScale
  var rows: [ResultRow] = []

  let store = Store(initialState: Counter.State()) { Counter() }
  rows.append(
    measure("W1", "send, no observer", operations: operations) {
      for _ in 0..<operations { store.send(.increment) }
    })
  check(store.state.count == operations * 8, "W1 count \(store.state.count)")
  if variants == 1 { return rows }

  let subscribed = Store(initialState: Counter.State()) { Counter() }
  var seen = 0
  let subscription = subscribed.subscribe { seen &+= $0.count }
  rows.append(
    measure("W1", "send, one subscription", operations: operations) {
      for _ in 0..<operations { subscribed.send(.increment) }
    })
  check(seen > 0 && subscribed.state.count == operations * 8, "W1 subscription")
  subscription.cancel()

  let observed = Store(initialState: Counter.State()) { Counter() }
  let fired = ObservationCounter()
  func track() {
    withObservationTracking {
      _ = observed.state.count
    } onChange: {
      fired.fire()
    }
  }
  rows.append(
    measure("W1", "send, Observation re-tracked per change", operations: operations) {
      for _ in 0..<operations {
        track()
        observed.send(.increment)
      }
    })
  check(fired.count == operations * 8, "W1 observation fired \(fired.count)")

  // NB: Last: from the first shared value made on, a subscribed store follows the shared
  // values its state holds (it searches its state after a shared value changed).
  let holding = Store(initialState: SharedCount.State()) { SharedCount() }
  var heard = 0
  let followed = holding.subscribe { heard &+= $0.count }
  rows.append(
    measure("W1", "send, one subscription, state holding a shared value", operations: operations) {
      for _ in 0..<operations { holding.send(.increment) }
    })
  check(heard > 0 && holding.state.count == operations * 8, "W1 shared subscription")
  followed.cancel()
  let plain = Store(initialState: Counter.State()) { Counter() }
  let afterShared = plain.subscribe { seen &+= $0.count }
  rows.append(
    measure("W1", "send, one subscription, shared values in use elsewhere", operations: operations)
    {
      for _ in 0..<operations { plain.send(.increment) }
    })
  check(plain.state.count == operations * 8, "W1 subscription, shared in use")
  afterShared.cancel()
  let listed = Store(
    initialState: CounterList.State(
      rows: IdentifiedArray(
        uniqueElements: (0..<1_000).map {
          CounterRow.State(id: $0)
        }))
  ) { CounterList() }
  let listSubscription = listed.subscribe { seen &+= $0.rows.count }
  let rowOperations = max(1, operations / 100)
  rows.append(
    measure(
      "W1", "row action, 1,000 rows, one subscription, shared values in use elsewhere",
      operations: rowOperations
    ) {
      for index in 0..<rowOperations { listed.send(.row(id: index % 1_000, action: .increment)) }
    })
  listSubscription.cancel()
  return rows
}

/// Counts `withObservationTracking` change notifications.
final class ObservationCounter: @unchecked Sendable {
  // NB: Only touched on the main actor, where both the benchmark and the store run.
  var count = 0
  func fire() { count += 1 }
}

/// W2: 100,000 leaf increments five levels deep, through a scoped store and via the root,
/// with case key paths (`\.child`), then via the root with TCA 1.0's `/Action.child`; and
/// 100,000 sends to a child presented in `@PresentationState` (bounded by the depth-5 rows).
@MainActor
func w2() -> [ResultRow] {
  let operations = 100_000 / operationScale
  let store = Store(initialState: Level1.State()) { Level1() }
  let leaf =
    store
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
  var rows: [ResultRow] = []
  rows.append(
    measure("W2", "scoped store, depth 5", operations: operations) {
      for _ in 0..<operations { leaf.send(.increment) }
    })
  check(leaf.state.count == operations * 8, "W2 scoped \(leaf.state.count)")
  let action = depth5Increment()
  rows.append(
    measure("W2", "nested action to root, depth 5", operations: operations) {
      for _ in 0..<operations { store.send(action) }
    })
  check(leaf.state.count == operations * 16, "W2 root \(leaf.state.count)")
  let pair = Store(initialState: Pair.State()) { Pair() }
  let left = pair.scope(state: \.left, action: \.left)
  let fired = ObservationCounter()
  withObservationTracking {
    _ = left.state.count
  } onChange: {
    fired.fire()
  }
  rows.append(
    measure("W2", "sibling send, other scope observed", operations: operations) {
      for _ in 0..<operations { pair.send(.right(.increment)) }
    })
  check(fired.count == 0 && pair.state.right.count == operations * 8, "W2 siblings")
  let slash = Store(initialState: Level1.State()) { SlashLevel1() }
  rows.append(
    measure("W2", "nested action to root, depth 5, `/` case paths", operations: operations) {
      for _ in 0..<operations { slash.send(action) }
    })
  check(slash.state.child.child.child.child.child.count == operations * 8, "W2 slash")
  let legacy = Store(initialState: Legacy1.State()) { Legacy1() }
  let legacyAction = legacyDepth5Increment()
  rows.append(
    measure(
      "W2", "nested action to root, depth 5, `/` case paths, no CasePathable (reflection)",
      operations: operations
    ) {
      for _ in 0..<operations { legacy.send(legacyAction) }
    })
  check(legacy.state.child.child.child.child.child.count == operations * 8, "W2 legacy")
  return rows + w2ClosureScopes() + w2Presented()
}

/// W2's closure-scope row: TCA 1.0's view-state scopes (`scope(state: { … })`), three chained,
/// each send followed by ten reads of the last one, as views reading several fields do.
@MainActor
func w2ClosureScopes() -> [ResultRow] {
  let operations = 100_000 / operationScale
  let store = Store(initialState: Level1.State()) { Level1() }
  let leaf =
    store
    .scope(state: { $0.child }, action: { .child($0) })
    .scope(state: { $0.child }, action: { .child($0) })
    .scope(state: { $0.child.child.child.count }, action: { .child($0) })
  var total = 0
  let row = measure(
    "W2", "send, then 10 reads through three closure scopes", operations: operations
  ) {
    for _ in 0..<operations {
      leaf.send(.child(.child(.increment)))
      for _ in 0..<10 { total &+= leaf.state }
    }
  }
  check(leaf.state == operations * 8 && total > 0, "W2 closure scopes \(leaf.state)")
  // A view state built from the parent's, as TCA 1.0's `ViewState.init` scopes did: the
  // closure formats a string.
  let viewState = store.scope(
    state: { "Count: \($0.child.child.child.child.child.count)" }, action: { $0 })
  var length = 0
  let formatted = measure(
    "W2", "send, then 10 reads of a formatted view state (closure scope)",
    operations: operations
  ) {
    for _ in 0..<operations {
      store.send(.child(.child(.child(.child(.child(.increment))))))
      for _ in 0..<10 { length &+= viewState.state.utf8.count }
    }
  }
  check(length > 0, "W2 view state")
  return [row, formatted]
}

/// W2's presentation row: sends to a child presented in `@PresentationState`.
@MainActor
func w2Presented() -> [ResultRow] {
  let operations = 100_000 / operationScale
  var rows: [ResultRow] = []
  let presenter = Store(initialState: Presenter.State()) { Presenter() }
  // Built once, as W2's nested action is: `presented` is an indirect case (TCA 1.0's shape,
  // which recursive features need), so building it allocates.
  let presented = Presenter.Action.child(.presented(.increment))
  rows.append(
    measure("W2", "send through a presented child (ifLet on $child)", operations: operations) {
      for _ in 0..<operations { presenter.send(presented) }
    })
  check(
    presenter.state.child?.count == operations * 8,
    "W2 presented \(presenter.state.child?.count ?? -1)")
  return rows
}

/// W3: 10,000 effect round trips, each `await store.send(.start).finish()`.
@MainActor
func w3() async -> [ResultRow] {
  let operations = 10_000 / operationScale
  let store = Store(initialState: Counter.State()) { Counter() }
  let result = await measureAsync("W3", "effect round trip", operations: operations) {
    for _ in 0..<operations { await store.send(.start).finish() }
  }
  check(store.state.count == operations * 8, "W3 count \(store.state.count)")
  return [result]
}

/// W4: 10,000 `await store.send(.increment) { $0.count += 1 }` on a TestStore.
@MainActor
func w4() async -> [ResultRow] {
  let operations = 10_000 / operationScale
  let store = TestStore(initialState: Counter.State()) { Counter() }
  let result = await measureAsync("W4", "TestStore send + assert", operations: operations) {
    for _ in 0..<operations { await store.send(.increment) { $0.count += 1 } }
  }
  check(store.state.count == operations * 8, "W4 count \(store.state.count)")
  return [result]
}

/// W4: `clock.advance(by: 1 s)` waking 10 effects asleep on a `TestClock` in a `TestStore`,
/// with the store's creation and the 10 `receive`s that follow. The test scheduler drains
/// between wakes instead of waiting real time (it once waited up to 50 ms per sleeper).
@MainActor
func w4Clock() async -> [ResultRow] {
  let operations = 1_000 / operationScale
  let result = await measureAsync("W4", "TestClock advance, 10 sleepers", operations: operations) {
    for _ in 0..<operations {
      let clock = TestClock()
      let store = TestStore(initialState: Sleepers.State()) {
        Sleepers()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.start)
      await clock.advance(by: .seconds(1))
      for _ in 0..<10 { await store.receive(.woke) { $0.woken += 1 } }
    }
  }
  return [result]
}

/// Ten effects that sleep one second each, then report.
struct Sleepers: Reducer {
  struct State: Equatable { var woken = 0 }
  enum Action: Equatable { case start, woke }
  @Dependency(\.continuousClock) var clock
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .merge(
        (0..<10).map { _ in
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.woke)
          }
        })
    case .woke:
      state.woken += 1
      return .none
    }
  }
}

/// W5: 100,000 row actions through the root store of a 1,000-row `forEach`, cycling ids,
/// with a case key path (`\.row`) and with TCA 1.0's `/Action.row(id:action:)`.
@MainActor
func w5() -> [ResultRow] {
  let operations = 100_000 / operationScale
  let rows = IdentifiedArrayOf<CounterRow.State>(uniqueElements: (0..<1_000).map { .init(id: $0) })
  let store = Store(initialState: CounterList.State(rows: rows)) { CounterList() }
  let result = measure("W5", "forEach row action, 1,000 rows", operations: operations) {
    for index in 0..<operations { store.send(.row(id: index % 1_000, action: .increment)) }
  }
  check(store.state.rows[id: 7]?.count == operations / 1_000 * 8, "W5 row count")
  let legacy = Store(initialState: CounterList.State(rows: rows)) { LegacyCounterList() }
  let legacyResult = measure(
    "W5", "forEach row action, 1,000 rows, `/` case path", operations: operations
  ) {
    for index in 0..<operations { legacy.send(.row(id: index % 1_000, action: .increment)) }
  }
  check(legacy.state.rows[id: 7]?.count == operations / 1_000 * 8, "W5 legacy row count")
  let reflected = Store(initialState: CounterList.State(rows: rows)) { ReflectedCounterList() }
  let reflectedResult = measure(
    "W5", "forEach row action, 1,000 rows, `/` case path, no CasePathable (reflection)",
    operations: operations
  ) {
    for index in 0..<operations { reflected.send(.row(id: index % 1_000, action: .increment)) }
  }
  check(reflected.state.rows[id: 7]?.count == operations / 1_000 * 8, "W5 reflected row count")
  return [result, legacyResult, reflectedResult]
}

/// W6: peak resident memory of 10,000 live counter stores, per store, measured in child
/// processes (one holding none, one holding 10,000) so nothing else skews it.
func w6() throws -> [ResultRow] {
  let count = 10_000
  var samples: [Double] = []
  var observed: [Double] = []
  for _ in 0..<5 {
    let empty = try childPeakKilobytes(stores: 0)
    let full = try childPeakKilobytes(stores: count)
    let read = try childPeakKilobytes(stores: count, reading: true)
    samples.append(Double(full - empty) * 1024 / Double(count))
    observed.append(Double(read - empty) * 1024 / Double(count))
  }
  return [
    row("W6", "peak RSS per live store", samples, unit: "bytes/store"),
    row(
      "W6", "peak RSS per live store, read through the store once", observed, unit: "bytes/store"),
  ]
}

/// Runs this executable in its memory-measuring mode and reads the peak it reports.
func childPeakKilobytes(stores: Int, reading: Bool = false) throws -> Int {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--memory-child", "\(stores)"] + (reading ? ["--memory-read"] : [])
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return Int(
    String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
}

/// The memory-measuring child: holds `count` stores, then prints its peak RSS in KiB.
///
/// With `reading`, each store is read through once (`store.count`) before the peak is taken,
/// so the peak includes what a read leaves behind (what the store's observers keep of it);
/// without, the stores are checked after it is taken.
@MainActor
func memoryChild(count: Int, reading: Bool) {
  var stores: [StoreOf<Counter>] = []
  stores.reserveCapacity(count)
  for _ in 0..<count { stores.append(Store(initialState: Counter.State()) { Counter() }) }
  for store in stores { store.send(.increment) }
  if reading { check(stores.allSatisfy { $0.count == 1 }, "W6 stores") }
  print(peakResidentKilobytes())
  check(stores.allSatisfy { $0.count == 1 }, "W6 stores")
  withExtendedLifetime(stores) {}
}

func peakResidentKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss) / 1024
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Int(usage.ru_maxrss)
    #endif
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
  }
  return 0
}

/// Build: wall time of a clean debug `swift build` of the main package, in a fresh copy.
func buildTime() throws -> [ResultRow] {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let copy = FileManager.default.temporaryDirectory
    .appendingPathComponent("composable-build-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.removeItem(at: copy)
  try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: copy) }
  try FileManager.default.createDirectory(
    at: copy.appendingPathComponent("Tests"), withIntermediateDirectories: true)
  // NB: The targets of the main package only: not the nested client and fixture packages
  // (the test folders with a Package.swift of their own), nor their build folders.
  let testFolders = try FileManager.default.contentsOfDirectory(
    atPath: root.appendingPathComponent("Tests").path
  ).filter {
    !FileManager.default.fileExists(
      atPath: root.appendingPathComponent("Tests/\($0)/Package.swift").path)
  }
  for item in ["Package.swift", "Sources", "Plugins"] + testFolders.map({ "Tests/\($0)" }) {
    try FileManager.default.copyItem(
      at: root.appendingPathComponent(item), to: copy.appendingPathComponent(item))
  }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swift", "build", "--package-path", copy.path]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  let start = ContinuousClock.now
  try process.run()
  process.waitUntilExit()
  let seconds = nanoseconds(ContinuousClock.now - start) / 1e9
  check(process.terminationStatus == 0, "the main package did not build")
  return [row("Build", "clean debug swift build", [seconds], unit: "s")]
}

/// W4 with an effect: 2,000 `await store.send(.start)` + `await store.receive(.done)` on a
/// TestStore, through its deterministic scheduler (the effect sends back at once).
@MainActor
func w4Effect() async -> [ResultRow] {
  let operations = 2_000 / operationScale
  let store = TestStore(initialState: Counter.State()) { Counter() }
  let result = await measureAsync("W4", "TestStore send → receive (effect)", operations: operations)
  {
    for _ in 0..<operations {
      await store.send(.start)
      await store.receive(.done) { $0.count += 1 }
    }
  }
  check(store.state.count == operations * 8, "W4 effect count \(store.state.count)")
  return [result]
}

/// W7: 1,000 row stores scoped from one list store, each observed; 2,000 sends each change
/// one row. Reports the time per change, and how many observers each change notified.
@MainActor
func w7() -> [ResultRow] {
  let operations = max(1_000, 2_000 / operationScale)
  let count = 1_000
  let rows = IdentifiedArrayOf<CounterRow.State>(uniqueElements: (0..<count).map { .init(id: $0) })
  let store = Store(initialState: CounterList.State(rows: rows)) { CounterList() }
  let rowStores = (0..<count).map { id in
    store.scope(
      state: { $0.rows[id: id] ?? CounterRow.State(id: id) },
      action: { CounterList.Action.row(id: id, action: $0) })
  }
  let notified = RowNotifications(count: count)
  func track(_ id: Int) {
    withObservationTracking {
      _ = rowStores[id].state.count
    } onChange: {
      notified.fire(id)
    }
  }
  for id in 0..<count { track(id) }
  let result = measure("W7", "one of 1,000 observed row stores changes", operations: operations) {
    for operation in 0..<operations {
      let id = operation % count
      store.send(.row(id: id, action: .increment))
      track(id)
    }
  }
  let changes = operations * 8
  check(
    notified.perRow.allSatisfy { $0 == changes / count },
    "W7: a change notified rows other than its own")
  let perChange = Double(notified.total) / Double(changes)
  return [result, row("W7", "observers notified per change", [perChange], unit: "observers")]
}

/// Counts `withObservationTracking` notifications per row.
final class RowNotifications: @unchecked Sendable {
  // NB: `@unchecked Sendable`: only touched on the main actor, where the benchmark, the store
  // and the observers' `onChange` (called from the store's send) all run.
  private(set) var perRow: [Int]
  private(set) var total = 0
  init(count: Int) { perRow = Array(repeating: 0, count: count) }
  func fire(_ id: Int) {
    perRow[id] += 1
    total += 1
  }
}
