import Observation

/// Where the observers of one observed value register: an `Observable` with one member, so
/// that each value read through a store has observers of its own.
///
/// Non-generic, so that its key path is a constant (a key path literal in a generic type is
/// instantiated at run time on every use).
@MainActor
package class WatchMark: Observable {
  let registrar = ObservationRegistrar()
  /// An observer may be registered: the value was read since it last changed.
  final var isObserved = false
  /// What observers observe (a key path to name, never read).
  final var version: Int { 0 }

  init() {}

  /// Registers the current observation tracking, if any, as an observer.
  final func registerAccess() {
    registrar.access(self, keyPath: \.version)
  }

  /// Notifies the observers, which are then gone (observation tracking fires once).
  final func notifyObservers() {
    isObserved = false
    forget()
    registrar.willSet(self, keyPath: \.version)
    registrar.didSet(self, keyPath: \.version)
  }

  /// Drops what was kept of the value read.
  func forget() {}
}

/// One observed value of a store's state: what was read, and how to tell that it changed
/// without keeping a copy that a later write would have to copy again.
@MainActor
package class StateWatch<State>: WatchMark {
  /// Keeps what is needed to tell later whether the value changed.
  func record(_ state: State) {}
  /// Whether the value differs from the one recorded.
  func changed(_ state: State) -> Bool { true }
}

/// A watch of the value at a key path (or of the whole state), compared as
/// ``ObservationComparison`` decides for its type.
@MainActor
final class ValueWatch<State, Value>: StateWatch<State> {
  let read: (State) -> Value
  let comparison: ObservationComparison<Value>
  private var seen: Value?
  private var seenToken: ObservationToken?

  init(read: @escaping (State) -> Value, comparison: ObservationComparison<Value>) {
    self.read = read
    self.comparison = comparison
  }

  override func record(_ state: State) {
    let value = read(state)
    switch comparison {
    case let .versioned(token): seenToken = token(value)
    case let .equatable(_, keep): if keep(value) { seen = value }
    case .always: break
    }
  }

  override func changed(_ state: State) -> Bool {
    let value = read(state)
    switch comparison {
    case let .versioned(token):
      return seenToken != token(value)
    case let .equatable(equals, _):
      guard let seen else { return true }
      return !equals(seen, value)
    case .always:
      return true
    }
  }

  override func forget() {
    seen = nil
    seenToken = nil
  }
}

/// A watch of whether an optional value is present: what a view that shows a child only
/// while it exists depends on. Keeps a `Bool`, never the child.
@MainActor
final class PresenceWatch<State>: StateWatch<State> {
  let isPresent: (State) -> Bool
  private var seen: Bool?

  init(isPresent: @escaping (State) -> Bool) {
    self.isPresent = isPresent
  }

  override func record(_ state: State) { seen = isPresent(state) }
  override func changed(_ state: State) -> Bool { seen != isPresent(state) }
  override func forget() { seen = nil }
}

/// How a watch tells that a value changed.
enum ObservationComparison<Value> {
  /// By a token the value carries, which every change replaces (``IdentifiedArray``).
  case versioned((Value) -> ObservationToken)
  /// By `==` with the value read, kept only when `keep` says keeping it is cheap: a large
  /// standard collection is not kept (a write into it would copy it), and counts as changed
  /// after every reduction instead.
  case equatable(equals: (Value, Value) -> Bool, keep: (Value) -> Bool)
  /// Not comparable: every reduction counts as a change.
  case always

  /// The comparison for `Value`, decided once per watch from its conformances.
  @MainActor
  static func `for`(_ type: Value.Type) -> Self {
    if let token = observationToken(of: Value.self) { return .versioned(token) }
    guard let equals = equality(of: Value.self) else { return .always }
    if let keep = keepsCopy(of: Value.self) { return .equatable(equals: equals, keep: keep) }
    return .equatable(equals: equals, keep: { _ in true })
  }
}

