import ComposableTesting
import Foundation
import Testing

@testable import Composable

/// `Reduce` closures that capture local state, as TCA 1.0's tests and many users' tests write
/// them: the closure is a plain closure, so it may capture a test's `var`, and Swift keeps it
/// where it was made (`Scripts/test-reduce-isolation.sh` checks what does not compile).
@MainActor
@Suite struct ReduceCapturingTests {
  @Test func aReduceClosureCapturesALocalVariable() async {
    var handled: [String] = []
    let store = TestStore(initialState: 0) {
      Reduce<Int, String> { state, action in
        handled.append(action)
        state += 1
        return .none
      }
    }
    await store.send("a") { $0 = 1 }
    await store.send("b") { $0 = 2 }
    #expect(handled == ["a", "b"])
  }

  @Test func aReduceClosureCapturesAClassInstance() {
    final class Log { var entries: [Int] = [] }
    let log = Log()
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        log.entries.append(action)
        state += action
        return .none
      }
    }
    store.send(2)
    store.send(3)
    #expect(log.entries == [2, 3])
    #expect(store.state == 5)
  }

  @Test func theClosureRunsOnTheMainActorInsideAStore() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        // Traps if a store ever ran the closure anywhere else.
        MainActor.preconditionIsolated()
        state += 1
        return .none
      }
    }
    store.send(())
    #expect(store.state == 1)
  }

  @Test func aFoldByHandOnTheMainActorRunsTheClosure() {
    var state = 0
    let reducer = Reduce<Int, Int> { state, action in
      state += action
      return .none
    }
    _ = reducer.reduce(into: &state, action: 4)
    #expect(state == 4)
  }

  @Test func aReduceThatCapturesNothingIsolatedRunsOffTheMainActor() async {
    // Made in a nonisolated function, so its region is disconnected and it may be sent.
    let reducer = Self.counting()
    let result = await Self.foldOffTheMainActor(reducer, action: 3)
    #expect(result == 3)
  }

  @Test func aReducerWhoseBodyUsesMainActorStateRunsInAMainActorStore() {
    @MainActor final class Model { var seen: [Int] = [] }
    @MainActor struct Feature: @MainActor Reducer {
      typealias State = Int
      typealias Action = Int
      let model: Model
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          model.seen.append(action)
          state += action
          return .none
        }
      }
    }
    let model = Model()
    let store = Store(initialState: 0) { Feature(model: model) }
    store.send(1)
    store.send(2)
    #expect(model.seen == [1, 2])
    #expect(store.state == 3)
  }

  nonisolated static func counting() -> Reduce<Int, Int> {
    Reduce { state, action in
      state += action
      return .none
    }
  }

  /// Runs on the cooperative pool (a `nonisolated` async function), as a `nonisolated` test;
  /// `sending`, so only a reducer that holds nothing of its caller's isolation gets here.
  nonisolated static func foldOffTheMainActor(
    _ reducer: sending Reduce<Int, Int>, action: Int
  ) async -> Int {
    #expect(!Thread.isMainThread)
    var state = 0
    _ = reducer.reduce(into: &state, action: action)
    return state
  }
}
