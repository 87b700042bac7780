/// Identifies a cancellable effect: its id, in the namespace of the feature that started it.
@usableFromInline
package struct CancellationKey: Hashable, Sendable {
  package let path: [AnyHashableSendable]
  package let id: AnyHashableSendable

  /// The id that stands for everything started inside a namespace.
  package static let wholeNamespace = AnyHashableSendable(WholeNamespace())
  private struct WholeNamespace: Hashable, Sendable {}
}

/// Creates the tasks a store's effects run in. A plain store has none and uses `Task.init`;
/// `TestStore` installs one that puts every effect on an executor the test drains.
package protocol EffectTaskSpawner: AnyObject, Sendable {
  /// Starts `operation` in a new unstructured task.
  func spawn(
    priority: TaskPriority?, operation: sending @escaping () async -> Void
  ) -> Task<Void, Never>
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
  // NB: Locked, because the store's nonisolated `deinit` cancels the tasks from whatever
  // thread releases it.
  private nonisolated let handles = LockIsolated<[UInt64: Task<Void, Never>]>([:])

  package private(set) var records: [UInt64: Record] = [:]
  private var byKey: [CancellationKey: Set<UInt64>] = [:]

  /// The state of this store's throttled effects: per store, so stores never interfere.
  /// Created by the first gated effect (`throttle`, `debounce`), so other stores don't pay.
  package lazy var throttles = ThrottleStates()

  /// Where effect tasks are created; `nil` for the default (`Task.init`).
  package var spawner: (any EffectTaskSpawner)?
  /// Called when an effect starts or finishes (`TestStore` counts it as progress).
  package var onActivity: (@MainActor () -> Void)?

  package init() {}

  /// Starts `body` in a new task on the main actor, tracked under `keys` and in `group`.
  func start(
    priority: TaskPriority?,
    keys: [CancellationKey],
    group: EffectGroup,
    origin: Any,
    body: @escaping @MainActor () async -> Void
  ) {
    guard let id = reserveID(in: group) else { return }
    let operation: @MainActor () async -> Void = { [weak self] in
      await body()
      self?.finished(id)
      group.leave(id)
    }
    let task =
      if let spawner {
        spawner.spawn(priority: priority, operation: operation)
      } else {
        Task(priority: priority, operation: operation)
      }
    register(id, task: task, keys: keys, group: group, origin: origin)
  }

  /// Starts `operation` in a new task off the main actor, tracked under `keys` and in
  /// `group`. When `deferred`, it is tracked (and can be cancelled) now, and its task is
  /// created by ``startDeferred()``; cancelled before that, it never starts.
  func startOnPool(
    priority: TaskPriority?,
    keys: [CancellationKey],
    group: EffectGroup,
    origin: Any,
    deferred: Bool = false,
    operation: @escaping @Sendable () async -> Void
  ) {
    guard let id = reserveID(in: group) else { return }
    if deferred {
      pending.append(PendingStart(id: id, priority: priority, group: group, operation: operation))
      register(id, task: nil, keys: keys, group: group, origin: origin)
      return
    }
    let task = Self.spawnOnPool(
      priority: priority, id: id, registry: self, group: group, spawner: spawner,
      operation: operation)
    register(id, task: task, keys: keys, group: group, origin: origin)
  }

  /// A `.run` effect reduced during a send, waiting for the send to end.
  private struct PendingStart {
    let id: UInt64
    let priority: TaskPriority?
    let group: EffectGroup
    let operation: @Sendable () async -> Void
  }

  private var pending: [PendingStart] = []
  private var cancelledBeforeStart: Set<UInt64> = []

  /// Creates the tasks of the deferred effects, in the order they were reduced; an effect
  /// cancelled in the meantime is finished without ever running.
  func startDeferred() {
    let starts = pending
    pending.removeAll(keepingCapacity: true)
    for start in starts {
      if cancelledBeforeStart.remove(start.id) != nil || start.group.isCancelled {
        finished(start.id)
        start.group.leave(start.id)
        continue
      }
      let task = Self.spawnOnPool(
        priority: start.priority, id: start.id, registry: self, group: start.group,
        spawner: spawner, operation: start.operation)
      handles.withLock { $0[start.id] = task }
    }
  }

  /// A new task id, entered in `group`; `nil` if `group` was cancelled (nothing is started
  /// in a cancelled group).
  private func reserveID(in group: EffectGroup) -> UInt64? {
    guard !group.isCancelled else { return nil }
    let id = nextID
    nextID &+= 1
    group.enter(id)
    return id
  }

  /// Creates the task outside the main actor, so that it starts off it; it still inherits
  /// the caller's task-local values.
  private nonisolated static func spawnOnPool(
    priority: TaskPriority?, id: UInt64, registry: EffectRegistry, group: EffectGroup,
    spawner: (any EffectTaskSpawner)?,
    operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let body: @Sendable () async -> Void = { [weak registry] in
      await operation()
      await finished(id, registry: registry, group: group)
    }
    if let spawner { return spawner.spawn(priority: priority, operation: body) }
    return Task(priority: priority, operation: body)
  }

  private static func finished(_ id: UInt64, registry: EffectRegistry?, group: EffectGroup) {
    registry?.finished(id)
    group.leave(id)
  }

  private func register(
    _ id: UInt64, task: Task<Void, Never>?, keys: [CancellationKey], group: EffectGroup,
    origin: Any
  ) {
    records[id] = Record(keys: keys, group: group, origin: origin)
    for key in keys { byKey[key, default: []].insert(id) }
    if let task { handles.withLock { $0[id] = task } }
    onActivity?()
  }

  private func finished(_ id: UInt64) {
    guard let record = records.removeValue(forKey: id) else { return }
    for key in record.keys {
      byKey[key]?.remove(id)
      if byKey[key]?.isEmpty == true { byKey[key] = nil }
    }
    handles.withLock { $0[id] = nil }
    onActivity?()
  }

  /// Cancels every task tracked under `key`.
  func cancel(key: CancellationKey) {
    guard let ids = byKey[key] else { return }
    for id in ids { cancel(taskID: id) }
  }

  func cancel(taskID id: UInt64) {
    guard let task = handles.withLock({ $0[id] }) else {
      if records[id] != nil { cancelledBeforeStart.insert(id) }
      return
    }
    task.cancel()
  }

  /// Whether a task is running under `key`.
  package func isRunning(key: CancellationKey) -> Bool {
    byKey[key]?.isEmpty == false
  }

  /// Cancels every task; safe from any thread.
  nonisolated package func cancelAll() {
    let tasks = handles.withLock { Array($0.values) }
    for task in tasks { task.cancel() }
  }
}
