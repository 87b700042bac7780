import Foundation

/// The dependencies of the code that is running: a registry of values keyed by type.
///
/// Extend it with a computed property per dependency (see ``DependencyKey``), read values
/// with ``Dependency``, and override them with ``withDependencies(_:operation:)-4s9su``.
/// A ``Store`` captures the values current when it is created; its reducer and every
/// effect it starts see those values.
public struct DependencyValues: Sendable {
  private var storage: [ObjectIdentifier: any Sendable] = [:]
  private var cache: DependencyCache

  /// Values with nothing overridden: every dependency takes its default for the context.
  public init() {
    self.cache = DependencyCache.shared
  }

  /// The values in the current task, as set by ``withDependencies(_:operation:)-4s9su``.
  @TaskLocal package static var _taskLocal = DependencyValues()

  /// The dependency values of the code that is running.
  ///
  /// Inside a ``Store``'s reducer these are the store's; elsewhere, the task-local values that
  /// ``withDependencies(_:operation:)-4s9su`` set.
  public static var _current: DependencyValues {
    if let values = DependencySlot.current { return values }
    return _taskLocal
  }

  /// Reads or overrides the dependency stored under `key`.
  ///
  /// Reading a dependency that is not overridden gives its default for ``context``.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = self[explicit: key] { return value }
      return cache.value(for: key, context: context)
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  subscript<Key: TestDependencyKey>(explicit key: Key.Type) -> Key.Value? {
    storage[ObjectIdentifier(key)] as? Key.Value
  }

  /// The values a new store captures: the current ones, with its own cache of defaults,
  /// changed by `prepare`.
  @usableFromInline
  static func _storeValues(_ prepare: ((inout DependencyValues) -> Void)?) -> DependencyValues {
    var values = _current.withFreshCache()
    prepare?(&values)
    return values
  }

  /// The same overrides, with a cache of defaults of their own (one per store).
  package func withFreshCache() -> DependencyValues {
    var copy = self
    copy.cache = DependencyCache()
    return copy
  }

  /// Overrides from `other` layered over these values.
  package func merging(_ other: DependencyValues) -> DependencyValues {
    var copy = self
    copy.storage.merge(other.storage) { _, new in new }
    return copy
  }
}

/// Default values already resolved, so a default is computed (and a missing test value
/// reported) once per store rather than on every read.
final class DependencyCache: Sendable {
  static let shared = DependencyCache()

  private struct Key: Hashable {
    let type: ObjectIdentifier
    let context: DependencyContext
  }
  private let values = LockIsolated<[Key: any Sendable]>([:])

  func value<K: TestDependencyKey>(for key: K.Type, context: DependencyContext) -> K.Value {
    let cacheKey = Key(type: ObjectIdentifier(key), context: context)
    if let cached = values.withLock({ $0[cacheKey] }) as? K.Value {
      return cached
    }
    let value = Self.defaultValue(for: key, context: context)
    values.withLock { $0[cacheKey] = value }
    return value
  }

  private static func defaultValue<K: TestDependencyKey>(
    for key: K.Type, context: DependencyContext
  ) -> K.Value {
    switch context {
    case .live:
      if let live = key as? any DependencyKey.Type, let value = liveValue(of: live) as? K.Value {
        return value
      }
      runtimeWarn(
        """
        Dependency "\(K.self)" has no live value, but was used in a live context. Conform \
        "\(K.self)" to "DependencyKey", or override it with "withDependencies". Using its test \
        value.
        """)
      return key.testValue
    case .preview:
      return key.previewValue
    case .test:
      return key.testValue
    }
  }

  private static func liveValue<K: DependencyKey>(of key: K.Type) -> any Sendable {
    key.liveValue
  }
}
