/// A read-only holder of a shared value: what a feature that shows a value but never
/// changes it holds (swift-sharing's `@SharedReader`).
///
/// ```swift
/// struct Header: Reducer {
///   struct State: Equatable {
///     @SharedReader var count: Int   // from a parent's `$count.reader`
///   }
///   // ...
/// }
/// ```
///
/// It reads what every ``Shared`` of the same value reads, and can also be created from a
/// key (`SharedReader.init(wrappedValue:_:)`), including keys that can't save.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value: Sendable>: Sendable {
  let access: any SharedReadable<Value>

  init(access: any SharedReadable<Value>) {
    self.access = access
  }

  /// A read-only holder of `shared`'s value.
  ///
  /// - Parameter shared: The value to read.
  public init(_ shared: Shared<Value>) {
    self.init(access: shared.access)
  }

  /// A constant value (for previews and tests).
  ///
  /// - Parameter value: The value.
  public init(value: Value) {
    self.init(access: SharedReference(value: value, keyDescription: "SharedReader(value:)"))
  }

  /// A value stored under `key`, read-only (see `Shared.init(wrappedValue:_:)`).
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value.
  ///   - key: Where the value is stored.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedReaderKey<Value>
  ) {
    self.init(
      access: SharedRegistry.reference(
        for: key, default: wrappedValue, description: describeKey(key)))
  }

  /// Not available: a value stored under a key needs a default, used until one is stored.
  @available(*, unavailable, message: "A shared value needs a default: '= value'")
  public init(_ key: some SharedReaderKey<Value>) {
    // NB: Unreachable: the initializer is unavailable; it exists for its message.
    preconditionFailure("unavailable")
  }

  /// The holder `projectedValue`.
  ///
  /// - Parameter projectedValue: The holder to read with.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The value.
  public var wrappedValue: Value {
    access.read()
  }

  /// This holder (`$count`).
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// A part of the value, read-only (`$settings.volume`).
  public subscript<Member: Sendable>(
    dynamicMember keyPath: KeyPath<Value, Member> & Sendable
  ) -> SharedReader<Member> {
    SharedReader<Member>(access: SharedMember(base: access, keyPath: keyPath))
  }

  /// The error met when the value was last loaded, or `nil`.
  public var loadError: (any Error)? {
    access.root.loadError
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether both hold equal values (see ``Shared``'s `==`).
  public static func == (lhs: SharedReader, rhs: SharedReader) -> Bool {
    sharedValuesEqual(lhs.access, rhs.access)
  }
}

extension SharedReader: CustomStringConvertible {
  /// The value's description.
  public var description: String {
    String(describing: wrappedValue)
  }
}

extension SharedReader: _WrapsStateField {
  package var _wrappedFieldValue: Any { wrappedValue }
}

extension SharedReader: _SharedField {
  package var _sharedRoot: any AnySharedReference { access.root }
  package var _sharedValue: any Sendable { access.read() }
  package var _holdsWholeRoot: Bool { access is any AnySharedReference }
}
