#if canImport(SwiftUI)
  import SwiftUI

  extension Store where Action: BindableAction, Action.State == State {
    /// A SwiftUI binding to a bindable field: it reads the store's state and sends
    /// `.binding(.set(keyPath, value))` when a control changes it (TCA 1.0's spelling; with
    /// `@Bindable var store`, write `$store.field`).
    ///
    /// - Parameter keyPath: The field, as `\.$query`.
    /// - Returns: The binding.
    public func binding<Value: Equatable & Sendable>(
      _ keyPath: WritableKeyPath<State, BindingState<Value>> & Sendable
    ) -> Binding<Value> {
      Binding(
        get: { MainActor.assumeIsolated { self.state[keyPath: keyPath].wrappedValue } },
        set: { newValue in
          MainActor.assumeIsolated { _ = self.send(.binding(.set(keyPath, newValue))) }
        })
    }
  }
#endif
