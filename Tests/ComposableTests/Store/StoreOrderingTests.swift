import Testing

@testable import Composable

@MainActor
@Suite struct StoreOrderingTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var log: [String] = []
    }
    enum Action: Equatable {
      case start
      case first
      case second
      case third
      case nested
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.log.append("\(action)")
      switch action {
      case .start:
        return .merge(.send(.first), .send(.second))
      case .first:
        return .send(.third)
      case .second, .third, .nested:
        return .none
      }
    }
  }

  @Test func sendReducesSynchronously() {
    let store = kindStore(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    #expect(store.state.count == 1)
    store.send(.decrement)
    store.send(.decrement)
    #expect(store.state.count == -1)
  }

  @Test func actionsFromEffectsAreQueuedFIFONeverRecursive() {
    let store = kindStore(initialState: Feature.State()) { Feature() }
    store.send(.start)
    // `.third` was produced while reducing `.first`, after `.second` was queued: FIFO order.
    #expect(store.state.log == ["start", "first", "second", "third"])
  }

  @Test func sendFromObserverDuringReduceIsQueued() {
    let store = Store(initialState: Feature.State()) { Feature() }
    var observed: [[String]] = []
    let subscription = store.subscribe { state in
      observed.append(state.log)
      if state.log.last == "third" { store.send(.nested) }
    }
    store.send(.start)
    #expect(store.state.log == ["start", "first", "second", "third", "nested"])
    // Subscribers are called once per `send`, after its actions; a send from a subscriber is
    // queued and reduced before `send` returns, and calls them once more.
    #expect(
      observed == [
        ["start", "first", "second", "third"], ["start", "first", "second", "third", "nested"],
      ])
    withExtendedLifetime(subscription) {}
  }

  @Test func effectsStartAfterTheStateChange() async {
    struct Probe: Reducer {
      struct State: Equatable { var value = 0 }
      enum Action: Equatable { case set, seen(Int) }
      let read: @Sendable () async -> Int
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .set:
          state.value = 42
          return .run { send in await send(.seen(await read())) }
        case let .seen(value):
          state.value = value + 1
          return .none
        }
      }
    }
    var store: Store<Probe.State, Probe.Action>?
    store = kindStore(initialState: Probe.State()) {
      Probe(read: { @MainActor in store?.state.value ?? -1 })
    }
    await store?.send(.set).finish()
    #expect(store?.state.value == 43)
  }
}
