import Testing

@testable import Composable

/// A `StoreActor`'s child stores: on the parent's executor, reading the child's part of the
/// state, sending through the parent's reducer.
@Suite struct StoreActorScopeTests {
  typealias App = StoreKindsTests.App

  @Test func aChildStoreSendsThroughItsParent() async {
    let store = StoreActor(initialState: App.State()) { App() }
    let pinned = await store.scope(state: \.pinned, action: /App.Action.pinned)
    await pinned.send(.tap).finish()
    #expect(await pinned.state.log == ["tap 0"])
    #expect(await store.state.pinned.log == ["tap 0"])
    #expect(await pinned.state.count == 1)
  }

  /// Two parents, a child of each: each child reaches its own parent only.
  @Test func eachChildReachesItsOwnParent() async {
    let first = StoreActor(initialState: App.State()) { App() }
    let second = StoreActor(initialState: App.State()) { App() }
    let firstChild = await first.scope(state: \.pinned, action: /App.Action.pinned)
    let secondChild = await second.scope(state: \.pinned, action: /App.Action.pinned)
    await firstChild.send(.tap).finish()
    await firstChild.send(.tap).finish()
    await secondChild.send(.tap).finish()
    #expect(await first.state.pinned.count == 2)
    #expect(await second.state.pinned.count == 1)
    #expect(await secondChild.state.log == ["tap 0"])
  }

  /// A child runs on its parent's executor: code there sends to both synchronously.
  @Test func aChildRunsOnItsParentsExecutor() async {
    let host = Host()
    #expect(await host.tapTwice() == [2, 2])
  }

  /// The child keeps the feature running after the parent store is released.
  @Test func aChildOutlivesItsParentStore() async {
    var store: StoreActor? = StoreActor(initialState: App.State()) { App() }
    let pinned = await store?.scope(state: \.pinned, action: /App.Action.pinned)
    store = nil
    await pinned?.send(.tap).finish()
    #expect(await pinned?.state.log == ["tap 0"])
  }

  actor Host {
    var store: StoreActorOf<App>?

    func tapTwice() -> [Int] {
      let store = StoreActor(runningOn: self, initialState: App.State()) { App() }
      self.store = store
      let pinned = store.withStore { $0.scope(state: \.pinned, action: /App.Action.pinned) }
      pinned.withStore { _ = $0.send(.tap) }
      store.withStore { _ = $0.send(.pinned(.tap)) }
      return [pinned.withStore { $0.state.count }, store.withStore { $0.state.pinned.count }]
    }
  }
}
