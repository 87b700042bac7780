import Dispatch

/// A stand-in for combine-schedulers' `AnySchedulerOf<DispatchQueue>`, built on a clock: what
/// `@Dependency(\.mainQueue)` gives, so that TCA 1.0 code that sleeps and debounces on the main
/// queue compiles and runs without Combine.
///
/// ```swift
/// @Dependency(\.mainQueue) var mainQueue
/// // …
/// return .run { send in
///   try await mainQueue.sleep(for: .seconds(1))
///   await send(.tick)
/// }
/// ```
///
/// Only time is kept: there are no Combine publishers, and work is not scheduled on a queue
/// (`schedule(after:)` does not exist). New code should use a clock,
/// `@Dependency(\.continuousClock)`, directly; ``clock`` is this scheduler's.
public struct AnyScheduler: Sendable {
  /// The clock that keeps this scheduler's time.
  public let clock: any Clock<Duration>

  /// A scheduler whose time is `clock`'s.
  ///
  /// - Parameter clock: The clock that sleeps and measures.
  public init(_ clock: any Clock<Duration>) {
    self.clock = clock
  }

  /// Suspends for `duration` of the scheduler's time; throws `CancellationError` when the
  /// task is cancelled meanwhile.
  ///
  /// - Parameters:
  ///   - duration: How long to sleep (`.seconds(1)`, `.milliseconds(500)`, or `1` for a second).
  ///   - tolerance: How much later the sleep may end.
  public func sleep(
    for duration: SchedulerStride, tolerance: SchedulerStride? = nil
  ) async throws {
    try await clock.sleep(for: duration.duration, tolerance: tolerance?.duration)
  }
}

/// combine-schedulers' name for a type-erased scheduler of a given kind: here every kind is
/// an ``AnyScheduler``.
public typealias AnySchedulerOf<Scheduler> = AnyScheduler

/// A length of scheduler time, as `DispatchQueue.SchedulerTimeType.Stride` is written:
/// `.seconds(1)`, `.milliseconds(500)`, or a number literal of seconds (`1`, `0.5`).
public struct SchedulerStride: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// The stride as a `Duration`.
  public var duration: Duration

  /// A stride of `duration`.
  ///
  /// - Parameter duration: The length.
  public init(_ duration: Duration) {
    self.duration = duration
  }

  /// A stride of `value` seconds.
  ///
  /// - Parameter value: Seconds.
  public init(integerLiteral value: Int) {
    self.init(.seconds(value))
  }

  /// A stride of `value` seconds.
  ///
  /// - Parameter value: Seconds.
  public init(floatLiteral value: Double) {
    self.init(.seconds(value))
  }

  /// No time.
  public static var zero: Self { Self(.zero) }

  /// `seconds` seconds.
  ///
  /// - Parameter seconds: Whole seconds.
  /// - Returns: The stride.
  public static func seconds(_ seconds: Int) -> Self { Self(.seconds(seconds)) }

  /// `seconds` seconds.
  ///
  /// - Parameter seconds: Seconds, fractions included.
  /// - Returns: The stride.
  public static func seconds(_ seconds: Double) -> Self { Self(.seconds(seconds)) }

  /// `milliseconds` milliseconds.
  ///
  /// - Parameter milliseconds: Milliseconds.
  /// - Returns: The stride.
  public static func milliseconds(_ milliseconds: Int) -> Self {
    Self(.milliseconds(milliseconds))
  }

  /// `microseconds` microseconds.
  ///
  /// - Parameter microseconds: Microseconds.
  /// - Returns: The stride.
  public static func microseconds(_ microseconds: Int) -> Self {
    Self(.microseconds(microseconds))
  }

  /// `nanoseconds` nanoseconds.
  ///
  /// - Parameter nanoseconds: Nanoseconds.
  /// - Returns: The stride.
  public static func nanoseconds(_ nanoseconds: Int) -> Self { Self(.nanoseconds(nanoseconds)) }

  /// Whether `lhs` is shorter than `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.duration < rhs.duration }
}

extension DispatchQueue {
  /// This queue's time as an ``AnyScheduler`` (combine-schedulers' `eraseToAnyScheduler()`):
  /// the continuous clock, as a dispatch queue's time is.
  ///
  /// - Returns: A scheduler on `ContinuousClock`.
  public func eraseToAnyScheduler() -> AnyScheduler {
    AnyScheduler(ContinuousClock())
  }
}

extension DependencyValues {
  /// The main queue's time, as TCA 1.0's `@Dependency(\.mainQueue)` (an
  /// `AnySchedulerOf<DispatchQueue>` there): an ``AnyScheduler`` on a clock.
  ///
  /// Live: the continuous clock. In tests: a clock that reports a failure when used; override
  /// it with a test scheduler (`DispatchQueue.test`, from ComposableTesting) or a clock:
  ///
  /// ```swift
  /// let mainQueue = DispatchQueue.test
  /// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
  ///   $0.mainQueue = mainQueue.eraseToAnyScheduler()
  /// }
  /// await store.send(.start)
  /// await mainQueue.advance(by: .seconds(1))
  /// ```
  public var mainQueue: AnySchedulerOf<DispatchQueue> {
    get { self[MainQueueKey.self] }
    set { self[MainQueueKey.self] = newValue }
  }
}

private enum MainQueueKey: DependencyKey {
  static var liveValue: AnyScheduler { AnyScheduler(ContinuousClock()) }
  static var testValue: AnyScheduler {
    AnyScheduler(UnimplementedClock(name: "@Dependency(\\.mainQueue)"))
  }
}

extension Effect {
  /// Debounces on a scheduler's clock (TCA 1.0's `debounce(id:for:scheduler:)`), as
  /// `debounce(id:for:clock:)` does on a clock.
  ///
  /// - Parameters:
  ///   - id: The debounce's identifier; a new effect with it cancels the pending one.
  ///   - dueTime: How long to wait before starting the effect.
  ///   - scheduler: The scheduler whose clock waits.
  /// - Returns: The debounced effect.
  public func debounce(
    id: some Hashable & Sendable, for dueTime: SchedulerStride, scheduler: AnyScheduler
  ) -> Self {
    debounce(id: id, for: dueTime.duration, clock: scheduler.clock)
  }

  /// Throttles on a scheduler's clock (TCA 1.0's `throttle(id:for:scheduler:latest:)`), as
  /// `throttle(id:for:clock:latest:)` does on a clock.
  ///
  /// - Parameters:
  ///   - id: The throttle's identifier.
  ///   - interval: The shortest time between two actions.
  ///   - scheduler: The scheduler whose clock measures.
  ///   - latest: Whether to send the latest action of an interval (else the first).
  /// - Returns: The throttled effect.
  public func throttle(
    id: some Hashable & Sendable, for interval: SchedulerStride, scheduler: AnyScheduler,
    latest: Bool
  ) -> Self {
    throttle(id: id, for: interval.duration, clock: scheduler.clock, latest: latest)
  }
}
