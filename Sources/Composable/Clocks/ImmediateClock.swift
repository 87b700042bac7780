/// A clock whose sleeps return at once, with `now` jumping to the deadline.
///
/// Use it in previews and in tests where time is incidental:
///
/// ```swift
/// $0.continuousClock = ImmediateClock()
/// ```
///
/// Sleeping in a cancelled task throws `CancellationError`, as real clocks do.
public final class ImmediateClock: Clock, Sendable {
  /// A point in an ``ImmediateClock``'s (or a `TestClock`'s) time: an offset from its start.
  public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
    /// Time elapsed since the clock's start.
    public let offset: Duration

    /// An instant `offset` after the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Orders instants by their offset.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, as in `Instant(offset: 1.0 seconds)`.
    public var description: String { "Instant(offset: \(offset))" }
  }

  private let current: LockIsolated<Instant>

  /// A clock starting at `now`.
  public init(now: Instant = Instant()) {
    self.current = LockIsolated(now)
  }

  /// The current instant: the latest deadline slept until.
  public var now: Instant { current.current }

  /// Zero: an immediate clock has no resolution to speak of.
  public var minimumResolution: Duration { .zero }

  /// Returns at once, after moving `now` to `deadline` (if later).
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
    await Task.yield()
  }
}
