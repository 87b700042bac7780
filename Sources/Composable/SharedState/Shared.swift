/// A value shared by every feature that holds it, and kept where its key says: read it like
/// a property, change it with ``withLock(_:)``, and every holder sees the change at once.
///
/// swift-sharing's `@Shared`, macro-free and dependency-free:
///
/// ```swift
/// struct Favorites: Reducer {
///   struct State: Equatable {
///     @Shared(.fileStorage(.favoritesURL)) var facts: [String] = []
///   }
///   enum Action { case save(String) }
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case let .save(fact):
///       state.$facts.withLock { $0.append(fact) }
///       return .none
///     }
///   }
/// }
/// ```
///
/// Where the value lives:
/// - ``Shared/init(value:)``: nowhere but in memory, shared by whoever it is passed to
///   (a child gets it as `Shared` from its parent: `Child.State(count: $count)`).
/// - `Shared.init(wrappedValue:_:)` with a ``SharedKey``: `.inMemory("key")` (for the
///   process's life), `.fileStorage(url)` (a JSON file), `.appStorage("key")` (user
///   defaults), or a key of your own. Holders of equal keys share one value; the stored
///   value is loaded when the first holder is created, and the default is used when none is
///   stored.
///
/// Part of a shared value is shared too: `$settings.volume` is a `Shared<Double>` that
/// reads and writes the volume inside `settings`. A view reading a shared value through a
/// store (`store.count`) is told of its changes, from wherever they come; a view reading
/// anything else is not.
///
/// In tests every key's storage is the test's own, and a `TestStore` asserts changes to
/// shared values like any other state change (see Docs/SharedState.md).
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
  let access: any SharedWritable<Value>

  init(access: any SharedWritable<Value>) {
    self.access = access
  }

  /// A value shared only by those it is passed to, kept in memory.
  ///
  /// - Parameter value: The value.
  public init(value: Value) {
    self.init(access: SharedReference(value: value, keyDescription: "Shared(value:)"))
  }

  /// A value stored under `key`: every holder of an equal key shares it.
  ///
  /// The stored value is loaded when the first holder of the key is created; when nothing
  /// is stored, or it can't be read (the error is ``loadError``, and is reported), the
  /// value is `wrappedValue`.
  ///
  /// ```swift
  /// @Shared(.appStorage("isHapticsOn")) var isHapticsOn = true
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value.
  ///   - key: Where the value is stored.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedKey<Value>
  ) {
    self.init(
      access: SharedRegistry.reference(
        for: key, default: wrappedValue, description: describeKey(key)))
  }

  /// Not available: a value stored under a key needs a default, used until one is stored
  /// (`@Shared(.fileStorage(url)) var facts: [String] = []`).
  @available(*, unavailable, message: "A shared value needs a default: '= value'")
  public init(_ key: some SharedKey<Value>) {
    // NB: Unreachable: the initializer is unavailable; it exists for its message.
    preconditionFailure("unavailable")
  }

  /// The holder `projectedValue` (`@Shared var count: Int` set from a parent's `$count`).
  ///
  /// - Parameter projectedValue: The holder to share with.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The value of an optional shared value, while it is not `nil`.
  ///
  /// The result keeps sharing the optional's value: when it becomes `nil`, the result reads
  /// the last value it had, and changes through it are dropped (and reported).
  ///
  /// - Parameter base: A shared optional value.
  public init?(_ base: Shared<Value?>) {
    guard let value = base.access.read() else { return nil }
    self.init(access: SharedUnwrapped(base: base.access, last: LockIsolated(value)))
  }

  /// The value; setting it changes it for every holder (as ``withLock(_:)`` does).
  public var wrappedValue: Value {
    get { access.read() }
    nonmutating set { access.modify { $0 = newValue } }
  }

  /// This holder (`$count`): pass it to share the value, change it with ``withLock(_:)``.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// A part of the value, shared with it (`$settings.volume`).
  public subscript<Member: Sendable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    Shared<Member>(access: SharedWritableMember(base: access, keyPath: keyPath))
  }

  /// A read-only part of the value, read through a key path that can't write
  /// (`$facts.count`).
  public subscript<Member: Sendable>(
    dynamicMember keyPath: KeyPath<Value, Member> & Sendable
  ) -> SharedReader<Member> {
    SharedReader<Member>(access: SharedMember(base: access, keyPath: keyPath))
  }

  /// Changes the value with exclusive access: every holder sees the change when `operation`
  /// returns, and its key saves it.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  ///
  /// `operation` works on a copy of the value that is written back when it returns (code in
  /// it may read the shared value, and sees the value as it was), so a change to a large
  /// collection copies it once.
  ///
  /// - Parameter operation: Changes the value.
  /// - Returns: What `operation` returns.
  @discardableResult
  public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    try access.modify(operation)
  }

  /// A read-only holder of the same value.
  public var reader: SharedReader<Value> {
    SharedReader(access: access)
  }

  /// The error met when the value was last loaded, or `nil` (the default or the stored
  /// value was used).
  public var loadError: (any Error)? {
    access.root.loadError
  }

  /// The error met when the value was last saved, or `nil` after a save that worked.
  ///
  /// A save that fails keeps the value in memory for every holder; the next change (or
  /// ``save()``) tries again.
  public var saveError: (any Error)? {
    access.root.saveError
  }

  /// Loads the stored value again (the whole value this holder is a part of, if it is one),
  /// replacing this one (for example after another process
  /// changed a file on a platform that can't watch it).
  ///
  /// - Throws: The error met reading it, also kept as ``loadError``.
  public func load() throws {
    try access.root.reload()
  }

  /// Saves the value now (the whole value this holder is a part of, if it is one), writing
  /// what its key batches (a file's pending write).
  ///
  /// - Throws: The error met saving it, also kept as ``saveError``.
  public func save() throws {
    try access.root.saveNow()
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Whether both hold equal values.
  public static func == (lhs: Shared, rhs: Shared) -> Bool {
    sharedValuesEqual(lhs.access, rhs.access)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The value's description.
  public var description: String {
    String(describing: wrappedValue)
  }
}

extension Shared: _WrapsStateField {
  package var _wrappedFieldValue: Any { wrappedValue }
}

extension Shared: _SharedField {
  package var _sharedRoot: any AnySharedReference { access.root }
  package var _holdsWholeRoot: Bool { access is any AnySharedReference }
  package var _sharedValue: any Sendable { access.read() }
}

/// A state field that holds a shared value: found by `TestStore` to snapshot it.
package protocol _SharedField {
  /// The reference whose value (or part of it) the field holds.
  var _sharedRoot: any AnySharedReference { get }
  /// Whether the field holds the reference's whole value (not a member of it, `$pair.x`, nor
  /// its unwrapped optional).
  var _holdsWholeRoot: Bool { get }
  /// The value the field shows (its part of the reference's value).
  var _sharedValue: any Sendable { get }
}

/// Whether two holders' values are equal (in a test assertion, as its snapshot has them).
func sharedValuesEqual<Value: Equatable>(
  _ lhs: any SharedReadable<Value>, _ rhs: any SharedReadable<Value>
) -> Bool {
  lhs.read() == rhs.read()
}

/// How messages name a key: its own description when it has one.
func describeKey(_ key: some SharedReaderKey) -> String {
  if let described = key as? any CustomStringConvertible { return described.description }
  return String(describing: key)
}
