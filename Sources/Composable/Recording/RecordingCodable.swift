import Foundation

// Codable conformances of the library's state and action types, so that a feature built
// from them can be recorded as JSON and replayed (see Docs/Recording.md).

/// The identities of the shared values one encoding or decoding meets: two fields holding
/// one shared value are written with one id, and read back as one shared value again.
///
/// Only whole values have an identity: a part of one (`$settings.volume`) is written as its
/// value, and read back as a value of its own.
package final class SharedCodingContext: Sendable {
  private struct Table: Sendable {
    var ids: [ObjectIdentifier: Int] = [:]
    var decoded: [Int: any Sendable] = [:]
    /// The holders met encoding, by id, when they are to be decoded into again.
    var encoded: [Int: any Sendable] = [:]
  }

  private let table = LockIsolated(Table())
  /// Whether decoding writes into the holders met encoding (see ``reusingHolders()``).
  let reusesHolders: Bool

  init(reusesHolders: Bool = false) {
    self.reusesHolders = reusesHolders
  }

  /// A context that, having encoded a state, decodes another into the same shared values:
  /// each id met encoding is decoded by setting that holder's value (for a test's expected
  /// state, whose shared values must stay the ones the test asserts through).
  package static func reusingHolders() -> SharedCodingContext {
    SharedCodingContext(reusesHolders: true)
  }

  /// `userInfo` carrying this context.
  package var userInfo: [CodingUserInfoKey: any Sendable] {
    guard let key = Self.key else { return [:] }
    return [key: self]
  }

  /// The key under which encoders and decoders carry a context.
  static let key = CodingUserInfoKey(rawValue: "Composable.SharedCodingContext")

  /// The context `userInfo` carries, if any.
  static func of(_ userInfo: [CodingUserInfoKey: Any]) -> SharedCodingContext? {
    guard let key else { return nil }
    return userInfo[key] as? SharedCodingContext
  }

  /// `userInfo` with a new context in it.
  package static func userInfo() -> [CodingUserInfoKey: any Sendable] {
    guard let key else { return [:] }
    return [key: SharedCodingContext()]
  }

  /// The id of the shared value `root` (the same for the same value); `holder` is kept for
  /// decoding into when the context reuses holders.
  func id(root: AnyObject, holder: @autoclosure () -> any Sendable) -> Int {
    let reuses = reusesHolders
    return table.withLock { table in
      let object = ObjectIdentifier(root)
      if let id = table.ids[object] { return id }
      let id = table.ids.count + 1
      table.ids[object] = id
      if reuses { table.encoded[id] = holder() }
      return id
    }
  }

  /// The holder met encoding with `id`, when the context reuses holders.
  func encodedHolder(id: Int) -> (any Sendable)? {
    table.withLock { $0.encoded[id] }
  }

  /// The holder already decoded for `id`, or the one `make` makes (then kept for `id`).
  func holder<Holder: Sendable>(id: Int, make: () throws -> Holder) rethrows -> Holder {
    if let existing = table.withLock({ $0.decoded[id] }) as? Holder { return existing }
    let made = try make()
    table.withLock { $0.decoded[id] = made }
    return made
  }
}

/// How a shared value is written when the encoder carries a ``SharedCodingContext``: its
/// value and the id of its holder.
private enum SharedCodingKeys: String, CodingKey {
  case shared
  case value
}

extension Shared: Encodable where Value: Encodable {
  /// Encodes the value (with the holder's identity, when recording: two fields sharing one
  /// value are decoded as one shared value again).
  public func encode(to encoder: any Encoder) throws {
    try encodeShared(access, to: encoder)
  }
}

extension Shared: Decodable where Value: Decodable {
  /// Decodes a value shared only by the fields decoded with it (``init(value:)``): a key's
  /// storage is not read or written.
  public init(from decoder: any Decoder) throws {
    self = try decodeShared(from: decoder) { Shared(value: $0) }
  }
}

extension SharedReader: Encodable where Value: Encodable {
  /// Encodes the value (see ``Shared/encode(to:)``).
  public func encode(to encoder: any Encoder) throws {
    try encodeShared(access, to: encoder)
  }
}

