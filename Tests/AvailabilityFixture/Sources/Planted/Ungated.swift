import Synchronization

// Each line marked `planted: NAME` must be reported, naming NAME: the API is newer than the
// package's minimum (macOS 14 / iOS 17).

/// The executor shape of Composable's first effect starts (EffectStarts.swift, before the
/// minimum moved): every API here needs macOS 15 / iOS 18.
final class UngatedExecutor: TaskExecutor {  // planted: TaskExecutor
  func enqueue(_ job: consuming ExecutorJob) {
    globalConcurrentExecutor.enqueue(job)  // planted: globalConcurrentExecutor
  }
}

func ungatedTask(_ executor: UngatedExecutor) -> Task<Void, Never> {
  Task(executorPreference: executor) {}  // planted: init(name:executorPreference:
}

func ungatedRun(_ job: UnownedJob, _ executor: UngatedExecutor) {
  job.runSynchronously(on: executor.asUnownedTaskExecutor())  // planted: runSynchronously(on:)
}

func ungatedAtomic() -> Int {
  let counter = Atomic<Int>(0)  // planted: Atomic
  return counter.load(ordering: .relaxed)  // planted: load(ordering:)
}

@MainActor func ungatedImmediate() {
  Task.immediate {}  // planted: Task<>.immediate(
}

/// A newer overload beside an older one of the same name: the one called is what counts.
func ungatedOverload() -> Duration {
  .nanoseconds(1.5)  // planted: Duration.nanoseconds(_:)
}

/// Our own declaration under `@available`, called from outside any gate.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func newerHelper() -> Int { 1 }

func callsNewerHelper() -> Int {
  newerHelper()  // planted: newerHelper()
}

/// `#unavailable`'s then-branch is the older systems': it gates nothing.
func insideUnavailable() -> Int {
  if #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2) {
    return Atomic<Int>(2).load(ordering: .relaxed)  // planted: Atomic
  }
  return 0
}

/// Never on tvOS, used where tvOS compiles it: outside any `#if`, and in a branch whose
/// condition (`canImport`) may hold there.
@available(tvOS, unavailable)
func alsoNotOnTV() -> Int { 1 }

func callsAlsoNotOnTV() -> Int {
  alsoNotOnTV()  // planted: alsoNotOnTV()
}

func callsAlsoNotOnTVWhereUIKitIs() -> Int {
  #if canImport(Glibc) || os(iOS)
    return alsoNotOnTV()  // planted: alsoNotOnTV()
  #else
    return 0
  #endif
}

/// A chain of calls whose last step takes a type newer than the minimum: its type names that
/// type from the chain's first line on, but the use is the step's line alone (a chain as
/// SwiftUI's modifiers make: `List { }` ... `.navigationBarTitleDisplayMode(.inline)`).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct FreshOption: Equatable {}

struct Chainable {
  func then() -> Chainable { self }
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func marked(_ option: FreshOption?) -> some Equatable { 0 }
}

func chained() -> some Equatable {
  Chainable()  // not reported
    .then()  // not reported
    .marked(nil)  // planted: marked(_:)
}
