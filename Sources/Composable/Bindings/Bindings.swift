/// A state field that a UI control may set directly, through a ``BindingAction``: TCA 1.0's
/// `@BindingState`.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var query = ""
///   @BindingState var isOn = false
///   var results: [String] = []   // not bindable: only the reducer changes it
/// }
/// ```
///
/// `$query` is the field as `BindingState`, the key path that `.set(\.$query, "new")` and
/// `case .binding(\.$query):` name.
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// A bindable field holding `wrappedValue`.
  ///
  /// - Parameter wrappedValue: The initial value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The field itself, so `\.$query` names it.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingState: Decodable where Value: Decodable {
  /// Decodes the value.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

extension BindingState: Encodable where Value: Encodable {
  /// Encodes the value.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension BindingState: CustomReflectable {
  /// The value's mirror, so dumps and test diffs show the value, not the wrapper.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}

/// An action that sets one field of `Root`: what a UI control sends, and what
/// ``BindingReducer`` applies.
///
/// Two binding actions are equal when they set the same field to equal values, so tests
/// assert them as they are written: `await store.receive(.binding(.set(\.$query, "a")))`.
public struct BindingAction<Root>: Sendable, Equatable, CustomStringConvertible {
  /// The field that is set.
  public let keyPath: PartialKeyPath<Root> & Sendable
  let value: any Sendable
  let apply: @Sendable (inout Root) -> Void
  let valueIsEqual: @Sendable (any Sendable) -> Bool
  /// Set for an action a store's binding sends: warns if no `BindingReducer` applied it.
  var handling: BindingHandling?

  /// Sets the bindable field `keyPath` to `value`.
  ///
  /// - Parameters:
  ///   - keyPath: The field, as `\.$query`.
  ///   - value: Its new value.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>> & Sendable, _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath, value: value,
      apply: { $0[keyPath: keyPath].wrappedValue = value },
      valueIsEqual: { ($0 as? Value) == value })
  }

  /// Sets the field `keyPath` to `value` (TCA 1.4+'s shape, for fields without
  /// `@BindingState`).
  ///
  /// - Parameters:
  ///   - keyPath: The field, as `\.query`.
  ///   - value: Its new value.
  @_disfavoredOverload
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath, value: value,
      apply: { $0[keyPath: keyPath] = value },
      valueIsEqual: { ($0 as? Value) == value })
  }

  /// Applies the change to `root`.
  ///
  /// - Parameter root: The state to change.
  public func set(_ root: inout Root) {
    apply(&root)
    handling?.handled()
  }

  /// This action, reported when it is dropped without having been applied (see
  /// ``BindingHandling``).
  func tracked() -> Self {
    var tracked = self
    tracked.handling = BindingHandling(
      field: fieldDescription, rootType: "\(Root.self)", value: describe(value))
    return tracked
  }

  /// Whether this action sets `keyPath`: `case .binding(\.$query):` in a reducer.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindingState<Value>>, bindingAction: Self
  ) -> Bool {
    bindingAction.keyPath as AnyKeyPath == keyPath as AnyKeyPath
  }

  /// Whether this action sets `keyPath`: `case .binding(\.query):` in a reducer.
  @_disfavoredOverload
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self)
    -> Bool
  {
    bindingAction.keyPath as AnyKeyPath == keyPath as AnyKeyPath
  }

  /// Equal when both set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqual(rhs.value)
  }

  /// `set(\Root.field, value)`, or `set(<a Value field>, value)` where the platform does
  /// not name key path components.
  public var description: String {
    "set(\(fieldDescription), \(describe(value)))"
  }

  var fieldDescription: String {
    let text = String(describing: keyPath)
    return text.contains("<computed") ? "<a \(type(of: value)) field>" : text
  }
}

/// Whether a binding action a store's binding sent was applied: when the last copy of the
/// action goes and none was (a feature with no `BindingReducer`, or one that never sees the
/// action), the field did not change, and a runtime warning says so (TCA's "binding action …
/// was not handled"). The action is let go when its reduction ends, unless something keeps
/// it (a test store's record, a recording), which only delays the warning.
final class BindingHandling: Sendable {
  private let isHandled = LockIsolated(false)
  private let field: String
  private let rootType: String
  private let value: String

