import ComposableTesting
import Testing

@MainActor
@Suite struct ForEachReducerTests {
  struct List: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Ticker.State> = []
    }
    enum Action: Equatable {
      case row(id: Int, action: Ticker.Action)
      case add(Int)
      case remove(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .add(id): state.rows.append(Ticker.State(id: id))
        case let .remove(id): state.rows.remove(id: id)
        case .row: break
        }
        return .none
      }
      .forEach(\.rows, action: /Action.row(id:action:)) { Ticker() }
    }
  }

  @Test func routesByIDAndCancelsRemovedRowsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: List.State()) {
      List()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.add(1)) { $0.rows = [Ticker.State(id: 1)] }
    await store.send(.add(2)) { $0.rows.append(Ticker.State(id: 2)) }
    await store.send(.row(id: 1, action: .start))
    await store.send(.row(id: 2, action: .start))
    await clock.advance(by: .seconds(1))
    await store.receive(.row(id: 1, action: .tick)) { $0.rows[id: 1]?.ticks = 1 }
    await store.receive(.row(id: 2, action: .tick)) { $0.rows[id: 2]?.ticks = 1 }
    await store.send(.remove(1)) { $0.rows.remove(id: 1) }
    await clock.advance(by: .seconds(1))
    // Only row 2's timer is still running.
    await store.receive(.row(id: 2, action: .tick)) { $0.rows[id: 2]?.ticks = 2 }
    await store.send(.remove(2)) { $0.rows = [] }
    await clock.advance(by: .seconds(5))
  }

  @Test func sameCancelIDInTwoRowsIsTwoEffects() async {
    struct Row: Reducer {
      struct State: Equatable, Identifiable { var id: Int }
      enum Action: Equatable { case start, stop, done }
      enum CancelID { case work }
      @Dependency(\.continuousClock) var clock
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.done)
          }
          .cancellable(id: CancelID.work)
        case .stop:
          return .cancel(id: CancelID.work)
        case .done:
          return .none
        }
      }
    }
    struct Rows: Reducer {
      struct State: Equatable {
        var rows: IdentifiedArrayOf<Row.State> = [.init(id: 1), .init(id: 2)]
      }
      enum Action: Equatable { case row(id: Int, action: Row.Action) }
      var body: some ReducerOf<Self> {
        EmptyReducer().forEach(\.rows, action: /Action.row(id:action:)) { Row() }
      }
    }
    let clock = TestClock()
    let store = TestStore(initialState: Rows.State()) {
      Rows()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.row(id: 1, action: .start))
    await store.send(.row(id: 2, action: .start))
    await store.send(.row(id: 1, action: .stop))
    await clock.advance(by: .seconds(1))
    await store.receive(.row(id: 2, action: .done))
  }

  @Test func actionForMissingIDIsADiagnostic() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: List.State()) { List() }
      await store.send(.row(id: 9, action: .tick))
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("A \"forEach\" at \"ComposableTests/ForEachReducerTests.swift:")
        == true)
    #expect(messages.first?.contains("missing (no element with id 9)") == true)
  }
}
