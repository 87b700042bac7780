import Observation

/// https://developer.apple.com/documentation/swiftui/binding
/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { placeholder() }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }

  /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) {}

  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
  ///   set: @escaping @isolated(any) @Sendable (Value) -> Void)`, each closure
  ///   `@_inheritActorContext` in the module's interface (the page leaves out underscored
  ///   attributes; issue 59's audit): made in a view's body, the closures are main-actor and
  ///   read the view's main-actor state without a warning
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
  /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
  ///   set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void)`
  ///   (each closure `@_inheritActorContext`, as above)
  @preconcurrency
  public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void
  ) {}

  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { placeholder() }

  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/binding (Sendable where Value: Sendable)
extension Binding: Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/bindable
/// `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>` (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  public var wrappedValue: Value
  public var projectedValue: Bindable<Value> { self }

  /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { placeholder() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  /// https://developer.apple.com/documentation/swiftui/bindable/init(_:)
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
  public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

/// https://developer.apple.com/documentation/swiftui/state
/// `@frozen @propertyWrapper struct State<Value>`
@frozen @propertyWrapper
public struct State<Value> {
  public init(wrappedValue value: Value) {}
  public init(initialValue value: Value) {}
  public var wrappedValue: Value {
    get { placeholder() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/animation
/// `@frozen struct Animation` (Equatable, Sendable)
@frozen
public struct Animation: Equatable, Sendable {
  public static let `default` = Animation()
  public static var easeInOut: Animation { Animation() }
  public static var easeIn: Animation { Animation() }
  public static var easeOut: Animation { Animation() }
  public static var linear: Animation { Animation() }
  public static var spring: Animation { Animation() }
  public static var smooth: Animation { Animation() }
  public static var snappy: Animation { Animation() }
  public static var bouncy: Animation { Animation() }
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
  public static func linear(duration: TimeInterval) -> Animation { Animation() }
  /// https://developer.apple.com/documentation/swiftui/animation/easein(duration:)
  public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
  /// https://developer.apple.com/documentation/swiftui/animation/easeout(duration:)
  public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
}

public typealias TimeInterval = Double

/// https://developer.apple.com/documentation/swiftui/transaction
/// `@frozen struct Transaction`
@frozen
public struct Transaction {
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/transaction/init(animation:)
  public init(animation: Animation?) {}
  public var animation: Animation?
  public var disablesAnimations: Bool = false
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
/// `func withAnimation<Result>(_ animation: Animation? = .default,
///   _ body: () throws -> Result) rethrows -> Result`
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
/// `func withTransaction<Result>(_ transaction: Transaction,
///   _ body: () throws -> Result) rethrows -> Result`
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}
