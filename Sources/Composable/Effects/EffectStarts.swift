#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where a plain store's `.run` effects start: on the store's actor (the main actor), after
/// the `send` that returned them has returned, with no thread hand-off.
///
/// A `.run` effect's task is created at the end of its `send`, as before, with a preference
/// for ``EffectStartExecutor``. Its first job (the effect's code up to its first suspension)
/// is not run then: it waits in ``ready`` until the main actor drains the list, which it
/// does in ``StoreTask/finish()`` before waiting, and in a main-actor job scheduled once for
/// each batch. The drain runs each job synchronously on its own thread, so an effect that
/// sends straight back (`await send(.done)`) reduces that action at once, with the main
/// actor's exclusivity, and finishes in the same drain. Every later job of the task (after a
/// real suspension: a sleep, a network call, a hop to another actor) goes to the cooperative
/// pool, as any task's would.
///
/// Why a drain and not `Task.immediate`: an immediate task's nonisolated body still hops to
/// the pool at once (measured: 28 µs per round trip), and starting effects inside `send`
/// would run effect code before `send` returns.
///
/// Where the OS has no task executors (before macOS 15, iOS 18, tvOS 18, watchOS 11 and
/// visionOS 2), or the build forces the fallbacks (`fallbacksForced`), the task is created
/// on the main actor instead and calls the effect from there: the effect still starts after
/// its `send` has returned (the main actor is busy until then), in creation order, but its
/// code runs on the pool from the start, and what it sends back hops to the main actor.
@MainActor
enum EffectStarts {
  /// Jobs of created effect tasks whose first job has not run yet, in creation order.
  static let ready = ReadyJobs()
  /// Whether a main-actor job that drains ``ready`` is scheduled and has not run yet.
  /// (Internal, not private, so that `Scripts/hang-report.sh` finds it by a stable name.)
  static var drainScheduled = false

  /// Creates a task for `body` whose first job waits in ``ready`` for the next drain.
  static func task(
    priority: TaskPriority?, _ body: sending @escaping () async -> Void
  ) -> Task<Void, Never> {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), !fallbacksForced
    else {
      return Task(priority: priority) { @MainActor in await body() }
    }
    let key = EffectStartSlots.collecting
    let previous = pthread_getspecific(key)
    // NB: The list is published on this thread only, for the synchronous extent of
    // `Task.init`, which enqueues the task's first job on this thread before returning.
    pthread_setspecific(key, Unmanaged.passUnretained(ready).toOpaque())
    let task = Task(
      executorPreference: EffectStartExecutor.shared, priority: priority, operation: body)
    pthread_setspecific(key, previous)
    if !drainScheduled {
      drainScheduled = true
      Task { @MainActor in
        drainScheduled = false
        drain()
      }
    }
    return task
  }

  /// Runs every job in ``ready`` (and those they add) on this thread, in order.
  static func drain() {
    // NB: Never nested: a drained job that drains again would run jobs inside another's.
    guard ready.hasJobs, !isDraining else { return }
    let key = EffectStartSlots.draining
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
    defer { pthread_setspecific(key, previous) }
    // NB: Only tasks that prefer `EffectStartExecutor` put jobs in `ready`, so there is
    // nothing to run where the OS has no task executors.
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    while let job = ready.next() {
      job.runSynchronously(on: EffectStartExecutor.shared.asUnownedTaskExecutor())
    }
  }

  /// Whether this thread is running a job of ``drain()``: code there runs with the main
  /// actor's exclusivity (the drain, a main-actor function, is on this thread's stack and
  /// runs the job synchronously), although the compiler cannot see it.
  nonisolated static var isDraining: Bool {
    pthread_getspecific(EffectStartSlots.draining) != nil
  }
}

/// The jobs waiting for a drain: a FIFO read and written on the main actor only.
final class ReadyJobs: @unchecked Sendable {
  // NB: `@unchecked Sendable`: appended to by `EffectStartExecutor.enqueue` only while
  // `EffectStarts.task` (main actor) has published it on its own thread for the extent of
  // `Task.init`, and drained by `EffectStarts.drain` (main actor): never from two threads.
  // NB: `Scripts/hang-report.sh` reads these two from a hung process at their offsets (16
  // and 24): keep them the first stored properties, in this order.
  private var jobs: [UnownedJob] = []
  private var head = 0

  var hasJobs: Bool { head < jobs.count }

  func append(_ job: UnownedJob) {
    jobs.append(job)
  }

  func next() -> UnownedJob? {
    guard head < jobs.count else {
      if head > 0 {
        jobs.removeAll(keepingCapacity: jobs.count <= 64)
        head = 0
      }
      return nil
    }
    let job = jobs[head]
    head += 1
    return job
  }
}

/// The task executor that effect tasks prefer: their first job waits for a drain on the main
/// actor (see ``EffectStarts``); every later job goes to the cooperative pool.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class EffectStartExecutor: TaskExecutor {
  static let shared = EffectStartExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    if let list = pthread_getspecific(EffectStartSlots.collecting) {
      Unmanaged<ReadyJobs>.fromOpaque(list).takeUnretainedValue().append(UnownedJob(job))
    } else {
      globalConcurrentExecutor.enqueue(job)
    }
  }
}

/// The thread-specific keys of ``EffectStarts``.
enum EffectStartSlots {
  /// The ``ReadyJobs`` that a task created on this thread now puts its first job in.
  static let collecting = makeKey()
  /// Set while this thread runs a job of ``EffectStarts/drain()``.
  static let draining = makeKey()

  private static func makeKey() -> pthread_key_t {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }
}
