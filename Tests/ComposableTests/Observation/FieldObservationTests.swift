import Observation
import Testing

@testable import Composable

/// Values read through the store (`store.count`) are observed one by one, and told apart
/// from their neighbours without copying the state.
@MainActor
@Suite struct FieldObservationTests {
  typealias Feature = ViewObservationFixture.Feature

  @Test func aViewReadingOneFieldIsNotToldOfAnother() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let countView = SimulatedView { _ = store.count }
    let textView = SimulatedView { _ = store.text }
    store.send(.setText("a"))
    store.send(.setText("ab"))
    #expect(countView.notifications == 0)
    #expect(textView.notifications == 2)
    store.send(.increment)
    #expect(countView.notifications == 1)
    #expect(textView.notifications == 2)
  }

  @Test func anUnchangedFieldNotifiesNobody() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let textView = SimulatedView { _ = store.text }
    store.send(.setText(""))
    #expect(textView.notifications == 0)
  }

  @Test func aReadOfTheWholeStateIsToldOfEveryChange() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let view = SimulatedView { _ = store.state.count }
    store.send(.setText("a"))
    store.send(.increment)
    #expect(view.notifications == 2)
  }

  /// Reading the rows themselves depends on their contents: any change to them notifies.
  @Test func aViewReadingTheRowsIsToldOfEachRowChange() {
    let store = Store(initialState: Feature.rows(3)) { Feature() }
    let view = SimulatedView { _ = store.rows }
    store.send(.rows(.element(id: 1, action: .increment)))
    store.send(.append(3))
    store.send(.increment)
    #expect(view.notifications == 2)
  }

  /// The ids, in order, are one value: a row's contents are not part of it.
  @Test func aViewReadingOnlyTheIdsIsNotToldOfRowContents() {
    let store = Store(initialState: Feature.rows(3)) { Feature() }
    let view = SimulatedView { _ = store.scope(state: \.rows, action: \.rows).ids }
    store.send(.rows(.element(id: 1, action: .increment)))
    store.send(.renameRowInParent(id: 2, title: "two"))
    #expect(view.notifications == 0)
    store.send(.append(3))
    #expect(view.notifications == 1)
    store.send(.remove(0))
    #expect(view.notifications == 2)
    store.send(.move)
    #expect(view.notifications == 3)
  }

  /// A small standard collection is compared with `==`; a large one is not kept (a write
  /// into it would copy it), and counts as changed after every action.
  @Test func standardCollectionsAreComparedOnlyWhileSmall() {
    let store = Store(initialState: Feature.State(numbers: [1, 2, 3])) { Feature() }
    let view = SimulatedView { _ = store.numbers }
    store.send(.increment)
    store.send(.setFirstNumber(1))
    #expect(view.notifications == 0, "an equal small array is no change")
    store.send(.setFirstNumber(7))
    #expect(view.notifications == 1)
    store.send(.setNumbers(Array(0...100)))
    #expect(view.notifications == 2)
    store.send(.increment)
    #expect(view.notifications == 3, "a large array is not kept: any action may have changed it")
  }

  /// Watching the rows never makes the reducer's write into them copy them: the storage
  /// of the elements is the same before and after a row action.
  @Test func watchingTheRowsDoesNotCopyThem() throws {
    let store = Store(initialState: Feature.rows(1_000)) { Feature() }
    let root = try #require(store.core as? RootCore<Feature>)
    func storage() -> UnsafeRawPointer? {
      root._state.rows._elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    let listView = SimulatedView { _ = store.scope(state: \.rows, action: \.rows).count }
    let rowView = SimulatedView { _ = store.rows[id: 5]?.count }
    let countView = SimulatedView { _ = store.count }
    store.send(.rows(.element(id: 5, action: .increment)))
    let before = storage()
    // NB: Checked after every action: a copy frees the storage it copied, which the next
    // copy may reuse, so two copies can land where the first storage was.
    var copies = 0
    for id in 0..<100 {
      store.send(.rows(.element(id: id, action: .increment)))
      if storage() != before { copies += 1 }
    }
    store.send(.increment)
    #expect(copies == 0, "row actions while watched copied the rows \(copies) times")
    #expect(listView.notifications == 0)
    #expect(countView.notifications == 1)
    #expect(rowView.notifications >= 1)
  }

  /// A trivially copyable state is kept at the start of each reduction (free). Any other
  /// state is kept only once the store has been read during a reduction; the first such
  /// read gets the state the store was created with.
  @Test func aReadDuringAReductionOfALargeStateGetsTheInitialStateOnce() async {
    @MainActor final class Reader {
      var store: StoreOf<Feature>?
      var isReading = false
      var seen: [Int] = []
    }
    struct Reading: Reducer {
      /// Made by the test, on the main actor, where it reads `Reader`.
      let read: Reduce<Feature.State, Feature.Action>
      var body: some ReducerOf<Feature> {
        read
        Feature()
      }
    }
    let reader = Reader()
    let read = Reduce<Feature.State, Feature.Action> { _, action in
      if case .append = action, reader.isReading {
        reader.seen.append(reader.store?.rows.count ?? -1)
      }
      return .none
    }
    let store = Store(initialState: Feature.rows(2)) { Reading(read: read) }
    reader.store = store
    store.send(.append(10))
    store.send(.append(11))
    reader.isReading = true
    let diagnostics = await collectDiagnostics {
      store.send(.append(12))
      store.send(.append(13))
    }
    #expect(reader.seen == [2, 5], "the initial state, then the state before the reduction")
    #expect(diagnostics.count == 2)
  }
}
