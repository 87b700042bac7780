import Composable

/// The tested feature's own `dismiss()`: a feature a `TestStore` runs on its own is the root,
/// so its dismissal is recorded (``TestStore/isDismissed``) rather than reported.
@MainActor
final class RootDismissal {
  private(set) var isDismissed = false
  /// What the test store does when it is recorded.
  var onRecord: (() -> Void)?

  func record() {
    isDismissed = true
    onRecord?()
  }
}

extension TestStore {
  /// A dismissed feature's effects in flight are skipped, as TCA's `TestStore` does (1.11
  /// on, `skipInFlightEffects(strict: false)` on `dismiss()`): the screen is gone, so a
  /// timer it ran does not have to be cancelled by the test. They are not cancelled (TCA
  /// does not either); effects started after the dismissal are still tracked.
  func skipEffectsInFlightOnDismissal() {
    let inFlight = core.effects.records.filter { !$0.value.isNavigationListener }
    skippedEffects.formUnion(inFlight.keys)
    skippedReductions.formUnion(inFlight.values.map(\.reduction))
  }
}
