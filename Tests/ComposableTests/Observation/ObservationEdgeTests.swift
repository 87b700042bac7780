import Observation
import Testing

@testable import Composable

/// What a review tried to break: changes that replace a list without changing it in place,
/// observers that track again from inside a change, rows and lists that come and go.
@MainActor
@Suite struct ObservationEdgeTests {
  typealias Feature = ViewObservationFixture.Feature

  /// A list replaced by another value (undo, a list built elsewhere, `[]`, `removeAll()`)
  /// is a change to every observer of it, though no list was changed in place.
  @Test func aListReplacedByAnotherValueIsAChange() {
    let store = Store(initialState: Feature.rows(3)) { Feature() }
    let rowsView = SimulatedView { _ = store.rows.count }
    let idsView = SimulatedView { _ = store.scope(state: \.rows, action: \.rows).ids }
    store.send(.save)
    store.send(.append(10))
    #expect((rowsView.notifications, idsView.notifications) == (1, 1))
    store.send(.undo)
    #expect((rowsView.notifications, idsView.notifications) == (2, 2), "undo")
    store.send(.setRows([7, 8]))
    #expect((rowsView.notifications, idsView.notifications) == (3, 3), "a list built apart")
    store.send(.clear)
    #expect((rowsView.notifications, idsView.notifications) == (4, 4), "rows = []")
    store.send(.setRows([1]))
    store.send(.removeAllRows)
    #expect((rowsView.notifications, idsView.notifications) == (6, 6), "removeAll()")
  }

  /// A read during a reduction that already changed the list is followed by a notification:
  /// what was read is not what the store holds after it.
  @Test func aReadDuringAReductionIsToldOfThatReductionsChange() async {
    @MainActor final class Reader {
      var store: StoreOf<Feature>?
      var seen: Int?
      var fired = 0
    }
    let reader = Reader()
    let store = Store(initialState: Feature.rows(3)) {
      Feature(onRead: {
        withObservationTracking {
          reader.seen = reader.store?.rows.count
        } onChange: {
          MainActor.assumeIsolated { reader.fired += 1 }
        }
      })
    }
    reader.store = store
    _ = await collectDiagnostics { store.send(.appendAndRead(11)) }
    #expect(store.rows.count == 4)
    #expect(reader.fired == 1, "it read \(reader.seen ?? -1) rows; the store holds 4")
  }

  /// An observer that tracks again from its `onChange` and scopes there keeps hearing the
  /// scope's changes.
  @Test func scopingFromInsideAChangeKeepsTheScopeObserved() {
    let store = Store(initialState: Feature.rows(3)) { Feature() }
    store.send(.show)
    let view = SimulatedView { _ = store.scope(state: \.child, action: \.child)?.count }
    for _ in 0..<3 { store.send(.child(.increment)) }
    #expect(view.notifications == 3)
    let rowView = SimulatedView { _ = store.scope(state: \.rows, action: \.rows)[1].count }
    for _ in 0..<3 { store.send(.rows(.element(id: 1, action: .increment))) }
    #expect(rowView.notifications == 3)
  }

  /// Rows shown (their stores read, then dropped) and removed leave nothing behind.
  @Test func removedRowsLeaveNoObserversBehind() throws {
    let store = Store(initialState: Feature.rows(3)) { Feature() }
    for id in 100..<1_100 {
      store.send(.append(id))
      let row = store.scope(state: \.rows, action: \.rows)[3]
      withObservationTracking {
        _ = row.title
      } onChange: {
      }
      store.send(.remove(id))
    }
    let cache = try #require(
      store.core.scopes.rows(
        for: ScopeCache.Key(
          state: \Feature.State.rows, action: \Feature.Action.AllCasePaths.rows, kind: .rows))
        as? ParentRowStores<
          Feature.State, Feature.Action, Int, ViewObservationFixture.Row.State,
          ViewObservationFixture.Row.Action
        >)
    #expect(cache.watchedCount <= 1, "observers of removed rows are dropped")
    #expect(cache.cachedCount <= 64)
  }

  /// A list inside a child presented and dismissed 500 times leaves no scope behind.
  @Test func aChildsListPresentedAgainAndAgainLeavesNothingBehind() {
    let store = Store(initialState: Feature.State()) { Feature() }
    for _ in 0..<500 {
      store.send(.show)
      store.send(.child(.append(1)))
      let rows = store.scope(state: \.child, action: \.child)?.scope(state: \.rows, action: \.rows)
      let views = rows.map { $0.map { row in SimulatedView { _ = row.count } } }
      store.send(.hide)
      _ = views
    }
    store.send(.increment)
    #expect(store.core.rootRuntime.scopeEntryCount <= 128)
  }

  /// An optional list is compared by its version too: watching it never copies it.
  @Test func anOptionalListIsComparedByItsVersion() throws {
    let store = Store(initialState: Feature.State()) { Feature() }
    let view = SimulatedView { _ = store.optionalRows?.count }
    store.send(.appendOptionalRow(1))
    store.send(.increment)
    #expect(view.notifications == 1)
    #expect(
      observationToken(of: IdentifiedArrayOf<ViewObservationFixture.Row.State>?.self) != nil)
  }

  /// `withState` reads without observing (as TCA's): nothing is kept, nobody is told.
  @Test func withStateDoesNotObserve() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let fired = LockIsolated(0)
    withObservationTracking {
      _ = store.withState(\.count)
    } onChange: {
      fired.withLock { $0 += 1 }
    }
    store.send(.increment)
    #expect(fired.value == 0)
    #expect(store.core.observers.fieldCount == 0)
  }

  /// A sort that changes no order, or a removal that removes nothing, is no change.
  @Test func aNoOpSortOrRemovalNotifiesNobody() {
    let store = Store(initialState: Feature.rows(3)) { Feature() }
    let view = SimulatedView { _ = store.scope(state: \.rows, action: \.rows).ids }
    store.send(.sortRows)
    store.send(.removeNoRow)
    #expect(view.notifications == 0)
  }

  /// `reverse()` (through `swapAt`) reorders without refusing any id.
  @Test func reversingSwapsIDsWithTheirElements() async {
    let store = Store(initialState: Feature.rows(4)) { Feature() }
    let view = SimulatedView { _ = store.scope(state: \.rows, action: \.rows).ids }
    let diagnostics = await collectDiagnostics { store.send(.reverseRows) }
    #expect(diagnostics.isEmpty)
    #expect(store.rows.ids == [3, 2, 1, 0])
    #expect(store.rows.index(id: 3) == 0)
    #expect(view.notifications == 1)
  }
}
