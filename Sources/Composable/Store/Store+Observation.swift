extension Store {
  /// Calls `onChange` with the new state once per `send` that changed this store's state
  /// (after all of the send's actions are reduced), until the returned subscription is
  /// cancelled or released.
  ///
  /// "Changed" compares with `==` when the state is `Equatable`; for a scoped store, its own
  /// state, so a sibling feature's changes don't call it. A change made elsewhere (another
  /// store, a thread, a key's storage) to a shared value the state holds calls it too, on
  /// the main actor soon after, once for the changes made meanwhile.
  ///
  /// ```swift
  /// let subscription = store.subscribe { state in render(state) }
  /// ```
  ///
  /// - Parameter onChange: Called on the main actor with the state after each such send.
  /// - Returns: A token; keep it for as long as you want to be called.
  @inlinable
  public func subscribe(
    _ onChange: @escaping @MainActor (_ state: State) -> Void
  ) -> StoreSubscription {
    // NB: Not `core.subscribeToState` (which `StoreActor` uses): inlined here, the watch is
    // specialized for the state where the store is used (through the existential core, its
    // check after each send would run unspecialized).
    // NB: Weak: the observers hold their subscribers, and the core holds the observers.
    let core = self.core
    let subscription = core.observers.subscribe(
      { [weak core] in
        guard let core else { return }
        onChange(core.state)
      }, makeWatch: { .value { $0 } }, state: { core.state }, followHop: sharedFollowHop())
    core.noteWatched()
    return subscription
  }

  /// What a shared value the state holds calls when it changes (``SharedFollow``): a hop to
  /// the main actor that calls the subscribers if they have not seen the change.
  @usableFromInline
  func sharedFollowHop() -> @Sendable () -> Void {
    { [weak self] in
      // NB: Detached: the hop must not inherit the task-locals of the code that changed the
      // value (a test store's effect), as the subscribers run in it.
      Task.detached { @MainActor in self?.core.hearFollowedSharedChange() }
    }
  }
}

extension StoreCore {
  /// Calls `onChange` with this store's state after each send that changed it (a
  /// ``StoreActor``'s `subscribe`), on the store's actor.
  package func subscribeToState(
    _ onChange: @escaping (State) -> Void, followHop: @escaping @Sendable () -> Void
  ) -> StoreSubscription {
    let subscription = observers.subscribe(
      { [weak self] in
        guard let self else { return }
        onChange(self.state)
      }, makeWatch: { .value { $0 } }, state: { self.state }, followHop: followHop)
    noteWatched()
    return subscription
  }

  /// On the store's actor, after a shared value the state holds changed elsewhere: calls the
  /// subscribers if they have not seen the change.
  package func hearFollowedSharedChange() {
    if observers.followedSharedChanged(state) { observers.callSubscribers() }
  }
}

extension Store where State: Sendable {
  /// The current state, then the state after every `send` that changed it, and after a
  /// change made elsewhere to a shared value it holds (see ``subscribe(_:)``).
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
    stateStream(current: core.state, runtime: core.runtime) { yield in subscribe(yield) }
  }
}

/// A `states` stream (``Store/states``, ``StoreActor/states``): `current`, then each state
/// `subscribe` reports, until the consumer stops (the subscription is cancelled, and the
/// runtime no longer holds the stream) or `runtime` goes away (the stream finishes).
package func stateStream<State: Sendable>(
  current: State, runtime: StoreRuntime,
  subscribe: (_ yield: @escaping @Sendable (State) -> Void) -> StoreSubscription
) -> AsyncStream<State> {
  let (stream, continuation) = AsyncStream<State>.makeStream()
  continuation.yield(current)
  let subscription = subscribe { continuation.yield($0) }
  let release = runtime.onRelease { continuation.finish() }
  continuation.onTermination = { _ in
    subscription.cancel()
    release.cancel()
  }
  return stream
}

/// A subscription to a ``Store``'s changes; cancelled by ``cancel()`` or when released.
/// Cancelled from any thread, it stops calling the subscriber from the next change on.
///
/// The subscription, not the store, holds the subscriber: a subscriber that holds its own
/// store (`store.subscribe { _ in store.send(…) }`) is released with the subscription, and the
/// store with it, with no change needed.
public final class StoreSubscription: Sendable {
  private let cancelled = LockIsolated(false)
  /// The subscriber, until the subscription is cancelled or released; the store's observers
  /// reach it through a weak reference.
  private let kept: LockIsolated<SubscriberKeeper?>

  /// Whether the subscription was cancelled.
  public var isCancelled: Bool { cancelled.value }

