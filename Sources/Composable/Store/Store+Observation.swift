extension Store {
  /// Calls `onChange` with the new state once per `send` that changed this store's state
  /// (after all of the send's actions are reduced), until the returned subscription is
  /// cancelled or released.
  ///
  /// "Changed" compares with `==` when the state is `Equatable`; for a scoped store, its own
  /// state, so a sibling feature's changes don't call it.
  ///
  /// ```swift
  /// let subscription = store.subscribe { state in render(state) }
  /// ```
  ///
  /// - Parameter onChange: Called on the main actor with the state after each such send.
  /// - Returns: A token; keep it for as long as you want to be called.
  public func subscribe(
    _ onChange: @escaping @MainActor (_ state: State) -> Void
  ) -> StoreSubscription {
    // NB: Weak: the observers hold their subscribers, and the core holds the observers.
    let core = self.core
    let subscription = core.observers.subscribe(
      { [weak core] in
        guard let core else { return }
        onChange(core.state)
      }, state: { core.state })
    core.noteWatched()
    return subscription
  }
}

extension Store where State: Sendable {
  /// The current state, then the state after every `send` that changed it (see
  /// ``subscribe(_:)``).
  ///
  /// ```swift
  /// for await state in store.states {
  ///   print(state.count)
  /// }
  /// ```
  ///
  /// Nothing is dropped: states are buffered until the consumer reads them. The sequence
  /// finishes when the iterating task is cancelled, and when the store (with every store
  /// scoped from it) is released.
  public var states: AsyncStream<State> {
    let (stream, continuation) = AsyncStream<State>.makeStream()
    continuation.yield(core.state)
    let subscription = subscribe { continuation.yield($0) }
    core.runtime.onRelease { continuation.finish() }
    continuation.onTermination = { _ in
      Task { @MainActor in subscription.cancel() }
    }
    return stream
  }
}

/// A subscription to a ``Store``'s changes; cancelled by ``cancel()`` or when released.
@MainActor
public final class StoreSubscription: Sendable {
  /// Whether the subscription was cancelled.
  public private(set) var isCancelled = false

  init() {}

  /// Stops calling the subscriber.
  public func cancel() {
    isCancelled = true
  }
}
