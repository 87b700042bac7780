import Observation
import Testing

@testable import Composable

@MainActor
@Suite struct StoreScopeTests {
  struct Parent: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var parentLog: [String] = []
    }
    enum Action: Equatable {
      case counter(Counter.Action)
      case reset
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: /Action.counter) {
        Counter()
      }
      Reduce { state, action in
        switch action {
        case let .counter(child):
          state.parentLog.append("saw \(child) at \(state.counter.count)")
        case .reset:
          state.counter.count = 0
        }
        return .none
      }
    }
  }

  @Test func childSendsGoThroughTheRootReducer() {
    let store = kindStore(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.counter, action: /Parent.Action.counter)
    child.send(.increment)
    #expect(child.state.count == 1)
    #expect(store.state.counter.count == 1)
    #expect(store.state.parentLog == ["saw increment at 1"])
  }

  @Test func childStateReadsAreAlwaysCurrent() {
    let store = kindStore(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.counter, action: /Parent.Action.counter)
    let grandchild = child.scope(state: \.count, action: /Counter.Action.self)
    store.send(.counter(.increment))
    store.send(.counter(.increment))
    #expect(child.state.count == 2)
    #expect(grandchild.state == 2)
    store.send(.reset)
    #expect(child.state.count == 0)
    #expect(grandchild.state == 0)
  }

  @Test func scopedStoresObserveTheRoot() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.counter, action: /Parent.Action.counter)
    var seen: [Int] = []
    let subscription = child.subscribe { seen.append($0.count) }
    store.send(.counter(.increment))
    child.send(.increment)
    store.send(.reset)
    #expect(seen == [1, 2, 0])
    subscription.cancel()
    store.send(.counter(.increment))
    #expect(seen == [1, 2, 0])
  }

  @Test func unwrappedOptionalChild() {
    struct Host: Reducer {
      struct State: Equatable { var child: Counter.State? }
      enum Action: Equatable { case child(Counter.Action), show, hide }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .show: state.child = Counter.State(count: 10)
          case .hide: state.child = nil
          case .child: break
          }
          return .none
        }
        .ifLet(\.child, action: /Action.child) { Counter() }
      }
    }
    let store = Store(initialState: Host.State()) { Host() }
    let optional = store.scope(state: \.child, action: /Host.Action.child)
    #expect(optional.unwrapped() == nil)
    store.send(.show)
    guard let child = optional.unwrapped() else {
      Issue.record("Expected a child store once the child state is present")
      return
    }
    child.send(.increment)
    #expect(child.state.count == 11)
    store.send(.hide)
    #expect(child.state.count == 11, "A dismissed child store keeps its last state")

    // The last state it read, or that its observers were checked against: it keeps no
    // subscription of its own (which would copy the child after every action).
    store.send(.show)
    guard let again = optional.unwrapped() else {
      Issue.record("Expected a child store once the child state is present")
      return
    }
    #expect(again.state.count == 10)
    withObservationTracking {
      _ = again.state.count
    } onChange: {
    }
    again.send(.increment)
    store.send(.hide)
    #expect(again.state.count == 11, "its observers' check saw the last change")
  }
}
