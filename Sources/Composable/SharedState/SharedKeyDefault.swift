/// A key with the default its value takes until one is stored: swift-sharing's
/// `SharedKey.Default`, so a key declared once gives every holder its type and default.
///
/// ```swift
/// extension SharedReaderKey where Self == FileStorageKey<[String]>.Default {
///   static var favorites: Self {
///     Self[.fileStorage(.documentsDirectory.appending(component: "favorites.json")), default: []]
///   }
/// }
///
/// @Shared(.favorites) var favorites         // a Shared<[String]>, [] until one is stored
/// @Shared(.favorites) var favorites = ["A"] // a default of its own
/// ```
///
/// It is the same storage as its base key: `@Shared(.favorites)` and
/// `@Shared(.fileStorage(url))` hold one value.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  /// The key the value is stored under.
  public let base: Base
  /// The default value, made when the first holder of the key is created with no stored
  /// value.
  public let defaultValue: @Sendable () -> Base.Value

  /// The key `key` with the default `value`.
  ///
  /// - Parameters:
  ///   - key: Where the value is stored.
  ///   - value: The value until one is stored.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The base key's identity: holders of the key and of its base share one value.
  public var id: Base.ID { base.id }

  /// Loads through the base key.
  ///
  /// - Parameter context: Why the value is loaded.
  /// - Returns: The stored value, or `nil`.
  public func load(context: LoadContext<Base.Value>) throws -> Base.Value? {
    try base.load(context: context)
  }

  /// Subscribes through the base key.
  ///
  /// - Parameters:
  ///   - context: The first load's context.
  ///   - subscriber: Takes each new value.
  /// - Returns: What stops listening.
  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves through the base key.
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - context: Why it is saved.
  public func save(_ value: Base.Value, context: SaveContext) throws {
    try base.save(value, context: context)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The base key's description.
  public var description: String { describeKey(base) }
}

extension SharedReaderKey {
  /// This key with a default value: `Self[key, default: value]`, as swift-sharing spells it.
  public typealias Default = _SharedKeyDefault<Self>
}

extension Shared {
  /// A value stored under a key that carries its default (`_SharedKeyDefault`):
  /// `@Shared(.favorites) var favorites`, the type and default written once, on the key.
  ///
  /// - Parameter key: Where the value is stored, with its default.
  public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// A value stored under a key that carries a default, with a default of its own.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value, used instead of the key's.
  ///   - key: Where the value is stored.
  public init<Key: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Key>
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }
}

extension SharedReader {
  /// A value stored under a key that carries its default, read-only.
  ///
  /// - Parameter key: Where the value is stored, with its default.
  public init<Key: SharedReaderKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// A value stored under a key that carries a default, read-only, with a default of its
  /// own.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value, used instead of the key's.
  ///   - key: Where the value is stored.
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Key>
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }
}

extension RangeReplaceableCollection {
  /// The elements of a shared identified array, each shared on its own (swift-sharing's
  /// spelling): `ForEach(Array($syncUps)) { $syncUp in … }`, or a child's state made from one.
  ///
  /// Each element is `Shared($array[id: id])`: it reads and writes the element with its id in
  /// the array, and keeps its last value once the element is removed.
  ///
  /// - Parameter shared: A shared identified array.
  public init<ID: Hashable & Sendable, Member: Sendable>(
    _ shared: Shared<IdentifiedArray<ID, Member>>
  ) where Element == Shared<Member> {
    self.init()
    for id in shared.wrappedValue.ids {
      if let element = Shared<Member>(shared[dynamicMember: \.[id: id]]) { append(element) }
    }
  }
}
