import ComposableAtomics

/// The changes of shared values in the process, counted, and told to the stores whose
/// subscribers follow them (``SharedFollow``).
enum SharedChanges {
  private static let followers = LockIsolated<[WeakSignal]>([])

  private struct WeakSignal: Sendable {
    weak var signal: SharedFollowSignal?
  }

  /// Counts a change: its stamp, higher than every earlier change's. Called inside the
  /// value's lock, so that a search that read ``current`` before reading the value sees
  /// either the new value or a stamp above what it read.
  static func stamp() -> UInt64 {
    composable_shared_changes_advance()
  }

  /// The stamp of the last change counted.
  static var current: UInt64 { composable_shared_changes_load() }

  /// Tells `signal` of every change from now on, until it is released.
  static func register(_ signal: SharedFollowSignal) {
    followers.withLock { followers in
      followers.removeAll { $0.signal == nil }
      followers.append(WeakSignal(signal: signal))
    }
  }

  /// How many signals are told (for tests).
  static var followerCount: Int { followers.withLock { $0.count { $0.signal != nil } } }

  /// A change was stored and its observers told: tells every follower.
  static func tellFollowers() {
    // NB: Told outside the lock: a follower's hop may register another.
    let live = followers.withLock { followers in
      followers.isEmpty ? [] : followers.compactMap(\.signal)
    }
    for signal in live { signal.fire() }
  }
}

/// What a change of a shared value tells a store whose subscribers follow shared values: a
/// hop to the store's actor, at most one waiting at a time.
///
/// Changes that come while a hop waits are merged into it: the hop reads the state as it
/// runs. Nothing is kept per change.
package final class SharedFollowSignal: Sendable {
  private let hop: @Sendable () -> Void
  private let pending = LockIsolated(false)
  private let hopCount = LockIsolated(0)

  /// How many hops this signal started (for tests).
  var hops: Int { hopCount.value }

  /// - Parameter hop: Runs the store's ``StateObservers/followedSharedChanged(_:)`` on its
  ///   actor (a `Task` that awaits the store, which it holds weakly).
  init(hop: @escaping @Sendable () -> Void) {
    self.hop = hop
  }

  /// A shared value changed (on any thread): hops unless a hop already waits.
  func fire() {
    let wasPending = pending.withLock { pending in
      defer { pending = true }
      return pending
    }
    guard !wasPending else { return }
    hopCount.withLock { $0 += 1 }
    hop()
  }

  /// The hop runs: changes from now on need another.
  func hopArrived() {
    pending.withLock { $0 = false }
  }
}

/// The shared values a store's state holds, as its subscribers last saw them
/// (``StateObservers``): so that a change made elsewhere (another store, a thread, a key's
/// storage) calls them, on the store's actor, once per change they have not seen, and an equal
/// value written, not at all.
///
/// Lives on the store's actor, with its observers. The state is searched for its shared
/// values (by reflection) only when some shared value in the process changed since the last
/// search, and not even then when the last search found none and the state has not changed
/// since: so a value replaced (`state.$count = other`) is seen, and the search costs nothing
/// while no shared value changes. A list unchanged since the last search (same version) is
/// not searched again.
final class SharedFollow {
  let signal: SharedFollowSignal
  private struct Entry {
    let reference: any AnySharedReference
    let stamp: UInt64
    /// What each field holding the value showed (its part of it, for `$settings.volume`).
    let shown: [any Sendable]
    /// What it showed holds shared values of its own, which `shown` reads live: compared
    /// with what it shows now, an old value would read their new values.
    let holdsShared: Bool
  }
  /// The shared values the state held at the last search, with what the subscribers saw.
  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The last change the subscribers saw (the stamp read before the last search).
  private var seenStamp: UInt64
  /// The state changed since the last search (it may hold other shared values).
  private var stateChangedSinceSearch = true
  /// What the lists the state held at the last search held (``SharedReferenceSearch``).
  private var lists: [UInt64: SharedReferenceSearch.References] = [:]

  /// - Parameters:
  ///   - hop: See ``SharedFollowSignal``.
  ///   - seen: The state the subscribers see now, or `nil` when they saw it before any
  ///     shared value was made.
  init(hop: @escaping @Sendable () -> Void, seen state: Any?) {
    signal = SharedFollowSignal(hop: hop)
    seenStamp = 0
    SharedChanges.register(signal)
    if let state {
      seenStamp = SharedChanges.current
      _ = search(state)
    }
  }

  /// Whether a shared value `state` holds changed since the subscribers last saw it; records
  /// what it reads as seen.
  func sharedChanged(in state: Any, stateChanged: Bool) -> Bool {
    if stateChanged { stateChangedSinceSearch = true }
    let now = SharedChanges.current
    guard now != seenStamp else { return false }
    guard stateChangedSinceSearch || !entries.isEmpty else {
      seenStamp = now
      return false
    }
    let changed = search(state)
    // NB: `now`, read before the search, not the highest stamp read: a change made during
    // the search to a value read before it would be passed over by the hop it started.
    seenStamp = now
    return changed
  }

  /// Searches `state` for the shared values it holds: whether one changed since
  /// ``seenStamp``, recording what it reads as seen.
  private func search(_ state: Any) -> Bool {
    var search = SharedReferenceSearch()
    search.previousLists = lists
    search.collect(in: state, depth: 0)
    lists = search.lists
    var changed = false
    var found: [ObjectIdentifier: Entry] = [:]
    for (id, holding) in search.found {
      // NB: The stamp before the values: a change in between shows here, and its stamp
      // again at the next search, where the values are equal.
      let stamp = holding.reference.stampedValue.stamp
      let shown = holding.holders.map(\._sharedValue)
      let holdsShared = search.containers.contains(id)
      if let seen = entries[id] {
        // NB: Equal values are no change, nor is one of a part no field shows
        // (`$settings.volume` when `brightness` changed); a value never equal to itself
        // (`.nan`) is one change per stamp, never more. A value holding shared values can't
        // be compared with what it was (both read those values now): each new stamp is a
        // change (`inners = [Inner(count: b)]` while `a`, the old inner's, changed to `b`'s).
        if stamp != seen.stamp,
          seen.holdsShared || holdsShared || !shownEqual(seen.shown, shown)
        {
          changed = true
        }
      } else if stamp > seenStamp {
        // NB: Entered the state without changing it (an equal value, re-pointed), and changed
        // since the subscribers last looked.
        changed = true
      }
      found[id] = Entry(
        reference: holding.reference, stamp: stamp, shown: shown, holdsShared: holdsShared)
    }
    entries = found
    stateChangedSinceSearch = false
    return changed
  }

  private func shownEqual(_ lhs: [any Sendable], _ rhs: [any Sendable]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (left, right) in zip(lhs, rhs) {
      if let equal = dynamicValuesEqual(left, right) {
        if !equal { return false }
      } else if !compareStructurally(left, right, root: "").isEqual {
        return false
      }
    }
    return true
  }
}
