import Observation

/// What the root runtime needs of one store's observers without knowing its state's type.
package protocol ObserverSet: AnyObject {
  /// Whether an observer may be registered or a subscriber waits.
  var isWatched: Bool { get }
  /// Notifies every observer registered: a scope whose store is gone can no longer tell
  /// which of its values changed.
  func notifyAllObservers()
  /// Calls the subscribers (after a send that changed the state).
  func callSubscribers()
  /// Whether the store these observers serve is gone although the set still has a runtime
  /// (a list's row cache whose parent store was released): the root drops its entry.
  var isDetached: Bool { get }
}

extension ObserverSet {
  package var isDetached: Bool { false }
}

/// The observers and subscribers of one store (a root or a scope), each watching what it
/// read: a value at a key path, the whole state, or whether an optional is present.
@usableFromInline
package final class StateObservers<State>: ObserverSet {
  /// What kind of read a watch serves; one watch per key path and kind.
  @usableFromInline
  package enum Kind: Equatable {
    case value
    case presence
    case ids
  }

  @usableFromInline
  struct Field {
    @usableFromInline let keyPath: AnyKeyPath
    @usableFromInline let kind: Kind
    @usableFromInline let watch: StateWatch<State>

    @inlinable
    init(keyPath: AnyKeyPath, kind: Kind, watch: StateWatch<State>) {
      self.keyPath = keyPath
      self.kind = kind
      self.watch = watch
    }
  }

  // NB: `@exclusivity(unchecked)`: read on every check of a watched store, where the run-time
  // check cost more than the rest (W8). Sound: only this class touches them, on its store's
  // actor (not `Sendable`, it stays in that actor's region), and every access is a plain
  // load or store (an array is read out before it is iterated, so
  // an observer that reads the store from its `onChange` appends to the array, not into an
  // access in progress). Tested by CI's run with `-DCOMPOSABLE_CHECKED_EXCLUSIVITY` (see
  // `RootCore`).
  #if COMPOSABLE_CHECKED_EXCLUSIVITY
    @usableFromInline var fields: [Field] = []
    @usableFromInline var subscribers: [Subscriber] = []
    /// What the subscribers last saw; kept while anyone subscribes.
    @usableFromInline var subscribed: StateWatch<State>?
    /// Whether a watch may be observed (false only once every watch was notified).
    @usableFromInline var hasObserved = false
  #else
    @exclusivity(unchecked) @usableFromInline var fields: [Field] = []
    @exclusivity(unchecked) @usableFromInline var subscribers: [Subscriber] = []
    /// What the subscribers last saw; kept while anyone subscribes.
    @exclusivity(unchecked) @usableFromInline var subscribed: StateWatch<State>?
    /// Whether a watch may be observed (false only once every watch was notified).
    @exclusivity(unchecked) @usableFromInline var hasObserved = false
  #endif

  @usableFromInline
  struct Subscriber {
    weak var token: StoreSubscription?
    /// Held by the token alone (see ``StoreSubscription``).
    weak var keeper: SubscriberKeeper?
  }

  package init() {}

  /// The key of the whole state's watch (``Store/state``): a constant key path that no key
  /// path into a state can equal (its root is another type), so nothing is made per store.
  @inlinable
  package var wholeState: AnyKeyPath { \WatchMark.version }

  @inlinable
  package var isWatched: Bool { hasObserved || !subscribers.isEmpty }
  /// How many distinct values were ever watched (for tests).
  package var fieldCount: Int { fields.count }

  /// Records a read of `value`, the value at `keyPath`, creating its watch with `make` the
  /// first time.
  ///
  /// - Returns: Whether the store's observers were not watched before this read.
  @inlinable
  func access<Value>(
    _ keyPath: AnyKeyPath, value: Value, make: () -> StateWatch<State>, state: () -> State
  ) -> Bool {
    let watch = watch(for: keyPath, kind: .value, make: make)
    if watch.isObserved {
      // NB: Kept as read again: the same unless a shared value the state holds changed
      // (no reduction tells the store of that), which the next check must not count as a
      // change of the store's.
      (watch.valueRecorder as? ValueBox<State, Value>)?.record(value)
      watch.registerAccess()
      return false
    }
    let wasWatched = isWatched
    watch.isObserved = true
    if let box = watch.valueRecorder as? ValueBox<State, Value> {
      box.record(value)
    } else if let box = watch.valueRecorder as? TokenBox<State, Value> {
      box.record(value)
    } else {
      watch.record(state())
    }
    hasObserved = true
    watch.registerAccess()
    return !wasWatched
  }

  /// The watch of `keyPath` and `kind`, made with `make` the first time.
  @inlinable
  func watch(
    for keyPath: AnyKeyPath, kind: Kind, make: () -> StateWatch<State>
  ) -> StateWatch<State> {
    for field in fields where field.keyPath === keyPath && field.kind == kind {
      return field.watch
    }
    return addWatch(for: keyPath, kind: kind, make: make)
  }

  @usableFromInline
  func addWatch(
    for keyPath: AnyKeyPath, kind: Kind, make: () -> StateWatch<State>
  ) -> StateWatch<State> {
    for field in fields where field.keyPath == keyPath && field.kind == kind {
      return field.watch
    }
    let watch = make()
    fields.append(Field(keyPath: keyPath, kind: kind, watch: watch))
    return watch
  }

  /// Records a read of the value at `keyPath`, creating its watch with `make` the first time.
  ///
  /// - Returns: Whether the store's observers were not watched before this read.
  @usableFromInline
  func access(
    _ keyPath: AnyKeyPath, kind: Kind, make: () -> StateWatch<State>, state: () -> State
  ) -> Bool {
    // NB: A key path literal is one object per place it is written, so identity finds the
    // usual case; `==` finds the same path written elsewhere.
    var found: StateWatch<State>?
    for field in fields where field.keyPath === keyPath && field.kind == kind {
      found = field.watch
      break
    }
    if found == nil {
      for field in fields where field.keyPath == keyPath && field.kind == kind {
        found = field.watch
        break
      }
    }
    let watch: StateWatch<State>
    if let found {
      watch = found
    } else {
      watch = make()
      fields.append(Field(keyPath: keyPath, kind: kind, watch: watch))
    }
    return access(watch, state)
  }

  @usableFromInline
  func access(_ watch: StateWatch<State>, _ state: () -> State) -> Bool {
    let wasWatched = isWatched
    if !watch.isObserved {
      watch.isObserved = true
      watch.record(state())
      hasObserved = true
    }
    watch.registerAccess()
    return !wasWatched
  }

  /// After a reduction: notifies the observers of each watched value that changed.
  ///
  /// Inlined where the store's state type is known (see ``StateWatch``).
  ///
  /// - Returns: Whether the subscribers are due (the state changed and someone subscribes).
  ///
  /// - Parameter withState: Calls its argument with the current state, borrowed (a copy
  ///   would retain each of its buffers).
  @inlinable
  func check(_ withState: ((borrowing State) -> Void) -> Void) -> Bool {
    if hasObserved {
      var notified = false
      withState { state in
        for field in fields where field.watch.isObserved {
          if field.watch.changed(state) {
            notified = true
            field.watch.notifyObservers()
          }
        }
      }
      // NB: Recomputed after the notifications: an observer that tracks again from its
      // `onChange` has read the store since. Without one, nothing changed.
      if notified { hasObserved = fields.contains { $0.watch.isObserved } }
    }
    guard !subscribers.isEmpty else { return false }
    var due = false
    withState { due = subscribersDue(copy $0) }
    return due
  }

  /// Whether a watched value changed, read in place: `nil` when some observed watch can't
  /// be read so, or somebody subscribes (then the state is lent to ``check(_:)``).
  @inlinable
  func changedInPlace(_ state: UnsafeRawPointer) -> Bool? {
    guard subscribers.isEmpty else { return nil }
    for field in fields where field.watch.isObserved {
      guard let inPlace = field.watch.inPlace else { return nil }
      if inPlace.changed(state) { return true }
    }
    return false
  }

  /// The shared values the state holds, followed while anyone subscribes, when shared values
  /// are in use: a change made elsewhere calls the subscribers through ``followHop``.
  var sharedFollow: SharedFollow?
  /// Hops to the store's actor and runs ``followedSharedChanged(_:)`` there: given by the
  /// store as it subscribes (`nil`: a store that does not follow).
  var followHop: (@Sendable () -> Void)?

  @usableFromInline
  func subscribersDue(_ state: State) -> Bool {
    guard let subscribed else { return false }
    let stateChanged = subscribed.changed(state)
    var sharedChanged = false
    if let follow = sharedFollow ?? makeSharedFollow(seen: nil) {
      sharedChanged = follow.sharedChanged(in: state, stateChanged: stateChanged)
      // NB: Recorded even when equal: the record compares through the shared values it
      // holds, and after `state.$count = other` (equal) an old record would still read
      // `count`, whose later changes would then look like changes of this state.
      if !stateChanged, !sharedChanged {
        subscribed.record(state)
        return false
      }
    }
    guard stateChanged || sharedChanged else { return false }
    subscribed.record(state)
    return true
  }

  /// The follow of the state's shared values, made once shared values are in use.
  ///
  /// - Parameter state: The state the subscribers see now, if they just subscribed.
  @discardableResult
  private func makeSharedFollow(seen state: State?) -> SharedFollow? {
    guard SharedValuesInUse.any, let followHop, !subscribers.isEmpty else { return nil }
    let made = SharedFollow(hop: followHop, seen: state)
    sharedFollow = made
    return made
  }

  /// After a hop of ``followHop``: whether a followed shared value changed since the
  /// subscribers last saw it (then the caller calls them).
  package func followedSharedChanged(_ state: State) -> Bool {
    guard let follow = sharedFollow else { return false }
    follow.signal.hopArrived()
    // NB: Those cancelled go now: with none left, the store follows nothing from here on.
    dropEndedSubscriptions()
    guard let subscribed, !subscribers.isEmpty else { return false }
    // NB: The state itself may have changed with no send: a closure scope's state copies a
    // shared value out (`{ Row(count: $0.count) }`). Only a watch that compares can tell (one
    // of a state with no `==` counts every check as a change).
    let compares = (subscribed.valueRecorder as? any ComparingRecorder)?.compares == true
    let stateChanged = compares && subscribed.changed(state)
    let sharedChanged = follow.sharedChanged(in: state, stateChanged: stateChanged)
    // NB: Recorded even when equal, as in ``subscribersDue(_:)``.
    subscribed.record(state)
    return stateChanged || sharedChanged
  }

  package func notifyAllObservers() {
    for field in fields where field.watch.isObserved { field.watch.notifyObservers() }
    hasObserved = fields.contains { $0.watch.isObserved }
  }

  /// Adds a subscriber, called after each send that changes the state.
  ///
  /// - Parameters:
  ///   - onChange: The subscriber.
  ///   - makeWatch: Makes the watch of the whole state the subscribers share (made where the
  ///     state's type is known, so that its checks run specialized code).
  ///   - state: The current state.
  @usableFromInline
  func subscribe(
    _ onChange: @escaping () -> Void, makeWatch: () -> StateWatch<State>,
    state: () -> State, followHop: (@Sendable () -> Void)? = nil
  ) -> StoreSubscription {
    let keeper = SubscriberKeeper(onChange)
    let token = StoreSubscription(keeping: keeper)
    // NB: Those cancelled since the last change go now, not at the next change: a `states`
    // stream that ended holds its buffer until its subscriber is dropped.
    subscribers.removeAll { $0.token == nil || $0.token?.isCancelled == true }
    let isFirst = subscribers.isEmpty
    subscribers.append(Subscriber(token: token, keeper: keeper))
    if isFirst {
      let watch = subscribed ?? makeWatch()
      let current = state()
      watch.record(current)
      subscribed = watch
      self.followHop = followHop
      sharedFollow = nil
      makeSharedFollow(seen: current)
    }
    return token
  }

  package func callSubscribers() {
    var sawDead = false
    for subscriber in subscribers {
      guard let token = subscriber.token, !token.isCancelled, let keeper = subscriber.keeper
      else {
        sawDead = true
        continue
      }
      keeper.onChange()
    }
    if sawDead { dropEndedSubscriptions() }
  }

  /// Drops the subscribers whose subscription was cancelled or released; with none left,
  /// forgets the state they saw and follows no shared value (so neither is kept alive).
  package func dropEndedSubscriptions() {
    subscribers.removeAll { $0.token == nil || $0.token?.isCancelled == true }
    if subscribers.isEmpty {
      subscribed?.forget()
      // NB: Unfollowed now: a shared value no longer tells this store of its changes.
      sharedFollow = nil
    }
  }
}
