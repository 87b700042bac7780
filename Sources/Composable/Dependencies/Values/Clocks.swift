extension DependencyValues {
  /// A clock that measures time continuously, also while the system sleeps.
  ///
  /// Live: `ContinuousClock()`. In tests: a clock that reports a failure when used; override
  /// it with a `TestClock` or an ``ImmediateClock``:
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// A clock that does not advance while the system sleeps.
  ///
  /// Live: `SuspendingClock()`. In tests: a clock that reports a failure when used; override
  /// it as you would ``continuousClock``.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
  static var testValue: any Clock<Duration> {
    UnimplementedClock(name: "@Dependency(\\.continuousClock)")
  }
}

private enum SuspendingClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { SuspendingClock() }
  static var testValue: any Clock<Duration> {
    UnimplementedClock(name: "@Dependency(\\.suspendingClock)")
  }
}

/// A clock that reports a failure whenever something sleeps on it, then behaves as an
/// ``ImmediateClock``: the test value of `\.continuousClock` and `\.suspendingClock`, and a
/// good one for your own clock dependencies (swift-clocks' name and shape).
///
/// ```swift
/// static let testValue: any Clock<Duration> = UnimplementedClock(name: "Client.clock")
/// ```
public struct UnimplementedClock: Clock, Sendable {
  /// The clock's durations.
  public typealias Duration = Swift.Duration
  /// The clock's instants, those of an ``ImmediateClock``.
  public typealias Instant = ImmediateClock.Instant

  /// The name the failure message gives the clock.
  public let name: String
  private let base: ImmediateClock

  /// A clock named `name` in its failure message, starting at `now`.
  ///
  /// - Parameters:
  ///   - name: What the failure calls the clock, for example `"Client.clock"`.
  ///   - now: The clock's starting instant.
  public init(name: String = "Clock", now: Instant = Instant()) {
    self.name = name
    self.base = ImmediateClock(now: now)
  }

  // NB: Reading `now` is not reported on its own: `sleep(for:)` reads it before sleeping, and
  // one misuse should be one failure. Sleeping, the observable use, is reported.
  /// The current instant; reading it is not reported.
  public var now: Instant { base.now }

  /// Zero: sleeps end at once.
  public var minimumResolution: Duration { .zero }

  /// Reports an "Unimplemented" failure naming the clock, then returns at once (advancing
  /// `now` to `deadline`), or throws `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    runtimeWarn(
      """
      Unimplemented: "\(name)" slept in a test. Override it with a \
      "TestClock" or an "ImmediateClock".
      """)
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
