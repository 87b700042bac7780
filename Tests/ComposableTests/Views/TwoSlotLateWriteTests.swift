import Composable
import Testing

/// Two presentation slots of one feature, an alert and a sheet, each with a late `nil` from
/// SwiftUI: each binding remembers the child it showed in its own slot, so a late write for
/// one slot never dismisses the other's child, nor a newer child of its own slot.
@MainActor
@Suite struct TwoSlotLateWriteTests {
  struct Sheet: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var text = ""
    }
    enum Action: Equatable { case typed(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case let .typed(text) = action { state.text = text }
      return .none
    }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      @PresentationState var alert: AlertState<Action.Alert>?
      @PresentationState var sheet: Sheet.State?
    }
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case sheet(PresentationAction<Sheet.Action>)
      case showBoth
      enum Alert: Equatable { case replaceSheet }
    }
    static let question = AlertState<Action.Alert> {
      TextState("Replace the sheet?")
    } actions: {
      ButtonState(action: .replaceSheet) { TextState("Replace") }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .showBoth:
          state.sheet = Sheet.State(id: 1)
          state.alert = Self.question
        case .alert(.presented(.replaceSheet)):
          state.sheet = Sheet.State(id: 2)
        case .alert, .sheet:
          break
        }
        return .none
      }
      .ifLet(\.$alert, action: \.alert)
      .ifLet(\.$sheet, action: \.sheet) { Sheet() }
    }
  }

  @Test func eachSlotsLateNilConcernsOnlyTheChildItShowed() throws {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.showBoth)
    let shownAlert = ShownChild(store.scope(state: \.alert, action: \.alert))
    let shownSheet = ShownChild(store.scope(state: \.sheet, action: \.sheet))
    let alert = try #require(shownAlert.store)
    let replace = try #require(alert.withState(\.buttons).first)
    alert.buttonTapped(replace)
    #expect(store.state.alert == nil)
    #expect(store.state.sheet == Sheet.State(id: 2))
    // SwiftUI's late nil for the tapped alert: the new sheet stays.
    store[state: \.alert, action: \.alert, shown: shownAlert] = nil
    #expect(store.state.sheet == Sheet.State(id: 2))
    // The replaced sheet's teardown sets its binding to nil; its store still reads the sheet
    // it showed.
    store[state: \.sheet, action: \.sheet, shown: shownSheet] = nil
    #expect(shownSheet.store?.withState(\.id) == 1)
    #expect(store.state.sheet == Sheet.State(id: 2))
    // The new sheet's own binding dismisses it.
    let newSheet = ShownChild(store.scope(state: \.sheet, action: \.sheet))
    #expect(newSheet.store?.withState(\.id) == 2)
    store[state: \.sheet, action: \.sheet, shown: newSheet] = nil
    #expect(store.state.sheet == nil)
  }
}

extension TwoSlotLateWriteTests.Feature.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var alert: AnyCasePath<TwoSlotLateWriteTests.Feature.Action, PresentationAction<Alert>> {
      .init(embed: { .alert($0) }, extract: { if case let .alert(v) = $0 { v } else { nil } })
    }
    var sheet:
      AnyCasePath<
        TwoSlotLateWriteTests.Feature.Action, PresentationAction<TwoSlotLateWriteTests.Sheet.Action>
      >
    {
      .init(embed: { .sheet($0) }, extract: { if case let .sheet(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
