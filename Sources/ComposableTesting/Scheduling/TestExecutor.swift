import Composable
import Dispatch

/// The executor a ``TestStore``'s effects run on: it queues their jobs and runs them only
/// when the test drains it (see `TestScheduler`), so nothing an effect does races the test.
///
/// Effect tasks are created with this executor as their task executor preference (SE-0417).
/// Their child tasks, and the default actors they call, run here too. Code isolated to the
/// main actor still runs on the main actor, between the scheduler's turns.
final class TestExecutor: TaskExecutor, EffectTaskSpawner, DrainableExecutor {
  private struct Queue {
    var jobs: [UnownedJob] = []
    /// Set when the test store is gone: jobs then run on Dispatch's global queue, so that
    /// cancelled effects still get to wind down.
    var isReleased = false
  }

  private let queue = LockIsolated(Queue())

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
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
    Task(executorPreference: self, priority: priority, operation: operation)
  }

  var taskExecutor: (any TaskExecutor)? { self }

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
        job.runSynchronously(on: asUnownedTaskExecutor())
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
    let executor = asUnownedTaskExecutor()
    DispatchQueue.global().async { job.runSynchronously(on: executor) }
  }
}

/// An executor the scheduler can drain, without naming its availability-gated type.
protocol DrainableExecutor: AnyObject, Sendable {
  func runQueued(limit: Int) -> Int
  func release()
}
