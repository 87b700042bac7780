import Observation

/// Where the observers of one observed value register: an `Observable` with one member, so
/// that each value read through a store has observers of its own.
///
/// Non-generic, so that its key path is a constant (a key path literal in a generic type is
/// instantiated at run time on every use).
@MainActor
@usableFromInline
package class WatchMark: Observable {
  let registrar = ObservationRegistrar()
  /// An observer may be registered: the value was read since it last changed.
  // NB: `@exclusivity(unchecked)`, sound as in `ValueBox`: plain loads and stores of a
  // main-actor class's flag, none spanning a call.
  #if COMPOSABLE_CHECKED_EXCLUSIVITY
    @usableFromInline final var isObserved = false
  #else
    @exclusivity(unchecked) @usableFromInline final var isObserved = false
  #endif
  /// What observers observe (a key path to name, never read).
  final var version: Int { 0 }

  @usableFromInline
  init() {}

  /// Registers the current observation tracking, if any, as an observer.
  @usableFromInline
  final func registerAccess() {
    registrar.access(self, keyPath: \.version)
  }

  /// Notifies the observers, which are then gone (observation tracking fires once).
  @usableFromInline
  final func notifyObservers() {
    isObserved = false
    forget()
    registrar.willSet(self, keyPath: \.version)
    registrar.didSet(self, keyPath: \.version)
  }

  /// Drops what was kept of the value read.
  @usableFromInline
  func forget() {}
}

/// One observed value of a store's state: what was read, and how to tell that it changed
/// without keeping a copy that a later write would have to copy again.
///
/// Its behaviour is three closures, made where the store is read (inlined into the user's
/// module, so they run code specialized for the state and the value: unspecialized, each
/// check looked up generic metadata several times, W8 684 → see Performance.md).
@MainActor
@usableFromInline
package final class StateWatch<State>: WatchMark {
  /// Keeps what is needed to tell later whether the value changed.
  @usableFromInline let record: (State) -> Void
  /// Whether the value differs from the one recorded.
  @usableFromInline let changed: (borrowing State) -> Bool
  @usableFromInline let forgetValue: () -> Void
  /// Where an identity watch's reference lies in the state, and what it saw: read from the
  /// state's memory by a raw load and a comparison, no code of the user's (`nil` for a watch
  /// that can't be read so). Data, not a closure: a closure made in a main-actor context
  /// checks its executor on every call (W8).
  @usableFromInline let inPlace: InPlaceIdentity?
  /// Records from the value read (the watch's ``ValueBox`` or ``TokenBox``), so that a read
  /// through the store projects the state once, not twice.
  @usableFromInline let valueRecorder: AnyObject?

  @inlinable
  init(
    record: @escaping (State) -> Void, changed: @escaping (borrowing State) -> Bool,
    forget: @escaping () -> Void,
    valueRecorder: AnyObject? = nil,
    inPlace: InPlaceIdentity? = nil
  ) {
    self.record = record
    self.changed = changed
    self.forgetValue = forget
    self.valueRecorder = valueRecorder
    self.inPlace = inPlace
  }

  @usableFromInline
  override func forget() { forgetValue() }

  /// A watch of the value `read` gives: compared by its token when it is versioned
  /// (``IdentifiedArray``), else by `==` with the value read, kept only when keeping it is
  /// cheap (a standard collection of more than 32 elements is not kept, and counts as
  /// changed after every reduction: a write into it would copy it), else as changed after
  /// every reduction.
  @inlinable
  static func value<Value>(_ read: @escaping (State) -> Value) -> StateWatch<State> {
    if let token = observationToken(of: Value.self) {
      return tokens(TokenBox(read: read, token: token))
    }
    guard let equals = equality(of: Value.self) else {
      return values(ValueBox(read: read, equals: nil, keep: nil))
    }
    return values(ValueBox(read: read, equals: equals, keep: keepsCopy(of: Value.self)))
  }

  /// A watch of an `Equatable` value (``value(_:)`` for a type known to be `Equatable`
  /// where the store is read: its own `==`, specialized).
  @inlinable
  static func equatable<Value: Equatable>(
    _ read: @escaping (State) -> Value
  ) -> StateWatch<State> {
    if observationToken(of: Value.self) != nil || keepsCopy(of: Value.self) != nil {
      return value(read)
    }
    return values(ValueBox(read: read, equals: { $0 == $1 }, keep: nil))
  }

  /// A watch of a token that every change replaces.
  @inlinable
  static func versioned(_ token: @escaping (State) -> ObservationToken) -> StateWatch<State> {
    tokens(TokenBox(read: token, token: { $0 }))
  }

  /// A watch of an object the state holds inline, compared by identity: `bits` reads the
  /// reference's bits (cheap: no retain), `object` the reference, kept while observed so
  /// that no other object can take its address.
  @inlinable
  static func identity(
    offset: Int, bits: @escaping (borrowing State) -> UInt,
    object: @escaping (State) -> AnyObject
  ) -> StateWatch<State> {
    let box = IdentityBox()
    return StateWatch(
      record: { state in
        let seen = object(state)
        box.seen = seen
        box.bits = UInt(bitPattern: ObjectIdentifier(seen))
      },
      changed: { state in
        // NB: Not `||`: its autoclosure would capture (copy) the whole state.
        if box.seen == nil { return true }
        return bits(state) != box.bits
      },
      forget: { box.seen = nil },
      inPlace: InPlaceIdentity(offset: offset, box: box))
  }

  /// A watch of whether an optional child is present, and which child it is (its
  /// navigation identity): what a view that shows a child only while it exists depends on,
  /// told when the child appears, goes, or is replaced by another. Keeps the identity, never
  /// the child.
  @inlinable
  static func presence(
    _ identity: @escaping (State) -> NavigationIdentity?
  ) -> StateWatch<State> {
    values(ValueBox(read: identity, equals: { $0 == $1 }, keep: nil))
  }

  // NB: Each closure captures the box alone, so it needs no context of its own (a closure
  // capturing one object uses it as its context): a watch is three objects, not eight (W6).
  @inlinable
  static func values<Value>(_ box: ValueBox<State, Value>) -> StateWatch<State> {
    StateWatch(
      record: { box.record(box.read($0)) },
      changed: { box.changed(box.read($0)) },
      forget: { box.seen = nil },
      valueRecorder: box)
  }

  @inlinable
  static func tokens<Value>(_ box: TokenBox<State, Value>) -> StateWatch<State> {
    StateWatch(
      record: { box.record(box.read($0)) },
      changed: { box.changed(box.read($0)) },
      forget: { box.seen = nil },
      valueRecorder: box)
  }
}

