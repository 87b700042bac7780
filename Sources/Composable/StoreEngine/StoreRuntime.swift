import Observation

/// Observation and subscriptions for one store: the root's, or a scope's.
///
/// Nothing is tracked while nobody watches: a send checks one flag. Observers register only
/// by reading, one watch per value read (``StateObservers``), and fire once, so a change
/// with no read since the previous change has nobody to notify.
///
/// While somebody watches, each reduction checks only the values read since they last
/// changed: a versioned collection by its token, a small value by `==` with the value read,
/// never by keeping a copy of the state (which would make the reducer's next write into a
/// collection copy it). A scope's runtime is registered with the root's: after a reduction,
/// each watched scope checks the values read through it, on its own part of the state.
@usableFromInline
package final class StoreRuntime {
  // NB: Flags read on every send, `@exclusivity(unchecked)` to spare a dynamic exclusivity
  // check per access. Sound: only this class reads or writes them, on its store's actor (not
  // `Sendable`, it stays in that actor's region), and no access spans a call. Inline, not behind a pointer: one allocation fewer per store (W6).
  // Tested by CI's run with `-DCOMPOSABLE_CHECKED_EXCLUSIVITY` (see `RootCore`).
  #if COMPOSABLE_CHECKED_EXCLUSIVITY
    @usableFromInline var flags = Flags()
  #else
    @exclusivity(unchecked) @usableFromInline var flags = Flags()
  #endif
  /// A scope's: its link to the root runtime; `nil` for a root.
  private let scope: ScopeLink?
  private var root: StoreRuntime? { scope?.root }
  /// The lists of a root that somebody scopes from or whose subscribers are due: created
  /// with the first entry, so that a store nobody scopes carries one word (W6). (The stores
  /// scoped from a store are its core's, in its ``ScopeCache``.)
  private var lists: Lists?
  private final class Lists {
    /// A root's: its scopes' runtimes.
    var scopes: [ScopeEntry] = []
    /// A root's: the length of `scopes` at which dead entries are pruned next.
    var pruneAt = 64
    /// A root's: observer sets whose subscribers wait for the end of the current send.
    var pendingSubscribers: [any ObserverSet] = []
  }
  private var ensuredLists: Lists {
    if let lists { return lists }
    let created = Lists()
    lists = created
    return created
  }
  /// What a scope's runtime knows of its root, and how it checks its own values.
  private final class ScopeLink {
    weak var root: StoreRuntime?
    /// Checks the scope's watched values against its current state; returns whether its
    /// subscribers are due.
    let check: () -> Bool

    init(root: StoreRuntime, check: @escaping () -> Bool) {
      self.root = root
      self.check = check
    }
  }

  @usableFromInline
  struct Flags {
    /// The store's own observers or subscribers may be waiting.
    @usableFromInline var ownWatched = false
    /// A root's: some scope may have observers or subscribers.
    @usableFromInline var scopesWatched = false
    /// A root's: subscribers are due at the end of the send.
    @usableFromInline var subscribersPending = false
    /// A root's: its own subscribers are due at the end of the send (a flag, not a list
    /// entry: the common case).
    @usableFromInline var ownSubscribersPending = false

    /// Whether a reduction must be checked for a change at all.
    @usableFromInline var isWatched: Bool { ownWatched || scopesWatched }
  }

  /// A root's entry for one scope: its observers outlive the scope's store (a store scoped
  /// in a view's `body` and dropped), so that the root can still notify them.
  private struct ScopeEntry {
    weak var runtime: StoreRuntime?
    let observers: any ObserverSet
  }

  /// A root's runtime.
  package init() {
    scope = nil
  }

  /// A scope's runtime, registered with `root`'s.
  ///
  /// - Parameters:
  ///   - observers: The scope's observers and subscribers.
  ///   - check: Checks the scope's watched values against its current state; returns
  ///     whether its subscribers are due.
  package init(
    scopeOf root: StoreRuntime, observers: any ObserverSet,
    check: @escaping () -> Bool
  ) {
    scope = ScopeLink(root: root, check: check)
    let lists = root.ensuredLists
    // NB: Scopes made and dropped while nothing changes (a view scoping in every `body`)
    // would pile up here until the next change: whenever the list doubles, the dead ones
    // go, and those that were read are notified first (whether an observer listens can't be
    // told). A spurious notification at most once per live observer per prune: a view's
    // only live registration is its latest, so this cannot feed itself.
    if lists.scopes.count >= lists.pruneAt {
      var read: [any ObserverSet] = []
      lists.scopes.removeAll { entry in
        guard entry.runtime == nil || entry.observers.isDetached else { return false }
        if entry.observers.isWatched { read.append(entry.observers) }
        return true
      }
      lists.pruneAt = max(64, lists.scopes.count * 2)
      for observers in read { observers.notifyAllObservers() }
    }
    lists.scopes.append(ScopeEntry(runtime: self, observers: observers))
  }

  /// A root's: how many scope entries it holds (for tests).
  package var scopeEntryCount: Int { lists?.scopes.count ?? 0 }

  /// How many of the root's scopes are checked after each reduction (for tests).
  var checkedScopeCount: Int {
    lists?.scopes.count { $0.runtime != nil && $0.observers.isWatched } ?? 0
  }

  /// Called once when the runtime goes away, from any thread; those whose stream ended are
  /// dropped by the next ``onRelease(_:)``.
  private var releaseHandlers: [ReleaseHandler] = []

  deinit {
    for handler in releaseHandlers { handler.fire() }
  }

  /// How many handlers are kept (for tests).
  package var releaseHandlerCount: Int { releaseHandlers.count }

  /// Calls `handler` when the runtime goes away (`states` finishes its streams with it),
  /// unless the returned handler is cancelled first (a stream that ended: it then holds
  /// nothing of the stream).
  package func onRelease(_ handler: @escaping @Sendable () -> Void) -> ReleaseHandler {
    releaseHandlers.removeAll { $0.isCancelled }
    let made = ReleaseHandler(handler)
    releaseHandlers.append(made)
    return made
  }

  /// Notes that the store's observers are watched (a read, or a subscription): the root
  /// checks reductions from now on.
  package func noteWatched() {
    if let scope {
      scope.root?.flags.scopesWatched = true
    } else {
      flags.ownWatched = true
    }
  }

  /// A root's, after a reduction its own observers were checked for: updates its flag and
  /// checks the scopes.
  ///
  /// - Parameters:
  ///   - ownWatched: Whether the root's own observers or subscribers still wait.
  ///   - subscribersDue: Whether the root's own subscribers are due.
  @usableFromInline
  func reductionChecked(ownWatched: Bool, subscribersDue: Bool) {
    flags.ownWatched = ownWatched
    if subscribersDue {
      flags.ownSubscribersPending = true
      flags.subscribersPending = true
    }
    if flags.scopesWatched { checkScopes() }
  }

  /// A root's: calls `observers`' subscribers at the end of the current send.
  package func queueSubscribers(of observers: any ObserverSet) {
    // NB: A linear check: the list holds the stores changed in one send, usually one.
    let lists = ensuredLists
    if !lists.pendingSubscribers.contains(where: { $0 === observers }) {
      lists.pendingSubscribers.append(observers)
    }
    flags.subscribersPending = true
  }

  private func checkScopes() {
    guard let lists else {
      flags.scopesWatched = false
      return
    }
    // NB: A scope that is gone while observed (read through a store nobody kept) can no
    // longer tell whether this change concerns it: its own observers are told of this root
    // change, and nobody else's.
    var orphans: [any ObserverSet] = []
    lists.scopes.removeAll { entry in
      guard entry.runtime == nil || entry.observers.isDetached else { return false }
      if entry.observers.isWatched { orphans.append(entry.observers) }
      return true
    }
    // NB: Cleared first and only ever set after: an observer that tracks again from its
    // `onChange` (called from the checks below) may read another scope, or make one, whose
    // `noteWatched()` sets it while this loop runs.
    flags.scopesWatched = false
    for observers in orphans { observers.notifyAllObservers() }
    var watched = false
    for entry in lists.scopes {
      guard let runtime = entry.runtime, entry.observers.isWatched else { continue }
      if runtime.scope?.check() ?? false { queueSubscribers(of: entry.observers) }
      watched = watched || entry.observers.isWatched
    }
    if watched { flags.scopesWatched = true }
  }

  /// Calls the subscribers due after the send that just ended, once each.
  ///
  /// - Parameter callOwn: Calls the root's own subscribers.
  @usableFromInline
  func flushSubscribers(callOwn: () -> Void) {
    flags.subscribersPending = false
    if flags.ownSubscribersPending {
      flags.ownSubscribersPending = false
      callOwn()
    }
    guard let lists, !lists.pendingSubscribers.isEmpty else { return }
    let due = lists.pendingSubscribers
    lists.pendingSubscribers.removeAll(keepingCapacity: true)
    for observers in due { observers.callSubscribers() }
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

/// What a store's runtime calls when it goes away (``StoreRuntime/onRelease(_:)``), until
/// cancelled: a `states` stream's, which finishes the stream.
package final class ReleaseHandler: Sendable {
  private let body: LockIsolated<(@Sendable () -> Void)?>

  init(_ body: @escaping @Sendable () -> Void) {
    self.body = LockIsolated(body)
  }

  /// Whether it was cancelled (or already called).
  var isCancelled: Bool { body.withLock { $0 == nil } }

  /// Drops the handler (and what it holds) without calling it.
  package func cancel() {
    body.withLock { $0 = nil }
  }

  /// Calls the handler, once.
  func fire() {
    let handler = body.withLock { body in
      defer { body = nil }
      return body
    }
    handler?()
  }
}
