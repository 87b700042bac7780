extension Clock where Duration == Swift.Duration {
  /// Ticks every `interval`, for as long as it is iterated: swift-clocks' `timer(interval:)`.
  ///
  /// ```swift
  /// case .startTimer:
  ///   return .run { send in
  ///     for await _ in clock.timer(interval: .seconds(1)) {
  ///       await send(.timerTicked)
  ///     }
  ///   }
  ///   .cancellable(id: CancelID.timer)
  /// ```
  ///
  /// Each tick sleeps `interval` on the clock after the previous one was consumed. The
  /// sequence ends when the iterating task is cancelled. Works on an `any Clock<Duration>`,
  /// as `@Dependency(\.continuousClock)` gives, and on a `TestClock`.
  ///
  /// - Parameters:
  ///   - interval: The time between ticks.
  ///   - tolerance: The tolerance passed to each sleep.
  /// - Returns: An asynchronous sequence of the clock's ticks.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer {
    ClockTimer(clock: self, interval: interval, tolerance: tolerance)
  }
}

/// The ticks of a clock, every `interval`: see `Clock.timer(interval:tolerance:)`. Each
/// element is the time since the timer was first iterated, at that tick.
public struct ClockTimer: AsyncSequence, Sendable {
  /// The time elapsed at a tick, since the start.
  public typealias Element = Duration

  let clock: any Clock<Duration>
  let interval: Duration
  let tolerance: Duration?

  /// Starts the timer.
  public func makeAsyncIterator() -> Iterator {
    Iterator(timer: self)
  }

  /// Sleeps until each next tick.
  public struct Iterator: AsyncIteratorProtocol {
    let timer: ClockTimer
    var ticks = 0

    /// The next tick, or `nil` once the task is cancelled.
    public mutating func next() async -> Duration? {
      ticks += 1
      let elapsed = timer.interval * ticks
      do {
        try await sleep(timer.clock, for: timer.interval, tolerance: timer.tolerance)
      } catch {
        return nil
      }
      return Task.isCancelled ? nil : elapsed
    }

    private func sleep<C: Clock<Duration>>(
      _ clock: C, for interval: Duration, tolerance: Duration?
    ) async throws {
      try await clock.sleep(for: interval, tolerance: tolerance)
    }
  }
}

#if !canImport(Darwin)
  /// Nanoseconds per second, as Darwin's `NSEC_PER_SEC`, so that TCA 1.0 tests written
  /// with `timeout: NSEC_PER_SEC` compile on Linux too.
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
  /// Nanoseconds per millisecond, as Darwin's `NSEC_PER_MSEC` (TCA 1.0's tests sleep
  /// `NSEC_PER_MSEC` nanoseconds).
  public let NSEC_PER_MSEC: UInt64 = 1_000_000
  /// Nanoseconds per microsecond, as Darwin's `NSEC_PER_USEC`.
  public let NSEC_PER_USEC: UInt64 = 1_000
  /// Microseconds per second, as Darwin's `USEC_PER_SEC`.
  public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