/// A watch's value, compared by `==` with the one read (when it has an `==` and keeping it
/// is cheap), or counted as changed.
@MainActor
@usableFromInline
final class ValueBox<State, Value> {
  @usableFromInline let read: (State) -> Value
  @usableFromInline let equals: ((Value, Value) -> Bool)?
  @usableFromInline let keep: ((Value) -> Bool)?
  // NB: `@exclusivity(unchecked)`: read and written once per check of a watched store, and
  // the run-time check cost more than the check (W8). Sound: only this main-actor box's own
  // methods and its watch's closures touch it, each access is a plain load or store, and
  // none calls out while it lasts. Tested by CI's run with `-DCOMPOSABLE_CHECKED_EXCLUSIVITY`
  // (see `RootCore`).
  #if COMPOSABLE_CHECKED_EXCLUSIVITY
    @usableFromInline var seen: Value?
  #else
    @exclusivity(unchecked) @usableFromInline var seen: Value?
  #endif

  @inlinable
  init(
    read: @escaping (State) -> Value, equals: ((Value, Value) -> Bool)?, keep: ((Value) -> Bool)?
  ) {
    self.read = read
    self.equals = equals
    self.keep = keep
  }

  @inlinable
  func record(_ value: Value) {
    guard equals != nil, keep?(value) ?? true else { return }
    seen = value
  }

  @inlinable
  func changed(_ value: Value) -> Bool {
    guard let equals, let seen else { return true }
    return !equals(seen, value)
  }
}