  init(keeping subscriber: SubscriberKeeper) {
    kept = LockIsolated(subscriber)
  }

  /// Stops calling the subscriber, and lets it go.
  public func cancel() {
    cancelled.withLock { $0 = true }
    // NB: Released outside the lock: the subscriber's captures may do anything as they go.
    let subscriber = kept.withLock { kept in
      defer { kept = nil }
      return kept
    }
    _ = subscriber
  }
}

/// A store subscriber, kept alive by its ``StoreSubscription`` alone.
final class SubscriberKeeper: @unchecked Sendable {
  // NB: `@unchecked Sendable` is sound: `onChange` is a `let`, and only the store's observers
  // call it, on the store's actor (`StateObservers.callSubscribers`), through a weak
  // reference. The subscription that holds it strongly, which may be released or cancelled
  // on any thread, never calls it: another thread can only release it, and the last release
  // of a closure runs its captures' deinits with no other reference left (the weak one is
  // cleared atomically first). Tested under ThreadSanitizer in CI:
  // `SubscriptionReleaseTests.releasedOnAnotherThreadWhileTheStoreSends`.
  let onChange: () -> Void

  init(_ onChange: @escaping () -> Void) {
    self.onChange = onChange
  }
}

// NB: Methods of `Store`, not of `StoreCore`: called on the store, they are specialized for
// the state and the value read where the store is used; through the core (an existential),
// they ran unspecialized, looking up generic metadata on every read (W8).
extension Store {
  /// Records a read of the whole state (``state``), which is `state`.
  @inlinable
  func observeWholeState(_ state: State) {
    let core = self.core
    let observers = core.observers
    if observers.access(
      observers.wholeState, value: state, make: { .value { $0 } }, state: { core.state })
    {
      core.noteWatched()
    }
  }

  /// Records a read of `value`, the value at `keyPath` (a dynamic member of the store).
  @inlinable
  func observe<Value>(_ keyPath: KeyPath<State, Value>, value: Value) {
    let core = self.core
    if core.observers.access(
      keyPath, value: value, make: { .value { $0[keyPath: keyPath] } }, state: { core.state })
    {
      core.noteWatched()
    }
  }

  /// Records a read of `value`, the `Equatable` value at `keyPath`.
  @inlinable
  func observeEquatable<Value: Equatable>(_ keyPath: KeyPath<State, Value>, value: Value) {
    let core = self.core
    if core.observers.access(
      keyPath, value: value, make: { .equatable { $0[keyPath: keyPath] } },
      state: { core.state })
    {
      core.noteWatched()
    }
  }

  /// Records a read of whether the optional at `keyPath` is present, and which child it
  /// holds (an optional scope).
  @inlinable
  func observePresence<Wrapped>(of keyPath: KeyPath<State, Wrapped?>) {
    let core = self.core
    if core.observers.access(
      keyPath, kind: .presence,
      make: {
        let identities = ChildIdentityReader<Wrapped>()
        return .presence { identities.identity(of: $0[keyPath: keyPath]) }
      },
      state: { core.state })
    {
      core.noteWatched()
    }
  }

  /// Records a read of the ids, in order, of the list at `keyPath` (a collection of row
  /// stores).
  @inlinable
  func observeIDs<ID, Element>(of keyPath: KeyPath<State, IdentifiedArray<ID, Element>>) {
    let core = self.core
    let newlyWatched = core.observers.access(
      keyPath, kind: .ids,
      make: {
        // NB: A path to the ids' token itself, made once per watch: reading it copies one
        // reference, where reading the list copied all of its storage's references.
        let structure = keyPath.appending(path: \IdentifiedArray<ID, Element>.structure)
        guard let offset = MemoryLayout<State>.offset(of: structure) else {
          return .versioned { ObservationToken(object: $0[keyPath: structure], number: 0) }
        }
        return .identity(offset: offset) { state in
          // NB: Sound: `offset(of:)` gives an offset only for a path of stored properties,
          // and then the token's reference is stored inline at that offset of every
          // `State` (its documented meaning), so the word read there is that reference. It
          // is read as bits, not as a reference (no retain), and only compared with the
          // token the watch keeps alive, whose address no other object can take meanwhile.
          // Tested by ObservationEdgeTests and FieldObservationTests (the ids of a list
          // replaced, appended to, moved: every change heard, and none of a row's).
          withUnsafePointer(to: state) {
            UnsafeRawPointer($0).load(fromByteOffset: offset, as: UInt.self)
          }
        } object: {
          $0[keyPath: structure]
        }
      },
      state: { core.state })
    if newlyWatched { core.noteWatched() }
  }
}
