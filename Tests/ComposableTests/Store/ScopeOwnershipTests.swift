import Observation
import Testing

@testable import Composable

/// Every scope belongs to the store it was scoped from: a row's child, presented child and
/// sub-list are that row's, never another row's, and every observer of a value hears it.
@MainActor
@Suite struct ScopeOwnershipTests {
  typealias Feature = ScopeOwnershipFixture.Feature

  @Test func aRowsOptionalChildIsThatRows() throws {
    let store = Store(initialState: Feature.twoRows) { Feature() }
    let rows = store.scope(state: \.rows, action: \.rows)
    let child1 = try #require(rows[0].scope(state: \.child, action: \.child))
    let child2 = try #require(rows[1].scope(state: \.child, action: \.child))
    #expect(child1 !== child2)
    #expect(child1.name == "one")
    #expect(child2.name == "two")
    child2.send(.rename("x"))
    #expect(store.rows[id: 2]?.child?.name == "x")
    #expect(store.rows[id: 1]?.child?.name == "one")
  }

  @Test func aRowsPresentedChildIsThatRows() throws {
    let store = Store(initialState: Feature.twoRows) { Feature() }
    store.send(.rows(.element(id: 1, action: .present(id: 5))))
    store.send(.rows(.element(id: 2, action: .present(id: 6))))
    let rows = store.scope(state: \.rows, action: \.rows)
    let sheet1 = try #require(rows[0].scope(state: \.sheet, action: \.sheet))
    let sheet2 = try #require(rows[1].scope(state: \.sheet, action: \.sheet))
    #expect(sheet1.id != sheet2.id)
    sheet2.send(.increment)
    #expect(store.rows[id: 2]?.sheet?.count == 1)
    #expect(store.rows[id: 1]?.sheet?.count == 0)
    #expect(sheet1.count == 0)
    #expect(sheet2.count == 1)
  }

  @Test func aRowsSubListIsThatRows() {
    let store = Store(initialState: Feature.twoRows) { Feature() }
    let rows = store.scope(state: \.rows, action: \.rows)
    let items1 = rows[0].scope(state: \.items, action: \.items)
    let items2 = rows[1].scope(state: \.items, action: \.items)
    #expect(items1.ids == [10, 11])
    #expect(items2.ids == [20, 21])
    let item20 = items2[0]
    let view = SimulatedView { _ = item20.name }
    let otherView = SimulatedView { _ = items1[0].name }
    store.send(.rows(.element(id: 2, action: .items(.element(id: 20, action: .rename("a"))))))
    #expect(view.notifications == 1, "row 2's item view hears its item")
    #expect(otherView.notifications == 0, "row 1's item did not change")
    item20.send(.rename("b"))
    #expect(store.rows[id: 2]?.items[id: 20]?.name == "b")
    #expect(store.rows[id: 1]?.items[id: 10]?.name == "")
  }

  /// Two views read one row through row stores nobody keeps: both hear the row change.
  @Test func everyObserverOfARowHearsIt() {
    let store = Store(initialState: Feature.twoRows) { Feature() }
    let first = SimulatedView { _ = store.scope(state: \.rows, action: \.rows)[1].child }
    let second = SimulatedView { _ = store.scope(state: \.rows, action: \.rows)[1].child }
    store.send(.rows(.element(id: 2, action: .child(.rename("z")))))
    #expect(first.notifications == 1)
    #expect(second.notifications == 1)
    store.send(.rows(.element(id: 1, action: .child(.rename("y")))))
    #expect(first.notifications == 1)
    #expect(second.notifications == 1)
  }

  /// A child replaced by one of another identity gets a new store (and id); the old store
  /// shows the last state of the child it was made for.
  @Test func aReplacedChildGetsANewStore() throws {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.setChild(.init(id: 1, name: "one")))
    let first = try #require(store.scope(state: \.child, action: \.child))
    store.send(.child(.increment))
    #expect(store.scope(state: \.child, action: \.child) === first, "same child, same store")
    store.send(.setChild(.init(id: 2, name: "two")))
    let second = try #require(store.scope(state: \.child, action: \.child))
    #expect(second !== first)
    #expect(second.id != first.id)
    #expect(second.name == "two")
    #expect(first.name == "one", "the old store shows its own child's last state")
    #expect(first.count == 1)
  }

  /// A row's replaced child too, and the row's other scopes are unaffected.
  @Test func aRowsReplacedChildGetsANewStore() throws {
    let store = Store(initialState: Feature.twoRows) { Feature() }
    let rows = store.scope(state: \.rows, action: \.rows)
    let first = try #require(rows[0].scope(state: \.child, action: \.child))
    store.send(.rows(.element(id: 1, action: .showChild(id: 9))))
    let second = try #require(rows[0].scope(state: \.child, action: \.child))
    #expect(second !== first)
    #expect(second.state.id == 9)
    #expect(first.state.id == 1)
  }

  /// `unwrapped()` is observed as an optional scope is: a view reading it is told when the
  /// child appears.
  @Test func unwrappedIsObserved() {
    let store = Store(initialState: Feature.State()) { Feature() }
    // NB: Held, as a view's store is: a scope made and dropped in the view's body is
    // observed on the root's next change whatever it concerned (TemporaryScopeObservation).
    let optional: Store<ScopeOwnershipFixture.Child.State?, ScopeOwnershipFixture.Child.Action> =
      store.scope(state: \.child, action: \.child)
    let view = SimulatedView { _ = optional.unwrapped() }
    store.send(.setChild(.init(id: 1)))
    #expect(view.notifications == 1)
    store.send(.child(.increment))
    #expect(view.notifications == 1, "a change inside the child is the child view's")
    store.send(.setChild(.init(id: 2)))
    #expect(view.notifications == 2, "another child")
    store.send(.setChild(nil))
    #expect(view.notifications == 3)
  }

  /// The store `unwrapped()` gives shows the child's changes while present, and its last
  /// state after.
  @Test func unwrappedShowsTheChildsChanges() throws {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.setChild(.init(id: 1)))
    let optional: Store<ScopeOwnershipFixture.Child.State?, ScopeOwnershipFixture.Child.Action> =
      store.scope(state: \.child, action: \.child)
    let child = try #require(optional.unwrapped())
    let view = SimulatedView { _ = child.count }
    store.send(.child(.increment))
    store.send(.child(.increment))
    #expect(child.count == 2)
    #expect(view.notifications == 2)
    store.send(.setChild(nil))
    #expect(child.count == 2, "its last state once the child is gone")
  }

  /// The same through a temporary optional scope, the child's own sends and a presented
  /// child (the shapes a view writes).
  @Test func unwrappedOfATemporaryScopeShowsTheChildsChanges() throws {
    let store = Store(initialState: Feature.twoRows) { Feature() }
    store.send(.rows(.element(id: 2, action: .present(id: 7))))
    let row = store.scope(state: \.rows, action: \.rows)[1]
    let child = try #require(
      (row.scope(state: \.child, action: \.child)
        as Store<ScopeOwnershipFixture.Child.State?, ScopeOwnershipFixture.Child.Action>)
        .unwrapped())
    child.send(.increment)
    child.send(.increment)
    #expect(child.count == 2)
    #expect(child.state.count == 2)
    #expect(store.rows[id: 2]?.child?.count == 2)
  }
}
