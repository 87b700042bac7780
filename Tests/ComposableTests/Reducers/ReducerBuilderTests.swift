import ComposableTesting
import Foundation
import Testing

@testable import Composable

@MainActor
@Suite struct ReducerBuilderTests {
  struct Log: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case go }
    let useFirst: Bool
    let extra: Bool
    let names: [String]

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.log.append("always")
        return .none
      }
      if useFirst {
        Reduce { state, _ in
          state.log.append("first")
          return .none
        }
      } else {
        Reduce { state, _ in
          state.log.append("second")
          return .none
        }
      }
      if extra {
        Reduce { state, _ in
          state.log.append("extra")
          return .none
        }
      }
      for name in names {
        Reduce { state, _ in
          state.log.append(name)
          return .none
        }
      }
    }
  }

  @Test func blocksRunInOrderWithBranchesOptionalsAndLoops() {
    let store = kindStore(initialState: Log.State()) {
      Log(useFirst: false, extra: true, names: ["a", "b"])
    }
    store.send(.go)
    #expect(store.withState(\.log) == ["always", "second", "extra", "a", "b"])
    let other = kindStore(initialState: Log.State()) {
      Log(useFirst: true, extra: false, names: [])
    }
    other.send(.go)
    #expect(other.state.log == ["always", "first"])
  }

  @Test func combineReducersGroupsForAnOperator() async {
    struct Greeting: Reducer {
      struct State: Equatable { var text = "" }
      enum Action: Equatable { case greet, greeted(String) }
      @Dependency(\.uuid) var uuid
      var body: some ReducerOf<Self> {
        CombineReducers {
          Reduce { state, action in
            switch action {
            case .greet:
              return .run { send in await send(.greeted(uuid().uuidString)) }
            case let .greeted(text):
              state.text = text
              return .none
            }
          }
        }
        .transformDependency(\.uuid) { $0 = .constant(UUID(counter: 7)) }
      }
    }
    let store = TestStore(initialState: Greeting.State()) { Greeting() }
    await store.send(.greet)
    await store.receive(.greeted("00000000-0000-0000-0000-000000000007")) {
      $0.text = "00000000-0000-0000-0000-000000000007"
    }
  }

  @Test func effectsMergeAndConcatenateWithOtherEffects() async {
    struct Steps: Reducer {
      struct State: Equatable { var log: [String] = [] }
      enum Action: Equatable { case go, step(String) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .go:
          return Effect.send(.step("a"))
            .concatenate(with: .run { send in await send(.step("b")) })
            .merge(with: .none)
        case let .step(name):
          state.log.append(name)
          return .none
        }
      }
    }
    let store = kindStore(initialState: Steps.State()) { Steps() }
    await store.send(.go).finish()
    #expect(store.state.log == ["a", "b"])
  }
}
