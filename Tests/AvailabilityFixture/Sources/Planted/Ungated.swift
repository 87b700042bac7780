import Synchronization

// Each line marked `planted` must be reported: the API is newer than macOS 14 / iOS 17.

/// The executor shape of Composable's first effect starts (EffectStarts.swift, before the
/// minimum moved): every API here needs macOS 15 / iOS 18.
final class UngatedExecutor: TaskExecutor {  // planted: TaskExecutor
  func enqueue(_ job: consuming ExecutorJob) {
    globalConcurrentExecutor.enqueue(job)  // planted: globalConcurrentExecutor
  }
}

func ungatedTask(_ executor: UngatedExecutor) -> Task<Void, Never> {
  Task(executorPreference: executor) {}  // planted: Task.init(executorPreference:)
}

func ungatedRun(_ job: UnownedJob, _ executor: UngatedExecutor) {
  job.runSynchronously(on: executor.asUnownedTaskExecutor())  // planted: runSynchronously(on:)
}

func ungatedAtomic() -> Int {
  let counter = Atomic<Int>(0)  // planted: Atomic
  return counter.load(ordering: .relaxed)  // planted: Atomic.load
}

@MainActor func ungatedImmediate() {
  Task.immediate {}  // planted: Task.immediate (macOS 26)
}
