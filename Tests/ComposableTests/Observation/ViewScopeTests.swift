import Observation
import Testing

@testable import Composable

/// The scopes a view makes in its `body` (TCA 1.7+): an optional child store, a presented
/// one, and a collection of row stores, each observed for what the view depends on.
@MainActor
@Suite struct ViewScopeTests {
  typealias Feature = ViewObservationFixture.Feature

  @Test func anOptionalScopeIsNilWhileTheChildIs() {
    let store = Store(initialState: Feature.State()) { Feature() }
    #expect(store.scope(state: \.child, action: \.child) == nil)
    store.send(.show)
    let child = store.scope(state: \.child, action: \.child)
    #expect(child?.count == 10)
    child?.send(.increment)
    #expect(store.child?.count == 11)
    #expect(store.scope(state: \.child, action: \.child) === child, "cached while held")
  }

  /// The parent view is told when the child appears and goes away, not of the child's own
  /// changes (the child's view observes those).
  @Test func anOptionalScopeObservesOnlyPresence() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let parentView = SimulatedView { _ = store.scope(state: \.child, action: \.child) }
    store.send(.show)
    #expect(parentView.notifications == 1)
    let child = store.scope(state: \.child, action: \.child)
    let childView = SimulatedView { _ = child?.count }
    store.send(.child(.increment))
    store.send(.increment)
    #expect(parentView.notifications == 1)
    #expect(childView.notifications == 1)
    store.send(.hide)
    #expect(parentView.notifications == 2)
    #expect(child?.count == 11, "a dismissed child's store keeps the last state it saw")
  }

  @Test func aPresentedScopeSendsPresentedActions() {
    let store = Store(initialState: Feature.State()) { Feature() }
    #expect(store.scope(state: \.sheet, action: \.sheet) == nil)
    let parentView = SimulatedView { _ = store.scope(state: \.sheet, action: \.sheet) }
    store.send(.present)
    #expect(parentView.notifications == 1)
    let sheet = store.scope(state: \.sheet, action: \.sheet)
    sheet?.send(.increment)
    #expect(store.sheet?.count == 21)
    #expect(parentView.notifications == 1)
    store.send(.sheet(.dismiss))
    #expect(store.scope(state: \.sheet, action: \.sheet) == nil)
    #expect(parentView.notifications == 2)
  }

  @Test func rowStoresAreIdentifiedByTheirRowsIDs() {
    let store = Store(initialState: Feature.rows(3)) { Feature() }
    let rows = store.scope(state: \.rows, action: \.rows)
    #expect(rows.count == 3)
    #expect(rows.map(\.id) == [0, 1, 2].map { ElementID($0) })
    rows[1].send(.increment)
    #expect(store.rows[id: 1]?.count == 1)
    #expect(rows[1].count == 1)
    let again = store.scope(state: \.rows, action: \.rows)
    #expect(again[1] === rows[1], "the same store while something holds it")
  }

  /// Each row store's observers hear only their row.
  @Test func aRowStoresObserversHearOnlyTheirRow() {
    let store = Store(initialState: Feature.rows(3)) { Feature() }
    let rows = store.scope(state: \.rows, action: \.rows)
    let views = rows.map { row in SimulatedView { _ = row.count } }
    store.send(.rows(.element(id: 1, action: .increment)))
    #expect(views.map(\.notifications) == [0, 1, 0])
    store.send(.rows(.element(id: 2, action: .increment)))
    store.send(.rows(.element(id: 2, action: .increment)))
    #expect(views.map(\.notifications) == [0, 1, 2])
    store.send(.rows(.element(id: 0, action: .rename("zero"))))
    store.send(.increment)
    store.send(.append(3))
    #expect(views.map(\.notifications) == [0, 1, 2], "no row's count changed")
    store.send(.renameRowInParent(id: 0, title: "0"))
    #expect(views.map(\.notifications) == [0, 1, 2])
  }

  /// A list view that reads only the ids through the collection hears 0 notifications for
  /// row changes and 1 per append.
  @Test func aListViewHearsOnePerAppendAndNoneForRowChanges() {
    let store = Store(initialState: Feature.rows(1_000)) { Feature() }
    let listView = SimulatedView {
      let rows = store.scope(state: \.rows, action: \.rows)
      _ = rows.count
      for row in rows.prefix(20) { _ = row.id }
    }
    for id in 0..<1_000 { store.send(.rows(.element(id: id, action: .increment))) }
    #expect(listView.notifications == 0)
    for id in 1_000..<1_100 { store.send(.append(id)) }
    #expect(listView.notifications == 100)
  }

  /// A view that scopes a row store in its `body` and drops it is still told of its row's
  /// change.
  @Test func aRowStoreNobodyRetainsIsStillObserved() {
    let store = Store(initialState: Feature.rows(3)) { Feature() }
    let view = SimulatedView { _ = store.scope(state: \.rows, action: \.rows)[1].count }
    store.send(.rows(.element(id: 1, action: .increment)))
    #expect(view.notifications == 1)
    store.send(.rows(.element(id: 1, action: .increment)))
    #expect(view.notifications == 2)
  }

  /// An optional scope nobody retains (read in a `body` and dropped): the child's change is
  /// still heard by the view that read it.
  @Test func anOptionalScopeNobodyRetainsIsStillObserved() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.show)
    let view = SimulatedView { _ = store.scope(state: \.child, action: \.child)?.count }
    store.send(.child(.increment))
    #expect(view.notifications == 1)
    store.send(.hide)
    #expect(view.notifications == 2)
  }

  /// Row stores are released when nothing holds them (their rows removed or not), and a
  /// list opened and closed 1,000 times leaves nothing growing behind.
  @Test func rowStoresAreReleasedAndNothingGrows() {
    let store = Store(initialState: Feature.rows(10)) { Feature() }
    weak var first: StoreOf<ViewObservationFixture.Row>?
    weak var last: StoreOf<ViewObservationFixture.Row>?
    do {
      let rows = store.scope(state: \.rows, action: \.rows)
      let (row0, row9) = (rows[0], rows[9])
      first = row0
      last = row9
      let view = SimulatedView { _ = row0.count }
      store.send(.remove(0))
      store.send(.remove(9))
      #expect(first != nil)
      _ = (view, row9)
    }
    #expect(first == nil, "a removed row's store is released once nothing holds it")
    #expect(last == nil)
    for cycle in 0..<1_000 {
      let rows = store.scope(state: \.rows, action: \.rows)
      let views = rows.map { row in SimulatedView { _ = row.count } }
      store.send(.rows(.element(id: 1 + cycle % 8, action: .increment)))
      _ = views
    }
    let runtime = store.core.rootRuntime
    #expect(store.core.scopes.count == 1, "one cache for the list")
    #expect(runtime.scopeEntryCount <= 2)
    let cache = store.core.scopes.rows(
      for: ScopeCache.Key(
        state: \Feature.State.rows, action: \Feature.Action.AllCasePaths.rows, kind: .rows))
    let rows =
      cache
      as? ParentRowStores<
        Feature.State, Feature.Action, Int, ViewObservationFixture.Row.State,
        ViewObservationFixture.Row.Action
      >
    #expect(rows != nil)
    #expect((rows?.cachedCount ?? .max) <= 64, "released row stores are pruned")
  }
}
