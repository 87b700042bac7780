import Testing

@testable import Composable

/// Found by a fourth review of the shared follow: what a list's row shows through a shared
/// value of its own (searched from the list's cache, which a write to that value does not
/// renew), and a shared value whose value holds shared values, re-pointed while an old one
/// changed.
@Suite(.serialized, .timeLimit(.minutes(1))) struct SharedFollowFourthReviewTests {
  typealias Inner = SharedFollowThirdReviewTests.Inner

  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    @Shared var inners: [Inner]
  }
  struct Rows: Reducer {
    struct State: Equatable, Sendable {
      var rows: IdentifiedArrayOf<Row>
      var other: IdentifiedArrayOf<Row> = []
    }
    enum Action: Sendable { case nothing }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  /// Follows `value` from a store of its own, to know when a change of it has been told.
  @MainActor final class Witness {
    let store: Store<SharedStatesStreamTests.Tally.State, SharedStatesStreamTests.Tally.Action>
    var seen: [Int] = []
    var subscription: StoreSubscription?

    init(_ value: Shared<Int>) {
      store = Store(initialState: .init(count: value)) { SharedStatesStreamTests.Tally() }
      subscription = store.subscribe { [unowned self] in seen.append($0.count) }
    }
  }

  /// A shared value added (elsewhere) inside a row's shared value is heard, as it is outside
  /// a list: a write to the row's shared value leaves the list's version as it was.
  @MainActor @Test func aValueAddedInsideARowsSharedValueIsHeard() async {
    let inners = Shared(value: [Inner]())
    let twin = Shared(value: [Inner]())
    let store = Store(
      initialState: Rows.State(
        rows: [Row(id: 1, inners: inners)], other: [Row(id: 2, inners: twin)])
    ) { Rows() }
    var calls: [[Int]] = []
    let subscription = store.subscribe { calls.append($0.rows[0].inners.map(\.count)) }
    let count = Shared(value: 0)
    inners.withLock { $0.append(Inner(count: count)) }
    #expect(await eventually(within: .seconds(10)) { calls == [[0]] }, "calls \(calls)")
    count.withLock { $0 = 5 }
    #expect(await eventually(within: .seconds(10)) { calls == [[0], [5]] }, "calls \(calls)")
    subscription.cancel()
  }

  @Test func aValueAddedInsideARowsSharedValueIsHeardByAStoreActor() async {
    let inners = Shared(value: [Inner]())
    let store = StoreActor(initialState: Rows.State(rows: [Row(id: 1, inners: inners)])) {
      Rows()
    }
    let calls = LockIsolated<[[Int]]>([])
    let subscription = await store.subscribe { state in
      calls.withLock { $0.append(state.rows[0].inners.map(\.count)) }
    }
    let count = Shared(value: 0)
    inners.withLock { $0.append(Inner(count: count)) }
    #expect(await eventually(within: .seconds(10)) { calls.value == [[0]] })
    count.withLock { $0 = 5 }
    #expect(
      await eventually(within: .seconds(10)) { calls.value == [[0], [5]] }, "calls \(calls.value)")
    subscription.cancel()
  }

  /// A shared value removed (elsewhere) from a row's shared value is no longer the state's: its
  /// later changes call nobody, and once another change is told it is no longer kept alive.
  @MainActor @Test func aValueRemovedFromARowsSharedValueIsLetGo() async {
    var count: Shared<Int>? = Shared(value: 0)
    weak let reference = count.map { $0._sharedRoot as AnyObject }
    let inners = Shared(value: count.map { [Inner(count: $0)] } ?? [])
    let store = Store(initialState: Rows.State(rows: [Row(id: 1, inners: inners)])) { Rows() }
    var calls: [[Int]] = []
    let subscription = store.subscribe { calls.append($0.rows[0].inners.map(\.count)) }
    inners.withLock { $0 = [] }
    #expect(await eventually(within: .seconds(10)) { calls == [[]] }, "calls \(calls)")
    let unrelated = Shared(value: 0)
    let witness = Witness(unrelated)
    count?.withLock { $0 = 9 }
    unrelated.withLock { $0 = 1 }
    #expect(await eventually(within: .seconds(10)) { witness.seen == [1] })
    count = nil
    unrelated.withLock { $0 = 2 }
    #expect(await eventually(within: .seconds(10)) { witness.seen == [1, 2] })
    #expect(calls == [[]], "called for a value the state no longer holds: \(calls)")
    #expect(reference == nil, "a value removed from the state is kept alive")
    subscription.cancel()
  }

  /// A `Shared(value:)` keeps no value it held before: not its first (a key keeps that, for
  /// its removal to restore), so what that held (another shared value, an object) can go.
  @Test func aSharedValueKeepsNotItsFirstValue() {
    var count: Shared<Int>? = Shared(value: 0)
    weak let reference = count.map { $0._sharedRoot as AnyObject }
    let inners = Shared(value: count.map { [Inner(count: $0)] } ?? [])
    inners.withLock { $0 = [] }
    count = nil
    #expect(reference == nil)
  }

  struct Nest: Reducer {
    typealias State = SharedFollowThirdReviewTests.Nest.State
    typealias Action = SharedFollowThirdReviewTests.Nest.Action
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  /// The subscribers saw `[1]` (an inner `a`); elsewhere, the outer value is re-pointed to an
  /// inner `b` holding 2, then `a` becomes 2: the state shows `[2]`, which they have not seen.
  @MainActor @Test func aValueRepointedWhileTheOldOneChangedIsHeard() async {
    let a = Shared(value: 1)
    let b = Shared(value: 2)
    let inners = Shared(value: [Inner(count: a)])
    let store = Store(initialState: Nest.State(inners: inners)) { Nest() }
    var calls: [[Int]] = []
    let subscription = store.subscribe { calls.append($0.inners.map(\.count)) }
    inners.withLock { $0 = [Inner(count: b)] }
    a.withLock { $0 = 2 }
    #expect(await eventually(within: .seconds(10)) { calls == [[2]] }, "calls \(calls)")
    subscription.cancel()
  }

  @Test func aValueRepointedWhileTheOldOneChangedIsHeardByAStoreActor() async {
    let a = Shared(value: 1)
    let b = Shared(value: 2)
    let store = StoreActor(initialState: Nest.State(inners: Shared(value: [Inner(count: a)]))) {
      Nest()
    }
    let calls = LockIsolated<[[Int]]>([])
    let subscription = await store.subscribe { state in
      calls.withLock { $0.append(state.inners.map(\.count)) }
    }
    let inners = await store.state.$inners
    inners.withLock { $0 = [Inner(count: b)] }
    a.withLock { $0 = 2 }
    #expect(
      await eventually(within: .seconds(10)) { calls.value == [[2]] }, "calls \(calls.value)")
    subscription.cancel()
  }
}
