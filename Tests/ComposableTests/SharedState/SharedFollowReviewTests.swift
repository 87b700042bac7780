import Testing

@testable import Composable

/// Found by a review of the change: a change made during a search, a derived holder, a
/// cancelled subscription, the writer's task-locals.
@Suite(.serialized, .timeLimit(.minutes(1))) struct SharedFollowReviewTests {
  /// Runs code of a test inside `==` of ``Probe``, once, with the tag of the value compared,
  /// after `skip` calls.
  static let onCompare = LockIsolated(Hook())

  struct Hook: Sendable {
    var skip = 0
    var run: (@Sendable (Int) -> Void)?
  }

  struct Probe: Equatable, Sendable {
    var tag: Int
    var n = 0
    static func == (lhs: Probe, rhs: Probe) -> Bool {
      let run = SharedFollowReviewTests.onCompare.withLock {
        (hook: inout Hook) -> (@Sendable (Int) -> Void)? in
        guard hook.skip == 0 else {
          hook.skip -= 1
          return nil
        }
        defer { hook.run = nil }
        return hook.run
      }
      run?(lhs.tag)
      return lhs.n == rhs.n
    }
  }

  struct Probes: Reducer {
    struct State: Equatable, Sendable {
      @Shared var first: Probe
      @Shared var second: Probe
    }
    enum Action: Sendable { case nothing }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  /// During a search, the value compared first changes after it was read, and the other is
  /// written equal before it is read (what another thread may do): the change is still told.
  /// (Run alone, it fails when the search records the stamp read after it; in a full run,
  /// another test's change may tell it later.)
  @MainActor @Test func aChangeDuringTheSearchIsTold() async {
    let first = Shared(value: Probe(tag: 0))
    let second = Shared(value: Probe(tag: 1))
    let store = Store(initialState: Probes.State(first: first, second: second)) { Probes() }
    var states = store.states.makeAsyncIterator()
    #expect(await states.next().map { [$0.first.n, $0.second.n] } == [0, 0])
    // NB: After the hop's comparison of the states (`first`, then `second`): inside the
    // search's.
    Self.onCompare.withLock {
      $0.skip = 2
      $0.run = { tag in
        let (compared, other) = tag == 0 ? (first, second) : (second, first)
        compared.withLock { $0.n = 7 }
        other.withLock { $0.n = 0 }
      }
    }
    // NB: Equal writes to both: the hop's search compares both values, and so runs `==`.
    first.withLock { $0.n = 0 }
    second.withLock { $0.n = 0 }
    let told = await states.next().map { [$0.first.n, $0.second.n] }
    #expect(told == [7, 0] || told == [0, 7], "told \(String(describing: told))")
  }

  struct Settings: Equatable, Sendable {
    var volume = 0
    var brightness = 0
  }

  struct Volume: Reducer {
    struct State: Equatable, Sendable {
      @Shared var volume: Int
    }
    enum Action: Sendable { case nothing }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  /// A state holding `$settings.volume` hears of a change of the volume, not of the
  /// brightness.
  @MainActor @Test func aDerivedHolderHearsOnlyItsPart() async {
    let settings = Shared(value: Settings())
    let store = Store(initialState: Volume.State(volume: settings.volume)) { Volume() }
    var calls: [Int] = []
    let subscription = store.subscribe { calls.append($0.volume) }
    settings.withLock { $0.brightness = 5 }
    await Task { @MainActor in }.value
    #expect(calls == [])
    settings.withLock { $0.volume = 3 }
    await Task { @MainActor in }.value
    #expect(calls == [3])
    subscription.cancel()
  }

  /// A store whose last subscriber was cancelled stops following at the next hop.
  @Test func aCancelledSubscriptionStopsFollowing() async {
    let count = Shared(value: 0)
    let unrelated = Shared(value: 0)
    let store = StoreActor(initialState: SharedStatesStreamTests.Tally.State(count: count)) {
      SharedStatesStreamTests.Tally()
    }
    let subscription = await store.subscribe { _ in }
    #expect(await store.sharedFollowSignal != nil)
    subscription.cancel()
    var changes = 0
    while await store.sharedFollowSignal != nil, changes < 10_000 {
      unrelated.withLock { $0 += 1 }
      changes += 1
      await Task.yield()
    }
    #expect(await store.sharedFollowSignal == nil)
  }

  struct Loose: Reducer {
    struct State: Sendable {
      @Shared var count: Int
    }
    enum Action: Sendable { case nothing }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  /// A state with no `==`: an unrelated change, or an equal write, calls nothing; a change
  /// calls once (found by a second review: every hop called).
  @MainActor @Test func aStateWithNoEqualityHearsOnlyChanges() async {
    let count = Shared(value: 0)
    let unrelated = Shared(value: 0)
    let store = Store(initialState: Loose.State(count: count)) { Loose() }
    var calls: [Int] = []
    let subscription = store.subscribe { calls.append($0.count) }
    unrelated.withLock { $0 += 1 }
    count.withLock { $0 = 0 }
    await Task { @MainActor in }.value
    #expect(calls == [])
    count.withLock { $0 = 2 }
    await Task { @MainActor in }.value
    #expect(calls == [2])
    subscription.cancel()
  }

  indirect enum Chain: Sendable {
    case end(Shared<Int>)
    case link(Chain)
  }

  /// A shared value 100 values deep is found (the search stopped at 64).
  @Test func aDeepSharedValueIsFound() {
    var chain = Chain.end(Shared(value: 1))
    for _ in 1...100 { chain = .link(chain) }
    #expect(sharedReferences(in: chain).count == 1)
  }

  @TaskLocal static var writer: String?

  /// The subscribers run outside the writer's task-locals (a test store's effect's).
  @MainActor @Test func theHopDoesNotInheritTheWritersTaskLocals() async {
    let count = Shared(value: 0)
    let store = Store(initialState: SharedStatesStreamTests.Tally.State(count: count)) {
      SharedStatesStreamTests.Tally()
    }
    var seen: [String?] = []
    let subscription = store.subscribe { _ in seen.append(Self.writer) }
    var states = store.states.makeAsyncIterator()
    _ = await states.next()
    Self.$writer.withValue("effect") { count.withLock { $0 = 1 } }
    #expect(await states.next()?.count == 1)
    #expect(seen == [nil])
    subscription.cancel()
  }
}
