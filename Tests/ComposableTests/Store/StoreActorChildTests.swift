import Testing

@testable import Composable

/// A `StoreActor`'s stores of optional children: an `ifLet` child, a presented child, and
/// rows of a `forEach` list by id. Each follows the child it was made for.
@Suite struct StoreActorChildTests {
  struct Card: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var taps = 0
    }
    enum Action: Equatable, Sendable { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.taps += 1
      return .none
    }
  }

  struct Board: Reducer {
    struct State: Equatable, Sendable {
      var rows: IdentifiedArrayOf<Card.State> = [Card.State(id: 1), Card.State(id: 2)]
      var detail: Card.State?
      @PresentationState var sheet: Card.State?
    }
    enum Action: Equatable, Sendable {
      case rows(IdentifiedActionOf<Card>)
      case detail(Card.Action)
      case sheet(PresentationAction<Card.Action>)
      case show(Int), present(Int), remove(Int), add(Int), hide
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .show(id): state.detail = Card.State(id: id)
        case let .present(id): state.sheet = Card.State(id: id)
        case let .remove(id): state.rows.remove(id: id)
        case let .add(id): state.rows.append(Card.State(id: id))
        case .hide: state.detail = nil
        case .rows, .detail, .sheet: break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Card() }
      .ifLet(\.detail, action: \.detail) { Card() }
      .ifLet(\.$sheet, action: \.sheet) { Card() }
    }
  }

  /// Runs `body`, returning the runtime warnings it reported.
  func warnings(_ body: () async -> Void) async -> [String] {
    let warnings = LockIsolated<[String]>([])
    await Diagnostics.$handler.withValue({ diagnostic in
      warnings.withLock { $0.append(diagnostic.message) }
    }) {
      await body()
    }
    return warnings.current
  }

  @Test func anOptionalChildHasAStoreWhilePresent() async throws {
    let store = StoreActor(initialState: Board.State()) { Board() }
    #expect(await store.scope(state: \.detail, action: \.detail) == nil)
    await store.send(.show(1))
    let first = try #require(await store.scope(state: \.detail, action: \.detail))
    await first.send(.tap)
    #expect(await store.state.detail?.taps == 1)
    #expect(await first.state == Card.State(id: 1, taps: 1))

    // Replaced by another child: the held store shows its child's last state and drops
    // what it is sent, which would reach the new child.
    await store.send(.show(2))
    let dropped = await warnings { await first.send(.tap) }
    #expect(await store.state.detail == Card.State(id: 2))
    #expect(await first.state == Card.State(id: 1, taps: 1))
    #expect(dropped.count == 1)
    #expect(dropped.first?.contains("dismissed or replaced") == true)
    let second = try #require(await store.scope(state: \.detail, action: \.detail))
    await second.send(.tap)
    #expect(await store.state.detail == Card.State(id: 2, taps: 1))
  }

  /// Two rows' stores, by id: each reaches its own row. A removed row's store keeps its last
  /// state and drops what it is sent; the other row's goes on.
  @Test func twoRowsHaveAStoreEach() async throws {
    let store = StoreActor(initialState: Board.State()) { Board() }
    let first = try #require(await store.scope(state: \.rows[id: 1], action: \.rows[id: 1]))
    let second = try #require(await store.scope(state: \.rows[id: 2], action: \.rows[id: 2]))
    #expect(await store.scope(state: \.rows[id: 3], action: \.rows[id: 3]) == nil)
    await first.send(.tap)
    await second.send(.tap)
    await second.send(.tap)
    #expect(await store.state.rows.map(\.taps) == [1, 2])
    #expect(await first.state.taps == 1)
    #expect(await second.state.taps == 2)

    await store.send(.remove(1))
    let dropped = await warnings { await first.send(.tap) }
    #expect(dropped.count == 1)
    #expect(await first.state == Card.State(id: 1, taps: 1))
    await second.send(.tap)
    #expect(await store.state.rows == [Card.State(id: 2, taps: 3)])
  }

  /// The stores of all rows, in order: each reaches its own row; one made before its row
  /// was removed drops what it is sent; a list scoped again has only the rows present.
  @Test func aListHasAStorePerRowInOrder() async {
    let store = StoreActor(initialState: Board.State()) { Board() }
    let rows = await store.scope(state: \.rows, action: \.rows)
    #expect(rows.count == 2)
    await rows[1].send(.tap)
    await rows[1].send(.tap)
    await rows[0].send(.tap)
    #expect(await store.state.rows.map(\.taps) == [1, 2])
    #expect(await rows[0].state.id == 1)
    #expect(await rows[1].state.id == 2)

    await store.send(.remove(2))
    let dropped = await warnings { await rows[1].send(.tap) }
    #expect(dropped.count == 1)
    #expect(await rows[1].state == Card.State(id: 2, taps: 2))
    let remaining = await store.scope(state: \.rows, action: \.rows)
    #expect(remaining.count == 1)
    #expect(await remaining[0].state == Card.State(id: 1, taps: 1))
  }

  /// A row that is an enum changing case is the same row (`forEach` follows it by id): the
  /// list's row store follows it. A store of `\.items[id: 1]` is a store of an optional
  /// child, which follows the child's case too, as an `ifLet` child's does (documented).
  @Test func anEnumRowChangingCaseKeepsItsListStore() async throws {
    let store = StoreActor(initialState: Outbox.State()) { Outbox() }
    let row = try #require(await store.scope(state: \.items, action: \.items).first)
    let byID = try #require(await store.scope(state: \.items[id: 1], action: \.items[id: 1]))
    await row.send(.edit("hi"))
    await row.send(.send)
    await row.send(.edit("after"))
    #expect(await row.state == .sent(id: 1, text: "hi"))
    #expect(await store.state.items == [.sent(id: 1, text: "hi")])
    let dropped = await warnings { await byID.send(.edit("late")) }
    #expect(dropped.count == 1)
  }

  /// A held child store keeps no copy of its child between sends: the reducer writes into
  /// the child's array in place.
  @Test func aHeldChildStoreDoesNotMakeWritesCopy() async throws {
    let store = StoreActor(initialState: Tally.State()) { Tally() }
    let child = try #require(await store.scope(state: \.child, action: \.child))
    for _ in 1...3 { await child.send(.bump) }
    await store.send(.child(.bump))
    // The first write copies the buffer the store's initial state shares; none after.
    #expect(await store.state.child?.copies == 1)
    #expect(await child.state.values[0] == 4)
  }

  /// A child store is checked after each reduction while its child is there, and no longer
  /// once it has gone.
  @Test func endedChildStoresAreNoLongerChecked() async throws {
    let store = StoreActor(initialState: Board.State()) { Board() }
    let rows = await store.scope(state: \.rows, action: \.rows)
    let byID = await store.scope(state: \.rows[id: 1], action: \.rows[id: 1])
    await store.send(.rows(.element(id: 1, action: .tap)))
    #expect(await store.checkedScopeCount() == 3)
    await store.send(.remove(1))
    await store.send(.rows(.element(id: 2, action: .tap)))
    #expect(await store.checkedScopeCount() == 1, "row 2's store only")
    _ = (rows, byID)
  }

  /// Released child stores leave nothing behind in their root.
  @Test func releasedChildStoresLeaveNothingBehind() async throws {
    let store = StoreActor(initialState: Board.State()) { Board() }
    do {
      let rows = await store.scope(state: \.rows, action: \.rows)
      #expect(await store.scopeEntryCount() == 2)
      _ = rows
    }
    await store.send(.rows(.element(id: 2, action: .tap)))
    #expect(await store.scopeEntryCount() == 0)
  }

  /// A child removed and then added again with the same id, between two sends to a store of
  /// the first one, is another child: the store drops what it is sent (as a `Store`'s does).
  @Test func aChildAddedAgainIsNotTheOneAStoreWasMadeFor() async throws {
    let store = StoreActor(initialState: Board.State()) { Board() }
    await store.send(.show(1))
    let detail = try #require(await store.scope(state: \.detail, action: \.detail))
    let row = try #require(await store.scope(state: \.rows, action: \.rows).first)
    await store.send(.hide)
    await store.send(.show(1))
    await store.send(.remove(1))
    await store.send(.add(1))
    let dropped = await warnings {
      await detail.send(.tap)
      await row.send(.tap)
    }
    #expect(dropped.count == 2)
    #expect(await store.state.detail == Card.State(id: 1))
    #expect(await store.state.rows[id: 1] == Card.State(id: 1))
  }

  /// A send made inside a reduction, to the store of a child replaced by an earlier one, is
  /// dropped too.
  @Test func aSendFromInsideAReductionToAReplacedChildIsDropped() async throws {
    let owner = Owner()
    let dropped = await warnings { await owner.replaceThenPoke() }
    #expect(dropped.count == 1)
    #expect(await owner.detail() == Card.State(id: 2))
  }

  /// Watching a child store costs a read of its child after every reduction, but only while
  /// it is watched.
  @Test func aChildStoreStopsCopyingWhenNoLongerWatched() async throws {
    let store = StoreActor(initialState: Tally.State()) { Tally() }
    let child = try #require(await store.scope(state: \.child, action: \.child))
    let subscription = await child.subscribe { _ in }
    for _ in 1...5 { await child.send(.bump) }
    let watched = await store.state.child?.copies ?? 0
    subscription.cancel()
    for _ in 1...5 { await child.send(.bump) }
    #expect(watched >= 4, "each write copies what the watch read")
    // The first send after the cancellation still reads the child (the subscriber is pruned
    // then), so the next write copies once more; none after.
    #expect(await store.state.child?.copies ?? 0 <= watched + 2)
  }

  /// A row store's subscribers hear of their row's changes, not of the other row's.
  @Test func aRowsSubscribersHearOnlyTheirRow() async throws {
    let store = StoreActor(initialState: Board.State()) { Board() }
    let first = try #require(await store.scope(state: \.rows[id: 1], action: \.rows[id: 1]))
    let heard = LockIsolated<[Int]>([])
    let subscription = await first.subscribe { row in heard.withLock { $0.append(row.taps) } }
    await store.send(.rows(.element(id: 2, action: .tap)))
    await store.send(.rows(.element(id: 2, action: .tap)))
    await first.send(.tap)
    #expect(heard.current == [1])
    subscription.cancel()
  }

  /// A presented child's store sends `.presented` actions.
  @Test func aPresentedChildsStoreSendsPresentedActions() async throws {
    let store = StoreActor(initialState: Board.State()) { Board() }
    #expect(await store.scope(state: \.sheet, action: \.sheet) == nil)
    await store.send(.present(7))
    let sheet = try #require(await store.scope(state: \.sheet, action: \.sheet))
    await sheet.send(.tap)
    #expect(await store.state.sheet == Card.State(id: 7, taps: 1))
    await store.send(.sheet(.dismiss))
    let dropped = await warnings { await sheet.send(.tap) }
    #expect(dropped.count == 1)
    #expect(await store.state.sheet == nil)
  }
}