extension SharedReader: Decodable where Value: Decodable {
  /// Decodes a value of its own (``init(value:)``), or the holder decoded with the same
  /// identity (see ``Shared/init(from:)``).
  public init(from decoder: any Decoder) throws {
    // NB: A read-only holder met encoding can't take a value: it is kept as it is.
    if let context = SharedCodingContext.of(decoder.userInfo),
      let container = try? decoder.container(keyedBy: SharedCodingKeys.self),
      let id = try? container.decode(Int.self, forKey: .shared),
      let existing = context.encodedHolder(id: id) as? SharedReader<Value>
    {
      self = existing
      return
    }
    // NB: Otherwise as a writable holder: a reader and a writable holder of one value share
    // it when both were recorded.
    self = try decodeShared(from: decoder) { Shared(value: $0) }.reader
  }
}

private func encodeShared<Value: Encodable & Sendable>(
  _ access: any SharedReadable<Value>, to encoder: any Encoder
) throws {
  guard let context = SharedCodingContext.of(encoder.userInfo), access.path.isEmpty else {
    var container = encoder.singleValueContainer()
    try container.encode(access.read())
    return
  }
  var container = encoder.container(keyedBy: SharedCodingKeys.self)
  let holder: any Sendable =
    if let writable = access as? any SharedWritable<Value> {
      Shared(access: writable)
    } else {
      SharedReader(access: access)
    }
  try container.encode(context.id(root: access.root, holder: holder), forKey: .shared)
  try container.encode(access.read(), forKey: .value)
}

private func decodeShared<Value: Decodable & Sendable>(
  from decoder: any Decoder, make: (Value) -> Shared<Value>
) throws -> Shared<Value> {
  if let context = SharedCodingContext.of(decoder.userInfo),
    let container = try? decoder.container(keyedBy: SharedCodingKeys.self),
    let id = try? container.decode(Int.self, forKey: .shared)
  {
    if let existing = context.encodedHolder(id: id) as? Shared<Value> {
      let value = try container.decode(Value.self, forKey: .value)
      existing.withLock { $0 = value }
      return existing
    }
    return try context.holder(id: id) {
      make(try container.decode(Value.self, forKey: .value))
    }
  }
  return make(try decoder.singleValueContainer().decode(Value.self))
}

/// An error read back from a recording: the recorded error's type name, description and
/// localized description.
///
/// A `TaskResult` failure is recorded as the error's type and texts (errors are not
/// `Codable` in general), and replayed as this error: a reducer that shows
/// `String(describing: error)` or `error.localizedDescription` shows the same text; one that
/// matches the error's own type sees this one instead (see Docs/Recording.md).
public struct RecordedError: Error, Codable, Hashable, Sendable, CustomStringConvertible,
  LocalizedError
{
  /// The recorded error's type, fully qualified.
  public var type: String
  /// The recorded error's description.
  public var description: String
  /// The recorded error's `localizedDescription`, if it was recorded.
  public var localizedText: String?

  /// An error recorded as `type` with `description` (and `localizedText`).
  ///
  /// - Parameters:
  ///   - type: The recorded error's type, fully qualified.
  ///   - description: Its description.
  ///   - localizedText: Its `localizedDescription`.
  public init(type: String, description: String, localizedText: String? = nil) {
    self.type = type
    self.description = description
    self.localizedText = localizedText
  }

  /// `error` as a recording keeps it.
  ///
  /// - Parameter error: Any error.
  public init(_ error: any Error) {
    if let recorded = error as? RecordedError {
      self = recorded
    } else {
      let description = "\(error)"
      let localized = error.localizedDescription
      self.init(
        type: String(reflecting: Swift.type(of: error)), description: description,
        localizedText: localized == description ? nil : localized)
    }
  }

  /// The recorded `localizedDescription` (so `localizedDescription` reads it back), or
  /// the description.
  public var errorDescription: String? {
    localizedText ?? description
  }
}

private enum TaskResultCodingKeys: String, CodingKey {
  case success
  case failure
}

extension TaskResult: Encodable where Success: Encodable {
  /// Encodes the success value, or the failure as a ``RecordedError``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TaskResultCodingKeys.self)
    switch self {
    case let .success(value): try container.encode(value, forKey: .success)
    case let .failure(error): try container.encode(RecordedError(error), forKey: .failure)
    }
  }
}

extension TaskResult: Decodable where Success: Decodable {
  /// Decodes a success value, or a failure as a ``RecordedError``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: TaskResultCodingKeys.self)
    if container.contains(.success) {
      self = .success(try container.decode(Success.self, forKey: .success))
    } else {
      self = .failure(try container.decode(RecordedError.self, forKey: .failure))
    }
  }
}
