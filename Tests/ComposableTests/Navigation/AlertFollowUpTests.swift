import ComposableTesting
import Testing

/// An alert whose button makes the parent show another alert (TCA's alerts case study:
/// "Increment" shows "Incremented!"): the new alert stays; only the one whose button was
/// tapped goes away.
@MainActor
@Suite struct AlertFollowUpTests {
  struct Feature: Reducer {
    struct State: Equatable {
      @PresentationState var alert: AlertState<Action.Alert>?
      var count = 0
    }
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case showTapped
      enum Alert: Equatable { case increment, again, nothing }
    }
    static let question = AlertState<Action.Alert> {
      TextState("Increment?")
    } actions: {
      ButtonState(action: .increment) { TextState("Increment") }
      ButtonState(action: .again) { TextState("Ask again") }
      ButtonState(action: .nothing) { TextState("Nothing") }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .showTapped:
          state.alert = Self.question
        case .alert(.presented(.increment)):
          state.count += 1
          state.alert = AlertState { TextState("Incremented!") }
        case .alert(.presented(.again)):
          // The same alert again: a new one, equal to the one shown.
          state.alert = Self.question
        case .alert:
          break
        }
        return .none
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  @Test func anotherAlertPresentedByAButtonStays() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.showTapped) { $0.alert = Feature.question }
    await store.send(.alert(.presented(.increment))) {
      $0.count = 1
      $0.alert = AlertState { TextState("Incremented!") }
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func theSameAlertPresentedAgainStays() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.showTapped) { $0.alert = Feature.question }
    await store.send(.alert(.presented(.again)))
    #expect(store.state.alert == Feature.question)
    await store.send(.alert(.presented(.nothing))) { $0.alert = nil }
  }
}

extension AlertFollowUpTests.Feature.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var alert: AnyCasePath<AlertFollowUpTests.Feature.Action, PresentationAction<Alert>> {
      .init(embed: { .alert($0) }, extract: { if case let .alert(v) = $0 { v } else { nil } })
    }
    var showTapped: AnyCasePath<AlertFollowUpTests.Feature.Action, Void> {
      .init(
        embed: { _ in .showTapped }, extract: { if case .showTapped = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The follow-up alert written otherwise than by assignment (found by a sixth review): in
/// place through an enum destination's case, through an `inout` helper, or in a state made
/// anew. Each is another alert, and stays.
@MainActor
@Suite struct AlertFollowUpWriteTests {
  @Reducer
  struct Feature {
    struct State: Equatable {
      @Presents var destination: Destination.State?
      @Presents var alert: AlertState<Alert>?
    }
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case destination(PresentationAction<Destination.Action>)
    }
    @CasePathable
    enum Alert: Equatable, Sendable { case retry, helper, anew }
    @Reducer(state: .equatable, action: .equatable)
    enum Destination {
      case alert(AlertState<Alert>)
    }
    static func failed(_ title: String) -> AlertState<Alert> {
      AlertState {
        TextState(title)
      } actions: {
        ButtonState(action: .retry) { TextState("Retry") }
      }
    }
    static func present(_ alert: inout AlertState<Alert>?, _ title: String) {
      alert = failed(title)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .destination(.presented(.alert(.retry))):
          state.destination?.alert = Self.failed("Failed again")
        case .alert(.presented(.helper)):
          Self.present(&state.alert, "Through a helper")
        case .alert(.presented(.anew)):
          state = State(alert: Self.failed("Anew"))
        case .alert, .destination:
          break
        }
        return .none
      }
      .ifLet(\.$destination, action: \.destination)
      .ifLet(\.$alert, action: \.alert)
    }
  }

  @Test func anAlertWrittenInPlaceThroughItsCaseStays() async {
    let store = TestStore(
      initialState: Feature.State(destination: .alert(Feature.failed("Failed")))
    ) { Feature() }
    await store.send(\.destination.alert.retry) {
      $0.destination = .alert(Feature.failed("Failed again"))
    }
  }

  @Test func anAlertWrittenThroughAnInoutHelperStays() async {
    let store = TestStore(initialState: Feature.State(alert: Feature.failed("Failed"))) {
      Feature()
    }
    await store.send(.alert(.presented(.helper))) {
      $0.alert = Feature.failed("Through a helper")
    }
  }

  @Test func anAlertInAStateMadeAnewStays() async {
    let store = TestStore(initialState: Feature.State(alert: Feature.failed("Failed"))) {
      Feature()
    }
    await store.send(.alert(.presented(.anew))) { $0.alert = Feature.failed("Anew") }
  }
}
