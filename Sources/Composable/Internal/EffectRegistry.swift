/// Identifies a cancellable effect: its id, in the namespace of the feature that started it.
@usableFromInline
package struct CancellationKey: Hashable, Sendable {
  package let path: [AnyHashableSendable]
  package let id: AnyHashableSendable

  /// The id that stands for everything started inside a namespace.
  package static let wholeNamespace = AnyHashableSendable(WholeNamespace())
  private struct WholeNamespace: Hashable, Sendable {}
}

/// The tasks a store's effects run in, by id and by cancellation key.
@MainActor
package final class EffectRegistry {
  package struct Record {
    package let keys: [CancellationKey]
    package let group: EffectGroup
    /// The action whose reduction started the effect.
    package let origin: Any
  }

  private var nextID: UInt64 = 0
  // NB: Locked, because `.run` tasks mark themselves started on the cooperative pool.
  // NB: One lock for what other threads touch: the task handles (the store's nonisolated
  // `deinit` cancels them) and which tasks have not started yet (`.run` tasks mark themselves
  // started on the cooperative pool).
  private nonisolated let shared = LockIsolated(Shared())

  struct Shared {
    var handles: [UInt64: Task<Void, Never>] = [:]
    var unstarted: Set<UInt64> = []
  }

  /// Tasks created but not yet running (`TestStore` waits for them to start).
  package var unstarted: Set<UInt64> { shared.withLock { $0.unstarted } }
  package private(set) var records: [UInt64: Record] = [:]
  private var byKey: [CancellationKey: Set<UInt64>] = [:]

  /// Starts `body` in a new task on the main actor, tracked under `keys` and in `group`.
  func start(
    priority: TaskPriority?,
    keys: [CancellationKey],
    group: EffectGroup,
    origin: Any,
    body: @escaping @MainActor () async -> Void
  ) {
    guard let id = reserveID(in: group) else { return }
    let shared = self.shared
    let task = Task(priority: priority) { @MainActor [weak self] in
      shared.withLock { _ = $0.unstarted.remove(id) }
      await body()
      self?.finished(id)
      group.leave(id)
    }
    register(id, task: task, keys: keys, group: group, origin: origin)
  }

  /// Starts `operation` in a new task on the cooperative pool (no hop through the main
  /// actor to begin), tracked under `keys` and in `group`.
  func startOnPool(
    priority: TaskPriority?,
    keys: [CancellationKey],
    group: EffectGroup,
    origin: Any,
    operation: @escaping @Sendable () async -> Void
  ) {
    guard let id = reserveID(in: group) else { return }
    let task = Self.spawnOnPool(
      priority: priority, id: id, registry: self, group: group, operation: operation)
    register(id, task: task, keys: keys, group: group, origin: origin)
  }

  /// A new task id, entered in `group` and marked not started; `nil` if `group` was
  /// cancelled (nothing is started in a cancelled group).
  private func reserveID(in group: EffectGroup) -> UInt64? {
    guard !group.isCancelled else { return nil }
    let id = nextID
    nextID &+= 1
    group.enter(id)
    shared.withLock { _ = $0.unstarted.insert(id) }
    return id
  }

  /// Creates the task outside the main actor, so that it starts on the cooperative pool; it
  /// still inherits the caller's task-local values.
  private nonisolated static func spawnOnPool(
    priority: TaskPriority?, id: UInt64, registry: EffectRegistry, group: EffectGroup,
    operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let shared = registry.shared
    return Task(priority: priority) { [weak registry] in
      shared.withLock { _ = $0.unstarted.remove(id) }
      await operation()
      await finished(id, registry: registry, group: group)
    }
  }

  private static func finished(_ id: UInt64, registry: EffectRegistry?, group: EffectGroup) {
    registry?.finished(id)
    group.leave(id)
  }

  private func register(
    _ id: UInt64, task: Task<Void, Never>, keys: [CancellationKey], group: EffectGroup,
    origin: Any
  ) {
    records[id] = Record(keys: keys, group: group, origin: origin)
    for key in keys { byKey[key, default: []].insert(id) }
    shared.withLock { $0.handles[id] = task }
  }

  private func finished(_ id: UInt64) {
    shared.withLock { _ = $0.unstarted.remove(id) }
    guard let record = records.removeValue(forKey: id) else { return }
    for key in record.keys {
      byKey[key]?.remove(id)
      if byKey[key]?.isEmpty == true { byKey[key] = nil }
    }
    shared.withLock { $0.handles[id] = nil }
  }

  /// Cancels every task tracked under `key`.
  func cancel(key: CancellationKey) {
    guard let ids = byKey[key] else { return }
    for id in ids { cancel(taskID: id) }
  }

  func cancel(taskID id: UInt64) {
    let task = shared.withLock { $0.handles[id] }
    task?.cancel()
  }

  /// Whether a task is running under `key`.
  package func isRunning(key: CancellationKey) -> Bool {
    byKey[key]?.isEmpty == false
  }

  /// Cancels every task; safe from any thread.
  nonisolated package func cancelAll() {
    let tasks = shared.withLock { $0.handles.values }
    for task in tasks { task.cancel() }
  }
}
