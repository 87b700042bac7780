/// Default values already resolved, so a default is computed (and a missing test value
/// reported) once per store rather than on every read.
final class DependencyCache: @unchecked Sendable {
  // NB: `@unchecked Sendable`: `values` is read and written only while holding `lock`, one
  // lock shared by every cache (a store has a cache of its own; defaults resolve rarely, so
  // sharing the lock costs nothing and saves a mutex per store).
  static let shared = DependencyCache()
  private static let lock = LockIsolated(())

  private struct Key: Hashable {
    let type: ObjectIdentifier
    let context: DependencyContext
  }
  private var values: [Key: any Sendable] = [:]

  func value<K: TestDependencyKey>(for key: K.Type, context: DependencyContext) -> K.Value {
    let cacheKey = Key(type: ObjectIdentifier(key), context: context)
    if let cached = Self.lock.withLock({ _ in values[cacheKey] }) as? K.Value {
      return cached
    }
    // NB: Resolved outside the lock: a default may read other dependencies.
    let value = Self.defaultValue(for: key, context: context)
    Self.lock.withLock { _ in values[cacheKey] = value }
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
