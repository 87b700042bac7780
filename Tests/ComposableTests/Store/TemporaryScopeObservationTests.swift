import Observation
import Testing

@testable import Composable

/// What a SwiftUI view does: it scopes in its `body` (a store nobody keeps) and reads through
/// it inside observation tracking. A change to what it read must fire the tracking, though
/// the scoped store it read through is gone.
@MainActor
@Suite struct TemporaryScopeObservationTests {
  struct Host: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var child: Counter.State?
    }
    enum Action: Equatable {
      case counter(Counter.Action)
      case child(Counter.Action)
      case show, hide
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: /Action.counter) { Counter() }
      Reduce { state, action in
        switch action {
        case .show: state.child = Counter.State(count: 10)
        case .hide: state.child = nil
        case .counter, .child: break
        }
        return .none
      }
      .ifLet(\.child, action: /Action.child) { Counter() }
    }
  }

  /// Tracks `read` once and returns how many times its `onChange` fired after `change`.
  func fires(_ read: () -> Void, after change: () -> Void) -> Int {
    let fired = LockIsolated(0)
    withObservationTracking(read) { fired.withValue { $0 += 1 } }
    change()
    return fired.value
  }

  @Test func aTemporaryScopesReadIsObserved() {
    let store = Store(initialState: Host.State()) { Host() }
    let count = fires {
      _ = store.scope(state: \.counter, action: /Host.Action.counter).state.count
    } after: {
      store.send(.counter(.increment))
    }
    #expect(count == 1)
  }

  @Test func aTemporaryUnwrappedStoresReadIsObserved() {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.show)
    let count = fires {
      _ = store.scope(state: \.child, action: /Host.Action.child).unwrapped()?.state.count
    } after: {
      store.send(.child(.increment))
    }
    #expect(count == 1)
  }

  /// The child disappearing is a change to what an `unwrapped()` read saw.
  @Test func aTemporaryUnwrappedStoresChildGoingAwayIsObserved() {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.show)
    let count = fires {
      _ = store.scope(state: \.child, action: /Host.Action.child).unwrapped()?.state.count
    } after: {
      store.send(.hide)
    }
    #expect(count == 1)
  }

  /// A dropped scope's observers hear the root's next change; nobody else's do: a retained
  /// scope whose part did not change stays quiet.
  @Test func aDroppedScopeWakesOnlyItsOwnObservers() {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.show)
    let child = store.scope(state: \.child, action: /Host.Action.child)
    let retained = LockIsolated(0)
    withObservationTracking {
      _ = child.state?.count
    } onChange: {
      retained.withValue { $0 += 1 }
    }
    let dropped = fires {
      _ = store.scope(state: \.counter, action: /Host.Action.counter).state.count
    } after: {
      store.send(.counter(.increment))
    }
    #expect(dropped == 1)
    #expect(retained.value == 0, "the retained scope's part did not change")
  }

  /// A view that scopes in every `body` while nothing changes leaves no growing list behind.
  @Test func droppedScopesDoNotPileUpWhileNothingChanges() {
    let store = Store(initialState: Host.State()) { Host() }
    for _ in 0..<10_000 {
      _ = store.scope(state: \.counter, action: /Host.Action.counter).state.count
    }
    #expect(store.core.rootRuntime.scopeEntryCount <= 128)
  }
}
