import Synchronization

// Nothing here may be reported: every newer API is inside a gate for its version.

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class GatedExecutor: TaskExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    globalConcurrentExecutor.enqueue(job)
  }
}

func gatedByIf() -> Int {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    let counter = Atomic<Int>(0)
    _ = Task(executorPreference: GatedExecutor()) {}
    return counter.load(ordering: .relaxed)
  }
  return 0
}

func gatedByGuard() -> Int {
  guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return 0 }
  let counter = Atomic<Int>(1)
  return counter.load(ordering: .relaxed)
}

@MainActor func gatedImmediate() {
  if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    Task.immediate {}
  }
}

/// The else-branch of `#unavailable`, and the conditions after an `#available`.
@MainActor func gatedByUnavailableElse() -> Int {
  if #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2) {
    return 0
  } else {
    return Atomic<Int>(3).load(ordering: .relaxed)
  }
}

func gatedLaterCondition() -> Int {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
    Atomic<Int>(4).load(ordering: .relaxed) == 4
  {
    return 1
  }
  return 0
}

func gatedByUnavailableGuard() -> Int {
  guard #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2) else {
    return Atomic<Int>(5).load(ordering: .relaxed)
  }
  return 0
}

/// Never built for macOS.
@available(macOS, unavailable)
@available(iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@MainActor func neverOnMacOS() {
  Task.immediate {}
}

/// Our own gated declaration, called inside a gate for its version.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func gatedHelper() -> Int { 1 }

func callsGatedHelper() -> Int {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return gatedHelper() }
  return 0
}

/// Compiles on older systems through an older declaration, so it needs nothing (`&*` became a
/// protocol requirement in macOS 15), and `for await` calls `next()` there.
func olderOverloads(_ stream: AsyncStream<UInt64>) async -> UInt64 {
  var total: UInt64 = 1
  for await value in stream { total = total &* value }
  return total
}

/// Never on tvOS: used only in `#if` branches that tvOS never compiles.
@available(tvOS, unavailable)
func notOnTV() -> Int { 1 }

func callsNotOnTVWhereItExists() -> Int {
  #if !os(tvOS)
    return notOnTV()
  #else
    return 0
  #endif
}

func callsNotOnTVInTheElseOfTV() -> Int {
  #if os(tvOS)
    return 0
  #elseif os(watchOS)
    return 1
  #else
    return notOnTV()
  #endif
}

/// A type never on tvOS, named in the type of a property that is not on tvOS either: the
/// property's `@available` gates its own type (it is on the declaration, not the binding).
@available(tvOS, unavailable)
struct NotOnTVSetting {}

struct Settings {
  @available(tvOS, unavailable)
  var setting: NotOnTVSetting? { nil }
  @available(tvOS, unavailable)
  static let stored: NotOnTVSetting? = nil
}
