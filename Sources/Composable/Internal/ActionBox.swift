/// The action carried by `Effect.send`, so that `Effect` can be `Sendable` for any `Action`.
@usableFromInline
package struct ActionBox<Action>: @unchecked Sendable {
  // NB: `@unchecked Sendable` is sound for the way it is used: the box is immutable, and the
  // only reader of `action` is the store that runs the effect, on the main actor, where the
  // reducer that built the effect also ran. Effects built elsewhere carry values that the
  // builder handed over (actions are values by convention); the runtime never mutates them.
  package let action: Action

  package init(_ action: Action) {
    self.action = action
  }
}
