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
/// Every sleep suspends until an ``advance(by:)``, ``advance(to:)`` or ``run(timeout:fileID:file:line:column:)``
/// reaches its deadline, even a sleep for `.zero`. Advancing first runs the test stores'
/// effects until they are all blocked, so an effect on its way to `sleep` gets there before
/// time moves; then it wakes sleepers one at a time in deadline order (ties in the order they
/// went to sleep), letting the effects run until they are blocked again before waking the
/// next. Cancelling a sleeping task wakes it with `CancellationError`.
public final class TestClock: Clock, Sendable {
  /// A point in a ``TestClock``'s time: an offset from the clock's start (the same instant
  /// type as `ImmediateClock`'s).
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

  /// Suspends until the clock is advanced to `deadline`, even when `deadline` has already
  /// passed: the sleeper then wakes at the next advance.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = storage.withLock { storage -> UInt64 in
      defer { storage.nextID &+= 1 }
      return storage.nextID
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
  /// deadline order, and letting the effects run until they are blocked before the next
  /// wakes.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking sleepers in deadline order.
  public func advance(to deadline: Instant) async {
    await TestScheduler.drain()
    while let next = takeEarliestSleeper(dueBy: deadline) {
      next.continuation.resume()
      await TestScheduler.drain()
    }
  }

  /// Removes the sleeper with the earliest deadline not after `deadline` and moves `now` to
  /// its deadline; with none due, moves `now` to `deadline` and returns `nil`.
  private func takeEarliestSleeper(dueBy deadline: Instant) -> Sleeper? {
    storage.withLock { storage -> Sleeper? in
      var earliest: Int?
      for (index, sleeper) in storage.sleepers.enumerated() where sleeper.deadline <= deadline {
        if let current = earliest, storage.sleepers[current].deadline <= sleeper.deadline {
          continue
        }
        earliest = index
      }
      guard let earliest else {
        storage.now = max(storage.now, deadline)
        return nil
      }
      let sleeper = storage.sleepers.remove(at: earliest)
      storage.now = max(storage.now, sleeper.deadline)
      return sleeper
    }
  }

  /// Advances until no task is sleeping on the clock; fails the test if sleepers keep
  /// coming after `timeout` of clock time.
  ///
  /// - Parameters:
  ///   - timeout: How much clock time may pass before the test fails (a day by default).
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func run(
    timeout: Duration = .seconds(60 * 60 * 24),
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let limit = now.advanced(by: timeout)
    await TestScheduler.drain()
    while let deadline = storage.withLock({ $0.sleepers.map(\.deadline).min() }) {
      guard deadline <= limit else {
        TestFailure.record(
          """
          Expected all sleeps to finish, but some are still sleeping after \(timeout) of clock \
          time (\(sleeperCount) remaining).
          """, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      await advance(to: max(deadline, now))
    }
  }
}
