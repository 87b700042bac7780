import Observation

/// Observation and subscriptions shared by a root store and all of its scopes.
///
/// `ObservationRegistrar.withMutation` costs about as much as a whole `send`, so the runtime
/// calls it only when the state was read since the last change. That is exact, not a
/// heuristic: `withObservationTracking` registers observers only through reads (`access`),
/// and an observer fires once and is then gone, so a change with no read since the previous
/// change has no observer to notify.
@MainActor
@usableFromInline
package final class StoreRuntime: Observable {
  @usableFromInline let registrar = ObservationRegistrar()
  // NB: Flags read on every send, behind a pointer to spare a dynamic exclusivity check per
  // access. Sound: only this main-actor class reads or writes them. `nonisolated(unsafe)`
  // only so `deinit`, which runs when nothing else holds the object, can free them.
  @usableFromInline nonisolated(unsafe) let flags: UnsafeMutablePointer<Flags>
  private var subscribers: [Subscriber] = []

  @usableFromInline
  struct Flags {
    @usableFromInline var readSinceChange = false
    /// `willSet` went out for the change in progress: `didSet` must follow.
    @usableFromInline var notifiedWillSet = false
    @usableFromInline var hasSubscribers = false
  }

  private struct Subscriber {
    weak var token: StoreSubscription?
    let onChange: @MainActor () -> Void
  }

  /// Changes on every state change; the observable member behind `Store.state`.
  package private(set) var version = 0

  package init() {
    flags = .allocate(capacity: 1)
    flags.initialize(to: Flags())
  }

  /// Called once when the runtime (the last store onto it) goes away, from any thread.
  private nonisolated let releaseHandlers = LockIsolated<[@Sendable () -> Void]>([])

  deinit {
    flags.deallocate()
    for handler in releaseHandlers.withLock({ $0 }) { handler() }
  }

  /// Calls `handler` when the runtime goes away (`states` finishes its streams with it).
  package func onRelease(_ handler: @escaping @Sendable () -> Void) {
    releaseHandlers.withLock { $0.append(handler) }
  }

  package func access() {
    flags.pointee.readSinceChange = true
    registrar.access(self, keyPath: \.version)
  }

  @inlinable
  package func willChange() {
    if flags.pointee.readSinceChange { willChangeObserved() }
  }

  @inlinable
  package func didChange() {
    if flags.pointee.notifiedWillSet { didChangeObserved() }
    if flags.pointee.hasSubscribers { notifySubscribers() }
  }

  @usableFromInline
  func willChangeObserved() {
    // NB: Cleared before `willSet`, not after the change: an observer that tracks again from
    // its `onChange` (which `willSet` calls) reads the state, and that read must count for
    // the next change.
    flags.pointee.readSinceChange = false
    flags.pointee.notifiedWillSet = true
    registrar.willSet(self, keyPath: \.version)
  }

  @usableFromInline
  func didChangeObserved() {
    flags.pointee.notifiedWillSet = false
    version &+= 1
    registrar.didSet(self, keyPath: \.version)
  }

  @usableFromInline
  func notifySubscribers() {
    var sawDead = false
    for subscriber in subscribers {
      guard let token = subscriber.token, !token.isCancelled else {
        sawDead = true
        continue
      }
      subscriber.onChange()
    }
    if sawDead {
      subscribers.removeAll { $0.token == nil || $0.token?.isCancelled == true }
      flags.pointee.hasSubscribers = !subscribers.isEmpty
    }
  }

  package func subscribe(_ onChange: @escaping @MainActor () -> Void) -> StoreSubscription {
    let token = StoreSubscription()
    subscribers.append(Subscriber(token: token, onChange: onChange))
    flags.pointee.hasSubscribers = true
    return token
  }
}
