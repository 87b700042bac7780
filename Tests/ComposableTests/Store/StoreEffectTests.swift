import Foundation
import Testing

@testable import Composable

@MainActor
@Suite struct StoreEffectTests {
  struct Chain: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case start, step(Int), done }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        state.log.append("start")
        return .run { send in
          try await Task.sleep(for: .milliseconds(5))
          await send(.step(1))
        }
      case let .step(n):
        state.log.append("step \(n)")
        if n == 3 { return .send(.done) }
        return .run { send in
          try await Task.sleep(for: .milliseconds(5))
          await send(.step(n + 1))
        }
      case .done:
        state.log.append("done")
        return .none
      }
    }
  }

  @Test func storeTaskFinishWaitsForChainedEffects() async {
    let store = kindStore(initialState: Chain.State()) { Chain() }
    let task = store.send(.start)
    #expect(!task.isFinished)
    await task.finish()
    #expect(task.isFinished)
    #expect(store.state.log == ["start", "step 1", "step 2", "step 3", "done"])
  }

  @Test func storeTaskWithoutEffectsIsFinished() async {
    let store = kindStore(initialState: Counter.State()) { Counter() }
    let task = store.send(.increment)
    #expect(task.isFinished)
    await task.finish()
  }

  struct Timer: Reducer {
    struct State: Equatable { var ticks = 0 }
    enum Action: Equatable { case start, startAgain, stop, tick }
    enum CancelID { case timer }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start, .startAgain:
        return .run { send in
          while !Task.isCancelled {
            try await Task.sleep(for: .milliseconds(2))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: action == .startAgain)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  @Test func cancellationByID() async {
    let store = kindStore(initialState: Timer.State()) { Timer() }
    let task = store.send(.start)
    #expect(await store.firstState { $0.ticks >= 2 } != nil)
    store.send(.stop)
    await task.finish()
    // NB: The effect has finished, so nothing can tick any more.
    let ticks = store.state.ticks
    await Task.yield()
    #expect(store.state.ticks == ticks)
  }

  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let store = kindStore(initialState: Timer.State()) { Timer() }
    let first = store.send(.start)
    let second = store.send(.startAgain)
    await first.finish()
    #expect(!second.isFinished)
    store.send(.stop)
    await second.finish()
  }

  @Test func storeTaskCancel() async {
    let store = kindStore(initialState: Timer.State()) { Timer() }
    let task = store.send(.start)
    task.cancel()
    #expect(task.isCancelled)
    await task.finish()
  }

  struct LongRunning: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, never }
    let started: Signal
    let cancelled: Signal
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard action == .start else { return .none }
      return .run { [started, cancelled] send in
        started.fire()
        do {
          try await Task.sleep(for: .seconds(60))
          await send(.never)
        } catch {
          cancelled.fire()
        }
      }
    }
  }

  @Test func effectsAreCancelledWhenTheStoreDeinitializes() async {
    let started = Signal()
    let cancelled = Signal()
    var store: Store<LongRunning.State, LongRunning.Action>? = Store(
      initialState: LongRunning.State()
    ) {
      LongRunning(started: started, cancelled: cancelled)
    }
    weak let weakStore = store
    store?.send(.start)
    await started.wait()
    store = nil
    #expect(weakStore == nil, "A running effect must not keep its store alive")
    await cancelled.wait()
  }

  @Test func scopedStoresKeepTheRuntimeAliveAndTheRootDoesNotLeak() async {
    let started = Signal()
    let cancelled = Signal()
    var store: Store<LongRunning.State, LongRunning.Action>? = Store(
      initialState: LongRunning.State()
    ) {
      LongRunning(started: started, cancelled: cancelled)
    }
    var child = store?.scope(state: \.self, action: .identity)
    weak let weakChild = child
    child?.send(.start)
    store = nil
    await started.wait()
    #expect(!cancelled.isFired, "The scoped store still holds the runtime")
    child = nil
    #expect(weakChild == nil)
    await cancelled.wait()
  }

  struct Failing: Reducer {
    struct State: Equatable { var message = "" }
    enum Action: Equatable { case unhandled, handled, failed(String) }
    struct Boom: Error {}
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .unhandled:
        return .run { _ in throw Boom() }
      case .handled:
        return .run { _ in
          throw Boom()
        } catch: { error, send in
          await send(.failed("\(error)"))
        }
      case let .failed(message):
        state.message = message
        return .none
      }
    }
  }

  @Test func errorsGoToCatchOrAreReported() async {
    let store = kindStore(initialState: Failing.State()) { Failing() }
    let diagnostics = await collectDiagnostics {
      await store.send(.handled).finish()
      await store.send(.unhandled).finish()
    }
    #expect(store.state.message == "Boom()")
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.contains("StoreEffectTests.swift") == true)
    #expect(diagnostics.first?.contains("threw an unhandled error: ") == true)
    #expect(diagnostics.first?.contains("Boom()") == true)
    #expect(diagnostics.first?.contains("ComposableTests.") == false, "\(diagnostics)")
    #expect(
      diagnostics.first?.hasSuffix(
        "The effect was started by StoreEffectTests.Failing.Action.unhandled.") == true)
  }

  @Test func cancellationErrorsAreNotReported() async {
    let store = kindStore(initialState: Timer.State()) { Timer() }
    let diagnostics = await collectDiagnostics {
      let task = store.send(.start)
      store.send(.stop)
      await task.finish()
    }
    #expect(diagnostics.isEmpty)
  }

  struct Sequenced: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case start, log(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .concatenate(
          .run { send in
            try await Task.sleep(for: .milliseconds(10))
            await send(.log("slow"))
          },
          .send(.log("sync")),
          .run { send in await send(.log("fast")) }
        )
      case let .log(entry):
        state.log.append(entry)
        return .none
      }
    }
  }

  @Test func concatenateRunsEffectsOneAfterAnother() async {
    let store = kindStore(initialState: Sequenced.State()) { Sequenced() }
    await store.send(.start).finish()
    #expect(store.state.log == ["slow", "sync", "fast"])
  }

  @Test func effectMapTransformsActions() async {
    let effect = Effect<Int>.send(1).map { "\($0)" }
    guard case let .send(box) = effect.operation else {
      Issue.record("Expected a send effect")
      return
    }
    #expect(box.action == "1")
    #expect(Effect<Int>.none.map { $0 + 1 }.isNone)
    #expect(Effect<Int>.merge(.none, .none).isNone)
  }
}

@MainActor
@Suite struct StoreMisuseTests {
  struct Leaky: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, late }
    let storeIsGone: Signal
    let lateSendReturned: Signal
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard action == .start else { return .none }
      return .run { [storeIsGone, lateSendReturned] send in
        // A task the effect does not wait for: not cancelled with the store.
        Task {
          await storeIsGone.wait()
          await send(.late)
          lateSendReturned.fire()
        }
      }
    }
  }

  @Test func effectSendingAfterItsStoreIsGoneIsADiagnostic() async {
    let storeIsGone = Signal()
    let lateSendReturned = Signal()
    let diagnostics = await collectDiagnostics {
      var store: Store<Leaky.State, Leaky.Action>? = kindStore(initialState: Leaky.State()) {
        Leaky(storeIsGone: storeIsGone, lateSendReturned: lateSendReturned)
      }
      await store?.send(.start).finish()
      store = nil
      storeIsGone.fire()
      await lateSendReturned.wait()
    }
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.hasPrefix(
        "An effect sent StoreMisuseTests.Leaky.Action.late after its Store was deallocated.")
        == true)
  }
}
