import Foundation
import Testing

@testable import Composable

/// What an alert's buttons send (with their animations), `send(_:animation:)` from a view and
/// from an effect, `ViewAction`, and a list's row stores for `ForEach`, without SwiftUI.
@MainActor
@Suite struct AlertAndAnimationModelTests {
  typealias Feature = ViewFixture.Feature

  @Test func aButtonSendsItsActionWithItsAnimationAndTheAlertGoes() throws {
    let logged = ViewFixture.Logged()
    logged.store.send(.deleteTapped)
    _ = logged.sent()
    let alert = try #require(
      logged.store[state: \.destination?.alert, action: \.destination.alert])
    let buttons = alert.withState(\.buttons)
    #expect(buttons.map(\.label.description) == ["Delete", "Later", "Cancel"])
    alert.buttonTapped(buttons[0])
    let sent = logged.sentWithAnimations()
    #expect(sent.map(\.0) == [.destination(.presented(.alert(.confirmDeletion)))])
    #expect(sent.map(\.1) == ["easeInOut"])
    #expect(logged.store.deleted == 1)
    // The presentation dismisses an alert after its button's action.
    #expect(logged.store.destination == nil)
    // SwiftUI then sets the binding to nil: nothing more is sent.
    logged.store[state: \.destination?.alert, action: \.destination.alert] = nil
    #expect(logged.sent().isEmpty)
  }

  @Test func aButtonWithoutAnimationSendsWithout() throws {
    let logged = ViewFixture.Logged()
    logged.store.send(.deleteTapped)
    _ = logged.sent()
    let alert = try #require(
      logged.store[state: \.destination?.alert, action: \.destination.alert])
    alert.buttonTapped(alert.withState(\.buttons)[1])
    let sent = logged.sentWithAnimations()
    #expect(sent.map(\.0) == [.destination(.presented(.alert(.later)))])
    #expect(sent.map(\.1) == [nil])
  }

  @Test func aCancelButtonSendsNothingAndTheDismissalIsTheBindings() throws {
    let logged = ViewFixture.Logged()
    logged.store.send(.deleteTapped)
    _ = logged.sent()
    let alert = try #require(
      logged.store[state: \.destination?.alert, action: \.destination.alert])
    alert.buttonTapped(alert.withState(\.buttons)[2])
    #expect(logged.sent().isEmpty)
    logged.store[state: \.destination?.alert, action: \.destination.alert] = nil
    #expect(logged.sent() == [.destination(.dismiss)])
    #expect(logged.store.destination == nil)
  }

  @Test func aButtonsAnimationIsTheAnimationOfTheSameName() throws {
    #expect(ButtonStateAnimation.easeInOut(duration: 0.3).animation == .easeInOut(duration: 0.3))
    #expect(ButtonStateAnimation.easeIn(duration: 1).animation == .easeIn(duration: 1))
    #expect(ButtonStateAnimation.linear(duration: 2).animation == .linear(duration: 2))
    #expect(ButtonStateAnimation.easeInOut.animation == .easeInOut)
    #expect(ButtonStateAnimation.bouncy.animation == .bouncy)
    #expect(ButtonStateAnimation(name: "unknown").animation == .default)
    let timed = ButtonStateAnimation.easeOut(duration: 0.5)
    let decoded = try JSONDecoder().decode(
      ButtonStateAnimation.self, from: JSONEncoder().encode(timed))
    #expect(decoded == timed)
    #expect(decoded != .easeOut)
  }

  @Test func sendWithAnimationReducesInTheAnimationsTransaction() {
    let logged = ViewFixture.Logged()
    logged.store.send(.textChanged("a"), animation: .default)
    logged.store.send(.textChanged("b"))
    logged.store.send(.textChanged("c"), transaction: Transaction(animation: .linear))
    let sent = logged.sentWithAnimations()
    #expect(sent.map(\.1) == ["default", nil, "linear"])
    #expect(Transaction.current == nil)
  }

  /// TCA's `return .send(.loaded, animation: .default)`: reduced in the same `send`, in the
  /// animation's transaction; the action that returned it is not.
  @Test func aSendEffectWithAnimationIsReducedInItsTransaction() {
    let log = LockIsolated<[(String, String?)]>([])
    let store = Store(initialState: 0) {
      Reduce<Int, String> { state, action in
        let animation = MainActor.assumeIsolated { Transaction.current?.animation.map { "\($0)" } }
        log.withValue { $0.append((action, animation)) }
        switch action {
        case "tap": return .send("animated", animation: .easeIn).map { $0 }
        case "animated": return .send("plain")
        case "outer": return .send("off", animation: nil)
        case "chain":
          return .concatenate(.run { _ in }, .send("concatenated", animation: .linear))
        default: return .none
        }
      }
    }
    store.send("tap")
    #expect(log.value.map(\.0) == ["tap", "animated", "plain"])
    #expect(log.value.map(\.1) == [nil, "easeIn", nil])
    // `animation: nil` turns animation off, inside an animated send too.
    log.setValue([])
    store.send("outer", animation: .spring)
    #expect(log.value.map(\.1) == ["spring", nil])
  }

  /// The animation of a `.send` that a concatenation reaches after a `.run` step is kept
  /// (before, it was lost there, and behind `debounce` and `throttle`).
  @Test func aConcatenatedSendKeepsItsAnimation() async {
    let log = LockIsolated<[(String, String?)]>([])
    let store = Store(initialState: 0) {
      Reduce<Int, String> { _, action in
        let animation = MainActor.assumeIsolated { Transaction.current?.animation.map { "\($0)" } }
        log.withValue { $0.append((action, animation)) }
        if action == "chain" {
          return .concatenate(.run { _ in }, .send("concatenated", animation: .linear))
        }
        if action == "debounced" {
          return .send("late", animation: .bouncy)
            .debounce(id: "d", for: .zero, clock: ImmediateClock())
        }
        return .none
      }
    }
    await store.send("chain").finish()
    await store.send("debounced").finish()
    #expect(log.value.map(\.0) == ["chain", "concatenated", "debounced", "late"])
    #expect(log.value.map(\.1) == [nil, "linear", nil, "bouncy"])
  }

  @Test func anEffectSendsWithAnimation() async {
    let logged = ViewFixture.Logged()
    await logged.store.send(.animatedLater).finish()
    let sent = logged.sentWithAnimations()
    #expect(sent.map(\.0) == [.animatedLater, .textChanged("later")])
    #expect(sent.map(\.1) == [nil, "spring"])
  }

  enum Screen {
    struct Feature: Reducer {
      struct State: Equatable { var taps = 0 }
      enum Action: ViewAction, Equatable {
        case view(View)
        case loaded
        enum View: Equatable { case tapped }
      }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        if case .view(.tapped) = action { state.taps += 1 }
        return .none
      }
    }
  }

  @Test func aViewActionIsSentAsView() {
    let store = Store(initialState: Screen.Feature.State()) { Screen.Feature() }
    store.send(.tapped)
    store.send(.tapped, animation: .default)
    store.send(.loaded)
    #expect(store.taps == 2)
  }

  struct ScreenView: ViewActionSending {
    let store: StoreOf<Screen.Feature>
    func tap() { send(.tapped) }
    func tapAnimated() { send(.tapped, animation: .default) }
  }

  @Test func aViewSendsItsViewActions() {
    let view = ScreenView(store: Store(initialState: Screen.Feature.State()) { Screen.Feature() })
    view.tap()
    view.tapAnimated()
    #expect(view.store.taps == 2)
  }

  @Test func rowStoresAreIdentifiedByTheirElementsAndStable() {
    let logged = ViewFixture.Logged(
      Feature.State(rows: [ViewFixture.Edit.State(id: 1), ViewFixture.Edit.State(id: 2)]))
    let rows = logged.store.scope(state: \.rows, action: \.rows)
    #expect(rows.map(\.id) == [ElementID(1), ElementID(2)])
    let again = logged.store.scope(state: \.rows, action: \.rows)
    #expect(rows[1] === again[1])
    rows[1].send(.saveTapped)
    #expect(logged.sent() == [.rows(.element(id: 2, action: .saveTapped))])
  }
}
