import Testing

@testable import Composable

/// What a store's `states` stream and `subscribe` closure hear of a shared value its state
/// holds when something else changes it (another store, a thread, a key's storage): the new
/// state, on the store's actor, without a send of its own (StoreActor.md, "Showing it in a
/// view").
@Suite(.timeLimit(.minutes(1))) struct SharedStatesStreamTests {
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
      case repoint(Shared<Int>)
      case nothing
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment: state.$count.withLock { $0 += 1 }
      case .bumpOwn: state.own += 1
      case let .repoint(other): state.$count = other
      case .nothing: break
      }
      return .none
    }
  }

  @Test func anotherStoresChangeArrivesWithoutASend() async {
    let count = Shared(value: 0)
    let first = StoreActor(initialState: Tally.State(count: count)) { Tally() }
    let second = StoreActor(initialState: Tally.State(count: count)) { Tally() }
    var secondStates = await second.states.makeAsyncIterator()
    #expect(await secondStates.next().map { [$0.count, $0.own] } == [0, 0])

    await first.send(.increment)
    await first.send(.increment)
    var seen: [Int] = []
    while let state = await secondStates.next() {
      seen.append(state.count)
      #expect(state.own == 0)
      if state.count == 2 { break }
    }
    // NB: The two changes may arrive in one hop or two, never twice each.
    #expect(seen == [2] || seen == [1, 2])
  }

  @Test func aChangeFromNoStoreArrives() async {
    let count = Shared(value: 0)
    let store = StoreActor(initialState: Tally.State(count: count)) { Tally() }
    var states = await store.states.makeAsyncIterator()
    #expect(await states.next()?.count == 0)
    // NB: An equal value written is no change.
    count.withLock { $0 = 0 }
    count.withLock { $0 = 5 }
    #expect(await states.next()?.count == 5)
  }

  /// Changes made while the store's actor is busy are one hop: the subscribers see the last.
  @Test func aBurstIsMergedIntoOneHop() async {
    actor Session {
      var store: StoreActorOf<Tally>?
      func open(_ count: Shared<Int>) {
        store = StoreActor(runningOn: self, initialState: Tally.State(count: count)) {
          Tally()
        }
      }
      /// Changes `count` 100 times while this actor, which runs the store, is busy; returns
      /// how many hops that started.
      func burst(_ count: Shared<Int>) -> Int {
        guard let store else { return -1 }
        let before = store.withStore { $0.sharedFollowHops }
        for _ in 1...100 { count.withLock { $0 += 1 } }
        return store.withStore { $0.sharedFollowHops } - before
      }
    }
    let count = Shared(value: 0)
    let session = Session()
    await session.open(count)
    guard let store = await session.store else { return #expect(Bool(false)) }
    var states = await store.states.makeAsyncIterator()
    #expect(await states.next()?.count == 0)
    // NB: Other tests' shared changes hop too (every follower hears every change), but no
    // hop arrives while the actor is busy: the burst starts one at most (none, if one waited).
    #expect(await session.burst(count) <= 1)
    #expect(await states.next()?.count == 100)
    // NB: The hop that arrived lets the next change hop again.
    count.withLock { $0 += 1 }
    #expect(await states.next()?.count == 101)
  }

  /// A change the store's own send makes is told once, with the send: the hop it also starts
  /// finds nothing new.
  @Test func anOwnChangeIsToldOnce() async {
    let count = Shared(value: 0)
    let store = StoreActor(initialState: Tally.State(count: count)) { Tally() }
    var states = await store.states.makeAsyncIterator()
    #expect(await states.next()?.count == 0)
    await store.send(.increment)
    #expect(await states.next()?.count == 1)
    count.withLock { $0 = 10 }
    #expect(await states.next()?.count == 10)
  }

  /// `state.$count = other`: `other` is followed from then on, the value it replaced no
  /// longer (a change to it yields nothing); with an equal value too (the state stays equal,
  /// so nothing is yielded then).
  @Test(arguments: [5, 0]) func aRepointedValueIsFollowed(otherValue: Int) async {
    let count = Shared(value: 0)
    let other = Shared(value: otherValue)
    let store = StoreActor(initialState: Tally.State(count: count)) { Tally() }
    var states = await store.states.makeAsyncIterator()
    #expect(await states.next()?.count == 0)
    await store.send(.repoint(other))
    if otherValue != 0 { #expect(await states.next()?.count == otherValue) }
    count.withLock { $0 = 99 }
    other.withLock { $0 = 42 }
    #expect(await states.next()?.count == 42)
  }

  struct Gauge: Reducer {
    struct State: Equatable, Sendable {
      @Shared var level: Double
    }
    enum Action: Sendable {}
    func reduce(into state: inout State, action: Action) -> Effect<Action> {}
  }

  /// A value never equal to itself is told once per change, and does not hop again.
  @Test func notANumberIsToldOncePerChange() async {
    let level = Shared(value: 0.0)
    let store = StoreActor(initialState: Gauge.State(level: level)) { Gauge() }
    var states = await store.states.makeAsyncIterator()
    #expect(await states.next()?.level == 0)
    level.withLock { $0 = .nan }
    #expect(await states.next()?.level.isNaN == true)
    level.withLock { $0 = 1 }
    #expect(await states.next()?.level == 1)
  }

  /// A released store no longer follows, and nothing it followed keeps it.
  @Test func aReleasedStoreUnfollows() async {
    let count = Shared(value: 0)
    weak var released: StoreActorOf<Tally>?
    do {
      let store = StoreActor(initialState: Tally.State(count: count)) { Tally() }
      released = store
      let subscription = await store.subscribe { _ in }
      #expect(await store.sharedFollowSignal != nil)
      count.withLock { $0 += 1 }
      subscription.cancel()
    }
    // NB: Its signal may live a moment longer, in another thread's list of followers being
    // told of a change (another test's); its hop then finds no store. The hop, or the
    // actor's last job, may hold the store a moment on a pool thread: bounded wait.
    #expect(await eventually { released == nil })
  }

  /// A subscriber of a main-actor store hears of a change made elsewhere too; a change to a
  /// shared value its state doesn't hold calls it for nothing.
  @MainActor @Test func aMainActorStoreHears() async {
    let count = Shared(value: 0)
    let unrelated = Shared(value: 0)
    let store = Store(initialState: Tally.State(count: count)) { Tally() }
    var calls = 0
    let subscription = store.subscribe { _ in calls += 1 }
    unrelated.withLock { $0 += 1 }
    store.send(.nothing)
    #expect(calls == 0)
    var states = store.states.makeAsyncIterator()
    #expect(await states.next()?.count == 0)
    // NB: An equal value written is no change. Its hop is a main-actor job queued before
    // the task awaited here.
    count.withLock { $0 = 0 }
    await Task { @MainActor in }.value
    #expect(calls == 0)
    count.withLock { $0 = 3 }
    #expect(await states.next()?.count == 3)
    #expect(calls == 1)
    subscription.cancel()
  }

  struct Copied: Equatable, Sendable {
    var count: Int
  }

  /// A closure scope whose state copies a shared value out: a change made elsewhere changes
  /// its state, and its subscribers hear of it.
  @MainActor @Test func aClosureScopeCopyingASharedValueHears() async {
    let count = Shared(value: 0)
    let store = Store(initialState: Tally.State(count: count)) { Tally() }
    let copied = store.scope(state: { Copied(count: $0.count) }, action: { $0 })
    var states = copied.states.makeAsyncIterator()
    #expect(await states.next()?.count == 0)
    count.withLock { $0 = 7 }
    #expect(await states.next()?.count == 7)
  }

  struct Parent: Reducer {
    struct State: Equatable, Sendable {
      var left: Tally.State
      var right: Tally.State
    }
    enum Action: Sendable {
      case left(Tally.Action)
      case right(Tally.Action)
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.left, action: \.left) { Tally() }
      Scope(state: \.right, action: \.right) { Tally() }
    }
  }

  /// Two children, each holding a value of its own: each child's stream hears its own, the
  /// parent's hears both.
  @Test func twoChildrenFollowTheirOwn() async {
    let left = Shared(value: 0)
    let right = Shared(value: 0)
    let store = StoreActor(
      initialState: Parent.State(left: .init(count: left), right: .init(count: right))
    ) { Parent() }
    let leftStore = await store.scope(state: \.left, action: \.left)
    let rightStore = await store.scope(state: \.right, action: \.right)
    var parentStates = await store.states.makeAsyncIterator()
    var leftStates = await leftStore.states.makeAsyncIterator()
    var rightStates = await rightStore.states.makeAsyncIterator()
    _ = await parentStates.next()
    _ = await leftStates.next()
    _ = await rightStates.next()
    left.withLock { $0 = 1 }
    #expect(await leftStates.next()?.count == 1)
    right.withLock { $0 = 2 }
    #expect(await rightStates.next()?.count == 2)
    var parent: [Int] = []
    while let state = await parentStates.next() {
      parent = [state.left.count, state.right.count]
      if parent == [1, 2] { break }
    }
    #expect(parent == [1, 2])
    // NB: Neither child heard the other's change (it would have yielded it first).
    left.withLock { $0 = 10 }
    #expect(await leftStates.next()?.count == 10)
    right.withLock { $0 = 20 }
    #expect(await rightStates.next()?.count == 20)
  }
}

