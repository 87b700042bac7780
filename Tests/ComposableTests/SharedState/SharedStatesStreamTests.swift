import Testing

@testable import Composable

/// What a store's `states` stream yields of a shared value another store changes: nothing
/// until the store's own next send that changes its state, which then carries the new value
/// (StoreActor.md, "Showing it in a view").
@Suite struct SharedStatesStreamTests {
  struct Tally: Reducer {
    struct State: Equatable, Sendable {
      @Shared var count: Int
      var own = 0

      init(count: Shared<Int>) {
        _count = count
      }
    }
    enum Action: Equatable, Sendable {
      case increment
      case bumpOwn
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment: state.$count.withLock { $0 += 1 }
      case .bumpOwn: state.own += 1
      }
      return .none
    }
  }

  @Test func anotherStoresChangeArrivesWithTheNextSend() async {
    let count = Shared(value: 0)
    let first = StoreActor(initialState: Tally.State(count: count)) { Tally() }
    let second = StoreActor(initialState: Tally.State(count: count)) { Tally() }
    var secondStates = await second.states.makeAsyncIterator()
    #expect(await secondStates.next().map { [$0.count, $0.own] } == [0, 0])

    await first.send(.increment)
    await first.send(.increment)
    await second.send(.bumpOwn)
    #expect(await secondStates.next().map { [$0.count, $0.own] } == [2, 1])
    #expect(await second.state.count == 2)
  }
}
