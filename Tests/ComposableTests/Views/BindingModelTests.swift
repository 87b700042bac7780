import Observation
import Testing

@testable import Composable

/// What `$store.field`, `$store.field.sending(\.action)` and
/// `$store.scope(state:action:)` read and send, without SwiftUI: the SwiftUI adapter maps these
/// members of `Store` onto bindings, one line each.
@MainActor
@Suite struct BindingModelTests {
  typealias Feature = ViewFixture.Feature

  @Test func settingABindableFieldSendsItsBindingAction() {
    let logged = ViewFixture.Logged()
    logged.store.name = "Blob"
    #expect(logged.sent() == [.binding(.set(\.name, "Blob"))])
    #expect(logged.store.name == "Blob")
  }

  @Test func settingTheValueAFieldHasSendsNothing() {
    let logged = ViewFixture.Logged(Feature.State(name: "Blob"))
    logged.store.name = "Blob"
    #expect(logged.sent().isEmpty)
  }

  @Test func aBindableFieldIsObservedOnItsOwn() {
    let logged = ViewFixture.Logged()
    let told = LockIsolated(0)
    withObservationTracking {
      _ = logged.store.name
    } onChange: {
      told.withValue { $0 += 1 }
    }
    logged.store.text = "other field"
    #expect(told.value == 0)
    logged.store.name = "Blob"
    #expect(told.value == 1)
  }

  struct Legacy: Reducer {
    struct State: Equatable { @BindingState var query = "" }
    enum Action: BindableAction, Equatable { case binding(BindingAction<State>) }
    var body: some ReducerOf<Self> { BindingReducer() }
  }

  /// TCA 1.0's `store.binding(\.$query)` and the view store's `viewStore.$query`, now built on
  /// Linux too (with the library's `Binding` stand-in).
  @Test func aBindingStateFieldsBindingSendsItsBindingAction() {
    let store = Store(initialState: Legacy.State()) { Legacy() }
    let binding = store.binding(\.$query)
    binding.wrappedValue = "a"
    #expect(store.withState(\.query) == "a")
    #expect(binding.wrappedValue == "a")
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.$query.wrappedValue = "b"
    #expect(store.withState(\.query) == "b")
  }

  @Test func sendingSendsTheActionWithTheNewValue() {
    let logged = ViewFixture.Logged()
    logged.store[state: \.text, action: \.textChanged] = "typed"
    #expect(logged.sent() == [.textChanged("typed")])
    #expect(logged.store[state: \.text, action: \.textChanged] == "typed")
  }

  @Test func aPresentedCaseIsAStoreWhileItIsPresented() {
    let logged = ViewFixture.Logged()
    #expect(logged.store[state: \.destination?.edit, action: \.destination.edit] == nil)
    logged.store.send(.editTapped(1))
    let edit = logged.store[state: \.destination?.edit, action: \.destination.edit]
    #expect(edit?.withState(\.id) == 1)
    #expect(logged.store[state: \.destination?.alert, action: \.destination.alert] == nil)
    // The same store while the same child is presented: `.sheet(item:)` keeps the sheet.
    #expect(logged.store[state: \.destination?.edit, action: \.destination.edit] === edit)
    // Its actions reach the child inside the presentation.
    _ = logged.sent()
    edit?.title = "New"
    #expect(
      logged.sent() == [.destination(.presented(.edit(.binding(.set(\.title, "New")))))])
    #expect(logged.store.destination == .edit(ViewFixture.Edit.State(id: 1, title: "New")))
  }

  @Test func anotherChildIsAnotherStore() {
    let logged = ViewFixture.Logged()
    logged.store.send(.editTapped(1))
    let first = logged.store[state: \.destination?.edit, action: \.destination.edit]
    logged.store.send(.editTapped(2))
    let second = logged.store[state: \.destination?.edit, action: \.destination.edit]
    #expect(first != nil && second != nil)
    #expect(first?.id != second?.id)
  }

  /// `.navigationDestination(item:)` takes a `Hashable` item: a store equals itself only, and
  /// the same child gives the same store, so the screen is not pushed again.
  @Test func aPresentedStoreIsHashableByIdentity() {
    let logged = ViewFixture.Logged()
    logged.store.send(.editTapped(1))
    let first = logged.store[state: \.destination?.edit, action: \.destination.edit]
    let again = logged.store[state: \.destination?.edit, action: \.destination.edit]
    #expect(first == again)
    #expect(Set([first, again]).count == 1)
    logged.store.send(.editTapped(2))
    let other = logged.store[state: \.destination?.edit, action: \.destination.edit]
    #expect(other != first)
  }

  @Test func settingNilDismissesWhatIsPresented() {
    let logged = ViewFixture.Logged()
    logged.store.send(.editTapped(1))
    _ = logged.sent()
    logged.store[state: \.destination?.edit, action: \.destination.edit] = nil
    #expect(logged.sent() == [.destination(.dismiss)])
    #expect(logged.store.destination == nil)
    // Nothing is presented: a second `nil` (SwiftUI after a button's own dismissal) sends
    // nothing.
    logged.store[state: \.destination?.edit, action: \.destination.edit] = nil
    #expect(logged.sent().isEmpty)
  }

  @Test func aDismissalThroughTheCasePathIsThePresentationsDismissal() {
    let path: AnyCasePath<Feature.Action, PresentationAction<ViewFixture.Edit.Action>> =
      Feature.Action.allCasePaths.destination.edit
    #expect(path.embed(.dismiss) == .destination(.dismiss))
    #expect(path.embed(.presented(.saveTapped)) == .destination(.presented(.edit(.saveTapped))))
    #expect(path.extract(from: .destination(.dismiss)) == .dismiss)
    #expect(
      path.extract(from: .destination(.presented(.edit(.saveTapped)))) == .presented(.saveTapped))
    #expect(path.extract(from: .destination(.presented(.alert(.later)))) == nil)
    #expect(path.extract(from: .textChanged("x")) == nil)
  }
}
