import ComposableTesting
import Foundation
import Testing

/// A settings form with bindings, written as TCA 1.0 users write it.
struct Settings: Reducer {
  struct State: Equatable {
    @BindingState var displayName = ""
    @BindingState var notificationsOn = false
    var nameChanges = 0
    var log: [String] = []
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case resetTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.displayName) { _, _ in
        Reduce { state, _ in
          state.nameChanges += 1
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding(\.$notificationsOn):
        state.log.append("notifications: \(state.notificationsOn)")
        return .none
      case .binding:
        return .none
      case .resetTapped:
        return .send(.set(\.$displayName, ""))
      }
    }
  }
}

@MainActor
@Suite struct BindingTests {
  @Test func bindingSetBindingReducerAndOnChange() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.set(\.$displayName, "Blob")) {
      $0.displayName = "Blob"
      $0.nameChanges = 1
    }
    await store.send(.binding(.set(\.$notificationsOn, true))) {
      $0.notificationsOn = true
      $0.log = ["notifications: true"]
    }
    await store.send(.set(\.$displayName, "Blob"))
    await store.send(.resetTapped)
    await store.receive(.binding(.set(\.$displayName, ""))) {
      $0.displayName = ""
      $0.nameChanges = 2
    }
  }

  @Test func bindingActionsCompareByFieldAndValue() {
    typealias Action = BindingAction<Settings.State>
    #expect(Action.set(\.$displayName, "a") == .set(\.$displayName, "a"))
    #expect(Action.set(\.$displayName, "a") != .set(\.$displayName, "b"))
    #expect(Action.set(\.$notificationsOn, true) != .set(\.$displayName, "a"))
    #expect(Action.set(\.log, ["x"]) == .set(\.log, ["x"]))
    #expect(\Settings.State.log ~= Action.set(\.log, []))
    #expect(!(\Settings.State.$displayName ~= Action.set(\.log, [])))
  }

  @Test func aWrongBindingValueIsDiffed() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await expectFailures {
      await store.send(.set(\.$displayName, "Blob")) {
        $0.displayName = "Blub"
        $0.nameChanges = 1
      }
    } matching: { issue in
      issue.description.contains("Settings.State.displayName:")
        && issue.description.contains("− \"Blub\"") && issue.description.contains("+ \"Blob\"")
    }
  }
}
