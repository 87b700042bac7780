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
    get { bindableValue(at: keyPath) }
    set {
      guard sendsBinding(keyPath, newValue) else { return }
      send(.binding(BindingAction.set(keyPath, newValue).tracked()))
    }
  }
}

extension Store
where Action: ViewAction, Action.ViewAction: BindableAction, Action.ViewAction.State == State {
  /// A field of the state, as for a ``BindableAction`` feature, when the bindable actions are
  /// the feature's view actions (TCA 1.25's `enum View: BindableAction` under `@ViewAction`):
  /// setting it sends `.view(.binding(.set(keyPath, newValue)))`.
  ///
  /// - Parameter keyPath: The field, as `\.code`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> Value {
    get { bindableValue(at: keyPath) }
    set {
      guard sendsBinding(keyPath, newValue) else { return }
      send(.view(.binding(BindingAction.set(keyPath, newValue).tracked())))
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
    set {
      guard !core.isEnded else { return }
      send(Action.allCasePaths[keyPath: action].embed(newValue))
    }
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
      guard newValue == nil, !core.isEnded, core.state[keyPath: state] != nil else { return }
      send(Action.allCasePaths[keyPath: action].embed(.dismiss))
    }
  }

  /// ``subscript(state:action:)-(KeyPath<State,ChildState?>,_)`` for a binding made while
  /// `shown` was the presented child's store (what `$store.scope(state:action:)` gives
  /// SwiftUI): setting `nil` dismisses only that child. Once it is gone (an alert whose
  /// button was tapped, a child the reducer replaced), `nil` is a late write for a child
  /// already dismissed, and is dropped: sent on, it would dismiss the child that took its
  /// place (a follow-up alert), as TCA 1.14+ guards too.
  ///
  /// - Parameters:
  ///   - state: The presented child state within this store's.
  ///   - action: The case of this store's action that carries the presentation actions.
  ///   - shown: The child's store when the binding was made.
  public subscript<ChildState, ChildAction>(
    state state: KeyPath<State, ChildState?>,
    action action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    shown shown: ShownChild<ChildState, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    get { self[state: state, action: action] }
    set {
      guard newValue == nil, shown.store?.core.isEnded != true else { return }
      self[state: state, action: action] = nil
    }
  }
}

/// The store of the child a presentation binding showed when it was made (or `nil`): see
/// ``Store/subscript(state:action:shown:)``. Equal when it holds the same store.
public struct ShownChild<State, Action>: Hashable, Sendable {
  /// The child's store, or `nil` when nothing was presented.
  public let store: Store<State, Action>?

  /// The binding showed `store`.
  ///
  /// - Parameter store: The presented child's store, or `nil`.
  public init(_ store: Store<State, Action>?) {
    self.store = store
  }

  /// Whether both hold the same store (or none).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.store.map(ObjectIdentifier.init) == rhs.store.map(ObjectIdentifier.init)
  }

  /// Hashes the store's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(store.map(ObjectIdentifier.init))
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
      set: { [self] in _ = self.send(.binding(BindingAction.set(keyPath, $0).tracked())) })
  }
}

extension Store {
  /// A bindable field's value, observed on its own.
  func bindableValue<Value: Equatable>(at keyPath: KeyPath<State, Value>) -> Value {
    if core.isReducing { readWhileReducing() }
    let value = core.value(at: keyPath)
    observeEquatable(keyPath, value: value)
    return value
  }

  /// Whether setting a bindable field to `newValue` sends its binding action: not once the
  /// store has ended (a dismissed screen's teardown writes to its bindings, a text field
  /// committing: dropped without a word, as in TCA), nor when the value is unchanged.
  func sendsBinding<Value: Equatable>(_ keyPath: KeyPath<State, Value>, _ newValue: Value)
    -> Bool
  {
    !core.isEnded && core.state[keyPath: keyPath] != newValue
  }
}
