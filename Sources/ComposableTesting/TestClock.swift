import Composable

/// A clock whose time moves only when the test says so.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.startButtonTapped)
/// await clock.advance(by: .seconds(1))
/// await store.receive(.tick) { $0.seconds = 1 }
/// ```
///
/// Sleepers wake in deadline order (ties in the order they went to sleep); each one gets the
/// chance to run, and to sleep again, before the next wakes. Cancelling a sleeping task
/// wakes it with `CancellationError`.
public final class TestClock: Clock, Sendable {
  /// A point in a ``TestClock``'s time: an offset from the clock's start (the same instant
  /// type as ``ImmediateClock``'s).
  public typealias Instant = ImmediateClock.Instant

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Storage {
    var now: Instant
    var sleepers: [Sleeper] = []
    var nextID: UInt64 = 0
    var cancelledBeforeSleeping: Set<UInt64> = []
  }

  private let storage: LockIsolated<Storage>

  /// A clock at `now` (zero by default).
  public init(now: Instant = Instant()) {
    self.storage = LockIsolated(Storage(now: now))
  }

  /// The current instant.
  public var now: Instant { storage.current.now }

  /// Zero: a test clock is exact.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on the clock.
  public var sleeperCount: Int { storage.current.sleepers.count }

  /// Suspends until the clock is advanced to `deadline`; returns at once if it has passed.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = storage.withLock { storage -> UInt64 in
      defer { storage.nextID &+= 1 }
      return storage.nextID
    }
    if deadline <= now {
      await Task.yield()
      return
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let cancelled = storage.withLock { storage -> Bool in
          if storage.cancelledBeforeSleeping.remove(id) != nil { return true }
          storage.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let sleeper = storage.withLock { storage -> Sleeper? in
        guard let index = storage.sleepers.firstIndex(where: { $0.id == id }) else {
          storage.cancelledBeforeSleeping.insert(id)
          return nil
        }
        return storage.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline is reached, in
  /// deadline order, and letting each run before the next wakes.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking sleepers in deadline order.
  public func advance(to deadline: Instant) async {
    await settle()
    while true {
      let next = storage.withLock { storage -> Sleeper? in
        let due = storage.sleepers.enumerated()
          .filter { $0.element.deadline <= deadline }
          .min { ($0.element.deadline, $0.offset) < ($1.element.deadline, $1.offset) }
        guard let due else {
          storage.now = max(storage.now, deadline)
          return nil
        }
        storage.sleepers.remove(at: due.offset)
        storage.now = max(storage.now, due.element.deadline)
        return due.element
      }
      guard let next else { break }
      let sleepersBefore = sleeperCount + 1
      next.continuation.resume()
      await settle(untilSleepersReach: sleepersBefore)
    }
  }

  /// Advances until no task is sleeping on the clock; fails the test if sleepers keep
  /// coming after `timeout` of clock time.
  public func run(
    timeout: Duration = .seconds(60 * 60 * 24),
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let limit = now.advanced(by: timeout)
    await settle(untilSleepersReach: 1)
    while let deadline = storage.withLock({ $0.sleepers.map(\.deadline).min() }) {
      guard deadline <= limit else {
        TestFailure.record(
          """
          Expected all sleeps to finish, but some are still sleeping after \(timeout) of clock \
          time (\(sleeperCount) remaining).
          """, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      await advance(to: deadline)
    }
  }

  /// Lets other tasks run until the set of sleepers is quiet: unchanged over several checks
  /// spaced in real time, so a task on its way to `sleep` gets there before time moves on.
  private func settle() async {
    var stableChecks = 0
    var last = sleeperCount
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(200))
    while stableChecks < 3, clock.now < deadline {
      await Task.yield()
      await Task.detached(priority: .low) { await Task.yield() }.value
      try? await Task.sleep(for: .microseconds(300))
      let count = sleeperCount
      stableChecks = count == last ? stableChecks + 1 : 0
      last = count
    }
  }

  /// Lets a woken task run until it sleeps again (the count of sleepers comes back), or for
  /// at most 50 ms of real time if it does not (it finished, or awaits something else).
  private func settle(untilSleepersReach count: Int) async {
    await settle()
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(50))
    while sleeperCount < count, clock.now < deadline {
      await Task.yield()
      try? await Task.sleep(for: .microseconds(100))
    }
  }
}
