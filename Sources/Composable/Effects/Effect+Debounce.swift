extension Effect {
  /// ``debounce(id:for:clock:)-(_,_,C)`` with a clock of unknown type, as
  /// `@Dependency(\.continuousClock)` gives one.
  ///
  /// - Parameters:
  ///   - id: The id shared by the effects to debounce.
  ///   - dueTime: How long to wait for quiet.
  ///   - clock: The clock to wait on.
  @_disfavoredOverload
  public func debounce(
    id: some Hashable & Sendable,
    for dueTime: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    func opened<C: Clock<Duration>>(_ clock: C) -> Self {
      debounce(id: id, for: dueTime, clock: clock)
    }
    return opened(clock)
  }

  /// Delays this effect until `dueTime` has passed without another effect of the same `id`;
  /// each new one cancels the one waiting.
  ///
  /// ```swift
  /// case let .searchQueryChanged(query):
  ///   state.query = query
  ///   return .run { send in await send(.results(try await search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The id shared by the effects to debounce; also cancels them with `cancel(id:)`.
  ///   - dueTime: How long to wait for quiet.
  ///   - clock: The clock to wait on (a `TestClock` in tests).
  public func debounce<C: Clock<Duration>>(
    id: some Hashable & Sendable,
    for dueTime: Duration,
    clock: C
  ) -> Self {
    if isNone { return self }
    return Self(
      operation: .gated(
        { _ in
          do {
            try await clock.sleep(for: dueTime)
            return !Task.isCancelled
          } catch {
            return false
          }
        }, self)
    )
    .cancellable(id: id, cancelInFlight: true)
  }
}
