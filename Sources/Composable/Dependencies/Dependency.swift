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
  #if DEBUG
    /// Where it is declared: a key with no test value read in a test is reported there.
    private let site: CallSite
  #endif

  /// A dependency read through a property of ``DependencyValues``.
  ///
  /// - Parameters:
  ///   - keyPath: The property, for example `\.uuid`.
  ///   - fileID: The declaration's file ID, where a missing test value is reported.
  ///   - filePath: The declaration's file path, where XCTest reports it.
  ///   - line: The declaration's line.
  ///   - column: The declaration's column.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.read = { $0[keyPath: keyPath] }
    self.initialValues = Self.capturedValues()
    #if DEBUG
      self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    #endif
  }

  /// A dependency whose key is its own type (`Client: TestDependencyKey where Value == Self`).
  ///
  /// - Parameters:
  ///   - key: The key type.
  ///   - fileID: The declaration's file ID, where a missing test value is reported.
  ///   - filePath: The declaration's file path, where XCTest reports it.
  ///   - line: The declaration's line.
  ///   - column: The declaration's column.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    let keyPath = \DependencyValues.[dependencyKey: DependencyKeyID<Key>()]
    self.read = { $0[keyPath: keyPath] }
    self.initialValues = Self.capturedValues()
    #if DEBUG
      self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    #endif
  }

  private static func capturedValues() -> DependencyValues? {
    let current = DependencyValues._current
    return current.hasOverrides ? current : nil
  }

  /// The current value of the dependency.
  public var wrappedValue: Value {
    #if DEBUG
      // NB: Debug builds only (as swift-dependencies): a task-local per read.
      return Diagnostics.$dependencySite.withValue(site) { value }
    #else
      return value
    #endif
  }

  private var value: Value {
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
