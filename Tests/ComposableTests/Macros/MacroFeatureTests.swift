import Composable
import ComposableTesting
import Testing

// Features written as TCA 1.25 writes them, with its macros: what they expand to must compile
// and behave as the hand-written (or generated) forms do.

@Reducer
struct MacroCounter {
  @ObservableState
  struct State: Equatable, Sendable {
    var count = 0
  }
  enum Action: Equatable, Sendable {
    case decrementTapped
    case incrementTapped
    case delegate(Delegate)
    @CasePathable
    enum Delegate: Equatable, Sendable { case reachedTen }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementTapped:
        state.count -= 1
        return .none
      case .incrementTapped:
        state.count += 1
        return state.count == 10 ? .send(.delegate(.reachedTen)) : .none
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct MacroParent {
  @ObservableState
  struct State: Equatable, Sendable {
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
    var confirmed = 0
  }
  enum Action: Equatable, Sendable {
    case addTapped
    case alertTapped
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case pushTapped
  }
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  enum Destination {
    case add(MacroCounter)
    case alert(AlertState<Alert>)
    @ReducerCaseIgnored
    case note(String)
    @CasePathable
    enum Alert: Equatable, Sendable { case confirm }
  }
  @Reducer
  enum Path {
    case counter(MacroCounter)
    case second(MacroCounter)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .add(MacroCounter.State())
        return .none
      case .alertTapped:
        state.destination = .alert(
          AlertState {
            TextState("Sure?")
          } actions: {
            ButtonState(action: .confirm) { TextState("Yes") }
          })
        return .none
      case .destination(.presented(.alert(.confirm))):
        state.confirmed += 1
        return .none
      case .destination:
        return .none
      case .path(.element(_, action: .counter(.delegate(.reachedTen)))):
        state.confirmed += 10
        return .none
      case .path:
        return .none
      case .pushTapped:
        state.path.append(.counter(MacroCounter.State(count: 9)))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

// TCA 1.25's spelling for a stack's state conformances, beside the enum.
extension MacroParent.Path.State: Equatable, Sendable {}
extension MacroParent.Path.Action: Equatable, Sendable {}

@MainActor @Suite struct MacroFeatureTests {
  @Test func aStructReducerConformsAndItsActionHasCasePaths() async {
    let store = TestStore(initialState: MacroCounter.State()) { MacroCounter() }
    await store.send(.incrementTapped) { $0.count = 1 }
    let action = MacroCounter.Action.delegate(.reachedTen)
    #expect(action[case: \.delegate] == .reachedTen)
    #expect(action.is(\.delegate.reachedTen))
    #expect(!action.is(\.incrementTapped))
    #expect((MacroCounter.State() as any ObservableState) is MacroCounter.State)
  }

  @Test func anEnumOfFeaturesScopesEachCase() async {
    let store = TestStore(initialState: MacroParent.State()) { MacroParent() }
    await store.send(.addTapped) { $0.destination = .add(MacroCounter.State()) }
    await store.send(\.destination.add.incrementTapped) {
      $0.destination?.modify(\.add) { $0.count = 1 }
    }
    await store.send(.alertTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Sure?")
        } actions: {
          ButtonState(action: .confirm) { TextState("Yes") }
        })
    }
    await store.send(\.destination.alert.confirm) {
      $0.destination = nil
      $0.confirmed = 1
    }
  }

  @Test func aStackOfAnEnumOfFeatures() async {
    let store = TestStore(initialState: MacroParent.State()) { MacroParent() }
    await store.send(.pushTapped) { $0.path[id: 0] = .counter(MacroCounter.State(count: 9)) }
    await store.send(\.path[id: 0].counter.incrementTapped) {
      $0.path[id: 0, case: \.counter]?.count = 10
    }
    await store.receive(\.path[id: 0].counter.delegate.reachedTen) { $0.confirmed = 10 }
  }

  /// `switch store.case`: a store of the feature of the case the state is in, or the case's
  /// values, for every case.
  @Test func storeCaseSwitchesOverEveryCase() {
    func describe(_ store: StoreOf<MacroParent.Destination>) -> String {
      switch store.case {
      case let .add(counter):
        counter.send(.incrementTapped)
        return "add \(counter.count)"
      case let .alert(alert):
        return "alert \(alert.buttons.count)"
      case let .note(text):
        return "note \(text)"
      }
    }
    let add = Store(initialState: MacroParent.Destination.State.add(MacroCounter.State())) {
      MacroParent.Destination.body
    }
    #expect(describe(add) == "add 1")
    #expect(add.state == .add(MacroCounter.State(count: 1)))
    let note = Store(initialState: MacroParent.Destination.State.note("hi")) {
      MacroParent.Destination.body
    }
    #expect(describe(note) == "note hi")
  }

  @Test func ignoredCasesAreStateOnly() {
    let state = MacroParent.Destination.State.note("n")
    #expect(state[case: \.note] == "n")
    // The actions have no `note` case: every case of `Action` is a feature's or the alert's.
    let actions: [MacroParent.Destination.Action] = [.add(.incrementTapped), .alert(.confirm)]
    #expect(actions.count == 2)
  }
}

/// A case of several labeled values: its case path's value keeps the labels, as
/// swift-case-paths' (the ninth review: `[case: \.pair]?.x` did not compile).
@CasePathable
enum LabeledPayload: Equatable {
  case pair(x: Int, y: String)
  case unlabeled(Int, String)
}

@Suite struct LabeledPayloadTests {
  @Test func aCasePathsValueKeepsTheCasesLabels() {
    let value = LabeledPayload.pair(x: 1, y: "q")
    #expect(value[case: \.pair]?.x == 1)
    #expect(value[case: \.pair]?.y == "q")
    #expect(LabeledPayload.unlabeled(2, "r")[case: \.unlabeled]?.1 == "r")
    #expect(LabeledPayload.allCasePaths.pair.embed((x: 3, y: "s")) == .pair(x: 3, y: "s"))
  }
}

/// TCA 1.4's spelling of a list: `.forEach(\.rows, action: \.row)` on `case row(id:action:)`,
/// whose case path's value is labeled (the tenth review: it stopped compiling with the labels).
@Reducer
struct LabeledRows {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<LabeledRow.State> = [
      LabeledRow.State(id: 1), LabeledRow.State(id: 2),
    ]
  }
  enum Action: Equatable {
    case row(id: Int, action: LabeledRow.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.rows, action: \.row) { LabeledRow() }
  }
}

@Reducer
struct LabeledRow {
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }
  enum Action: Equatable { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@MainActor @Suite struct LabeledRowsTests {
  @Test func aRowActionThroughALabeledCaseReachesItsRow() async {
    let store = TestStore(initialState: LabeledRows.State()) { LabeledRows() }
    await store.send(.row(id: 2, action: .tapped)) { $0.rows[id: 2]?.count = 1 }
    await store.send(\.row, (id: 1, action: .tapped)) { $0.rows[id: 1]?.count = 1 }
  }
}
