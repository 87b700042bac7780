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
  private nonisolated let unstartedTasks = LockIsolated<Set<UInt64>>([])

  /// Tasks created but not yet running (`TestStore` waits for them to start).
  package var unstarted: Set<UInt64> { unstartedTasks.current }
  package private(set) var records: [UInt64: Record] = [:]
  private var byKey: [CancellationKey: Set<UInt64>] = [:]
  // NB: A locked copy of the task handles, so the store's nonisolated `deinit` can cancel them.
  private let handles = LockIsolated<[UInt64: Task<Void, Never>]>([:])

  /// Starts `body` in a new task on the main actor, tracked under `keys` and in `group`.
  func start(
    priority: TaskPriority?,
    keys: [CancellationKey],
    group: EffectGroup,
    origin: Any,
    body: @escaping @MainActor () async -> Void
  ) {
    guard let id = reserveID(in: group) else { return }
    let unstarted = unstartedTasks
    let task = Task(priority: priority) { @MainActor [weak self] in
      unstarted.withLock { _ = $0.remove(id) }
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
    unstartedTasks.withLock { _ = $0.insert(id) }
    return id
  }

  /// Creates the task outside the main actor, so that it starts on the cooperative pool; it
  /// still inherits the caller's task-local values.
  private nonisolated static func spawnOnPool(
    priority: TaskPriority?, id: UInt64, registry: EffectRegistry, group: EffectGroup,
    operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let unstarted = registry.unstartedTasks
    return Task(priority: priority) { [weak registry] in
      unstarted.withLock { _ = $0.remove(id) }
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
    handles.withLock { $0[id] = task }
  }

  private func finished(_ id: UInt64) {
    unstartedTasks.withLock { _ = $0.remove(id) }
    guard let record = records.removeValue(forKey: id) else { return }
    for key in record.keys {
      byKey[key]?.remove(id)
      if byKey[key]?.isEmpty == true { byKey[key] = nil }
    }
    handles.withLock { $0[id] = nil }
  }

  /// Cancels every task tracked under `key`.
  func cancel(key: CancellationKey) {
    guard let ids = byKey[key] else { return }
    for id in ids { cancel(taskID: id) }
  }

  func cancel(taskID id: UInt64) {
    let task = handles.withLock { $0[id] }
    task?.cancel()
  }

  /// Whether a task is running under `key`.
  package func isRunning(key: CancellationKey) -> Bool {
    byKey[key]?.isEmpty == false
  }

  /// Cancels every task; safe from any thread.
  nonisolated package func cancelAll() {
    let tasks = handles.withLock { $0.values }
    for task in tasks { task.cancel() }
  }
}