extension StoreActorChildTests {
  enum Item: Equatable, Identifiable, Sendable {
    case draft(id: Int, text: String), sent(id: Int, text: String)
    var id: Int {
      switch self {
      case let .draft(id, _), let .sent(id, _): id
      }
    }
  }

  struct ItemFeature: Reducer {
    enum Action: Equatable, Sendable { case send, edit(String) }
    func reduce(into state: inout Item, action: Action) -> Effect<Action> {
      switch (state, action) {
      case let (.draft(id, text), .send): state = .sent(id: id, text: text)
      case let (.draft(id, _), .edit(text)): state = .draft(id: id, text: text)
      default: break
      }
      return .none
    }
  }

  struct Outbox: Reducer {
    struct State: Equatable, Sendable {
      var items: IdentifiedArrayOf<Item> = [.draft(id: 1, text: "")]
    }
    enum Action: Equatable, Sendable { case items(IdentifiedAction<Int, ItemFeature.Action>) }
    var body: some ReducerOf<Self> {
      EmptyReducer().forEach(\.items, action: \.items) { ItemFeature() }
    }
  }

  /// A child whose reducer counts the times its write into `values` had to copy the array.
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      var values = [0, 0, 0]
      var copies = 0
    }
    enum Action: Equatable, Sendable { case bump }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      // NB: The addresses are compared, never dereferenced: a copy on write moves the
      // elements to a new buffer.
      let before = state.values.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      state.values[0] += 1
      let after = state.values.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      if before != after { state.copies += 1 }
      return .none
    }
  }

  struct Tally: Reducer {
    struct State: Equatable, Sendable { var child: Counter.State? = Counter.State() }
    enum Action: Equatable, Sendable { case child(Counter.Action) }
    var body: some ReducerOf<Self> {
      EmptyReducer().ifLet(\.child, action: \.child) { Counter() }
    }
  }
}

