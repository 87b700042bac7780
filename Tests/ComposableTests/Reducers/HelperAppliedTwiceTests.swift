import ComposableTesting
import Testing

/// An operator written once in a helper and applied to two children of one parent, each on a
/// base of the same type (found by review: the two were one operator to the effects' bookkeeping,
/// so a change to one list cancelled the other list's row effects, and a test that forgot a
/// running timer passed). The parent state's key path tells them apart.
@MainActor
@Suite struct HelperAppliedTwiceTests {
  struct Lists: Reducer {
    struct State: Equatable {
      var today: IdentifiedArrayOf<Ticker.State> = []
      var later: IdentifiedArrayOf<Ticker.State> = []
    }
    enum Action: Equatable {
      case addToday(Int), removeLater(Int)
      case today(id: Int, action: Ticker.Action)
      case later(id: Int, action: Ticker.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .addToday(id) = action { state.today.append(Ticker.State(id: id)) }
        return .none
      }
      .rowsOfTickers(\.today, action: /Action.today(id:action:))
      Reduce { state, action in
        if case let .removeLater(id) = action { state.later.remove(id: id) }
        return .none
      }
      .rowsOfTickers(\.later, action: /Action.later(id:action:))
    }
  }

  @Test func aChangeToOneListKeepsTheOtherListsRowEffects() async {
    let clock = TestClock()
    let store = tickingStore(Lists.State(later: [Ticker.State(id: 2)]), Lists(), clock)
    await store.send(.later(id: 2, action: .start))
    await store.send(.addToday(1)) { $0.today.append(Ticker.State(id: 1)) }
    await clock.advance(by: .seconds(1))
    await store.receive(.later(id: 2, action: .tick)) { $0.later[id: 2]?.ticks = 1 }
    await store.send(.removeLater(2)) { $0.later = [] }
  }

  /// The same, unasserted: the timer left running must fail the test.
  @Test func aForgottenTimerInTheOtherListFails() async {
    let messages = await failureMessages {
      let clock = TestClock()
      let store = tickingStore(Lists.State(later: [Ticker.State(id: 2)]), Lists(), clock)
      await store.send(.later(id: 2, action: .start))
      await store.send(.addToday(1)) { $0.today.append(Ticker.State(id: 1)) }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("still running") == true)
  }

