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
@usableFromInline
package protocol EffectTaskSpawner: AnyObject, Sendable {
  /// Starts `operation` in a new unstructured task.
  func spawn(
    priority: TaskPriority?, operation: sending @escaping () async -> Void
  ) -> Task<Void, Never>

  /// Starts a task that an effect creates itself (the operation of a
  /// `withTaskCancellation(id:)`), where the spawned tasks run.
  func spawnInner<R: Sendable>(
    _ operation: @escaping @Sendable () async -> R
  ) -> Task<R, Never>
}

extension EffectTaskSpawner {
  /// Where `Task.init` runs it.
  package func spawnInner<R: Sendable>(
    _ operation: @escaping @Sendable () async -> R
  ) -> Task<R, Never> {
    Task { await operation() }
  }
}

/// The tasks a store's effects run in, by id and by cancellation key.
///
/// An effect finishes where its task ends, with no hop back to the store's actor: what
/// finishing touches (the cancellation tables, the effect's group, ``onActivity``) is
/// reached from any thread.
@usableFromInline
package final class EffectRegistry {
  package struct Record {
    package let keys: [CancellationKey]
    package let group: EffectGroup
    /// The effect's id.
    package let id: UInt64
    /// The action whose reduction started the effect.
    package let origin: Any
    /// That reduction's number (the store's `stateVersion` after it): tells the
    /// sent action from a received one that prints the same.
    package let reduction: UInt64
    /// Whether this is the task that runs a concatenation's steps in turn (each step is an
    /// effect of its own while it runs).
    package var isChainDriver = false
  }

  private var nextID: UInt64 = 0

  /// What effects reach from any thread, by cancellation key.
  @usableFromInline package let cancellations = EffectCancellations()

  /// The effects' records, kept only when ``keepsRecords`` (a `TestStore`'s, for its
  /// messages); pruned of the effects that finished when read.
  private var _records: [UInt64: Record] = [:]

  /// Whether ``records`` are kept: a plain store's are not (nothing reads them).
  package var keepsRecords = false

  /// The effects in flight, by id, with the action that started each (kept only when
  /// ``keepsRecords``).
  package var records: [UInt64: Record] {
    _records = _records.filter { cancellations.isLive($0.key) }
    return _records
  }

  /// The state of this store's throttled effects: per store, so stores never interfere.
  /// Created by the first gated effect (`throttle`, `debounce`), so other stores don't pay.
  package lazy var throttles = ThrottleStates()

  /// Where effect tasks are created; `nil` for the default (`Task.init`).
  @usableFromInline package var spawner: (any EffectTaskSpawner)?
  /// Called, from any thread, when an effect starts or finishes (`TestStore` counts it as
  /// progress).
  package var onActivity: (@Sendable () -> Void)? {
    get { cancellations.onActivity }
    set { cancellations.onActivity = newValue }
  }

  package init() {}

  /// Tracks an effect whose task the store creates when the send that reduced it ends,
  /// under `keys` and in `group`; `nil` if `group` was cancelled (nothing starts in it).
  ///
  /// - Returns: The effect's id, and what ends it (to call where its task ends, or at once
  ///   if it never starts).
  func reserve(
    keys: [CancellationKey], group: EffectGroup, origin: Any, reduction: UInt64,
    isChainDriver: Bool = false
  ) -> (id: UInt64, finish: @Sendable () -> Void)? {
    let id = nextID
    guard group.enter(id) else { return nil }
    nextID &+= 1
    if keepsRecords {
      _records[id] = Record(
        keys: keys, group: group, id: id, origin: origin, reduction: reduction,
        isChainDriver: isChainDriver)
    }
    cancellations.register(id, keys: keys)
    return (id, Self.finisher(id: id, keys: keys, group: group, cancellations: cancellations))
  }

  /// Creates the task of the `.run` effect `id`, which runs `body` (and ends the effect):
  /// with `TestStore`'s spawner, on the executor the test drains; else, `inDrain` in a
  /// main-actor store, through ``EffectStarts``, so that its code up to its first suspension
  /// runs on the main actor after the send, with no thread hand-off, and the rest on the
  /// pool; or all of it on the pool (`startingOnPool()`, and every effect of a store on
  /// another actor). Either way the task inherits the caller's task-local values.
  @usableFromInline
  func spawnRun(
    id: UInt64, priority: TaskPriority?, inDrain: Bool, isolation: isolated any Actor,
    _ body: @escaping @Sendable () async -> Void
  ) {
    let task: Task<Void, Never> =
      if let spawner {
        spawner.spawn(priority: priority, operation: body)
      } else if inDrain,
        let task = ifMainActor(isolation, { EffectStarts.task(priority: priority, body) })
      {
        task
      } else {
        Task(priority: priority, operation: body)
      }
    cancellations.setTask(task, for: id)
  }

  /// What ends the effect `id`, where its task ends: it is no longer tracked, and its group
  /// no longer waits for it. Safe from any thread, and only the first call counts.
  private static func finisher(
    id: UInt64, keys: [CancellationKey], group: EffectGroup,
    cancellations: EffectCancellations
  ) -> @Sendable () -> Void {
    {
      guard cancellations.unregister(id, keys: keys) else { return }
      group.leave(id)
    }
  }
}

