import Composable
import Testing

/// What SwiftUI writes to a binding after the screen it served changed: the `nil` an alert's
/// binding gets after its button was tapped (which must not dismiss a follow-up alert), and
/// the writes a dismissed screen's teardown makes (dropped without a word).
@MainActor
@Suite struct LateBindingWriteTests {
  typealias Feature = AlertFollowUpTests.Feature

  /// What `$store.scope(state: \.alert, action: \.alert)` gives SwiftUI in a view's body: the
  /// binding remembers the alert's store it showed.
  func alertBinding(_ store: StoreOf<Feature>) -> ShownChild<
    AlertState<Feature.Action.Alert>, Feature.Action.Alert
  > {
    ShownChild(store.scope(state: \.alert, action: \.alert))
  }

  func tap(
    _ label: String, in shown: ShownChild<AlertState<Feature.Action.Alert>, Feature.Action.Alert>
  ) throws {
    let alert = try #require(shown.store)
    let button = try #require(alert.withState(\.buttons).first { $0.label.description == label })
    alert.buttonTapped(button)
  }

  @Test func aFollowUpAlertStaysWhenSwiftUIDismissesTheTappedOne() throws {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.showTapped)
    let shown = alertBinding(store)
    try tap("Increment", in: shown)
    #expect(store.state.alert == AlertState { TextState("Incremented!") })
    // SwiftUI dismisses the alert whose button was tapped, through that alert's binding.
    store[state: \.alert, action: \.alert, shown: shown] = nil
    #expect(store.state.alert == AlertState { TextState("Incremented!") })
    #expect(store.state.count == 1)
    // The next body shows the follow-up through a store of its own, which dismisses it.
    let next = alertBinding(store)
    #expect(next.store !== shown.store)
    #expect(next.store?.withState(\.title) == TextState("Incremented!"))
    store[state: \.alert, action: \.alert, shown: next] = nil
    #expect(store.state.alert == nil)
  }

  @Test func theSameAlertPresentedAgainByItsButtonStays() throws {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.showTapped)
    let shown = alertBinding(store)
    try tap("Ask again", in: shown)
    store[state: \.alert, action: \.alert, shown: shown] = nil
    #expect(store.state.alert == Feature.question)
    // The tapped alert's store still reads the alert it showed.
    #expect(shown.store?.withState(\.title) == TextState("Increment?"))
  }

  @Test func anAlertDismissedWithoutAButtonIsDismissed() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.showTapped)
    let shown = alertBinding(store)
    store[state: \.alert, action: \.alert, shown: shown] = nil
    #expect(store.state.alert == nil)
  }

  @Test func aButtonWithoutAnActionLeavesTheDismissalToTheBinding() throws {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.showTapped)
    let alert = try #require(store.scope(state: \.alert, action: \.alert))
    alert.buttonTapped(ButtonState { TextState("Cancel") })
    #expect(store.state.alert == Feature.question)
    store[state: \.alert, action: \.alert, shown: ShownChild(alert)] = nil
    #expect(store.state.alert == nil)
  }

  /// A dismissed sheet's teardown writes to its text field's binding and sets its own alert's
  /// binding to `nil`: dropped without a warning, as in TCA (each was a "sent to a store of a
  /// child that was dismissed" warning, a test failure under a test store).
  @Test func aDismissedScreensTeardownWritesAreDroppedQuietly() throws {
    let logged = ViewFixture.Logged()
    logged.store.send(.editTapped(1))
    let edit = try #require(
      logged.store[state: \.destination?.edit, action: \.destination.edit])
    logged.store.send(.destination(.dismiss))
    _ = logged.sent()
    let warnings = LockIsolated<[String]>([])
    Diagnostics.$handler.withValue({ diagnostic in
      warnings.withLock { $0.append(diagnostic.message) }
    }) {
      edit[dynamicMember: \.title] = "typed as the sheet went"
      logged.store[state: \.destination?.edit, action: \.destination.edit] = nil
    }
    #expect(warnings.current.isEmpty)
    #expect(logged.sent().isEmpty)
    // An action the code sends on purpose to a dismissed child is still reported.
    Diagnostics.$handler.withValue({ diagnostic in
      warnings.withLock { $0.append(diagnostic.message) }
    }) {
      edit.send(.saveTapped)
    }
    #expect(warnings.current.count == 1)
  }
}

/// A button of a store that is not an alert's or a dialog's (a sheet's menu of buttons) leaves
/// the store working (a reviewer found it ended any store it was called on).
@MainActor
@Suite struct NonEphemeralButtonTests {
  @Test func aSheetsButtonLeavesItsStoreWorking() throws {
    let logged = ViewFixture.Logged()
    logged.store.send(.editTapped(1))
    let edit = try #require(
      logged.store[state: \.destination?.edit, action: \.destination.edit])
    edit.buttonTapped(ButtonState(action: .saveTapped) { TextState("Save") })
    edit[dynamicMember: \.title] = "typed"
    #expect(logged.store.destination?.edit?.title == "typed")
  }
}