extension SharedStatesStreamTests {
  struct Lists: Reducer {
    struct Row: Equatable, Identifiable, Sendable {
      let id: Int
      @Shared var value: Int
    }
    struct State: Equatable, Sendable {
      var rows: IdentifiedArrayOf<Row>
      var others: IdentifiedArrayOf<Row>
    }
    enum Action: Sendable {
      case add(Int, Shared<Int>)
      case remove(Int)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .add(id, value): state.rows.append(Row(id: id, value: value))
      case let .remove(id): state.rows.remove(id: id)
      }
      return .none
    }
  }

  /// Two lists, each row with a value of its own: a row's value changed elsewhere is heard,
  /// a row added is followed from the send that added it, a row removed no longer.
  @Test func rowsOfTwoListsAreFollowed() async {
    let (a, b, c, d) = (Shared(value: 1), Shared(value: 2), Shared(value: 3), Shared(value: 4))
    let store = StoreActor(
      initialState: Lists.State(
        rows: [.init(id: 1, value: a), .init(id: 2, value: b)],
        others: [.init(id: 3, value: c)])
    ) { Lists() }
    var states = await store.states.makeAsyncIterator()
    _ = await states.next()
    b.withLock { $0 = 20 }
    #expect(await states.next()?.rows[id: 2]?.value == 20)
    c.withLock { $0 = 30 }
    #expect(await states.next()?.others[id: 3]?.value == 30)
    await store.send(.add(4, d))
    #expect(await states.next()?.rows.ids == [1, 2, 4])
    d.withLock { $0 = 40 }
    #expect(await states.next()?.rows[id: 4]?.value == 40)
    await store.send(.remove(2))
    #expect(await states.next()?.rows.ids == [1, 4])
    b.withLock { $0 = 200 }
    a.withLock { $0 = 10 }
    let last = await states.next()
    #expect(last?.rows.map(\.value) == [10, 40])
  }
}

extension SharedStatesStreamTests.Parent.Action: CasePathable {
  typealias Tally = SharedStatesStreamTests.Tally
  struct AllCasePaths: Sendable {
    var left: AnyCasePath<SharedStatesStreamTests.Parent.Action, Tally.Action> {
      AnyCasePath(embed: { .left($0) }) {
        guard case let .left(action) = $0 else { return nil }
        return action
      }
    }
    var right: AnyCasePath<SharedStatesStreamTests.Parent.Action, Tally.Action> {
      AnyCasePath(embed: { .right($0) }) {
        guard case let .right(action) = $0 else { return nil }
        return action
      }
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
