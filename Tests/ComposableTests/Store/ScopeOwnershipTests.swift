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

  /// A child that is neither `Identifiable` nor an enum, dismissed and presented again, is
  /// another presentation: a new store, and the held one keeps its child's last state.
  @Test func aPlainChildPresentedAgainGetsANewStore() throws {
    typealias Plain = ViewObservationFixture.Feature
    let store = Store(initialState: Plain.State()) { Plain() }
    store.send(.show)
    let first = try #require(store.scope(state: \.child, action: \.child))
    first.send(.increment)
    store.send(.hide)
    store.send(.show)
    let second = try #require(store.scope(state: \.child, action: \.child))
    #expect(second !== first)
    #expect(first.count == 11)
    #expect(second.count == 10)
  }

  /// A view that reads a row through a row store nobody keeps, re-rendered by something
  /// else 1,000 times while the list does not change, leaves a bounded number of entries
  /// (those of released stores are told and dropped when the entries double: at most one
  /// extra render per drop), and still hears its row.
  @Test func rowObserversOfReleasedStoresDoNotPileUp() throws {
    typealias Plain = ViewObservationFixture.Feature
    let store = Store(initialState: Plain.rows(3)) { Plain() }
    let view = InvalidatedView {
      _ = store.count
      _ = store.scope(state: \.rows, action: \.rows)[0].count
    }
    for _ in 0..<1_000 { store.send(.increment) }
    #expect(view.renders >= 1_000 && view.renders <= 1_050, "\(view.renders) renders")
    let rows = try #require(
      store.core.scopes.rows(
        for: ScopeCache.Key(
          state: \Plain.State.rows, action: \Plain.Action.AllCasePaths.rows, kind: .rows))
        as? ParentRowStores<
          Plain.State, Plain.Action, Int, ViewObservationFixture.Row.State,
          ViewObservationFixture.Row.Action
        >)
    #expect(rows.watchedCount <= 128)
    let before = view.renders
    store.send(.rows(.element(id: 0, action: .increment)))
    #expect(view.renders == before + 1, "the view still hears its row")
  }

  /// The sub-list of a released row store leaves the root once the row store is gone.
  @Test func aReleasedRowsSubListLeavesTheRoot() {
    let store = Store(initialState: Feature.twoRows) { Feature() }
    for index in 0..<300 {
      do {
        let row = store.scope(state: \.rows, action: \.rows)[0]
        withObservationTracking {
          _ = row.scope(state: \.items, action: \.items)[0].name
        } onChange: {
        }
        store.send(
          .rows(.element(id: 1, action: .items(.element(id: 10, action: .rename("\(index)"))))))
      }
    }
    store.send(.setChild(nil))
    #expect(store.core.rootRuntime.scopeEntryCount <= 130)
  }

  /// An action sent to the store of a replaced child is dropped, with a warning: it would
  /// reach the new child.
  @Test func aReplacedChildsStoreDropsItsActions() throws {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.setChild(.init(id: 1)))
    let first = try #require(store.scope(state: \.child, action: \.child))
    store.send(.setChild(.init(id: 2)))
    let warnings = LockIsolated<[String]>([])
    Diagnostics.$handler.withValue({ diagnostic in
      warnings.withLock { $0.append(diagnostic.message) }
    }) {
      first.send(.increment)
    }
    #expect(store.withState(\.child?.count) == 0, "child 2 is not changed")
    #expect(warnings.current.count == 1)
    #expect(warnings.current.first?.contains("dismissed or replaced") == true)
  }

  /// A held child store read during its parent's reduction (a reported misuse, which may see
  /// a state from before the child existed) keeps following its child.
  @Test func aReadDuringTheParentsReductionDoesNotEndAChildStore() throws {
    let holder = ChildStoreHolder()
    let store = Store(initialState: Peeking.State()) { Peeking(holder: holder) }
    store.send(.setChild(.init(id: 1)))
    let child = try #require(store.scope(state: \.child, action: \.child))
    holder.store = child
    Diagnostics.$handler.withValue({ _ in }) { store.send(.peek) }
    child.send(.increment)
    child.send(.increment)
    #expect(child.count == 2)
    #expect(store.scope(state: \.child, action: \.child) === child)
  }
}

/// Holds a child store for ``Peeking``'s reducer to read.
@MainActor
final class ChildStoreHolder {
  var store: StoreOf<ScopeOwnershipFixture.Child>?
}

/// A parent whose reducer reads a held child store (`.peek`): a misuse, as a dependency that
/// holds a store might commit.
struct Peeking: Reducer {
  let holder: ChildStoreHolder
  struct State: Equatable {
    var name = "x"
    var child: ScopeOwnershipFixture.Child.State?
  }
  enum Action: Equatable, Sendable {
    case setChild(ScopeOwnershipFixture.Child.State?)
    case peek
    case child(ScopeOwnershipFixture.Child.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setChild(child): state.child = child
      case .peek: MainActor.assumeIsolated { _ = holder.store?.count }
      case .child: break
      }
      return .none
    }
    .ifLet(\.child, action: /Action.child) { ScopeOwnershipFixture.Child() }
  }
}

/// A view as SwiftUI keeps one: each render tracks what it reads, and a change heard by any
/// render invalidates the view once (a render already superseded invalidates nothing), then
/// it renders again.
@MainActor
final class InvalidatedView {
  private(set) var renders = 0
  private var generation = 0
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    render()
  }

  private func render() {
    generation += 1
    let current = generation
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self, current == self.generation else { return }
        self.renders += 1
        self.render()
      }
    }
  }
}
