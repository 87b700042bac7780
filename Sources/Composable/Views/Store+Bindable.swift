#if canImport(SwiftUI)
  import SwiftUI
#endif

/// What a SwiftUI binding to a store reads and what setting it sends, as plain members of
/// ``Store``: `@Bindable var store` (SwiftUI) turns each settable member into a `Binding`, so
/// `$store.query`, `$store.query.sending(\.queryChanged)` and
/// `$store.scope(state: \.destination?.edit, action: \.destination.edit)` are these members,
/// and their behaviour is tested without SwiftUI.
extension Store where Action: BindableAction, Action.State == State {
  /// A field of the state, read through the store and observed on its own; setting it sends
  /// `.binding(.set(keyPath, newValue))`: what `$store.query` binds a control to, as in
  /// TCA 1.7+.
  ///
  /// ```swift
  /// TextField("Search", text: $store.query)
  /// ```
  ///
  /// Setting a value equal to the current one sends nothing.
  ///
  /// - Parameter keyPath: The field, as `\.query`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> Value {
    get {
      if core.isReducing { readWhileReducing() }
      let value = core.value(at: keyPath)
      observeEquatable(keyPath, value: value)
      return value
    }
    set {
      guard core.state[keyPath: keyPath] != newValue else { return }
      send(.binding(.set(keyPath, newValue)))
    }
  }
}

extension Store where Action: CasePathable {
  /// A member of the state, read through the store; setting it sends the action
  /// `action` names with the new value: what `$store.text.sending(\.textChanged)` binds a
  /// control to, for a feature without ``BindableAction``.
  ///
  /// - Parameters:
  ///   - state: The member of the state.
  ///   - action: The case of the action that carries a new value.
  public subscript<Value>(
    state state: KeyPath<State, Value>, action action: CaseKeyPath<Action, Value>
  ) -> Value {
    get { self[dynamicMember: state] }
    set { send(Action.allCasePaths[keyPath: action].embed(newValue)) }
  }

  /// The store of the presented child, or `nil`; setting `nil` (a sheet swiped away, an
  /// alert's button) sends `.dismiss` while a child is presented there, whichever it is (as
  /// TCA 1.7+ does: the setter is not told which child the UI showed), and nothing once none
  /// is: what `$store.scope(state: \.destination?.edit, action: \.destination.edit)` gives
  /// `.sheet(item:)`.
  ///
  /// Reading it observes which child is presented, as
  /// ``scope(state:action:)-(KeyPath<State,ChildState?>,CaseKeyPath<Action,PresentationAction<ChildAction>>)``
  /// does. Setting a store (rather than `nil`) changes nothing: only the reducer presents.
  ///
  /// - Parameters:
  ///   - state: The presented child state within this store's.
  ///   - action: The case of this store's action that carries the presentation actions.
  public subscript<ChildState, ChildAction>(
    state state: KeyPath<State, ChildState?>,
    action action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    get { scope(state: state, action: action) }
    set {
      guard newValue == nil, core.state[keyPath: state] != nil else { return }
      send(Action.allCasePaths[keyPath: action].embed(.dismiss))
    }
  }
}

extension Store where Action: BindableAction, Action.State == State {
  /// A binding to a `@BindingState` field: it reads the store's state and sends
  /// `.binding(.set(keyPath, value))` when set (TCA 1.0's spelling; with
  /// `@Bindable var store`, write `$store.field`).
  ///
  /// - Parameter keyPath: The field, as `\.$query`.
  /// - Returns: The binding: SwiftUI's on Apple platforms, the stand-in elsewhere.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>> & Sendable
  ) -> Binding<Value> {
    BindingSource.binding(
      get: { [self] in self.state[keyPath: keyPath].wrappedValue },
      set: { [self] in _ = self.send(.binding(.set(keyPath, $0))) })
  }
}
