#if canImport(SwiftUI)
  import SwiftUI
#endif

/// TCA 1.0's view-store bindings: `viewStore.binding(get:send:)`, `viewStore.$field` for a
/// `@BindingState` field, and `@BindingViewState` fields of a view state made from a
/// ``BindingViewStore``. Each binding reads the store's current state and sends an action
/// when set; SwiftUI's `Binding` on Apple platforms, the library's stand-in elsewhere.
extension ViewStore {
  /// A binding that reads `get` of the view state and sends `valueToAction(newValue)` when
  /// set: `TextField("Name", text: viewStore.binding(get: \.name, send: { .nameChanged($0) }))`.
  ///
  /// - Parameters:
  ///   - get: Reads the value from the view state.
  ///   - valueToAction: The action to send with a new value.
  /// - Returns: The binding.
  public func binding<Value>(
    get: @escaping (_ state: ViewState) -> Value,
    send valueToAction: @escaping (_ value: Value) -> ViewAction
  ) -> Binding<Value> {
    BindingSource.binding(
      get: { [self] in get(self.state) },
      set: { [self] in _ = self.send(valueToAction($0)) })
  }

  /// A binding that reads `get` of the view state and sends `action` whatever the new value.
  ///
  /// - Parameters:
  ///   - get: Reads the value from the view state.
  ///   - action: The action to send when the value is set.
  /// - Returns: The binding.
  public func binding<Value>(
    get: @escaping (_ state: ViewState) -> Value, send action: ViewAction
  ) -> Binding<Value> {
    binding(get: get, send: { _ in action })
  }

  /// A binding of the whole view state that sends `valueToAction(newValue)` when set.
  ///
  /// - Parameter valueToAction: The action to send with a new value.
  /// - Returns: The binding.
  public func binding(send valueToAction: @escaping (_ state: ViewState) -> ViewAction)
    -> Binding<ViewState>
  {
    binding(get: { $0 }, send: valueToAction)
  }

  /// A `@BindingState` field of the view state, as a binding that sends
  /// `.binding(.set(keyPath, newValue))`: `viewStore.$query`.
  ///
  /// - Parameter keyPath: The field, as `\.$query`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>> & Sendable
  ) -> Binding<Value>
  where ViewAction: BindableAction, ViewAction.State == ViewState {
    binding(
      get: { $0[keyPath: keyPath].wrappedValue },
      send: { .binding(BindingAction.set(keyPath, $0).tracked()) })
  }

  /// A view store of `store`'s state as `toViewState` derives it from a
  /// ``BindingViewStore`` (so that a view state can hold `@BindingViewState` fields),
  /// notifying only when `isDuplicate` says the view state changed.
  ///
  /// ```swift
  /// struct ViewState: Equatable {
  ///   @BindingViewState var query: String
  /// }
  /// let viewStore = ViewStore(store, observe: { ViewState(query: $0.$query) })
  /// TextField("Search", text: viewStore.$query)
  /// ```
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: Derives the view's state from the store's.
  ///   - isDuplicate: Whether two view states are the same for the view.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(
      store, observe: { toViewState(BindingViewStore(store: store, state: $0)) }, send: { $0 },
      removeDuplicates: isDuplicate)
  }
}

extension ViewStore where ViewState: Equatable {
  /// A view store of `store`'s state as `toViewState` derives it from a
  /// ``BindingViewStore``, notifying only when the view state changed (`==`).
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: Derives the view's state from the store's.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }
}

/// A feature's state as a view state is made from it, with its `@BindingState` fields as
/// ``BindingViewState``s: what `ViewStore(store, observe:)` passes when the feature's action
/// is a ``BindableAction`` and the view state holds `@BindingViewState` fields.
@MainActor
@dynamicMemberLookup
public struct BindingViewStore<State> {
  let state: State
  let root: BindingSourceRoot<State>

  init<Action: BindableAction>(store: Store<State, Action>, state: State)
  where Action.State == State {
    self.state = state
    self.root = BindingSourceRoot(store: store)
  }

  /// A member of the state: `$0.count`.
  ///
  /// - Parameter keyPath: The member.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// A `@BindingState` field as a ``BindingViewState``: `$0.$query`.
  ///
  /// - Parameter keyPath: The field, as `\.$query`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>> & Sendable
  ) -> BindingViewState<Value> {
    let root = self.root
    return BindingViewState(
      value: state[keyPath: keyPath].wrappedValue,
      binding: BindingSource.binding(
        get: { root.read(keyPath).wrappedValue },
        set: { root.send(keyPath, $0) }))
  }
}

/// What a ``BindingViewStore``'s bindings read (the store's current state) and send
/// through.
@MainActor
struct BindingSourceRoot<State> {
  private let state: @MainActor () -> State
  private let sendBinding: @MainActor (BindingAction<State>) -> Void

  init<Action: BindableAction>(store: Store<State, Action>) where Action.State == State {
    self.state = { store.withState { $0 } }
    self.sendBinding = { store.send(.binding($0)) }
  }

  func read<Value>(_ keyPath: KeyPath<State, BindingState<Value>>) -> BindingState<Value> {
    state()[keyPath: keyPath]
  }

  func send<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>> & Sendable, _ value: Value
  ) {
    sendBinding(BindingAction.set(keyPath, value).tracked())
  }
}

/// A `@BindingState` field in a view state: its value when the view state was made, and a
/// binding that reads the store and sends `.binding(.set(…))`. TCA 1.0's `@BindingViewState`.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var query: String
/// }
/// ```
///
/// `viewStore.$query` is the binding. Two are equal when their values are.
@propertyWrapper
@dynamicMemberLookup
public struct BindingViewState<Value> {
  let value: Value
  let binding: Binding<Value>

  init(value: Value, binding: Binding<Value>) {
    self.value = value
    self.binding = binding
  }

  /// The field's value when the view state was made; setting it sends the binding action.
  @MainActor
  public var wrappedValue: Value {
    get { value }
    nonmutating set { binding.wrappedValue = newValue }
  }

  /// The binding: `viewStore.$query`.
  public var projectedValue: Binding<Value> { binding }

  /// A member of the field, as a binding view state of its own.
  ///
  /// - Parameter keyPath: The member.
  @MainActor
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> BindingViewState<Subject>
  {
    BindingViewState<Subject>(
      value: value[keyPath: keyPath], binding: binding[dynamicMember: keyPath])
  }
}

extension BindingViewState: Equatable where Value: Equatable {
  /// Equal when the values are.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension BindingViewState: CustomReflectable {
  /// The value's mirror, so dumps and test diffs show the value.
  public var customMirror: Mirror { Mirror(reflecting: value) }
}
