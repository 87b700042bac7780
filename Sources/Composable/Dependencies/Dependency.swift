/// Reads a dependency of the running code.
///
/// ```swift
/// struct Feature: Reducer {
///   @Dependency(\.continuousClock) var clock
///   @Dependency(NumberFactClient.self) var numberFact
///   ...
/// }
/// ```
///
/// The value is read when used, from the store that runs the reducer (or the values set by
/// ``withDependencies(_:operation:)``), so a reducer built once serves any store. Overrides
/// in force where the `@Dependency` was created (a feature built inside
/// `withDependencies { $0.uuid = ... } operation: { Feature() }`) apply too, under those of
/// the running code, as in swift-dependencies.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let read: @Sendable (DependencyValues) -> Value
  /// The values where this was created, when they override anything; `nil` otherwise, so
  /// that a read costs no merge when nothing was overridden there. (Under a `TestStore` or
  /// `withDependencies`, a reducer built in a `body` captures the store's values, and each
  /// read merges them: a dictionary merge, correct but not free.)
  private let initialValues: DependencyValues?

  /// A dependency read through a property of ``DependencyValues``.
  ///
  /// - Parameter keyPath: The property, for example `\.uuid`.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.read = { $0[keyPath: keyPath] }
    self.initialValues = Self.capturedValues()
  }

  /// A dependency whose key is its own type (`Client: TestDependencyKey where Value == Self`).
  ///
  /// - Parameter key: The key type.
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    let keyPath = \DependencyValues.[dependencyKey: DependencyKeyID<Key>()]
    self.read = { $0[keyPath: keyPath] }
    self.initialValues = Self.capturedValues()
  }

  private static func capturedValues() -> DependencyValues? {
    let current = DependencyValues._current
    return current.hasOverrides ? current : nil
  }

  /// The current value of the dependency.
  public var wrappedValue: Value {
    guard let initialValues else { return read(DependencyValues._current) }
    return read(DependencyValues._current.filling(from: initialValues))
  }
}

/// Names a dependency key type as a hashable value, so it can index a key path.
struct DependencyKeyID<Key: TestDependencyKey>: Hashable, Sendable {}

extension DependencyValues {
  subscript<Key: TestDependencyKey>(dependencyKey _: DependencyKeyID<Key>) -> Key.Value {
    self[Key.self]
  }
}
