import Composable
import Dispatch

/// Runs the test stores' effects until nothing can make progress.
///
/// Every ``TestStore`` registers its executor here. A step of a test (`send`, `receive`,
/// `finish`, a ``TestClock`` advance) calls ``drain()``, which takes turns: run every queued
/// effect job, then yield the main actor once so that the main-actor work those jobs queued
/// (an effect's `send`) runs too. A turn makes progress when a job ran, an action was
/// reduced, or an effect started or finished. After two turns in a row without progress,
/// every effect still in flight is blocked on something the test controls (a ``TestClock``,
/// a continuation) or on the real world, and the drain returns.
///
/// No step waits a fixed amount of real time; only ``waitForActivity(until:)`` waits, as a
/// safety net for effects blocked on real I/O.
@MainActor
enum TestScheduler {
  private struct Entry {
    weak var executor: (any DrainableExecutor)?
  }

  private static var executors: [Entry] = []
  /// Counts reductions and effects starting or finishing (`noteProgress()`): from any
  /// thread, since an effect finishes where its task ends.
  private nonisolated static let progress = LockIsolated<UInt64>(0)
  /// The most turns one drain takes before it gives up on reaching quiescence (an effect
  /// that never stops doing work, such as a `while true { await Task.yield() }` loop).
  static let turnLimit = 100_000

  /// Adds an executor for ``drain()`` to run.
  static func register(_ executor: any DrainableExecutor) {
    executors.removeAll { $0.executor == nil }
    executors.append(Entry(executor: executor))
  }

  /// Records that an action was reduced or an effect started or finished. Safe from any
  /// thread.
  nonisolated static func noteProgress() {
    progress.withLock { $0 &+= 1 }
    signal()
  }

  /// Runs the registered executors and the main actor until two turns in a row make no
  /// progress.
  ///
  /// - Returns: Whether quiescence was reached (`false` only past ``turnLimit``).
  @discardableResult
  static func drain() async -> Bool {
    var quietTurns = 0
    var turns = 0
    while quietTurns < 2 {
      turns += 1
      if turns > turnLimit { return false }
      let before = progress.value
      var ran = 0
      for entry in executors {
        ran += entry.executor?.runQueued(limit: turnLimit) ?? 0
      }
      await Task.yield()
      quietTurns = ran == 0 && progress.value == before ? quietTurns + 1 : 0
    }
    return true
  }

  // MARK: - Waiting on the real world

  private struct Waiters {
    var generation: UInt64 = 0
    var nextID: UInt64 = 0
    var continuations: [UInt64: CheckedContinuation<Void, Never>] = [:]
  }

  private nonisolated static let waiters = LockIsolated(Waiters())

  /// Wakes ``waitForActivity(until:)``: a job was queued, an action reduced, an effect
  /// started or finished. Safe from any thread.
  nonisolated static func signal() {
    let woken = waiters.withLock { waiters -> [CheckedContinuation<Void, Never>] in
      waiters.generation &+= 1
      defer { waiters.continuations.removeAll() }
      return Array(waiters.continuations.values)
    }
    for continuation in woken { continuation.resume() }
  }

  /// A token for ``waitForActivity(since:until:)``: what has been signalled so far.
  static var generation: UInt64 { waiters.withLock { $0.generation } }

  /// Suspends until something is signalled after `generation`, or until `deadline`.
  ///
  /// The safety net for effects that wait on the world outside the test (real time, I/O,
  /// threads of their own): nothing else in the test scheduler waits in real time.
  ///
  /// - Returns: `false` when `deadline` passed first.
  static func waitForActivity(since generation: UInt64, until deadline: ContinuousClock.Instant)
    async -> Bool
  {
    let remaining = ContinuousClock.now.duration(to: deadline)
    guard remaining > .zero else { return false }
    let timedOut = LockIsolated(false)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let id = waiters.withLock { waiters -> UInt64? in
        guard waiters.generation == generation else { return nil }
        let id = waiters.nextID
        waiters.nextID &+= 1
        waiters.continuations[id] = continuation
        return id
      }
      guard let id else {
        continuation.resume()
        return
      }
      let (seconds, attoseconds) = remaining.components
      // NB: Capped at about 31 years, so that the conversion cannot overflow.
      let nanoseconds =
        Int(min(seconds, 1_000_000_000)) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
      DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
        let continuation = waiters.withLock { $0.continuations.removeValue(forKey: id) }
        guard let continuation else { return }
        timedOut.withLock { $0 = true }
        continuation.resume()
      }
    }
    return !timedOut.current
  }
}