/// Issue 57, item 7: a `StoreActor`'s row stores each add a lookup of their row by id to every
/// send, whatever it changed (StoreActor.md says so): confirmed by counting the hashes of the
/// rows' ids, and gone with the row stores.
@Suite struct StoreActorRowStoreCostTests {
  /// An id that counts how often it is hashed.
  struct CountedID: Hashable, Sendable {
    static let hashes = LockIsolated(0)
    let value: Int
    func hash(into hasher: inout Hasher) {
      Self.hashes.withLock { $0 += 1 }
      hasher.combine(value)
    }
  }
  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable { let id: CountedID }
    enum Action: Equatable, Sendable { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
  struct List: Reducer {
    struct State: Equatable, Sendable {
      var rows = IdentifiedArray(
        uniqueElements: (0..<50).map { Row.State(id: CountedID(value: $0)) })
      var other = 0
    }
    enum Action: Equatable, Sendable {
      case rows(IdentifiedAction<CountedID, Row.Action>)
      case bump
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .bump { state.other += 1 }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  @Test func eachLiveRowStoreLooksUpItsRowAtEverySend() async {
    let store = StoreActor(initialState: List.State()) { List() }
    var rows: [StoreActor<Row.State, Row.Action>]? = await store.scope(
      state: \.rows, action: \.rows)
    #expect(rows?.count == 50)
    await store.send(.bump)
    CountedID.hashes.setValue(0)
    // A send that touches no row: every row store looks its row up by id.
    await store.send(.bump)
    #expect(CountedID.hashes.value >= 50, "\(CountedID.hashes.value) id hashes for 50 row stores")
    rows = nil
    await store.send(.bump)
    CountedID.hashes.setValue(0)
    await store.send(.bump)
    #expect(CountedID.hashes.value == 0, "released row stores cost nothing")
    _ = rows
  }
}

// swift-format-ignore
extension StoreActorRowStoreCostTests.List.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var rows: AnyCasePath<StoreActorRowStoreCostTests.List.Action, IdentifiedAction<StoreActorRowStoreCostTests.CountedID, StoreActorRowStoreCostTests.Row.Action>> { .init(embed: { .rows($0) }, extract: { if case let .rows(v) = $0 { v } else { nil } }) }
    var bump: AnyCasePath<StoreActorRowStoreCostTests.List.Action, Void> { .init(embed: { .bump }, extract: { if case .bump = $0 { () } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StoreActorChildTests {
  /// A session whose store's reducer sends to a child store it holds, from inside a
  /// reduction (`.poke`).
  actor Owner {
    var store: StoreActorOf<Board>?
    var child: StoreActor<Card.State, Card.Action>?

    func replaceThenPoke() {
      let store = StoreActor(runningOn: self, initialState: Board.State()) {
        Reduce<Board.State, Board.Action> { _, action in
          if action == .present(0) { self.child?.withStore { _ = $0.send(.tap) } }
          return .none
        }
        Board()
      }
      self.store = store
      store.withStore { _ = $0.send(.show(1)) }
      child = store.withStore { $0.scope(state: \.detail, action: \.detail) }
      store.withStore { _ = $0.send(.show(2)) }
      // `.present(0)` stands for any action whose reduction sends to the held child store.
      store.withStore { _ = $0.send(.present(0)) }
    }

    func detail() -> Card.State? {
      store?.withStore { $0.state.detail }
    }
  }
}

extension StoreActor {
  /// The number of scopes registered with the root.
  func scopeEntryCount() -> Int { core.rootRuntime.scopeEntryCount }
  /// The number of scopes the root checks after every reduction.
  func checkedScopeCount() -> Int { core.rootRuntime.checkedScopeCount }
}

// swift-format-ignore
extension StoreActorChildTests.Outbox.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var items: AnyCasePath<StoreActorChildTests.Outbox.Action, IdentifiedAction<Int, StoreActorChildTests.ItemFeature.Action>> { .init(embed: { .items($0) }, extract: { if case let .items(v) = $0 { v } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

// swift-format-ignore
extension StoreActorChildTests.Tally.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var child: AnyCasePath<StoreActorChildTests.Tally.Action, StoreActorChildTests.Counter.Action> { .init(embed: { .child($0) }, extract: { if case let .child(v) = $0 { v } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

// swift-format-ignore
extension StoreActorChildTests.Board.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var rows: AnyCasePath<StoreActorChildTests.Board.Action, IdentifiedActionOf<StoreActorChildTests.Card>> { .init(embed: { .rows($0) }, extract: { if case let .rows(v) = $0 { v } else { nil } }) }
    var detail: AnyCasePath<StoreActorChildTests.Board.Action, StoreActorChildTests.Card.Action> { .init(embed: { .detail($0) }, extract: { if case let .detail(v) = $0 { v } else { nil } }) }
    var sheet: AnyCasePath<StoreActorChildTests.Board.Action, PresentationAction<StoreActorChildTests.Card.Action>> { .init(embed: { .sheet($0) }, extract: { if case let .sheet(v) = $0 { v } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
