import Composable
import ComposableTesting
import Testing

// `@Reducer` marks a struct's `var body` with `@ReducerBuilder`, as TCA's macro does: a body
// of several reducers, written with no attribute, is built.

@Reducer
struct MacroTwoCounters {
  @ObservableState
  struct State: Equatable, Sendable {
    var first = MacroCounter.State()
    var second = MacroCounter.State()
    var total = 0
  }
  enum Action: Equatable, Sendable {
    case first(MacroCounter.Action)
    case second(MacroCounter.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.first, action: \.first) { MacroCounter() }
    Scope(state: \.second, action: \.second) { MacroCounter() }
    Reduce { state, _ in
      state.total = state.first.count + state.second.count
      return .none
    }
  }
}

@Reducer
struct MacroWrittenBuilder {
  @ObservableState
  struct State: Equatable, Sendable {
    var count = 0
    // A string ending in an interpolation (the macros' reader once read past its quote).
    var title: String { "Count: \(count)" }
  }
  enum Action: Equatable, Sendable {
    case tapped
    var label: String { "tapped\(1)" }
  }
  // Written by hand: the macro adds no second builder (two would not compile).
  @ReducerBuilder<State, Action>
  var body: some ReducerOf<Self> {
    EmptyReducer()
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@MainActor @Suite struct MacroBodyTests {
  @Test func aBodyOfSeveralReducersIsBuilt() async {
    let store = TestStore(initialState: MacroTwoCounters.State()) { MacroTwoCounters() }
    await store.send(.first(.incrementTapped)) {
      $0.first.count = 1
      $0.total = 1
    }
    await store.send(.second(.incrementTapped)) {
      $0.second.count = 1
      $0.total = 2
    }
  }

  @Test func aWrittenBuilderIsKept() async {
    let store = TestStore(initialState: MacroWrittenBuilder.State()) { MacroWrittenBuilder() }
    await store.send(.tapped) { $0.count = 1 }
  }
}
