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

/// The run-time check of where a `Reduce` was made (issue 44): Swift 6 keeps a `Reduce` made
/// on an actor in that actor's region at compile time; Swift 5 mode does not check where a
/// value goes, and there the check refuses it. The tests smuggle one out by hand, as Swift 5
/// mode would let them.
@Suite struct ReduceMadeOnAnActorTests {
  @MainActor @Test func aTestsReduceFoldedOffTheMainActorIsNotRunAndSaysWhereItWasMade() async {
    var handled: [Int] = []
    let line = #line + 2
    let box = Smuggled(
      Reduce { _, action in
        handled.append(action)
        return .none
      })
    let messages = await collectDiagnostics {
      await Self.foldOffTheMainActor(box)
    }
    #expect(handled.isEmpty)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains(
        "made on the main actor at ReduceCapturingTests.swift:\(line) was called off the main actor"
      ) == true, "\(messages)")
    #expect(messages.first?.contains("mark the test \"@MainActor\"") == true)
  }

  /// An actor of the test's own, whose state a `Reduce` made on it captures.
  actor Counter {
    var seen: [Int] = []
    func smuggledReducer() -> Smuggled {
      Smuggled(
        Reduce { _, action in
          self.seen.append(action)
          return .none
        })
    }
  }

  @MainActor @Test func aReduceMadeOnAnotherActorIsNotRunInAMainActorStore() async {
    let counter = Counter()
    let box = await counter.smuggledReducer()
    let messages = await collectDiagnostics {
      let store = Store(initialState: 0) { box.reducer }
      store.send(1)
    }
    #expect(await counter.seen.isEmpty)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("on an actor other than the main actor was called") == true)
  }

  /// Runs on the cooperative pool (a `nonisolated` async function).
  nonisolated static func foldOffTheMainActor(_ box: Smuggled) async {
    #expect(!Thread.isMainThread)
    var state = 0
    _ = box.reducer.reduce(into: &state, action: 1)
  }

  /// Carries a `Reduce` out of the actor that made it, as a compiler hole or Swift 5 mode
  /// would.
  // NB: Unsound on purpose: what it smuggles is what the check must catch.
  final class Smuggled: @unchecked Sendable {
    let reducer: Reduce<Int, Int>
    init(_ reducer: Reduce<Int, Int>) { self.reducer = reducer }
  }
}
