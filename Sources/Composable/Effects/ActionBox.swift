#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The action carried by `Effect.send`: `Sendable` when the action is, like `Effect`.
@usableFromInline
package struct ActionBox<Action> {
  package let action: Action
  /// The animation to reduce it with (`Effect.send(_:animation:)`), if any.
  package let animation: Animation?

  package init(_ action: Action, animation: Animation? = nil) {
    self.action = action
    self.animation = animation
  }
}

extension ActionBox: Sendable where Action: Sendable {}
