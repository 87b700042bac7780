import Foundation

/// The dependencies of the code that is running: a registry of values keyed by type.
///
/// Extend it with a computed property per dependency (see ``DependencyKey``), read values
/// with ``Dependency``, and override them with ``withDependencies(_:operation:)``.
/// A ``Store`` captures the values current when it is created; its reducer and every
/// effect it starts see those values.
public struct DependencyValues: Sendable {
  private var storage: [ObjectIdentifier: any Sendable] = [:]
  private var cache: DependencyCache
  /// Inside an update closure (`withDependencies`, `TestStore`'s `withDependencies:`): a
  /// default read only to be changed (`$0.client.fetch = …`) reports nothing.
  private var isUpdating = false
  /// `dismiss`, kept out of `storage`, where reading it in a presented child's reducer
  /// costs no dictionary copy. One word: `DismissEffect`'s payloads are boxed.
  @usableFromInline var dismissEffect: DismissEffect?

  /// Values with nothing overridden: every dependency takes its default for the context.
  public init() {
    self.cache = DependencyCache.shared
  }

  /// The values in the current task, as set by ``withDependencies(_:operation:)``.
  @TaskLocal package static var _taskLocal = DependencyValues()

  /// The dependency values of the code that is running.
  ///
  /// Inside a ``Store``'s reducer these are the store's; elsewhere, the task-local values that
  /// ``withDependencies(_:operation:)`` set.
  public static var _current: DependencyValues {
    if let box = DependencySlot.currentBox {
      var values = box.values
      if let child = box.presentedChild {
        values.dismissEffect = DismissEffect(kind: .presented(child.pointee))
      }
      return values
    }
    return _taskLocal
  }

  /// Reads or overrides the dependency stored under `key`.
  ///
  /// Reading a dependency that is not overridden gives its default for ``context``.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = self[explicit: key] { return value }
      if isUpdating {
        return Diagnostics.$handler.withValue({ _ in }) {
          cache.value(for: key, context: context)
        }
      }
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
    if let prepare { update(&values, with: prepare) }
    return values
  }

  /// Runs `update` on `values`, reading defaults without reports: overriding one endpoint of
  /// a dependency that has only a live value reads that value, and must not be reported as
  /// a use of it.
  package static func update(
    _ values: inout DependencyValues, with update: (inout DependencyValues) throws -> Void
  ) rethrows {
    let wasUpdating = values.isUpdating
    values.isUpdating = true
    defer { values.isUpdating = wasUpdating }
    try update(&values)
  }

  /// Runs the async `update` on `values`, reading defaults without reports (see above).
  package static func update(
    _ values: inout DependencyValues,
    isolation: isolated (any Actor)? = #isolation,
    with update: (inout DependencyValues) async throws -> Void
  ) async rethrows {
    let wasUpdating = values.isUpdating
    values.isUpdating = true
    defer { values.isUpdating = wasUpdating }
    try await update(&values)
  }

  /// The same overrides, with a cache of defaults of their own (one per store).
  package func withFreshCache() -> DependencyValues {
    var copy = self
    copy.cache = DependencyCache()
    return copy
  }

  /// Whether any dependency is overridden here.
  package var hasOverrides: Bool { !storage.isEmpty }

  /// Whether these are a store's (or a test store's) values, with a cache of their own,
  /// rather than the process's defaults.
  var isStoreContext: Bool { cache !== DependencyCache.shared }

  /// These values, with the overrides of `other` for the dependencies these do not override
  /// (the overrides in force where a `@Dependency` was created, under the running code's).
  package func filling(from other: DependencyValues) -> DependencyValues {
    var copy = self
    copy.storage.merge(other.storage) { own, _ in own }
    return copy
  }

  /// Overrides from `other` layered over these values.
  package func merging(_ other: DependencyValues) -> DependencyValues {
    var copy = self
    copy.storage.merge(other.storage) { _, new in new }
    return copy
  }
}
