import Composable
import Testing

/// TCA 1.25's enum scopes without SwiftUI: `$store.scope(state: \.$destination, action:
/// \.destination)` binds the destination's store, and `.add` or `.alert` after it the store
/// of that case, which is `Optional.subscript(_caseScope:shown:)`.
@MainActor
@Suite struct EnumScopeTests {
  typealias Parent = MacroParent
  typealias Destination = StoreOf<MacroParent.Destination>

  /// What the SwiftUI binding `$store.scope(state: \.$destination, action: \.destination)`
  /// holds: the destination's store, remembering the one it showed.
  func destinationBinding(_ store: StoreOf<Parent>) -> (
    Destination?,
    ShownChild<
      MacroParent.Destination.State, MacroParent.Destination.Action
    >
  ) {
    let destination = store.scope(state: \.destination, action: \.destination)
    return (destination, ShownChild(destination))
  }

  @Test func aCaseBindingReadsThatCasesStoreOnly() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(destinationBinding(store).0[_caseScope: \.add, shown: ShownCase(Int?.none)] == nil)
    store.send(.addTapped)
    let (destination, _) = destinationBinding(store)
    let add = destination[_caseScope: \.add, shown: ShownCase(Int?.none)]
    #expect(add?.count == 0)
    add?.send(.incrementTapped)
    #expect(store.state.destination == .add(MacroCounter.State(count: 1)))
    #expect(destination[_caseScope: \.alert, shown: ShownCase(Int?.none)] == nil)
    #expect(destination[_caseScope: \.note, shown: ShownCase(Int?.none)] == nil)
  }

  @Test func settingACaseBindingToNilDismissesTheDestination() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.addTapped)
    var (destination, shownDestination) = destinationBinding(store)
    let shown = ShownCase(destination[_caseScope: \.add, shown: ShownCase(Int?.none)])
    // SwiftUI writes `nil` through the case's binding, which writes the optional back
    // through the destination's binding.
    destination[_caseScope: \.add, shown: shown] = nil
    #expect(destination == nil)
    store[state: \.destination, action: \.destination, shown: shownDestination] = destination
    #expect(store.state.destination == nil)
  }

  @Test func aLateNilForAReplacedAlertLeavesTheFollowUp() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.alertTapped)
    let (destination, _) = destinationBinding(store)
    let alert = try #require(destination[_caseScope: \.alert, shown: ShownCase(Int?.none)])
    let shown = ShownCase(alert)
    // The button's action; the reducer presents another destination in its place.
    store.send(.destination(.presented(.alert(.confirm))))
    store.send(.alertTapped)
    var late = store.scope(state: \.destination, action: \.destination)
    late[_caseScope: \.alert, shown: shown] = nil
    #expect(late != nil)
    #expect(store.state.destination != nil)
  }

  @Test func aValuesCaseIsReadToo() {
    let store = Store(initialState: MacroParent.Destination.State.note("hi")) {
      MacroParent.Destination.body
    }
    let destination: Destination? = store
    #expect(destination[_caseScope: \.note, shown: ShownCase(Int?.none)] == "hi")
  }
}

@Reducer
struct FollowUpParent {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case showTapped
  }
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case alert(AlertState<Alert>)
    @CasePathable
    enum Alert: Equatable { case again }
  }
  static let question = AlertState<Destination.Alert> {
    TextState("Again?")
  } actions: {
    ButtonState(action: .again) { TextState("Again") }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showTapped, .destination(.presented(.alert(.again))):
        // NB: The button's own reduction shows the follow-up.
        state.destination = .alert(Self.question)
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension EnumScopeTests {
  /// Found by review twenty-one: a follow-up alert that the button's own reduction shows.
  /// The alert's button is tapped as the SwiftUI adapter taps it (`buttonTapped`, which ends
  /// the alert's store), so SwiftUI's late `nil` for the tapped alert leaves the follow-up.
  @Test func aFollowUpShownByTheButtonsOwnReductionStays() throws {
    let store = Store(initialState: FollowUpParent.State()) { FollowUpParent() }
    store.send(.showTapped)
    let destination = store.scope(state: \.destination, action: \.destination)
    let shownDestination = ShownChild(destination)
    let alert = try #require(destination[_caseScope: \.alert, shown: ShownCase(Int?.none)])
    let shown = ShownCase(alert)
    let button = try #require(alert.withState(\.buttons).first)
    alert.buttonTapped(button)
    #expect(store.state.destination == .alert(FollowUpParent.question))
    var late = store.scope(state: \.destination, action: \.destination)
    late[_caseScope: \.alert, shown: shown] = nil
    store[state: \.destination, action: \.destination, shown: shownDestination] = late
    #expect(store.state.destination == .alert(FollowUpParent.question))
  }
}

/// TCA 1.25's SyncUps' destination: an ignored alert case beside a hand-written `Action`.
@Reducer
struct IgnoredAlertParent {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case deleteTapped
  }
  @Reducer
  enum Destination {
    @ReducerCaseIgnored case alert(AlertState<Alert>)
    case edit(MacroCounter)
    @CasePathable
    enum Action {
      case alert(Alert)
      case edit(MacroCounter.Action)
    }
    @CasePathable
    enum Alert { case confirmDeletion }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .deleteTapped = action {
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(action: .confirmDeletion) { TextState("Delete") }
          })
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension IgnoredAlertParent.Destination.State: Equatable {}

extension EnumScopeTests {
  /// As TCA 1.25's macro: the ignored alert case, whose name the hand-written `Action` has,
  /// is a store of the alert, for `.alert($store.scope(state: \.$destination, action:
  /// \.destination).alert)`.
  @Test func anIgnoredAlertCaseWithItsOwnActionIsAStore() throws {
    let store = Store(initialState: IgnoredAlertParent.State()) { IgnoredAlertParent() }
    store.send(.deleteTapped)
    let destination = store.scope(state: \.destination, action: \.destination)
    let alert:
      Store<AlertState<IgnoredAlertParent.Destination.Alert>, IgnoredAlertParent.Destination.Alert>? =
        destination[_caseScope: \.alert, shown: ShownCase(Int?.none)]
    let button = try #require(alert?.withState(\.buttons).first)
    alert?.buttonTapped(button)
    #expect(store.state.destination == nil)
  }
}
