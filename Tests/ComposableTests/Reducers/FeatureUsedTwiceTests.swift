import ComposableTesting
import Foundation
import Testing

/// One list feature used twice in a tree: its rows' effects belong to the list they are in.
/// A change to one list never cancels the other's, as in TCA 1.0, where only the ids removed
/// from the list that changed are cancelled.
@MainActor
@Suite struct FeatureUsedTwiceTests {
  /// The list of `Ticker` rows of ForEachReducerTests, used twice.
  typealias List = ForEachReducerTests.List

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

  func makeStore(_ clock: TestClock) -> TestStoreOf<App> {
    TestStore(initialState: App.State()) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func changingOneListKeepsTheOtherListsRowEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.archive(.add(1))) { $0.archive.rows.append(Ticker.State(id: 1)) }
    await store.send(.archive(.row(id: 1, action: .start)))
    await store.send(.inbox(.add(7))) { $0.inbox.rows.append(Ticker.State(id: 7)) }
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
    let store = makeStore(clock)
    await store.send(.archive(.add(1))) { $0.archive.rows.append(Ticker.State(id: 1)) }
    await store.send(.inbox(.add(1))) { $0.inbox.rows.append(Ticker.State(id: 1)) }
    await store.send(.archive(.row(id: 1, action: .start)))
    await store.send(.inbox(.row(id: 1, action: .start)))
    await store.send(.inbox(.remove(1))) { $0.inbox.rows = [] }
    await clock.advance(by: .seconds(1))
    await store.receive(.archive(.row(id: 1, action: .tick))) { $0.archive.rows[id: 1]?.ticks = 1 }
    await store.send(.archive(.remove(1))) { $0.archive.rows = [] }
    await clock.advance(by: .seconds(5))
  }
}