  init(field: String, rootType: String, value: String) {
    self.field = field
    self.rootType = rootType
    self.value = value
  }

  func handled() {
    isHandled.withLock { $0 = true }
  }

  deinit {
    guard !isHandled.value else { return }
    runtimeWarn(
      """
      A binding action setting \(field) of \(rootType) to \(value) was not handled: no \
      BindingReducer applied it, so the field did not change. Add "BindingReducer()" to the \
      body of the feature whose state is \(rootType).
      """)
  }
}

extension BindingAction: CustomReflectable {
  /// The field and value, so dumps and test diffs show what is set.
  public var customMirror: Mirror {
    // NB: The field as the key path it is, which a dump writes `\State.query` (as a string it
    // read "\\State.query"); a computed one, which has no name, as a description.
    let field: Any = fieldDescription.hasPrefix("\\") ? keyPath as AnyKeyPath : fieldDescription
    return Mirror(self, children: ["field": field, "value": value], displayStyle: .struct)
  }
}

/// An action type with a case for ``BindingAction``s: `case binding(BindingAction<State>)`.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case searchTapped
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions set.
  associatedtype State

  /// The case carrying a binding action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, if any.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// By default, found by reflection on the `binding` case; write it yourself (`if case let
  /// .binding(action) = self { action } else { nil }`) to skip reflection. Without reflection
  /// metadata it finds nothing, and says so with a runtime diagnostic.
  public var binding: BindingAction<State>? {
    guard let child = Mirror(reflecting: self).children.first else {
      if ReflectedCase.lacksReflectionMetadata(self) {
        runtimeWarn(
          """
          "\(Self.self)" has no reflection metadata (it was compiled with \
          "-disable-reflection-metadata", or "Reflection Metadata Level" set to "None"), so \
          its binding actions cannot be found by reflection and "BindingReducer" ignores \
          them. Implement "var binding: BindingAction<State>?" in "\(Self.self)": \
          "if case let .binding(action) = self { action } else { nil }".
          """)
      }
      return nil
    }
    return child.value as? BindingAction<State>
  }

  /// `.binding(.set(keyPath, value))`: `store.send(.set(\.$query, "a"))`.
  ///
  /// - Parameters:
  ///   - keyPath: The bindable field.
  ///   - value: Its new value.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>> & Sendable, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}

/// Applies the ``BindingAction``s of a feature whose action is ``BindableAction``: TCA
/// 1.0's `BindingReducer`.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///     .onChange(of: \.query) { _, query in
///       Reduce { state, _ in .send(.search(query)) }
///     }
///   Reduce { state, action in ... }
/// }
/// ```
///
/// Put it before the reducers that react to the new values. When the bindable actions are the
/// feature's view actions (TCA 1.25's `@ViewAction` with `enum View: BindableAction`), name
/// their case: `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
  /// The case holding the view actions; `nil` when the feature's actions are bindable.
  // NB: A case path, not a closure: a closure made in a generic initializer would capture
  // `Action.Type`, which Swift 6.2 requires to be `SendableMetatype` in a `@Sendable` closure.
  let toViewAction: AnyCasePath<Action, ViewAction>?

  /// A reducer applying the feature's binding actions.
  public init() where Action == ViewAction {
    toViewAction = nil
  }

  /// A reducer applying the binding actions of the feature's view actions.
  ///
  /// - Parameter toViewAction: The case of the feature's action that holds its view actions,
  ///   which are bindable: `\.view`.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.toViewAction = Action.allCasePaths[keyPath: toViewAction]
  }

  /// Sets the field a binding action names; other actions pass through.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let viewAction: ViewAction?
    if let toViewAction {
      viewAction = toViewAction.extract(from: action)
    } else {
      // NB: With no case path, `Action == ViewAction` (the only initializer that leaves it
      // `nil`): the cast always succeeds.
      viewAction = action as? ViewAction
    }
    viewAction?.binding?.set(&state)
    return .none
  }
}

extension BindingReducer: Sendable {}

extension BindingState: _WrapsStateField {
  package var _wrappedFieldValue: Any { wrappedValue }
}
