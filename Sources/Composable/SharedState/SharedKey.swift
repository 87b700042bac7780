/// A key that loads a shared value from somewhere and hears of changes made there: what a
/// ``SharedReader`` reads (swift-sharing's `SharedReaderKey`, synchronous).
///
/// Every ``Shared`` or ``SharedReader`` created with keys of equal ``id`` holds one value:
/// a change through any of them is seen by all at once. Write a key of your own to keep a
/// value in a store of your own (a keychain, a database row); the library's are
/// ``InMemoryKey``, ``FileStorageKey`` and ``AppStorageKey``.
///
/// ```swift
/// struct RemoteFlagKey: SharedReaderKey {
///   let name: String
///   var id: String { name }
///   func load(context: LoadContext<Bool>) throws -> Bool? { flags[name] }
///   func subscribe(
///     context: LoadContext<Bool>, subscriber: SharedSubscriber<Bool>
///   ) -> SharedSubscription {
///     SharedSubscription {}
///   }
/// }
/// ```
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of the value.
  associatedtype Value: Sendable
  /// What makes two keys the same storage: keys with equal ids share one value.
  associatedtype ID: Hashable & Sendable

  /// The identity of the stored value.
  var id: ID { get }

  /// Loads the stored value.
  ///
  /// Called when the first holder of this key is created, and again when the user asks
  /// (``Shared/load()``).
  ///
  /// - Parameter context: Why the value is loaded, with the default when it is the first
  ///   load.
  /// - Returns: The stored value, or `nil` when nothing is stored (the default is kept).
  /// - Throws: When the stored value can't be read: the default is kept, and the error is
  ///   the holder's ``Shared/loadError``.
  func load(context: LoadContext<Value>) throws -> Value?

  /// Starts listening to changes made to the stored value from elsewhere (another process,
  /// another library), for as long as any holder of the key lives.
  ///
  /// - Parameters:
  ///   - context: The first load's context.
  ///   - subscriber: Takes each new value.
  /// - Returns: What stops listening.
  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self, Self: Hashable {
  /// The key itself, when it is `Hashable`.
  public var id: Self { self }
}

/// A key that can also save: what a ``Shared`` writes through (swift-sharing's `SharedKey`,
/// synchronous).
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves `value`.
  ///
  /// Called after every change made through a holder of the key (a key that writes to a
  /// slow medium batches the writes itself, as ``FileStorageKey`` does).
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - context: Why it is saved.
  /// - Throws: When it can't be saved: the error is the holders' ``Shared/saveError`` and is
  ///   reported; the value is kept in memory.
  func save(_ value: Value, context: SaveContext) throws
}

/// Why a value is loaded.
public enum LoadContext<Value: Sendable>: Sendable {
  /// The first load, by the creation of the first holder, whose default this is.
  case initialValue(Value)
  /// A load the user asked for (``Shared/load()``).
  case userInitiated
}

/// Why a value is saved.
public enum SaveContext: Hashable, Sendable {
  /// After a change through ``Shared/withLock(_:)`` (or an assignment).
  case didSet
  /// A save the user asked for (``Shared/save()``).
  case userInitiated
}

/// Takes the values a key hears of from elsewhere (see
/// ``SharedReaderKey/subscribe(context:subscriber:)``).
public struct SharedSubscriber<Value: Sendable>: Sendable {
  let onValue: @Sendable (Result<Value?, any Error>) -> Void

  /// Creates a subscriber that calls `onValue` with each result (for tests of a key).
  ///
  /// - Parameter onValue: Takes a value (`nil`: the stored value was removed, the default
  ///   is restored) or the error met reading it.
  public init(_ onValue: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
    self.onValue = onValue
  }

  /// Gives the holders a new value.
  ///
  /// - Parameter value: The value now stored.
  public func yield(_ value: Value) {
    onValue(.success(value))
  }

  /// Tells the holders the stored value is gone: they return to their default.
  public func yieldReturningInitialValue() {
    onValue(.success(nil))
  }

  /// Tells the holders the stored value could not be read: they keep their value, and the
  /// error is their ``Shared/loadError``.
  ///
  /// - Parameter error: What went wrong.
  public func yield(throwing error: any Error) {
    onValue(.failure(error))
  }
}

/// Stops a key's listening when cancelled or released.
public final class SharedSubscription: Sendable {
  private let onCancel: LockIsolated<(@Sendable () -> Void)?>

  /// Creates a subscription that runs `cancel` once, when cancelled or released.
  ///
  /// - Parameter cancel: Stops listening.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.onCancel = LockIsolated(cancel)
  }

  /// Stops listening (once).
  public func cancel() {
    let cancel = onCancel.withLock { action -> (@Sendable () -> Void)? in
      defer { action = nil }
      return action
    }
    cancel?()
  }

  deinit {
    cancel()
  }
}
