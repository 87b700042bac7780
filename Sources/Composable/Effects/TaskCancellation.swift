/// Where an effect runs: its store's effects and its feature's namespace path. Installed as
/// a task-local around every `.run` body, so that `Task.cancel(id:)` and
/// `withTaskCancellation(id:cancelInFlight:operation:)` act on the same ids, in the same
/// namespace, as `.cancellable(id:)` and `.cancel(id:)` in the reducer.
@usableFromInline
struct EffectContext: Sendable {
  /// The store's effects by cancellation key; `nil` once the store is gone.
  weak var cancellations: EffectCancellations?
  let path: [AnyHashableSendable]
  /// The effect's id in its store (`nil` for a task a `withTaskCancellation` operation made).
  var effectID: UInt64? = nil
  /// What created the effect's task (a `TestStore`'s executor), which must create the task of
  /// a `withTaskCancellation(id:)` operation too: an unstructured task does not inherit a
  /// task executor preference, and would run outside what the test drains.
  var spawner: (any EffectTaskSpawner)? = nil

  @TaskLocal static var current: EffectContext?

  /// Runs `body`, the reduction of an action this effect sent, with `self` as the current
  /// effect's context: the effect's own task has it already (no cost); a task the effect
  /// made without it (`Task.detached`) is given it for the reduction.
  @usableFromInline
  func whileSending(_ body: () -> Void) {
    if Self.current?.effectID == effectID {
      body()
    } else {
      Self.$current.withValue(self, operation: body)
    }
  }

  /// Runs `body` with `self` as the current effect's context.
  @usableFromInline
  func run(isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void) async {
    await Self.$current.withValue(self, operation: body)
  }

  @usableFromInline
  init(
    cancellations: EffectCancellations?, path: [AnyHashableSendable],
    effectID: UInt64? = nil, spawner: (any EffectTaskSpawner)? = nil
  ) {
    self.cancellations = cancellations
    self.path = path
    self.effectID = effectID
    self.spawner = spawner
  }
}

/// `withTaskCancellation` operations by cancellation key: a value kept under the lock of
/// whichever table holds it (a store's effects, or the process-wide one below).
struct CancellerIndex: Sendable {
  /// One operation's entry: removed when the operation ends.
  struct Registration: Sendable {
    fileprivate let token: UInt64
    fileprivate let keys: [CancellationKey]
  }

  private var byKey: [CancellationKey: [UInt64: @Sendable () -> Void]] = [:]
  private var nextToken: UInt64 = 0

  /// Registers `cancel` under each of `keys`.
  mutating func add(
    _ cancel: @escaping @Sendable () -> Void, under keys: [CancellationKey]
  ) -> Registration {
    let token = nextToken
    nextToken &+= 1
    for key in keys { byKey[key, default: [:]][token] = cancel }
    return Registration(token: token, keys: keys)
  }

  mutating func remove(_ registration: Registration) {
    for key in registration.keys {
      byKey[key]?[registration.token] = nil
      if byKey[key]?.isEmpty == true { byKey[key] = nil }
    }
  }

  /// The cancel closures registered under `key`.
  func cancellers(for key: CancellationKey) -> [@Sendable () -> Void] {
    Array((byKey[key] ?? [:]).values)
  }

  /// Every cancel closure (one registered under several keys appears once per key).
  var all: [@Sendable () -> Void] { byKey.values.flatMap(\.values) }

  /// How many operations are registered.
  var count: Int { Set(byKey.values.flatMap(\.keys)).count }
}

/// Cancellation ids used outside any store's effect (plain async code and tests): TCA 1.0
/// kept every id in one process-wide table, and this is that table for code with no store.
/// Its keys have an empty path.
private let detachedCancellers = LockIsolated(CancellerIndex())

/// How many `withTaskCancellation` operations outside any store are running (for tests).
package var detachedCancellationCount: Int { detachedCancellers.withLock { $0.count } }

