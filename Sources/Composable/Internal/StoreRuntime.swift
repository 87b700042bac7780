import Observation

/// Observation and subscriptions for one store: the root's, or a scope's.
///
/// `ObservationRegistrar.withMutation` costs about as much as a whole `send`, so nothing is
/// tracked while nobody watches: a send checks one flag. Observers register only by reading
/// (`access`) and fire once, so a change with no read since the previous change has nobody
/// to notify; subscribers set a flag of their own.
///
/// While somebody watches, the root compares the state before and after each reduction
/// (when it is `Equatable`) and notifies nobody if it did not change. A scope's runtime is
/// registered with the root's: after a change, a watched scope compares its projection with
/// the one it last saw, and is notified only if that changed.
@MainActor
@usableFromInline
package final class StoreRuntime: Observable {
  @usableFromInline let registrar = ObservationRegistrar()
  // NB: Flags read on every send, `@exclusivity(unchecked)` to spare a dynamic exclusivity
  // check per access. Sound: only this main-actor class reads or writes them, and no access
  // spans a call. Inline, not behind a pointer: one allocation fewer per store (W6).
  // Tested by CI's run with `-DCOMPOSABLE_CHECKED_EXCLUSIVITY` (see `RootCore`).
  #if COMPOSABLE_CHECKED_EXCLUSIVITY
    @usableFromInline var flags = Flags()
  #else
    @exclusivity(unchecked) @usableFromInline var flags = Flags()
  #endif
  /// A scope's: its link to the root runtime; `nil` for a root.
  private let scope: ScopeLink?
  private var root: StoreRuntime? { scope?.root }
  /// The lists of a runtime that somebody subscribes to or scopes from: created with the
  /// first entry, so that a store nobody subscribes to or scopes carries one word (W6).
  private var lists: Lists?
  private final class Lists {
    var subscribers: [Subscriber] = []
    /// A root's: its scopes' runtimes.
    var scopes: [WeakScope] = []
    /// A root's: the length of `scopes` at which dead entries are pruned next.
    var pruneAt = 64
    /// A root's: runtimes whose subscribers wait for the end of the current send.
    var pendingSubscribers: [StoreRuntime] = []
  }
  private var ensuredLists: Lists {
    if let lists { return lists }
    let created = Lists()
    lists = created
    return created
  }
  /// Where a scope's observers register, and whether any wait: kept by the root's entry for
  /// the scope after the scope's runtime is gone (a store scoped in a view's `body` and
  /// dropped), so that the root can still notify them, and only them (see
  /// ``checkScopes()``).
  private final class ObservedMark: Observable {
    let registrar = ObservationRegistrar()
    var isObserved = false
    /// What the scope's observers observe (a key path to name, never read).
    var version: Int { 0 }

    func access() {
      registrar.access(self, keyPath: \.version)
    }

    func notify() {
      isObserved = false
      registrar.willSet(self, keyPath: \.version)
      registrar.didSet(self, keyPath: \.version)
    }
  }
  /// What a scope's runtime knows of its root and of its own state.
  private final class ScopeLink {
    weak var root: StoreRuntime?
    let mark = ObservedMark()
    /// Whether the scope's state changed since it was last seen (updates what was seen).
    let projectionChanged: @MainActor () -> Bool
    /// Records the scope's current state as seen.
    let recordProjection: @MainActor () -> Void

    init(
      root: StoreRuntime, projectionChanged: @escaping @MainActor () -> Bool,
      recordProjection: @escaping @MainActor () -> Void
    ) {
      self.root = root
      self.projectionChanged = projectionChanged
      self.recordProjection = recordProjection
    }
  }

  @usableFromInline
  struct Flags {
    /// The state was read (an observer may be registered) since the last notification.
    @usableFromInline var readSinceChange = false
    @usableFromInline var hasSubscribers = false
    /// A root's: some scope may have observers or subscribers.
    @usableFromInline var scopesWatched = false
    /// A root's: subscribers are due at the end of the send.
    @usableFromInline var subscribersPending = false
    /// A root's: its own subscribers are due at the end of the send.
    @usableFromInline var ownSubscribersPending = false

    /// Whether a reduction must be checked for a change at all.
    @usableFromInline var isWatched: Bool { readSinceChange || hasSubscribers || scopesWatched }
  }

  private struct Subscriber {
    weak var token: StoreSubscription?
    let onChange: @MainActor () -> Void
  }

  private struct WeakScope {
    weak var runtime: StoreRuntime?
    let mark: ObservedMark
  }

  /// What observers observe: a key path to name, never a value to read (the registrar
  /// identifies a change by it). Computed: one word fewer per store (W6).
  package var version: Int { 0 }

  /// A root's: how many scope entries it holds (for tests).
  package var scopeEntryCount: Int { lists?.scopes.count ?? 0 }

  package init() {
    scope = nil
  }

  /// A scope's runtime, registered with `root`'s.
  ///
  /// - Parameters:
  ///   - projectionChanged: Whether the scope's state changed since it was last seen; when
  ///     it did, it records the new state as seen.
  ///   - recordProjection: Records the scope's current state as seen.
  package init(
    scopeOf root: StoreRuntime,
    projectionChanged: @escaping @MainActor () -> Bool,
    recordProjection: @escaping @MainActor () -> Void
  ) {
    let link = ScopeLink(
      root: root, projectionChanged: projectionChanged, recordProjection: recordProjection)
    scope = link
    let lists = root.ensuredLists
    // NB: Scopes made and dropped while nothing changes (a view scoping in every `body`)
    // would pile up here until the next change: whenever the list doubles, the dead ones
    // go, and those that were read are notified first (whether an observer listens can't be
    // told). A spurious notification at most once per live observer per prune: a view's
    // only live registration is its latest, so this cannot feed itself.
    if lists.scopes.count >= lists.pruneAt {
      var read: [ObservedMark] = []
      lists.scopes.removeAll { entry in
        guard entry.runtime == nil else { return false }
        if entry.mark.isObserved { read.append(entry.mark) }
        return true
      }
      lists.pruneAt = max(64, lists.scopes.count * 2)
      for mark in read { mark.notify() }
    }
    lists.scopes.append(WeakScope(runtime: self, mark: link.mark))
  }

  /// Called once when the runtime goes away, from any thread.
  // NB: `nonisolated(unsafe)` only so `deinit` can read it: it is appended to on the main
  // actor only (`onRelease` is isolated), and `deinit` runs when nothing else holds the
  // runtime, so the two never overlap. A plain array: no lock object per store.
  private nonisolated(unsafe) var releaseHandlers: [@Sendable () -> Void] = []

  deinit {
    for handler in releaseHandlers { handler() }
  }

  /// Calls `handler` when the runtime goes away (`states` finishes its streams with it).
  package func onRelease(_ handler: @escaping @Sendable () -> Void) {
    releaseHandlers.append(handler)
  }

  /// Records a read of the state: an observer may now be registered.
  package func access() {
    if !flags.readSinceChange {
      flags.readSinceChange = true
      scope?.recordProjection()
      scope?.mark.isObserved = true
      root?.flags.scopesWatched = true
    }
    // NB: A scope's observers register with its mark, which outlives this runtime.
    if let scope { scope.mark.access() } else { registrar.access(self, keyPath: \.version) }
  }

  /// After a reduction that changed the state: notifies this runtime's observers, queues its
  /// subscribers for the end of the send, and checks the scopes.
  @usableFromInline
  func stateChanged() {
    if flags.readSinceChange { notifyObservers() }
    if flags.hasSubscribers {
      // NB: The root's own subscribers are a flag, not a list entry: the common case.
      flags.ownSubscribersPending = true
      flags.subscribersPending = true
    }
    if flags.scopesWatched { checkScopes() }
  }

  private func notifyObservers() {
    // NB: Cleared before `willSet`: an observer that tracks again from its `onChange` (which
    // `willSet` calls) reads the state, and that read must count for the next change.
    flags.readSinceChange = false
    if let scope {
      scope.mark.notify()
    } else {
      registrar.willSet(self, keyPath: \.version)
      registrar.didSet(self, keyPath: \.version)
    }
  }

  private func queueSubscribers(of runtime: StoreRuntime) {
    // NB: A linear check: the list holds the runtimes changed in one send, usually one.
    let lists = ensuredLists
    if !lists.pendingSubscribers.contains(where: { $0 === runtime }) {
      lists.pendingSubscribers.append(runtime)
    }
    flags.subscribersPending = true
  }

  private func checkScopes() {
    var watched = false
    guard let lists else {
      flags.scopesWatched = false
      return
    }
    // NB: A scope that is gone while observed (read through a store nobody kept) can no
    // longer tell whether this change concerns it: its own observers are told of this root
    // change, and nobody else's.
    var orphans: [ObservedMark] = []
    lists.scopes.removeAll { entry in
      guard entry.runtime == nil else { return false }
      if entry.mark.isObserved { orphans.append(entry.mark) }
      return true
    }
    for mark in orphans { mark.notify() }
    for scope in lists.scopes {
      guard let runtime = scope.runtime else { continue }
      let observed = runtime.flags.readSinceChange
      let subscribed = runtime.flags.hasSubscribers
      guard observed || subscribed else { continue }
      if runtime.scope?.projectionChanged() ?? true {
        if observed { runtime.notifyObservers() }
        if subscribed { queueSubscribers(of: runtime) }
      }
      watched =
        watched || runtime.flags.readSinceChange || runtime.flags.hasSubscribers
    }
    flags.scopesWatched = watched
  }

  /// Calls the subscribers due after the send that just ended, once each.
  @usableFromInline
  func flushSubscribers() {
    flags.subscribersPending = false
    if flags.ownSubscribersPending {
      flags.ownSubscribersPending = false
      notifySubscribers()
    }
    guard let lists, !lists.pendingSubscribers.isEmpty else { return }
    let runtimes = lists.pendingSubscribers
    lists.pendingSubscribers.removeAll(keepingCapacity: true)
    for runtime in runtimes { runtime.notifySubscribers() }
  }

  private func notifySubscribers() {
    guard let lists else { return }
    var sawDead = false
    for subscriber in lists.subscribers {
      guard let token = subscriber.token, !token.isCancelled else {
        sawDead = true
        continue
      }
      subscriber.onChange()
    }
    if sawDead {
      lists.subscribers.removeAll { $0.token == nil || $0.token?.isCancelled == true }
      flags.hasSubscribers = !lists.subscribers.isEmpty
    }
  }

  package func subscribe(_ onChange: @escaping @MainActor () -> Void) -> StoreSubscription {
    let token = StoreSubscription()
    ensuredLists.subscribers.append(Subscriber(token: token, onChange: onChange))
    if !flags.hasSubscribers, !flags.readSinceChange {
      scope?.recordProjection()
    }
    flags.hasSubscribers = true
    root?.flags.scopesWatched = true
    return token
  }
}

/// `==` for `T` when it is `Equatable` (checked at run time), else `nil`.
@usableFromInline
package func equality<T>(of _: T.Type) -> ((T, T) -> Bool)? {
  guard let equatable = T.self as? any Equatable.Type else { return nil }
  func opened<E: Equatable>(_: E.Type) -> ((T, T) -> Bool)? {
    // NB: `E` is opened from `T.self`, so it is `T`; checked once here, not assumed.
    guard E.self == T.self else { return nil }
    return { lhs, rhs in
      // NB: Sound: `E` and `T` are the same type (checked above), so viewing a `T` as an `E`
      // reinterprets nothing. Done through pointers, not `as?`, because a dynamic cast per
      // send from this unspecialized context costs more than the comparison. The
      // observation tests (an unchanged state notifies nobody, a changed one notifies)
      // would catch a wrong comparison.
      withUnsafePointer(to: lhs) { lhs in
        withUnsafePointer(to: rhs) { rhs in
          lhs.withMemoryRebound(to: E.self, capacity: 1) { lhs in
            rhs.withMemoryRebound(to: E.self, capacity: 1) { rhs in lhs.pointee == rhs.pointee }
          }
        }
      }
    }
  }
  return opened(equatable)
}