  struct Rows: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Ticker.State> = []
    }
    enum Action: Equatable {
      case add(Int)
      case row(id: Int, action: Ticker.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .add(id) = action { state.rows.append(Ticker.State(id: id)) }
        return .none
      }
      .forEach(\.rows, action: /Action.row(id:action:)) { Ticker() }
    }
  }

  /// Two cases of an enum, each a list, scoped through one helper (found by review: the two
  /// Scopes were one operator, so a change to `b`'s list cancelled what `a`'s rows left running).
  struct Modes: Reducer {
    enum State: Equatable {
      case a(Rows.State)
      case b(Rows.State)
    }
    enum Action: Equatable {
      case showB
      case a(Rows.Action)
      case b(Rows.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .showB = action { state = .b(Rows.State()) }
        return .none
      }
      rowsOfCase(/State.a, action: /Action.a)
      rowsOfCase(/State.b, action: /Action.b)
    }
  }

  /// `a`'s row timer, left running when the state moved to `b`, is still running at the end
  /// of the test, whatever `b`'s list did: the test must fail, as in TCA.
  @Test func aTimerLeftInAnotherCaseIsNotCancelledByThisCasesList() async {
    let messages = await failureMessages {
      let clock = TestClock()
      let store = tickingStore(
        Modes.State.a(Rows.State(rows: [Ticker.State(id: 1)])), Modes(), clock)
      await store.send(.a(.row(id: 1, action: .start)))
      await store.send(.showB) { $0 = .b(Rows.State()) }
      await store.send(.b(.add(2))) { $0 = .b(Rows.State(rows: [Ticker.State(id: 2)])) }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("still running") == true)
  }

  /// The same with a state whose mirror is its own (no case in it, as Testing.md suggests for
  /// hiding fields): the child action's case tells the two apart (found by review: both were
  /// one operator again).
  struct MirroredModes: Reducer {
    enum State: Equatable, CustomReflectable {
      case a(Rows.State)
      case b(Rows.State)
      var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
    }
    enum Action: Equatable {
      case showB
      case a(Rows.Action)
      case b(Rows.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .showB = action { state = .b(Rows.State()) }
        return .none
      }
      rowsOfCase(
        AnyCasePath(
          embed: { .a($0) }, extract: { if case let .a(rows) = $0 { rows } else { nil } }),
        action: /Action.a)
      rowsOfCase(
        AnyCasePath(
          embed: { .b($0) }, extract: { if case let .b(rows) = $0 { rows } else { nil } }),
        action: /Action.b)
    }
  }

  @Test func aTimerLeftInAnotherCaseOfAMirroredStateIsNotCancelled() async {
    let messages = await failureMessages {
      let clock = TestClock()
      let store = tickingStore(
        MirroredModes.State.a(Rows.State(rows: [Ticker.State(id: 1)])), MirroredModes(), clock)
      await store.send(.a(.row(id: 1, action: .start)))
      await store.send(.showB) { $0 = .b(Rows.State()) }
      await store.send(.b(.add(2))) { $0 = .b(Rows.State(rows: [Ticker.State(id: 2)])) }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("still running") == true)
  }

  struct Sheets: Reducer {
    struct State: Equatable {
      @PresentationState var first: Ticker.State?
      @PresentationState var second: Ticker.State?
    }
    enum Action: Equatable {
      case closeFirst
      case first(PresentationAction<Ticker.Action>)
      case second(PresentationAction<Ticker.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .closeFirst = action { state.first = nil }
        return .none
      }
      .presentedTicker(\.$first, action: /Action.first)
      Reduce { _, _ in .none }
        .presentedTicker(\.$second, action: /Action.second)
    }
  }

  @Test func dismissingOneSheetKeepsTheOthersEffects() async {
    let clock = TestClock()
    let store = tickingStore(
      Sheets.State(first: Ticker.State(), second: Ticker.State()), Sheets(), clock)
    await store.send(.second(.presented(.start)))
    await store.send(.closeFirst) { $0.first = nil }
    await clock.advance(by: .seconds(1))
    await store.receive(.second(.presented(.tick))) { $0.second?.ticks = 1 }
    await store.send(.second(.dismiss)) { $0.second = nil }
  }
}

/// One `Scope` on an enum case, applied to each case.
private func rowsOfCase<State, Action>(
  _ toCase: AnyCasePath<State, HelperAppliedTwiceTests.Rows.State>,
  action: AnyCasePath<Action, HelperAppliedTwiceTests.Rows.Action>
) -> Scope<State, Action, HelperAppliedTwiceTests.Rows> {
  Scope(state: toCase, action: action) { HelperAppliedTwiceTests.Rows() }
}

extension Reducer {
  /// A `Ticker` per row of `rows`: one `forEach`, applied to each list.
  fileprivate func rowsOfTickers(
    _ rows: WritableKeyPath<State, IdentifiedArrayOf<Ticker.State>> & Sendable,
    action: AnyCasePath<Action, (Int, Ticker.Action)>
  ) -> some Reducer<State, Action> {
    forEach(rows, action: action) { Ticker() }
  }

  /// A presented `Ticker`: one `ifLet`, applied to each sheet.
  fileprivate func presentedTicker(
    _ sheet: WritableKeyPath<State, PresentationState<Ticker.State>> & Sendable,
    action: AnyCasePath<Action, PresentationAction<Ticker.Action>>
  ) -> some Reducer<State, Action> {
    ifLet(sheet, action: action) { Ticker() }
  }
}