/// A value's observation identity: equal tokens mean no change separates two values.
package struct ObservationToken: Equatable {
  /// An object replaced by changes (compared by identity), or `nil`.
  let object: AnyObject?
  /// A number replaced by changes.
  let number: UInt64

  package init(object: AnyObject?, number: UInt64) {
    self.object = object
    self.number = number
  }

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
func observationToken<T>(of _: T.Type) -> ((T) -> ObservationToken)? {
  guard let versioned = T.self as? any ObservationVersioned.Type else { return nil }
  func opened<V: ObservationVersioned>(_: V.Type) -> ((T) -> ObservationToken)? {
    // NB: `V` is opened from `T.self`, so it is `T`; checked once here, not assumed.
    guard V.self == T.self else { return nil }
    return { value in
      // NB: Sound for the reason given in `equality(of:)`: `V` and `T` are the same type
      // (checked above), so viewing a `T` as a `V` reinterprets nothing. Tested by
      // FieldObservationTests (a versioned row list notifies on the changes that replace its
      // token, and only on those).
      withUnsafePointer(to: value) {
        $0.withMemoryRebound(to: V.self, capacity: 1) { $0.pointee.observationToken }
      }
    }
  }
  return opened(versioned)
}

/// Whether to keep a copy of a `T`, when `T` is a standard collection; `nil` for other types.
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
  package enum Kind: Equatable {
    case value
    case presence
    case ids
  }

  private struct Field {
    let keyPath: AnyKeyPath
    let kind: Kind
    let watch: StateWatch<State>
  }

  /// Reads of the whole state (`store.state`).
  private var whole: StateWatch<State>?
  private var fields: [Field] = []
  private var subscribers: [Subscriber] = []
  /// What the subscribers last saw; kept while anyone subscribes.
  private var subscribed: StateWatch<State>?
  /// Whether a watch may be observed (false only once every watch was notified).
  private(set) var hasObserved = false

  private struct Subscriber {
    weak var token: StoreSubscription?
    let onChange: @MainActor () -> Void
  }

  package init() {}

  package var isWatched: Bool { hasObserved || !subscribers.isEmpty }
  /// How many distinct values were ever watched (for tests).
  package var fieldCount: Int { fields.count }

  /// Records a read of the whole state.
  ///
  /// - Returns: Whether the store's observers were not watched before this read.
  func accessWhole(_ state: () -> State) -> Bool {
    let watch: StateWatch<State>
    if let whole {
      watch = whole
    } else {
      watch = ValueWatch(read: { $0 }, comparison: .for(State.self))
      whole = watch
    }
    return access(watch, state)
  }

  /// Records a read of a value, creating its watch with `make` the first time.
  ///
  /// - Returns: Whether the store's observers were not watched before this read.
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

  private func access(_ watch: StateWatch<State>, _ state: () -> State) -> Bool {
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
  /// - Returns: Whether the subscribers are due (the state changed and someone subscribes).
  func check(_ state: State) -> Bool {
    if hasObserved {
      if let whole, whole.isObserved, whole.changed(state) { whole.notifyObservers() }
      for field in fields where field.watch.isObserved && field.watch.changed(state) {
        field.watch.notifyObservers()
      }
      // NB: Recomputed after the notifications: an observer that tracks again from its
      // `onChange` has read the store since.
      hasObserved = (whole?.isObserved ?? false) || fields.contains { $0.watch.isObserved }
    }
    guard !subscribers.isEmpty, let subscribed, subscribed.changed(state) else { return false }
    subscribed.record(state)
    return true
  }

  package func notifyAllObservers() {
    if let whole, whole.isObserved { whole.notifyObservers() }
    for field in fields where field.watch.isObserved { field.watch.notifyObservers() }
    hasObserved = (whole?.isObserved ?? false) || fields.contains { $0.watch.isObserved }
  }

  /// Adds a subscriber, called after each send that changes the state.
  func subscribe(
    _ onChange: @escaping @MainActor () -> Void, state: () -> State
  ) -> StoreSubscription {
    let token = StoreSubscription()
    if subscribers.isEmpty {
      let watch = subscribed ?? ValueWatch(read: { $0 }, comparison: .for(State.self))
      watch.record(state())
      subscribed = watch
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