/// What an identity watch keeps: the object it saw, alive, and its address.
@MainActor
@usableFromInline
final class IdentityBox {
  // NB: `@exclusivity(unchecked)`, sound as in `ValueBox`.
  #if COMPOSABLE_CHECKED_EXCLUSIVITY
    @usableFromInline var seen: AnyObject?
    @usableFromInline var bits: UInt = 0
  #else
    @exclusivity(unchecked) @usableFromInline var seen: AnyObject?
    @exclusivity(unchecked) @usableFromInline var bits: UInt = 0
  #endif

  @inlinable
  init() {}
}

/// An identity watch read in place: the offset of the reference in the state, and the box
/// that keeps what the watch saw.
@MainActor
@usableFromInline
struct InPlaceIdentity {
  @usableFromInline let offset: Int
  @usableFromInline let box: IdentityBox

  @inlinable
  init(offset: Int, box: IdentityBox) {
    self.offset = offset
    self.box = box
  }

  /// Whether the reference at `offset` of `state` is not the one seen.
  @inlinable
  func changed(_ state: UnsafeRawPointer) -> Bool {
    // NB: Sound for the reason given where `offset` is found (`Store.observeIDs`): the
    // state's memory holds that reference at `offset`, and its bits are read, not retained.
    if box.seen == nil { return true }
    return state.load(fromByteOffset: offset, as: UInt.self) != box.bits
  }
}

/// A watch's token: what it saw of a versioned value.
@MainActor
@usableFromInline
final class TokenBox<State, Value> {
  @usableFromInline let read: (State) -> Value
  @usableFromInline let token: (Value) -> ObservationToken
  // NB: `@exclusivity(unchecked)`, sound as in `ValueBox`.
  #if COMPOSABLE_CHECKED_EXCLUSIVITY
    @usableFromInline var seen: ObservationToken?
  #else
    @exclusivity(unchecked) @usableFromInline var seen: ObservationToken?
  #endif

  @inlinable
  init(read: @escaping (State) -> Value, token: @escaping (Value) -> ObservationToken) {
    self.read = read
    self.token = token
  }

  @inlinable
  func record(_ value: Value) {
    seen = token(value)
  }

  @inlinable
  func changed(_ value: Value) -> Bool {
    seen != token(value)
  }
}

/// See ``StateObservers/wholeState``.
@MainActor
@usableFromInline
let wholeStateKey: AnyKeyPath = \WatchMark.version

/// A value's observation identity: equal tokens mean no change separates two values.
@usableFromInline
package struct ObservationToken: Equatable {
  /// An object replaced by changes (compared by identity), or `nil`.
  @usableFromInline let object: AnyObject?
  /// A number replaced by changes.
  @usableFromInline let number: UInt64

  @inlinable
  package init(object: AnyObject?, number: UInt64) {
    self.object = object
    self.number = number
  }

  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.number == rhs.number && lhs.object === rhs.object
  }
}

/// A value that carries an ``ObservationToken``: a store's observers compare tokens instead
/// of keeping a copy of the value.
package protocol ObservationVersioned {
  /// Replaced by every change to the value.
  var observationToken: ObservationToken { get }
}

extension Optional: ObservationVersioned where Wrapped: ObservationVersioned {
  /// The wrapped value's token, or one that stands for `nil`.
  package var observationToken: ObservationToken {
    self?.observationToken ?? ObservationToken(object: nil, number: 0)
  }
}

/// A standard collection: an observer keeps a copy of it only while it is small.
package protocol ObservationCopiedWhenSmall {
  /// Whether keeping a copy to compare with is cheap.
  var isSmallEnoughToKeep: Bool { get }
}

extension Array: ObservationCopiedWhenSmall {
  package var isSmallEnoughToKeep: Bool { count <= observationCopyLimit }
}
extension ContiguousArray: ObservationCopiedWhenSmall {
  package var isSmallEnoughToKeep: Bool { count <= observationCopyLimit }
}
extension Dictionary: ObservationCopiedWhenSmall {
  package var isSmallEnoughToKeep: Bool { count <= observationCopyLimit }
}
extension Set: ObservationCopiedWhenSmall {
  package var isSmallEnoughToKeep: Bool { count <= observationCopyLimit }
}

/// The largest standard collection an observer keeps a copy of.
let observationCopyLimit = 32