/// What a store's effects reach from any thread, under one lock: the tasks by id and by
/// cancellation key, and the `withTaskCancellation` operations. The store's nonisolated
/// `deinit` cancels every task, and `Task.cancel(id:)` cancels by key from inside an effect,
/// synchronously; an effect's ``EffectContext`` holds this, not the store's registry, whose
/// other bookkeeping belongs to the store's actor.
@usableFromInline
package final class EffectCancellations: Sendable {
  private struct Shared: Sendable {
    var handles: [UInt64: Task<Void, Never>] = [:]
    var byKey: [CancellationKey: Set<UInt64>] = [:]
    /// Tracked effects cancelled before their task was created (deferred to the send's end).
    var cancelledBeforeStart: Set<UInt64> = []
    /// Tracked effects whose task is not created yet (deferred to the send's end).
    var awaitingTask: Set<UInt64> = []
    /// `withTaskCancellation` operations running in this store's effects.
    var cancellers = CancellerIndex()
    /// See ``EffectCancellations/onActivity``.
    var onActivity: (@Sendable () -> Void)?
    /// How many of each effect's tasks are suspended in `Task.never()`.
    var parked: [UInt64: Int] = [:]

    /// Takes what runs under `key` to cancel it: the tasks, and the operations' cancel
    /// closures. Deferred effects without a task yet are marked never to start.
    mutating func takeForCancelling(
      _ key: CancellationKey
    ) -> (tasks: [Task<Void, Never>], cancellers: [@Sendable () -> Void]) {
      var tasks: [Task<Void, Never>] = []
      for id in byKey[key] ?? [] {
        if let task = handles[id] {
          tasks.append(task)
        } else {
          cancelledBeforeStart.insert(id)
        }
      }
      return (tasks, cancellers.cancellers(for: key))
    }
  }
  private let shared = LockIsolated(Shared())

  /// Called, from any thread, when an effect starts or finishes.
  var onActivity: (@Sendable () -> Void)? {
    get { shared.withLock { $0.onActivity } }
    set { shared.withLock { $0.onActivity = newValue } }
  }

  /// Tracks the effect `id` under `keys`, before its task is created (``setTask(_:for:)``).
  func register(_ id: UInt64, keys: [CancellationKey]) {
    let onActivity = shared.withLock { shared in
      for key in keys { shared.byKey[key, default: []].insert(id) }
      shared.awaitingTask.insert(id)
      return shared.onActivity
    }
    onActivity?()
  }

  /// Stops tracking the effect `id`, which finished (or never started).
  ///
  /// - Returns: Whether it was tracked (`false` if it already finished).
  func unregister(_ id: UInt64, keys: [CancellationKey]) -> Bool {
    let (wasLive, onActivity) = shared.withLock { shared in
      let wasLive =
        shared.handles.removeValue(forKey: id) != nil || shared.awaitingTask.remove(id) != nil
      guard wasLive else { return (false, shared.onActivity) }
      for key in keys {
        shared.byKey[key]?.remove(id)
        if shared.byKey[key]?.isEmpty == true { shared.byKey[key] = nil }
      }
      shared.cancelledBeforeStart.remove(id)
      return (true, shared.onActivity)
    }
    if wasLive { onActivity?() }
    return wasLive
  }

  /// Marks one task of the effect `id` suspended in `Task.never()` (`by: 1`), or no more
  /// (`by: -1`): a `TestStore`'s messages say so.
  func park(_ id: UInt64, by change: Int) {
    shared.withLock { shared in
      let count = shared.parked[id, default: 0] + change
      shared.parked[id] = count > 0 ? count : nil
    }
  }

  /// Whether a task of the effect `id` is suspended in `Task.never()`.
  package func isParked(_ id: UInt64) -> Bool {
    shared.withLock { $0.parked[id] != nil }
  }

  /// Whether the effect `id` is tracked: registered and not finished.
  func isLive(_ id: UInt64) -> Bool {
    shared.withLock { $0.handles[id] != nil || $0.awaitingTask.contains(id) }
  }

  /// The task of the effect `id`, created; cancelled at once if the effect was cancelled
  /// before. Nothing is kept if the effect already finished (its task may end before this is
  /// called: it runs on the pool).
  func setTask(_ task: Task<Void, Never>, for id: UInt64) {
    let cancelNow = shared.withLock { shared -> Bool in
      guard shared.awaitingTask.remove(id) != nil else { return false }
      shared.handles[id] = task
      return shared.cancelledBeforeStart.remove(id) != nil
    }
    if cancelNow { task.cancel() }
  }

  /// Whether the deferred effect `id` was cancelled before its task was created (and
  /// forgets it).
  @usableFromInline
  func takeCancelledBeforeStart(_ id: UInt64) -> Bool {
    shared.withLock { $0.cancelledBeforeStart.remove(id) != nil }
  }

  /// Cancels every task, and every `withTaskCancellation` operation, tracked under `key`.
  /// Safe from any thread, and synchronous: an effect that cancels its own id sees
  /// `Task.isCancelled` at once.
  func cancel(key: CancellationKey) {
    let (tasks, cancellers) = shared.withLock { $0.takeForCancelling(key) }
    for task in tasks { task.cancel() }
    for cancel in cancellers { cancel() }
  }

  /// Cancels the effects of every namespace directly under `path` whose name `isGone`
  /// accepts.
  ///
  /// - Complexity: O(*k*), *k* the number of cancellation keys in flight: it costs nothing
  ///   per row of a list, only per effect running.
  func cancelNamespaces(
    under path: [AnyHashableSendable], where isGone: (AnyHashableSendable) -> Bool
  ) {
    let candidates = shared.withLock { shared in
      shared.byKey.keys.filter { key in
        key.id == CancellationKey.wholeNamespace && key.path.count == path.count + 1
          && key.path.starts(with: path)
      }
    }
    for key in candidates where isGone(key.path[path.count]) { cancel(key: key) }
  }

  /// Cancels the task of the effect `id`; one whose task is not created yet is marked never
  /// to start.
  func cancel(taskID id: UInt64) {
    let task = shared.withLock { shared -> Task<Void, Never>? in
      guard let task = shared.handles[id] else {
        if shared.awaitingTask.contains(id) { shared.cancelledBeforeStart.insert(id) }
        return nil
      }
      return task
    }
    task?.cancel()
  }

  /// Runs `cancel` when `id` is cancelled under `path` (or under any prefix of it, as for
  /// `.cancellable`) until the returned token is removed; when `cancelInFlight`, first
  /// cancels what runs under `id` at `path`. Both happen under one lock, so two operations
  /// started together with `cancelInFlight` never both keep running.
  func addCanceller(
    id: AnyHashableSendable, path: [AnyHashableSendable], cancelInFlight: Bool,
    _ cancel: @escaping @Sendable () -> Void
  ) -> CancellerIndex.Registration {
    let (registration, tasks, cancellers) = shared.withLock { shared in
      let inFlight: (tasks: [Task<Void, Never>], cancellers: [@Sendable () -> Void]) =
        cancelInFlight
        ? shared.takeForCancelling(CancellationKey(path: path, id: id)) : ([], [])
      let keys = (0...path.count).map { CancellationKey(path: Array(path[..<$0]), id: id) }
      return (shared.cancellers.add(cancel, under: keys), inFlight.tasks, inFlight.cancellers)
    }
    for task in tasks { task.cancel() }
    for cancel in cancellers { cancel() }
    return registration
  }

  /// Stops tracking a `withTaskCancellation` operation.
  func removeCanceller(_ registration: CancellerIndex.Registration) {
    shared.withLock { $0.cancellers.remove(registration) }
  }

  /// How many `withTaskCancellation` operations run in this store's effects (for tests).
  package var cancellerCount: Int {
    shared.withLock { $0.cancellers.count }
  }

  /// Whether a task is running under `key`.
  package func isRunning(key: CancellationKey) -> Bool {
    shared.withLock { $0.byKey[key]?.isEmpty == false }
  }

  /// Cancels every task; safe from any thread.
  package func cancelAll() {
    let (tasks, cancellers) = shared.withLock { shared in
      (Array(shared.handles.values), shared.cancellers.all)
    }
    for task in tasks { task.cancel() }
    for cancel in cancellers { cancel() }
  }
}
