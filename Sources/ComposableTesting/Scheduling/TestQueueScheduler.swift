import Composable
import Dispatch

/// A stand-in for combine-schedulers' `TestSchedulerOf<DispatchQueue>`, on a ``TestClock``:
/// time moves only when the test advances it.
///
/// ```swift
/// let mainQueue = DispatchQueue.test
/// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
///   $0.mainQueue = mainQueue.eraseToAnyScheduler()
/// }
/// await store.send(.start)
/// await mainQueue.advance(by: 1)
/// await store.receive(.tick)
/// ```
public final class TestQueueScheduler: Sendable {
  /// The clock that keeps this scheduler's time.
  public let clock = TestClock()

  /// A scheduler at time zero.
  public init() {}

  /// This scheduler as the `AnyScheduler` features depend on.
  ///
  /// - Returns: A scheduler on ``clock``.
  public func eraseToAnyScheduler() -> AnyScheduler {
    AnyScheduler(clock)
  }

  /// Moves time forward by `duration`, running the work due meanwhile in order.
  ///
  /// - Parameter duration: How far (default: none, running only the work due now).
  public func advance(by duration: SchedulerStride = .zero) async {
    await clock.advance(by: duration.duration)
  }

  /// Moves time forward until no work is scheduled.
  public func run() async {
    await clock.run()
  }

  /// Suspends for `duration` of this scheduler's time.
  ///
  /// - Parameter duration: How long.
  public func sleep(for duration: SchedulerStride) async throws {
    try await clock.sleep(for: duration.duration)
  }
}

/// combine-schedulers' name for a test scheduler of a given kind: here every kind is a
/// ``TestQueueScheduler``.
public typealias TestSchedulerOf<Scheduler> = TestQueueScheduler

extension DispatchQueue {
  /// A new test scheduler (combine-schedulers' `DispatchQueue.test`), on a ``TestClock``.
  public static var test: TestSchedulerOf<DispatchQueue> { TestQueueScheduler() }
}
