extension Effect {
  /// ``throttle(id:for:clock:latest:)-(_,_,C,_)`` with a clock of unknown type, as
  /// `@Dependency(\.continuousClock)` gives one.
  ///
  /// - Parameters:
  ///   - id: The id shared by the effects to throttle.
  ///   - interval: The minimum time between two runs.
  ///   - clock: The clock to measure time with.
  ///   - latest: Whether the last effect of an interval wins over the first.
  @_disfavoredOverload
  public func throttle(
    id: some Hashable & Sendable,
    for interval: Duration,
    clock: any Clock<Duration>,
    latest: Bool
  ) -> Self {
    func opened<C: Clock<Duration>>(_ clock: C) -> Self {
      throttle(id: id, for: interval, clock: clock, latest: latest)
    }
    return opened(clock)
  }

  /// Runs at most one effect of the same `id` per `interval`.
  ///
  /// The first effect runs at once. Effects arriving before `interval` has passed wait for the
  /// end of the interval: with `latest: true` the last one to arrive runs then, with
  /// `latest: false` the first one does, and the others are dropped. `.cancel(id:)` with the
  /// same `id` cancels them, the one waiting included.
  ///
  /// - Parameters:
  ///   - id: The id shared by the effects to throttle.
  ///   - interval: The minimum time between two runs.
  ///   - clock: The clock to measure time with (a `TestClock` in tests).
  ///   - latest: Whether the last effect of an interval wins over the first.
  public func throttle<C: Clock<Duration>>(
    id: some Hashable & Sendable,
    for interval: Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    if isNone { return self }
    let throttleID = AnyHashableSendable(id)
    // NB: Cancellable by its id, as TCA's throttle is: `.cancel(id:)` ends the effect that
    // runs and the one waiting for the end of the interval (which then runs no more).
    return Self(
      operation: .gated(
        { context in
          guard let throttles = context.throttles else { return false }
          let key = ThrottleKey(id: throttleID, path: context.path, clock: clockIdentity(clock))
          return await throttleGate(
            key: key, states: throttles.states, pruneAt: throttles.pruneAt, interval: interval,
            clock: clock, latest: latest)
        }, self)
    ).cancellable(id: id)
  }
}

/// Which clock measures a throttle: a clock that is a class instance (a `TestClock`) is one
/// clock of its own, whose time is not another instance's; every value of a value type (a
/// `ContinuousClock`) tells the same time.
private func clockIdentity<C: Clock<Duration>>(_ clock: C) -> ObjectIdentifier {
  if C.self is AnyObject.Type { return ObjectIdentifier(clock as AnyObject) }
  return ObjectIdentifier(C.self)
}

/// What a gate knows of the store running it.
@usableFromInline
package struct GateContext: Sendable {
  /// The store's throttle state; `nil` once the store is gone.
  package let throttles: ThrottleStates?
  /// The path of the feature that returned the effect (see `ifLet` and `forEach`).
  package let path: [AnyHashableSendable]
}

/// The throttle state of one store, by id, feature path and clock. An entry whose
/// interval has passed with nothing pending is the same as none, and is pruned (as the table
/// grows past twice its size after the last pruning): a list whose rows each throttle under
/// their own path leaves no entry per row behind.
package final class ThrottleStates: Sendable {
  fileprivate let states = LockIsolated<[ThrottleKey: ThrottleState]>([:])
  fileprivate let pruneAt = LockIsolated(16)
  package init() {}

  /// How many entries are kept (for tests).
  package var count: Int { states.withLock { $0.count } }
}

fileprivate struct ThrottleKey: Hashable, Sendable {
  let id: AnyHashableSendable
  let path: [AnyHashableSendable]
  let clock: ObjectIdentifier
}

fileprivate struct ThrottleState: Sendable {
  var lastRun: (any Sendable)?
  var pending: UInt64?
  var nextTicket: UInt64 = 0
  /// The interval of the last throttle that used this entry.
  var interval: Duration = .zero

  /// Whether this entry, of the clock whose time is `now`, is the same as none: nothing
  /// pending, and its interval passed since it last ran.
  func isSpent<Instant: InstantProtocol<Duration>>(at now: Instant) -> Bool {
    guard pending == nil else { return false }
    guard let last = lastRun as? Instant else { return lastRun == nil }
    return last.duration(to: now) >= interval
  }
}

private enum ThrottleDecision<Instant> {
  case now, drop, wait(Instant, UInt64)
}

/// Decides whether a throttled effect runs, waiting for the end of the interval if needed.
private func throttleGate<C: Clock<Duration>>(
  key: ThrottleKey, states throttleStates: LockIsolated<[ThrottleKey: ThrottleState]>,
  pruneAt: LockIsolated<Int>, interval: Duration, clock: C, latest: Bool
) async -> Bool {
  let now = clock.now
  let decision = throttleStates.withLock { states -> ThrottleDecision<C.Instant> in
    var state = states[key] ?? ThrottleState()
    state.interval = interval
    defer {
      states[key] = state
      pruneAt.withLock { limit in
        guard states.count >= limit else { return }
        // NB: Only entries of this clock can be judged with its `now`.
        states = states.filter { $0.key.clock != key.clock || !$0.value.isSpent(at: now) }
        limit = max(16, states.count * 2)
      }
    }
    let last = state.lastRun as? C.Instant
    if state.pending == nil, last.map({ $0.duration(to: now) >= interval }) ?? true {
      state.lastRun = now
      return .now
    }
    if !latest, state.pending != nil { return .drop }
    let ticket = state.nextTicket
    state.nextTicket &+= 1
    state.pending = ticket
    return .wait((last ?? now).advanced(by: interval), ticket)
  }
  switch decision {
  case .now: return true
  case .drop: return false
  case let .wait(deadline, ticket):
    do {
      try await clock.sleep(until: deadline, tolerance: nil)
    } catch {
      throttleStates.withLock { if $0[key]?.pending == ticket { $0[key]?.pending = nil } }
      return false
    }
    return throttleStates.withLock { states in
      guard states[key]?.pending == ticket else { return false }
      states[key]?.pending = nil
      states[key]?.lastRun = clock.now
      return true
    }
  }
}
