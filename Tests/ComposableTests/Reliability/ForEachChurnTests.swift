import Composable
import Testing

@testable import Composable

/// A list built, churned and emptied one row per action costs a bounded number of id
/// operations per action, whatever its length: counted (hashes and comparisons of ids), not
/// timed.
@MainActor
@Suite struct ForEachChurnTests {
  /// An id that counts how often it is hashed or compared.
  struct ChurnID: Hashable, Sendable {
    static let operations = LockIsolated(0)
    let value: Int

    static func == (lhs: Self, rhs: Self) -> Bool {
      operations.withLock { $0 += 1 }
      return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
      Self.operations.withLock { $0 += 1 }
      hasher.combine(value)
    }
  }

  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable { let id: ChurnID }
    enum Action: Equatable, Sendable { case hold }
    let probe: HoldProbe

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { [probe] _ in await probe.hold() }
    }
  }

  struct List: Reducer {
    struct State: Equatable, Sendable { var rows: IdentifiedArrayOf<Row.State> = [] }
    enum Action: Equatable, Sendable {
      case add(Int), removeLast, removeFirst
      case rows(id: ChurnID, action: Row.Action)
    }
    let probe: HoldProbe

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .add(n): state.rows.append(Row.State(id: ChurnID(value: n)))
        case .removeLast: state.rows.removeLast()
        case .removeFirst: state.rows.removeFirst()
        case .rows: break
        }
        return .none
      }
      .forEach(\.rows, action: /Action.rows(id:action:)) { Row(probe: probe) }
    }
  }

  /// The operations per action of `count` actions.
  func operationsPerAction(_ count: Int, _ body: () -> Void) -> Double {
    ChurnID.operations.withLock { $0 = 0 }
    body()
    return Double(ChurnID.operations.current) / Double(count)
  }

  @Test func buildingChurningAndEmptyingIsLinear() async {
    let probe = HoldProbe()
    let store = Store(initialState: List.State()) { List(probe: probe) }
    let rows = 2_000
    // The first row runs an effect until it is removed: the sweep for removed rows has
    // something to look at on every removal.
    store.send(.add(0))
    store.send(.rows(id: ChurnID(value: 0), action: .hold))
    #expect(await eventually { probe.started.isFired })

    let adding = operationsPerAction(rows) {
      for n in 1...rows { store.send(.add(n)) }
    }
    let churning = operationsPerAction(rows) {
      for n in 1...rows / 2 {
        store.send(.removeLast)
        store.send(.add(rows + n))
      }
    }
    let emptying = operationsPerAction(rows) {
      for _ in 1...rows { store.send(.removeLast) }
    }
    // A few hashes per action (the insertion and the index's growth, amortized); an O(n)
    // diff of the ids would be thousands at this length.
    #expect(adding <= 16, "\(adding) id operations per added row")
    #expect(churning <= 16, "\(churning) id operations per action of churn")
    #expect(emptying <= 16, "\(emptying) id operations per removed row")
    #expect(store.state.rows.ids == [ChurnID(value: 0)])
    #expect(!probe.cancelled.isFired, "the first row's effect is still running")

    // Removing the row cancels its effect.
    store.send(.removeFirst)
    #expect(await eventually { probe.cancelled.isFired }, "the removed row's effect runs on")
  }
}
