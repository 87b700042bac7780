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
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "continuousClock") }
}

private enum SuspendingClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { SuspendingClock() }
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "suspendingClock") }
}

/// A clock that reports a failure whenever it is used, then behaves as an immediate clock.
struct UnimplementedClock: Clock {
  typealias Duration = Swift.Duration
  typealias Instant = ImmediateClock.Instant

  let name: String
  private let base = ImmediateClock()

  // NB: Reading `now` is not reported on its own: `sleep(for:)` reads it before sleeping, and
  // one misuse should be one failure. Sleeping, the observable use, is reported.
  var now: Instant { base.now }

  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    runtimeWarn(
      """
      Unimplemented: "@Dependency(\\.\(name))" slept in a test. Override it with a \
      "TestClock" or an "ImmediateClock".
      """)
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
