/// A key for a value kept in memory for as long as the process runs (in a test, for as long
/// as the test runs): swift-sharing's `.inMemory`.
///
/// ```swift
/// @Shared(.inMemory("isOnboarded")) var isOnboarded = false
/// ```
public struct InMemoryKey<Value: Sendable>: SharedKey, CustomStringConvertible,
  SharedReferenceKeeper
{
  let key: String
  let storage: InMemoryStorage

  init(_ key: String) {
    self.key = key
    self.storage = DependencyValues._current.defaultInMemoryStorage
  }

  /// The name, in the storage it was created in.
  public var id: InMemoryKeyID { InMemoryKeyID(key: key, storage: ObjectIdentifier(storage)) }

  /// `.inMemory("name")`.
  public var description: String { ".inMemory(\(stringLiteral(key)))" }

  /// Nothing is stored but the value itself: the default is the value.
  public func load(context: LoadContext<Value>) throws -> Value? { nil }

  /// Nothing else changes an in-memory value.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func keep(_ reference: any AnySharedReference) {
    storage.keep(reference)
  }

  /// Nothing to save: the value is kept by its storage.
  public func save(_ value: Value, context: SaveContext) throws {}
}

/// The identity of an in-memory value: its name, in its storage (the same for every value
/// type: holding one name with two types is reported).
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: ObjectIdentifier
}

extension SharedReaderKey {
  /// A value kept in memory under `key`, shared by every holder of that name (see
  /// ``InMemoryKey``).
  ///
  /// - Parameter key: The value's name.
  /// - Returns: The key.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// Where in-memory shared values live: one per process (``DependencyValues/defaultInMemoryStorage``),
/// and one per test.
public final class InMemoryStorage: Sendable {
  private let kept = LockIsolated<Set<SharedRegistryKeyBox>>([])

  /// An empty storage.
  public init() {}

  /// Keeps `reference` for as long as this storage lives (the registry holds references
  /// weakly).
  func keep(_ reference: any AnySharedReference) {
    kept.withLock { _ = $0.insert(SharedRegistryKeyBox(reference: reference)) }
  }
}

/// A reference kept alive by an ``InMemoryStorage``.
struct SharedRegistryKeyBox: Hashable, Sendable {
  let reference: any AnySharedReference

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.reference === rhs.reference }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(reference)) }
}
