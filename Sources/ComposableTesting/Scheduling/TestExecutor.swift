import Composable
import Dispatch

/// The executor a ``TestStore``'s effects run on: it queues their jobs and runs them only
/// when the test drains it (see `TestScheduler`), so nothing an effect does races the test.
///
/// Effect tasks are created with this executor as their task executor preference (SE-0417).
/// Their child tasks, and the default actors they call, run here too. Code isolated to the
/// main actor still runs on the main actor, between the scheduler's turns.
///
/// Where the OS has no task executors (before macOS 15, iOS 18, tvOS 18, watchOS 11 and
/// visionOS 2), effect tasks are plain tasks, started from the main actor: nothing is queued
/// here, and a test waits for them as for any work that leaves the executor (Testing.md,
/// "On iOS 17 and macOS 14"). `FallbackTestStoreTests` runs that path on every machine, with
/// ``usesTaskExecutors`` set to `false` (`fallbacksForced` leaves it alone: the suite's
/// tests of determinism need the executor).
final class TestExecutor: EffectTaskSpawner, DrainableExecutor {
  /// Whether the executors created now queue their effects' jobs, where the OS can.
  @TaskLocal static var usesTaskExecutors = true

  private let prefersSelf = TestExecutor.usesTaskExecutors

  private struct Queue {
    var jobs: [UnownedJob] = []
    /// Set when the test store is gone: jobs then run on Dispatch's global queue, so that
    /// cancelled effects still get to wind down.
    var isReleased = false
  }

  private let queue = LockIsolated(Queue())

  /// Queues `job` for the next drain (or runs it on Dispatch once released).
  func accept(_ job: UnownedJob) {
    let isReleased = queue.withLock { queue -> Bool in
      if !queue.isReleased { queue.jobs.append(job) }
      return queue.isReleased
    }
    if isReleased {
      runDetached(job)
    } else {
      TestScheduler.signal()
    }
  }

  func spawn(
    priority: TaskPriority?, operation: sending @escaping () async -> Void
  ) -> Task<Void, Never> {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), prefersSelf {
      return Task(executorPreference: self, priority: priority, operation: operation)
    }
    // NB: Started from the main actor, which the store holds until the `send` that started
    // the effect has registered the task: a `Task.cancel(id:)` at the effect's start finds it.
    return Task(priority: priority) { @MainActor in await operation() }
  }

  func spawnInner<R: Sendable>(
    _ operation: @escaping @Sendable () async -> R
  ) -> Task<R, Never> {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), prefersSelf {
      return Task(executorPreference: self) { await operation() }
    }
    return Task { await operation() }
  }

  /// Runs every job queued now, and the jobs those enqueue, up to `limit` jobs.
  ///
  /// - Returns: How many jobs ran.
  func runQueued(limit: Int) -> Int {
    var ran = 0
    while ran < limit {
      let batch = queue.withLock { queue -> [UnownedJob] in
        defer { queue.jobs.removeAll(keepingCapacity: true) }
        return queue.jobs
      }
      if batch.isEmpty { break }
      for (index, job) in batch.enumerated() {
        guard ran < limit else {
          // NB: Put back what this call will not run, ahead of anything enqueued since.
          queue.withLock { $0.jobs.insert(contentsOf: batch[index...], at: 0) }
          return ran
        }
        run(job)
        ran += 1
      }
    }
    return ran
  }

  /// Stops queueing: the jobs queued now, and every later one, run on Dispatch's global
  /// queue.
  func release() {
    let jobs = queue.withLock { queue -> [UnownedJob] in
      queue.isReleased = true
      defer { queue.jobs.removeAll() }
      return queue.jobs
    }
    for job in jobs { runDetached(job) }
  }

  private func runDetached(_ job: UnownedJob) {
    DispatchQueue.global().async { self.run(job) }
  }

  /// Runs `job` on this thread, as this executor. Only jobs of tasks that prefer this executor
  /// are ever queued, which needs task executors: there is nothing to run without them.
  private func run(_ job: UnownedJob) {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension TestExecutor: TaskExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    accept(UnownedJob(job))
  }
}

/// An executor the scheduler can drain, without naming its availability-gated type.
protocol DrainableExecutor: AnyObject, Sendable {
  func runQueued(limit: Int) -> Int
  func release()
}
