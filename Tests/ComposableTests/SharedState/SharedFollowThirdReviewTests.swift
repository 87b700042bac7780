import Testing

@testable import Composable

/// Found by a third review of the shared follow: a record of the state that still held a
/// value re-pointed away, and shared values held inside another shared value.
@Suite(.serialized, .timeLimit(.minutes(1))) struct SharedFollowThirdReviewTests {
  typealias Tally = SharedStatesStreamTests.Tally

  /// After `state.$count = other` (equal: no call), a change of the value re-pointed away
  /// calls nobody: the subscribers' record of the state holds `other` too.
  @MainActor @Test func aChangeOfAValueRepointedAwayCallsNobody() async {
    let count = Shared(value: 1)
    let other = Shared(value: 1)
    let store = Store(initialState: Tally.State(count: count)) { Tally() }
    var calls: [Int] = []
    let subscription = store.subscribe { calls.append($0.count) }
    store.send(.repoint(other))
    #expect(calls == [])
    // NB: A store that follows `count`, subscribed later: its hop is told after this one's.
    let witness = Store(initialState: Tally.State(count: count)) { Tally() }
    var witnessed: [Int] = []
    let witnessSubscription = witness.subscribe { witnessed.append($0.count) }
    count.withLock { $0 = 50 }
    #expect(await eventually(within: .seconds(10)) { witnessed == [50] })
    other.withLock { $0 = 5 }
    #expect(await eventually(within: .seconds(10)) { calls.last == 5 })
    #expect(calls == [5], "called with a state equal to the one last seen")
    subscription.cancel()
    witnessSubscription.cancel()
  }

  struct Inner: Equatable, Sendable { @Shared var count: Int }
  struct Nest: Reducer {
    struct State: Equatable, Sendable { @Shared var inners: [Inner] }
    enum Action: Sendable { case nothing }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  /// A shared value held inside the value of another (`@Shared var inners: [Inner]`, each
  /// with a `@Shared` field) is the state's too: its changes are heard.
  @MainActor @Test func aSharedValueInsideASharedValueIsHeard() async {
    let inner = Shared(value: 0)
    let store = Store(initialState: Nest.State(inners: Shared(value: [Inner(count: inner)]))) {
      Nest()
    }
    var calls: [Int] = []
    let subscription = store.subscribe { calls.append($0.inners[0].count) }
    inner.withLock { $0 = 5 }
    #expect(await eventually(within: .seconds(10)) { calls == [5] }, "calls \(calls)")
    subscription.cancel()
  }

  @Test func aSharedValueInsideASharedValueIsHeardByAStoreActor() async {
    let inner = Shared(value: 0)
    let store = StoreActor(initialState: Nest.State(inners: Shared(value: [Inner(count: inner)]))) {
      Nest()
    }
    let seen = LockIsolated<[Int]>([])
    let subscription = await store.subscribe { state in
      seen.withLock { $0.append(state.inners[0].count) }
    }
    inner.withLock { $0 = 5 }
    #expect(await eventually(within: .seconds(10)) { seen.value == [5] }, "calls \(seen.value)")
    subscription.cancel()
  }
}
