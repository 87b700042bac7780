#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The action carried by `Effect.send`: `Sendable` when the action is, like `Effect`.
@usableFromInline
package struct ActionBox<Action> {
  package let action: Action
  /// The animation to reduce it with (`Effect.send(_:animation:)`, where `.some(nil)` turns
  /// animation off), or `nil` to reduce it in the transaction it is sent in.
  package let animation: Animation??

  package init(_ action: Action, animation: Animation?? = nil) {
    self.action = action
    self.animation = animation
  }
}

extension ActionBox: Sendable where Action: Sendable {}