extension Task where Success == Never, Failure == Never {
  /// Cancels every in-flight effect and `withTaskCancellation` operation with `id`.
  ///
  /// Called inside an effect, it acts in that effect's store and feature namespace, exactly
  /// like returning `.cancel(id:)` from the reducer, and synchronously: an effect that
  /// cancels its own id sees `Task.isCancelled` right after.
  ///
  /// ```swift
  /// return .run { send in
  ///   Task.cancel(id: CancelID.timer)
  ///   try Task.checkCancellation()   // throws if this effect is the timer
  /// }
  /// ```
  ///
  /// Outside any store's effect, it cancels the `withTaskCancellation(id:)` operations that
  /// also run outside one.
  ///
  /// - Parameter id: The id given to `.cancellable(id:)` or `withTaskCancellation(id:)`.
  public static func cancel(id: some Hashable & Sendable) {
    let id = AnyHashableSendable(id)
    if let context = EffectContext.current {
      context.cancellations?.cancel(key: CancellationKey(path: context.path, id: id))
    } else {
      let cancellers = detachedCancellers.withLock {
        $0.cancellers(for: CancellationKey(path: [], id: id))
      }
      for cancel in cancellers { cancel() }
    }
  }
}

/// Runs `operation` so that `Task.cancel(id:)`, or a reducer's `.cancel(id:)`, cancels it.
///
/// With `cancelInFlight`, an operation already running with the same id is cancelled first:
/// a debounce, written inside an effect.
///
/// ```swift
/// return .run { send in
///   try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///     try await clock.sleep(for: .milliseconds(300))
///     await send(.searchResponse(try await client.search(query)))
///   }
/// }
/// ```
///
/// Inside an effect, the id lives in the effect's store and feature namespace, the same as
/// `.cancellable(id:)`'s. The operation runs in a child task that inherits task-local values
/// (dependencies included); cancelling the caller cancels it too.
///
/// - Parameters:
///   - id: The cancellation id.
///   - cancelInFlight: Whether to cancel an operation already running with `id` first.
///   - operation: The work to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws, or `CancellationError` if it was cancelled and
///   threw that.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await runCancellable(id: AnyHashableSendable(id), cancelInFlight: cancelInFlight) {
    () async -> Result<T, any Error> in
    do {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }.get()
}

/// Runs `operation` so that `Task.cancel(id:)`, or a reducer's `.cancel(id:)`, cancels it:
/// the form for an operation that does not throw.
///
/// - Parameters:
///   - id: The cancellation id.
///   - cancelInFlight: Whether to cancel an operation already running with `id` first.
///   - operation: The work to run; it sees `Task.isCancelled` once cancelled.
/// - Returns: What `operation` returns.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async -> T
) async -> T {
  await runCancellable(
    id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, operation)
}

/// Runs `operation` in a task registered under `id`, and waits for it; cancelling the caller
/// cancels it.
private func runCancellable<R: Sendable>(
  id: AnyHashableSendable, cancelInFlight: Bool,
  _ operation: @escaping @Sendable () async -> R
) async -> R {
  // NB: The task is created first and registered right after, before it is awaited; a
  // `Task.cancel(id:)` that comes before the registration can only be one issued before this
  // call, which TCA 1.0 does not apply to it either.
  let context = EffectContext.current
  let task: Task<R, Never>
  if let spawner = context?.spawner {
    task = spawner.spawnInner(operation)
  } else {
    task = Task { await operation() }
  }
  let remove: @Sendable () -> Void
  if let context, let cancellations = context.cancellations {
    let registration = cancellations.addCanceller(
      id: id, path: context.path, cancelInFlight: cancelInFlight
    ) { task.cancel() }
    remove = { cancellations.removeCanceller(registration) }
  } else {
    let key = CancellationKey(path: [], id: id)
    let (registration, inFlight) = detachedCancellers.withLock { index in
      let inFlight = cancelInFlight ? index.cancellers(for: key) : []
      return (index.add({ task.cancel() }, under: [key]), inFlight)
    }
    for cancel in inFlight { cancel() }
    remove = { detachedCancellers.withLock { $0.remove(registration) } }
  }
  defer { remove() }
  return await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
}
