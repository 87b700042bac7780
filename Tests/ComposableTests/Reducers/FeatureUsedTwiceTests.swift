import ComposableTesting
import Foundation
import Testing

/// One list feature used twice in a tree: its rows' effects belong to the list they are in.
/// A change to one list never cancels the other's, as in TCA 1.0, where only the ids removed
/// from the list that changed are cancelled.
@MainActor
@Suite struct FeatureUsedTwiceTests {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var ticks = 0
    }
    enum Action: Equatable { case start, tick }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  struct List: Reducer {
    struct State: Equatable { var rows: IdentifiedArrayOf<Row.State> = [] }
    enum Action: Equatable {
      case add(Int)
      case remove(Int)
      case row(id: Int, action: Row.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .add(id): state.rows.append(Row.State(id: id))
        case let .remove(id): state.rows.remove(id: id)
        case .row: break
        }
        return .none
      }
      .forEach(\.rows, action: /Action.row(id:action:)) { Row() }
    }
  }

  struct App: Reducer {
    struct State: Equatable {
      var inbox = List.State()
      var archive = List.State()
    }
    enum Action: Equatable { case inbox(List.Action), archive(List.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.inbox, action: /Action.inbox) { List() }
      Scope(state: \.archive, action: /Action.archive) { List() }
    }
  }

  @Test func changingOneListKeepsTheOtherListsRowEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: App.State()) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.archive(.add(1))) { $0.archive.rows.append(Row.State(id: 1)) }
    await store.send(.archive(.row(id: 1, action: .start)))
    await store.send(.inbox(.add(7))) { $0.inbox.rows.append(Row.State(id: 7)) }
    await store.send(.inbox(.row(id: 7, action: .start)))
    // Removing the inbox's row 7 cancels its effects, and only its: the archive's row 1 goes
    // on ticking.
    await store.send(.inbox(.remove(7))) { $0.inbox.rows = [] }
    await clock.advance(by: .seconds(1))
    await store.receive(.archive(.row(id: 1, action: .tick))) { $0.archive.rows[id: 1]?.ticks = 1 }
    await store.send(.archive(.remove(1))) { $0.archive.rows = [] }
    await clock.advance(by: .seconds(5))
  }

  /// The same rows' ids in both lists: each list's rows are still their own.
  @Test func theSameIdInBothListsIsTwoRows() async {
    let clock = TestClock()
    let store = TestStore(initialState: App.State()) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.archive(.add(1))) { $0.archive.rows.append(Row.State(id: 1)) }
    await store.send(.inbox(.add(1))) { $0.inbox.rows.append(Row.State(id: 1)) }
    await store.send(.archive(.row(id: 1, action: .start)))
    await store.send(.inbox(.row(id: 1, action: .start)))
    await store.send(.inbox(.remove(1))) { $0.inbox.rows = [] }
    await clock.advance(by: .seconds(1))
    await store.receive(.archive(.row(id: 1, action: .tick))) { $0.archive.rows[id: 1]?.ticks = 1 }
    await store.send(.archive(.remove(1))) { $0.archive.rows = [] }
    await clock.advance(by: .seconds(5))
  }
}
