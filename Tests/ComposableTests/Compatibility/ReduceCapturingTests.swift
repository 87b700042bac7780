import ComposableTesting
import Foundation
import Testing

@testable import Composable

/// `Reduce` closures that capture local state, as TCA 1.0's tests and many users' tests write
/// them: the closure is main-actor isolated, so it may capture a test's `var`.
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

  @Test func aCallOffTheMainActorDoesNotRunTheClosureAndSaysWhy() async {
    let ran = LockIsolated(false)
    let reducer = Reduce<Int, Int> { state, action in
      ran.setValue(true)
      state += action
      return .none
    }
    let messages = await collectDiagnostics {
      let result = await Self.foldOffTheMainActor(reducer, action: 1)
      #expect(result == 0)
    }
    #expect(!ran.value)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("called off the main actor, outside any store") == true)
    #expect(messages.first?.contains("mark the test \"@MainActor\"") == true)
  }

  /// Runs on the cooperative pool (a `nonisolated` async function), as a `nonisolated` test.
  nonisolated static func foldOffTheMainActor(_ reducer: Reduce<Int, Int>, action: Int) async
    -> Int
  {
    var state = 0
    _ = reducer.reduce(into: &state, action: action)
    return state
  }
}
