import Observation

/// Where the observers of one observed value register: an `Observable` with one member, so
/// that each value read through a store has observers of its own.
///
/// Non-generic, so that its key path is a constant (a key path literal in a generic type is
/// instantiated at run time on every use).
@usableFromInline
package class WatchMark: Observable {
  let registrar = ObservationRegistrar()
  /// An observer may be registered: the value was read since it last changed.
  // NB: `@exclusivity(unchecked)`, sound as in `ValueBox`: plain loads and stores of a
  // flag of the store's engine (used on its actor only), none spanning a call.
  #if COMPOSABLE_CHECKED_EXCLUSIVITY
    @usableFromInline final var isObserved = false
  #else
    @exclusivity(unchecked) @usableFromInline final var isObserved = false
  #endif
  /// What observers observe (a key path to name, never read).
  @usableFromInline final var version: Int { 0 }

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
@usableFromInline
final class ValueBox<State, Value> {
  @usableFromInline let read: (State) -> Value
  @usableFromInline let equals: ((Value, Value) -> Bool)?
  @usableFromInline let keep: ((Value) -> Bool)?
  // NB: `@exclusivity(unchecked)`: read and written once per check of a watched store, and
  // the run-time check cost more than the check (W8). Sound: only this box's own methods and
  // its watch's closures touch it, on its store's actor (the box is not `Sendable`), each
  // access is a plain load or store, and none calls out while it lasts. Tested by CI's run with `-DCOMPOSABLE_CHECKED_EXCLUSIVITY`
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

/// Whether a watch compares what it reads with what it kept (not: it counts every check as a
/// change, for a value with no `==` or too costly to keep).
protocol ComparingRecorder: AnyObject {
  var compares: Bool { get }
}

extension ValueBox: ComparingRecorder {
  var compares: Bool { equals != nil && seen != nil }
}

/// What an identity watch keeps: the object it saw, alive, and its address.
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
