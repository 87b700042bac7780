import Composable
import Observation

/// W8's list: rows, and two fields, read the way views read them.
struct WatchedList: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<CounterRow.State>
    var count = 0
    var text = ""
  }
  enum Action {
    case rows(IdentifiedActionOf<CounterRow>)
    case append(Int)
    case increment
    case setText(String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .append(id): state.rows.append(CounterRow.State(id: id))
      case .increment: state.count += 1
      case let .setText(text): state.text = text
      case .rows: break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { CounterRow() }
  }

  static func rows(_ count: Int) -> State {
    State(rows: IdentifiedArray(uniqueElements: (0..<count).map { CounterRow.State(id: $0) }))
  }
}

/// W8's baseline: row actions at 1,000 rows with nobody watching (`--filter W8-unwatched`
/// runs it alone, to profile it).
@MainActor
func w8Unwatched(size: Int = 1_000) -> ResultRow {
  let operations = 100_000 / operationScale
  let unwatched = Store(initialState: WatchedList.rows(size)) { WatchedList() }
  return measure(
    "W8", "row action, \(size.formatted()) rows, nobody watching", operations: operations
  ) {
    for index in 0..<operations {
      unwatched.send(.rows(.element(id: index % size, action: .increment)))
    }
  }
}

/// W8's row action at 100,000 rows with the list view watching, alone
/// (`--filter W8-watched`), to profile it.
@MainActor
func w8Watched() -> ResultRow {
  let operations = 100_000 / operationScale
  let store = Store(initialState: WatchedList.rows(100_000)) { WatchedList() }
  let view = listView(of: store)
  let result = measure("W8", "row action, 100,000 rows, list view watching", operations: operations)
  {
    for index in 0..<operations {
      store.send(.rows(.element(id: index % 100_000, action: .increment)))
    }
  }
  check(view.notifications == 0, "W8: the list view heard of row contents")
  return result
}

/// W8's re-tracked field change alone (`--filter W8-field`), to profile it.
@MainActor
func w8Field() -> ResultRow {
  let fields = 1_000_000 / operationScale
  let store = Store(initialState: Form.State()) { Form() }
  let fired = ObservationCounter()
  // NB: Tracked before each change, as the floor does (and as SwiftUI does: it tracks again
  // when it renders, not from inside the change).
  let result = measure("W8", "field changes, a view reads it (re-tracked)", operations: fields) {
    for _ in 0..<fields {
      _ = withObservationTracking {
        floorSink.wrappingAdd(store.count, ordering: .relaxed)
      } onChange: {
        fired.fire()
      }
      store.send(.increment)
    }
  }
  check(fired.count == fields * 8, "W8: the count view missed a change (\(fired.count))")
  return result
}

/// W8's form: two fields, one read by a view while the other changes.
struct Form: Reducer {
  struct State: Equatable {
    var count = 0
    var text = ""
  }
  enum Action {
    case increment
    case setText(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case let .setText(text): state.text = text
    }
    return .none
  }
}

/// A view tracked with `withObservationTracking`, tracking again after each change it hears
/// of (what SwiftUI does), counting its notifications.
@MainActor
final class TrackedView {
  private(set) var notifications = 0
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  private func track() {
    withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.notifications += 1
        self.track()
      }
    }
  }
}

/// The list view of W8: it reads the row stores' collection, its count and the ids of the
/// 20 rows on screen, never a row's contents.
@MainActor
func listView(of store: StoreOf<WatchedList>) -> TrackedView {
  TrackedView {
    let rows = store.scope(state: \.rows, action: \.rows)
    floorSink.wrappingAdd(rows.count, ordering: .relaxed)
    for id in rows.ids.prefix(20) { floorSink.wrappingAdd(id, ordering: .relaxed) }
  }
}

/// W8: observation that costs what changed. Row actions and appends at 1,000 and 100,000
/// rows while a list view watches; a view reading one field while another changes, and one
/// reading the field that changes; and how many notifications each observer received.
@MainActor
func w8() -> [ResultRow] {
  var rows = [w8Unwatched(), w8Unwatched(size: 100_000)]
  let operations = 100_000 / operationScale

  for size in [1_000, 100_000] {
    let store = Store(initialState: WatchedList.rows(size)) { WatchedList() }
    let view = listView(of: store)
    rows.append(
      measure(
        "W8", "row action, \(size.formatted()) rows, list view watching", operations: operations
      ) {
        for index in 0..<operations {
          store.send(.rows(.element(id: index % size, action: .increment)))
        }
      })
    check(view.notifications == 0, "W8: the list view heard of row contents")
    rows.append(
      row(
        "W8", "list view notifications per row action, \(size.formatted()) rows",
        [Double(view.notifications) / Double(operations * 8)], unit: "notifications"))
  }

  let appends = 10_000 / operationScale
  for size in [1_000, 100_000] {
    var heard: [Double] = []
    rows.append(
      measure(
        "W8", "append, \(size.formatted()) rows, list view watching", operations: appends,
        setup: {
          let store = Store(initialState: WatchedList.rows(size)) { WatchedList() }
          return (store, listView(of: store))
        }
      ) { store, view in
        for id in size..<(size + appends) { store.send(.append(id)) }
        heard.append(Double(view.notifications) / Double(appends))
      })
    check(heard.allSatisfy { $0 == 1 }, "W8: the list view heard \(heard) per append")
    rows.append(
      row(
        "W8", "list view notifications per append, \(size.formatted()) rows", heard,
        unit: "notifications"))
  }

  let fields = 1_000_000 / operationScale
  let store = Store(initialState: Form.State()) { Form() }
  let countView = TrackedView { floorSink.wrappingAdd(store.count, ordering: .relaxed) }
  rows.append(
    measure("W8", "field changes, a view reads another field", operations: fields) {
      for index in 0..<fields { store.send(.setText(index.isMultiple(of: 2) ? "a" : "b")) }
    })
  check(countView.notifications == 0, "W8: the count view heard of the text")
  rows.append(
    row("W8", "notifications of a view reading another field", [0], unit: "notifications"))
  rows.append(w8Field())
  rows.append(
    row("W8", "notifications of a view reading the field, per change", [1], unit: "notifications"))
  return rows
}
