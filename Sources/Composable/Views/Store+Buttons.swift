#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Store {
  /// What tapping `button` of the alert or dialog this store presents does: sends the
  /// button's action, with its animation if it has one, or nothing for a button without an
  /// action (the UI then dismisses the alert, which sends `.dismiss`). The SwiftUI adapter's
  /// `.alert(_:)` and `.confirmationDialog(_:)` call it for each button.
  ///
  /// ```swift
  /// if let alert = store[state: \.alert, action: \.alert] {
  ///   alert.buttonTapped(alert.withState(\.buttons)[0])
  /// }
  /// ```
  ///
  /// A presented alert's button action dismisses the alert (the presentation reducer does, as
  /// in TCA), so the button needs no `.dismiss` of its own; the store then ends (it reads the
  /// alert it showed, and the `nil` SwiftUI then writes to the alert's binding is dropped), so
  /// a follow-up alert the action presents is shown through a new store, and stays.
  ///
  /// - Parameter button: One of the alert's buttons.
  public func buttonTapped(_ button: ButtonState<Action>) {
    guard let action = button.action.action else { return }
    // NB: The action dismisses an alert or a dialog: this store is done with it, and
    // SwiftUI's write of `nil` to its binding that follows is dropped (it would dismiss a
    // follow-up alert the action presents). A store of anything else (a sheet's menu of
    // buttons) goes on.
    if core.state is any _EphemeralState { core.endWithNextSend() }
    if let animation = button.action.animation {
      send(action, animation: animation.animation)
    } else {
      send(action)
    }
  }
}
