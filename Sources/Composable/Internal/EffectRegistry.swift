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
  /// Tasks created but not yet running (`TestStore` waits for them to start).
  package private(set) var unstarted: Set<UInt64> = []
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
    let id = nextID
    nextID &+= 1
    if group.isCancelled { return }
    group.enter(id)
    let task = Task(priority: priority) { @MainActor [weak self] in
      self?.unstarted.remove(id)
      await body()
      self?.finished(id)
      group.leave(id)
    }
    records[id] = Record(keys: keys, group: group, origin: origin)
    unstarted.insert(id)
    for key in keys { byKey[key, default: []].insert(id) }
    handles.withLock { $0[id] = task }
  }

  private func finished(_ id: UInt64) {
    unstarted.remove(id)
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
