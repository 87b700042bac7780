/// The action carried by `Effect.send`: `Sendable` when the action is, like `Effect`.
@usableFromInline
package struct ActionBox<Action> {
  package let action: Action

  package init(_ action: Action) {
    self.action = action
  }
}

extension ActionBox: Sendable where Action: Sendable {}
