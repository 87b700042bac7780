import ComposableTesting
import Foundation
import Testing

/// Alerts and enum destinations, written as TCA 1.0 users write them.
struct Inbox: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var destination: Destination.State?
    var messages = ["Hi", "Bye"]
  }
  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<Destination.Action>)
    case deleteTapped
    case composeTapped
    case confirmTapped
    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case compose(Sheet.State)
      case confirm(ConfirmationDialogState<Action.Confirm>)
    }
    enum Action: Equatable {
      case compose(Sheet.Action)
      case confirm(Confirm)
      enum Confirm: Equatable { case send, discard }
    }
    var body: some ReducerOf<Self> {
      Scope(state: /State.compose, action: /Action.compose) { Sheet() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete all messages?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("This cannot be undone.")
        }
        return .none
      case .alert(.presented(.confirmDeletion)):
        state.messages = []
        return .none
      case .alert:
        return .none
      case .composeTapped:
        state.destination = .compose(Sheet.State(id: 7))
        return .none
      case .confirmTapped:
        state.destination = .confirm(
          ConfirmationDialogState(titleVisibility: .visible) {
            TextState("Send?")
          } actions: {
            ButtonState(action: .send) { TextState("Send") }
            ButtonState(role: .destructive, action: .send(.discard, animation: .default)) {
              TextState("Discard")
            }
          })
        return .none
      case .destination(.presented(.confirm(.discard))):
        state.messages.removeLast()
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
  }
}

@MainActor
@Suite struct DestinationTests {
  func makeStore(_ clock: TestClock = TestClock()) -> TestStoreOf<Inbox> {
    TestStore(initialState: Inbox.State()) {
      Inbox()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func anAlertButtonRoundTrip() async {
    let store = makeStore()
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete all messages?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("This cannot be undone.")
      }
    }
    // What a UI does on a tap: send the button's action, presented.
    let delete = store.state.alert?.buttons.first
    #expect(delete?.role == .destructive)
    #expect(delete.map { String(state: $0.label) } == "Delete")
    var tapped: Inbox.Action.Alert?
    delete?.withAction { tapped = $0 }
    #expect(tapped == .confirmDeletion)
    // An alert is dismissed after any of its actions.
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.messages = []
    }
  }

  @Test func anAlertDismissedWithItsCancelButton() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.deleteTapped)
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    #expect(store.state.messages == ["Hi", "Bye"])
  }

  @Test func anEnumDestinationSwitchingCasesCancelsTheOldCasesEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.composeTapped) { $0.destination = .compose(Sheet.State(id: 7)) }
    await store.send(.destination(.presented(.compose(.startTimer))))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.compose(.tick)))) {
      $0.$destination[case: /Inbox.Destination.State.compose]?.count = 1
    }
    await store.send(.confirmTapped) {
      $0.destination = .confirm(
        ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Send?")
        } actions: {
          ButtonState(action: .send) { TextState("Send") }
          ButtonState(role: .destructive, action: .send(.discard, animation: .default)) {
            TextState("Discard")
          }
        })
    }
    await clock.advance(by: .seconds(5))
    await store.send(.destination(.presented(.confirm(.discard)))) {
      $0.destination = nil
      $0.messages = ["Hi"]
    }
  }

  @Test func theChildOfAnEnumDestinationDismissesItself() async {
    let store = makeStore()
    await store.send(.composeTapped) { $0.destination = .compose(Sheet.State(id: 7)) }
    await store.send(.destination(.presented(.compose(.closeTapped))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func settingTheWrongCaseIsReported() async {
    let store = makeStore()
    await expectFailures {
      await store.send(.composeTapped) {
        $0.destination = .compose(Sheet.State(id: 7))
        $0.$destination[case: /Inbox.Destination.State.confirm] = nil
      }
    } matching: { issue in
      issue.description.contains("Can't set the case ConfirmationDialogState<")
        && issue.description.contains("that is in another case")
    }
  }

  @Test func alertsDiffFieldByField() async {
    let store = makeStore()
    await expectFailures {
      await store.send(.deleteTapped) {
        $0.alert = AlertState {
          TextState("Delete all messages?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Remove") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("This cannot be undone.")
        }
      }
    } matching: { issue in
      issue.description.contains("\"Remove\"") && issue.description.contains("\"Delete\"")
    }
  }
}
