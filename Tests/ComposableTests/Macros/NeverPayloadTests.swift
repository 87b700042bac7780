import Composable
import ComposableTesting
import Testing

// An alert with no actions (`AlertState<Never>`) in a destination enum, as TCA 1.25 apps write
// it: the macro's case path for it must compile without a warning (CI builds the tests with
// warnings as errors; a new user's trial found "will never be executed" in the expansion), and
// the other cases' paths still work.

@Reducer
struct NeverPayloadEdit {
  @ObservableState
  struct State: Equatable, Sendable { var name = "" }
  enum Action: Equatable, Sendable { case save }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct NeverPayloadFeature {
  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case alert(AlertState<Never>)
    case edit(NeverPayloadEdit)
  }
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case editTapped
    case infoTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .editTapped:
        state.destination = .edit(NeverPayloadEdit.State())
        return .none
      case .infoTapped:
        state.destination = .alert(AlertState { TextState("Saved") })
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@CasePathable
enum NeverPayloadEvent: Equatable {
  case impossible(Never)
  case tapped(Int)
}

@MainActor @Suite struct NeverPayloadTests {
  @Test func anAlertWithNoActionsIsPresentedAndDismissed() async {
    let store = TestStore(initialState: NeverPayloadFeature.State()) { NeverPayloadFeature() }
    await store.send(.infoTapped) {
      $0.destination = .alert(AlertState { TextState("Saved") })
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await store.send(.editTapped) { $0.destination = .edit(NeverPayloadEdit.State()) }
    await store.send(\.destination.edit.save)
  }

  @Test func aNeverCaseExtractsNothingAndItsNeighboursStillWork() {
    let paths = NeverPayloadEvent.allCasePaths
    #expect(paths.impossible.extract(from: .tapped(3)) == nil)
    #expect(paths.tapped.extract(from: .tapped(3)) == 3)
    #expect(paths.tapped.embed(4) == .tapped(4))
  }
}
