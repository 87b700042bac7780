import Composable
import Observation
import Synchronization

/// The floors: what each workload would cost with no library at all, measured in the same
/// run as the workloads they bound. A workload's "ratio to floor" is its median over its
/// floor's (see ``floorVariant(of:)``).
enum Floor {
  static let mainActorRoundTrip = "bare main-actor task round trip"
  static let poolRoundTrip = "main → pool → main round trip"
  static let immediateRoundTrip = "Task.immediate round trip"
  static let observable = "plain @Observable, re-tracked per change"
  static let switchExtraction = "hand-written switch extraction, depth 5"
  static let keyPathRead = "WritableKeyPath read of a concrete type, then id lookup"
  static let observableRows = "1,000 plain @Observable rows observed, one changes"
  static let observableListRowChange =
    "plain @Observable list of 100,000 rows observed, a row changes"
  static let observableListAppend =
    "plain @Observable list of 100,000 rows observed (re-tracked), append"
  static let observableSharedValue = "plain @Observable value, 1,000 views re-tracked"
}

/// Every floor, each in its own row under the workload name "Floor".
@MainActor
func floors() async -> [ResultRow] {
  var rows: [ResultRow] = []
  rows += await taskFloors()
  rows.append(observableFloor())
  rows.append(switchFloor())
  rows.append(keyPathFloor())
  rows.append(observableRowsFloor())
  rows += observableListFloors()
  rows.append(observableSharedFloor())
  return rows
}

/// Whatever the floors' bodies touch, so the optimizer keeps their work.
let floorSink = Atomic<Int>(0)

/// Runs on the cooperative pool (never on the caller's actor): one hop there and one back.
@concurrent
nonisolated func onThePool() async {
  floorSink.wrappingAdd(1, ordering: .relaxed)
}

/// The three ways a main-actor caller can run code in a task and wait for it.
@MainActor
func taskFloors() async -> [ResultRow] {
  let operations = 10_000 / operationScale
  var counter = 0
  let main = await measureAsync("Floor", Floor.mainActorRoundTrip, operations: operations) {
    for _ in 0..<operations { await Task { @MainActor in counter &+= 1 }.value }
  }
  let pool = await measureAsync("Floor", Floor.poolRoundTrip, operations: operations) {
    for _ in 0..<operations { await onThePool() }
  }
  let immediate = await measureAsync("Floor", Floor.immediateRoundTrip, operations: operations) {
    for _ in 0..<operations { await Task.immediate { @MainActor in counter &+= 1 }.value }
  }
  check(counter == operations * 16, "task floors \(counter)")
  return [main, pool, immediate]
}

/// W1 observed's floor: the same counter as a plain `@Observable` class.
@Observable
@MainActor
final class PlainCounter {
  var count = 0
}

@MainActor
func observableFloor() -> ResultRow {
  let operations = 1_000_000 / operationScale
  let model = PlainCounter()
  let fired = ObservationCounter()
  let result = measure("Floor", Floor.observable, operations: operations) {
    for _ in 0..<operations {
      withObservationTracking {
        _ = model.count
      } onChange: {
        fired.fire()
      }
      model.count += 1
    }
  }
  check(fired.count == operations * 8, "observable floor fired \(fired.count)")
  return result
}

/// W2's floor: the depth-5 increment extracted by nested `switch`es and applied in place.
@MainActor
func switchFloor() -> ResultRow {
  let operations = 100_000 / operationScale
  var state = Level1.State()
  let action = depth5Increment()
  let result = measure("Floor", Floor.switchExtraction, operations: operations) {
    for _ in 0..<operations { applyBySwitch(&state, action) }
  }
  check(state.child.child.child.child.child.count == operations * 8, "switch floor")
  return result
}

@inline(never)
func applyBySwitch(_ state: inout Level1.State, _ action: Level1.Action) {
  switch action {
  case let .child(action):
    switch action {
    case let .child(action):
      switch action {
      case let .child(action):
        switch action {
        case let .child(action):
          switch action {
          case let .child(action):
            if action == .increment { state.child.child.child.child.child.count += 1 }
          }
        }
      }
    }
  }
}

/// W5's floor: the rows read through a concrete `WritableKeyPath`, the row found by id and
/// its count read.
@MainActor
func keyPathFloor() -> ResultRow {
  let operations = 100_000 / operationScale
  let rows = IdentifiedArrayOf<CounterRow.State>(uniqueElements: (0..<1_000).map { .init(id: $0) })
  var state = CounterList.State(rows: rows)
  let path = opaqueRowsPath()
  var total = 0
  state.rows[id: 7]?.count = 1
  let result = measure("Floor", Floor.keyPathRead, operations: operations) {
    for index in 0..<operations { total &+= state[keyPath: path][id: index % 1_000]?.count ?? 0 }
  }
  check(total == operations / 1_000 * 8, "key path floor \(total)")
  return result
}

@inline(never)
func opaqueRowsPath() -> WritableKeyPath<CounterList.State, IdentifiedArrayOf<CounterRow.State>> {
  \.rows
}

/// W7's floor: 1,000 plain `@Observable` rows, each observed; one changes and is re-tracked.
@Observable
@MainActor
final class PlainRow {
  var count = 0
}

@MainActor
func observableRowsFloor() -> ResultRow {
  let operations = 100_000 / operationScale
  let models = (0..<1_000).map { _ in PlainRow() }
  let fired = ObservationCounter()
  func track(_ index: Int) {
    withObservationTracking {
      _ = models[index].count
    } onChange: {
      fired.fire()
    }
  }
  for index in models.indices { track(index) }
  let result = measure("Floor", Floor.observableRows, operations: operations) {
    for operation in 0..<operations {
      let index = operation % 1_000
      models[index].count += 1
      track(index)
    }
  }
  check(fired.count == operations * 8, "observable rows floor fired \(fired.count)")
  return result
}

/// W8's floors: a plain `@Observable` list of `@Observable` rows, its list observed the way
/// W8's list view observes the store (the count and the first 20 rows, re-tracked after each
/// change it hears of): a row changes (the list is not told), and a row is appended.
@Observable
@MainActor
final class PlainList {
  var rows: [PlainRow]

  init(count: Int) {
    rows = (0..<count).map { _ in PlainRow() }
  }
}

@MainActor
func observableListFloors() -> [ResultRow] {
  let operations = 100_000 / operationScale
  let model = PlainList(count: 100_000)
  let view = TrackedView {
    floorSink.wrappingAdd(model.rows.count, ordering: .relaxed)
    for row in model.rows.prefix(20) {
      floorSink.wrappingAdd(ObjectIdentifier(row).hashValue, ordering: .relaxed)
    }
  }
  let change = measure("Floor", Floor.observableListRowChange, operations: operations) {
    for operation in 0..<operations { model.rows[operation % 100_000].count += 1 }
  }
  check(view.notifications == 0, "observable list floor: the list heard of a row")
  let appends = 10_000 / operationScale
  let append = measure("Floor", Floor.observableListAppend, operations: appends) {
    for _ in 0..<appends { model.rows.append(PlainRow()) }
  }
  check(view.notifications == appends * 8, "observable list floor heard \(view.notifications)")
  return [change, append]
}