/// `T`'s token, when `T` is ``ObservationVersioned`` (checked at run time), else `nil`.
@usableFromInline
func observationToken<T>(of _: T.Type) -> ((T) -> ObservationToken)? {
  guard let versioned = T.self as? any ObservationVersioned.Type else { return nil }
  func opened<V: ObservationVersioned>(_: V.Type) -> ((T) -> ObservationToken)? {
    // NB: `V` is opened from `T.self`, so it is `T`; checked once here, not assumed.
    guard V.self == T.self else { return nil }
    let token: (T) -> ObservationToken = { value in
      // NB: Sound for the reason given in `equality(of:)`: `V` and `T` are the same type
      // (checked above), so viewing a `T` as a `V` reinterprets nothing. Tested by
      // FieldObservationTests (a versioned row list notifies on the changes that replace its
      // token, and only on those).
      withUnsafePointer(to: value) {
        $0.withMemoryRebound(to: V.self, capacity: 1) { $0.pointee.observationToken }
      }
    }
    return token
  }
  return opened(versioned)
}

/// Whether to keep a copy of a `T`, when `T` is a standard collection; `nil` for other types.
@usableFromInline
func keepsCopy<T>(of _: T.Type) -> ((T) -> Bool)? {
  guard let collection = T.self as? any ObservationCopiedWhenSmall.Type else { return nil }
  func opened<C: ObservationCopiedWhenSmall>(_: C.Type) -> ((T) -> Bool)? {
    guard C.self == T.self else { return nil }
    return { value in
      // NB: Sound as in `observationToken(of:)`: `C` is `T`, checked above. Tested by
      // FieldObservationTests (a small array is compared, a large one is not kept).
      withUnsafePointer(to: value) {
        $0.withMemoryRebound(to: C.self, capacity: 1) { $0.pointee.isSmallEnoughToKeep }
      }
    }
  }
  return opened(collection)
}

/// What the root runtime needs of one store's observers without knowing its state's type.
@MainActor
package protocol ObserverSet: AnyObject {
  /// Whether an observer may be registered or a subscriber waits.
  var isWatched: Bool { get }
  /// Notifies every observer registered: a scope whose store is gone can no longer tell
  /// which of its values changed.
  func notifyAllObservers()
  /// Calls the subscribers (after a send that changed the state).
  func callSubscribers()
}

/// The observers and subscribers of one store (a root or a scope), each watching what it
/// read: a value at a key path, the whole state, or whether an optional is present.
@MainActor
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
  // check cost more than the rest (W8). Sound: only this main-actor class touches them, and
  // every access is a plain load or store (an array is read out before it is iterated, so
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
    let onChange: @MainActor () -> Void
  }

  package init() {}

  /// The key of the whole state's watch (``Store/state``): a constant key path that no key
  /// path into a state can equal (its root is another type), so nothing is made per store.
  @inlinable
  package var wholeState: AnyKeyPath { wholeStateKey }

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

  /// The shared values' change count the subscribers last saw, when the state held shared
  /// values as they subscribed (`nil`: it held none).
  ///
  /// Every copy of a state refers to the same shared values, so comparing the state kept
  /// with the new one can't see a change to them: the count of changes does.
  var subscribedSharedEpoch: UInt64?

  @usableFromInline
  func subscribersDue(_ state: State) -> Bool {
    guard let subscribed else { return false }
    var sharedChanged = false
    if let seen = subscribedSharedEpoch {
      let now = SharedEpoch.current
      sharedChanged = now != seen
      subscribedSharedEpoch = now
    }
    guard subscribed.changed(state) || sharedChanged else { return false }
    subscribed.record(state)
    return true
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
    _ onChange: @escaping @MainActor () -> Void, makeWatch: () -> StateWatch<State>,
    state: () -> State
  ) -> StoreSubscription {
    let token = StoreSubscription()
    if subscribers.isEmpty {
      let watch = subscribed ?? makeWatch()
      let current = state()
      watch.record(current)
      subscribed = watch
      subscribedSharedEpoch =
        SharedValuesInUse.any && !sharedReferences(in: current).isEmpty
        ? SharedEpoch.current : nil
    }
    subscribers.append(Subscriber(token: token, onChange: onChange))
    return token
  }

  package func callSubscribers() {
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
      if subscribers.isEmpty { subscribed?.forget() }
    }
  }
}
