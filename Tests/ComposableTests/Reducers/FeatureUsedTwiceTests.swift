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
    tickingStore(App.State(), App(), clock)
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

  /// Two lists of one feature, each run by the same `forEach`, written once in a helper: one
  /// source location, two operators.
  struct TwoLists: Reducer {
    struct State: Equatable {
      var today: IdentifiedArrayOf<Ticker.State> = []
      var later: IdentifiedArrayOf<Ticker.State> = []
    }
    enum Action: Equatable {
      case addToday(Int), removeToday(Int), addLater(Int), removeLater(Int)
      case today(id: Int, action: Ticker.Action)
      case later(id: Int, action: Ticker.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .addToday(id): state.today.append(Ticker.State(id: id))
        case let .removeToday(id): state.today.remove(id: id)
        case let .addLater(id): state.later.append(Ticker.State(id: id))
        case let .removeLater(id): state.later.remove(id: id)
        case .today, .later: break
        }
        return .none
      }
      .tickers(\.today, action: /Action.today(id:action:))
      .tickers(\.later, action: /Action.later(id:action:))
    }
  }

  @Test func anOperatorWrittenOnceInAHelperKeepsEachListsEffects() async {
    let clock = TestClock()
    let store = tickingStore(TwoLists.State(), TwoLists(), clock)
    await store.send(.addLater(1)) { $0.later.append(Ticker.State(id: 1)) }
    await store.send(.later(id: 1, action: .start))
    await store.send(.addToday(7)) { $0.today.append(Ticker.State(id: 7)) }
    await store.send(.removeToday(7)) { $0.today = [] }
    await clock.advance(by: .seconds(1))
    await store.receive(.later(id: 1, action: .tick)) { $0.later[id: 1]?.ticks = 1 }
    await store.send(.removeLater(1)) { $0.later = [] }
  }
}

/// Operator identities that must stay apart (found by review): unchained operators of one
/// reducer type, a scope over the whole state, two scopes under one parent action case.
@MainActor
@Suite struct OperatorIdentityTests {
  typealias List = ForEachReducerTests.List

  /// Two `forEach`s in separate statements: the same reducer type, different operators.
  struct SideBySide: Reducer {
    struct State: Equatable {
      var left: IdentifiedArrayOf<Ticker.State> = []
      var right: IdentifiedArrayOf<Ticker.State> = []
    }
    enum Action: Equatable {
      case addLeft(Int), addRight(Int), removeRight(Int)
      case left(id: Int, action: Ticker.Action)
      case right(id: Int, action: Ticker.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .addLeft(id) = action { state.left.append(Ticker.State(id: id)) }
        return .none
      }
      .forEach(\.left, action: /Action.left(id:action:)) { Ticker() }
      Reduce { state, action in
        switch action {
        case let .addRight(id): state.right.append(Ticker.State(id: id))
        case let .removeRight(id): state.right.remove(id: id)
        default: break
        }
        return .none
      }
      .forEach(\.right, action: /Action.right(id:action:)) { Ticker() }
    }
  }

  @Test func unchainedOperatorsOfOneTypeKeepTheirOwnEffects() async {
    let clock = TestClock()
    let store = tickingStore(SideBySide.State(), SideBySide(), clock)
    await store.send(.addRight(1)) { $0.right.append(Ticker.State(id: 1)) }
    await store.send(.right(id: 1, action: .start))
    await store.send(.addLeft(5)) { $0.left.append(Ticker.State(id: 5)) }
    await clock.advance(by: .seconds(1))
    await store.receive(.right(id: 1, action: .tick)) { $0.right[id: 1]?.ticks = 1 }
    await store.send(.removeRight(1)) { $0.right = [] }
  }

  /// `Scope(state: \.self, action: /.self)`: every parent case reaches the child, and a row's
  /// start and its removal must still name the same namespace.
  struct WholeScope: Reducer {
    var body: some ReducerOf<List> {
      Scope(state: \.self, action: /List.Action.self) { List() }
    }
  }

  @Test func aScopeOverTheWholeStateStillCancelsRemovedRows() async {
    let clock = TestClock()
    let store = tickingStore(List.State(), WholeScope(), clock)
    await store.send(.add(1)) { $0.rows.append(Ticker.State(id: 1)) }
    await store.send(.row(id: 1, action: .start))
    await store.send(.remove(1)) { $0.rows = [] }
    await clock.advance(by: .seconds(3))
  }

  /// Two scopes whose actions share one parent case (`.lists(.a)`, `.lists(.b)`).
  struct Nested: Reducer {
    struct State: Equatable {
      var a = List.State()
      var b = List.State()
    }
    enum Lists: Equatable { case a(List.Action), b(List.Action) }
    enum Action: Equatable { case lists(Lists) }
    var body: some ReducerOf<Self> {
      Scope(
        state: \.a,
        action: AnyCasePath<Action, List.Action>(
          embed: { .lists(.a($0)) },
          extract: { if case let .lists(.a(action)) = $0 { action } else { nil } })
      ) { List() }
      Scope(
        state: \.b,
        action: AnyCasePath<Action, List.Action>(
          embed: { .lists(.b($0)) },
          extract: { if case let .lists(.b(action)) = $0 { action } else { nil } })
      ) { List() }
    }
  }

  @Test func twoScopesUnderOneParentCaseKeepTheirOwnEffects() async {
    let clock = TestClock()
    let store = tickingStore(Nested.State(), Nested(), clock)
    await store.send(.lists(.a(.add(1)))) { $0.a.rows.append(Ticker.State(id: 1)) }
    await store.send(.lists(.b(.add(1)))) { $0.b.rows.append(Ticker.State(id: 1)) }
    await store.send(.lists(.b(.row(id: 1, action: .start))))
    await store.send(.lists(.a(.remove(1)))) { $0.a.rows = [] }
    await clock.advance(by: .seconds(1))
    await store.receive(.lists(.b(.row(id: 1, action: .tick)))) { $0.b.rows[id: 1]?.ticks = 1 }
    await store.send(.lists(.b(.remove(1)))) { $0.b.rows = [] }
  }
}

extension Reducer {
  /// Runs a `Ticker` on each row of `rows`: one `forEach`, however many lists use it.
  fileprivate func tickers(
    _ rows: WritableKeyPath<State, IdentifiedArrayOf<Ticker.State>> & Sendable,
    action: AnyCasePath<Action, (Int, Ticker.Action)>
  ) -> some Reducer<State, Action> {
    forEach(rows, action: action) { Ticker() }
  }
}

/// A test store of `feature` whose `continuousClock` is `clock` (the rows' timers run on it).
@MainActor
func tickingStore<R: Reducer>(
  _ state: R.State, _ feature: R, _ clock: TestClock
) -> TestStoreOf<R> where R.State: Equatable {
  TestStore(initialState: state) {
    feature
  } withDependencies: {
    $0.continuousClock = clock
  }
}
