import Foundation

/// A key for a value kept in user defaults: swift-sharing's `.appStorage`, for `Bool`,
/// `Int`, `Double`, `String`, `URL`, `Data`, `Date` and `RawRepresentable` values whose raw
/// value is an `Int` or a `String`.
///
/// ```swift
/// @Shared(.appStorage("isHapticsOn")) var isHapticsOn = true
/// ```
///
/// The value is read from ``DependencyValues/defaultAppStorage`` (standard user defaults in
/// an app; a fresh suite in each test) when the first holder is created, and written at
/// each change. A change made to the same defaults key elsewhere in the process (by
/// `UserDefaults` directly, or SwiftUI's `@AppStorage`) reaches every holder.
public struct AppStorageKey<Value: Sendable>: SharedKey, FlushableSharedKey,
  CustomStringConvertible
{
  let key: String
  let store: UserDefaultsBox
  let get: @Sendable (UserDefaults, String) -> Value?
  let set: @Sendable (UserDefaults, String, Value) -> Void

  init(
    _ key: String,
    get: @escaping @Sendable (UserDefaults, String) -> Value?,
    set: @escaping @Sendable (UserDefaults, String, Value) -> Void
  ) {
    self.key = key
    self.store = UserDefaultsBox(DependencyValues._current.defaultAppStorage)
    self.get = get
    self.set = set
  }

  /// The key, in the defaults it was created with.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: key, store: ObjectIdentifier(store.defaults))
  }

  /// `.appStorage("key")`.
  public var description: String { ".appStorage(\(stringLiteral(key)))" }

  /// The stored value, or `nil` when none is stored.
  public func load(context: LoadContext<Value>) throws -> Value? {
    store.withDefaults { defaults in
      guard defaults.object(forKey: key) != nil else { return nil }
      return get(defaults, key)
    }
  }

  /// Hears of changes to the key made elsewhere in the process.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: store.defaults, queue: nil
    ) { [self] _ in
      switch store.withDefaults({ $0.object(forKey: key) == nil ? nil : get($0, key) }) {
      case let value?: subscriber.yield(value)
      case nil: subscriber.yieldReturningInitialValue()
      }
    }
    let token = NotificationToken(observer)
    return SharedSubscription { NotificationCenter.default.removeObserver(token.observer) }
  }

  /// Writes the value.
  public func save(_ value: Value, context: SaveContext) throws {
    store.withDefaults { set($0, key, value) }
    #if !canImport(Darwin)
      // NB: swift-corelibs-foundation keeps defaults in memory until `synchronize()`: they
      // are written when the last holder goes, and at exit.
      let store = store
      FlushAtExit.register(store.defaults) { store.synchronize() }
    #endif
  }

  func flushPendingSave() {
    #if !canImport(Darwin)
      store.synchronize()
    #endif
  }
}

/// The identity of a defaults value: its key, in its defaults (the same for every value
/// type: holding one key with two types is reported).
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

/// A `UserDefaults` held by a `Sendable` key, used only under one lock.
struct UserDefaultsBox: @unchecked Sendable {
  // NB: `@unchecked Sendable`: `UserDefaults` is thread-safe on Apple platforms (and
  // `Sendable` in their SDKs), but swift-corelibs-foundation does not promise it; so the
  // library touches `defaults` only inside `withDefaults`, under one process-wide lock
  // (`SharedStateTests.appStorageFromManyThreads` writes from many threads at once).
  // `defaults` also leaves through `DependencyValues.defaultAppStorage`, to the user, as
  // `UserDefaults.standard` does.
  let defaults: UserDefaults
  private static let lock = LockIsolated(())

  init(_ defaults: UserDefaults) {
    self.defaults = defaults
  }

  /// Runs `body` with the defaults, under the lock.
  func withDefaults<R>(_ body: (UserDefaults) -> R) -> R {
    Self.lock.withLock { _ in body(defaults) }
  }

  /// Writes the defaults to disk (what Apple platforms do by themselves).
  func synchronize() {
    #if !canImport(Darwin)
      _ = withDefaults { $0.synchronize() }
    #endif
  }
}

/// A notification observer token, removed when the subscription ends.
struct NotificationToken: @unchecked Sendable {
  // NB: `@unchecked Sendable`: an opaque token NotificationCenter gives back and takes to
  // `removeObserver`, which is thread-safe; nothing reads or changes it.
  let observer: any NSObjectProtocol

  init(_ observer: any NSObjectProtocol) {
    self.observer = observer
  }
}

extension SharedReaderKey {
  /// A `Bool` kept in user defaults under `key`.
  ///
  /// - Parameter key: The defaults key.
  /// - Returns: The key.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<Bool> {
    AppStorageKey(key, get: { $0.bool(forKey: $1) }, set: { $0.set($2, forKey: $1) })
  }

  /// An `Int` kept in user defaults under `key`.
  ///
  /// - Parameter key: The defaults key.
  /// - Returns: The key.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<Int> {
    AppStorageKey(key, get: { $0.integer(forKey: $1) }, set: { $0.set($2, forKey: $1) })
  }

  /// A `Double` kept in user defaults under `key`.
  ///
  /// - Parameter key: The defaults key.
  /// - Returns: The key.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<Double> {
    AppStorageKey(key, get: { $0.double(forKey: $1) }, set: { $0.set($2, forKey: $1) })
  }

  /// A `String` kept in user defaults under `key`.
  ///
  /// - Parameter key: The defaults key.
  /// - Returns: The key.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<String> {
    AppStorageKey(key, get: { $0.string(forKey: $1) }, set: { $0.set($2, forKey: $1) })
  }

  /// A `URL` kept in user defaults under `key`.
  ///
  /// - Parameter key: The defaults key.
  /// - Returns: The key.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<URL> {
    #if canImport(Darwin)
      AppStorageKey(key, get: { $0.url(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    #else
      // NB: swift-corelibs-foundation's `url(forKey:)` reads a web address as a file path
      // (`https://example.com/a` comes back as `file:///a`): kept as its string instead.
      AppStorageKey(
        key, get: { $0.string(forKey: $1).flatMap(URL.init(string:)) },
        set: { $0.set($2.absoluteString, forKey: $1) })
    #endif
  }

  /// A `Data` kept in user defaults under `key`.
  ///
  /// - Parameter key: The defaults key.
  /// - Returns: The key.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<Data> {
    AppStorageKey(key, get: { $0.data(forKey: $1) }, set: { $0.set($2, forKey: $1) })
  }

  /// A `Date` kept in user defaults under `key`.
  ///
  /// - Parameter key: The defaults key.
  /// - Returns: The key.
  public static func appStorage(_ key: String) -> Self where Self == AppStorageKey<Date> {
    AppStorageKey(
      key, get: { $0.object(forKey: $1) as? Date }, set: { $0.set($2, forKey: $1) })
  }

  /// A `RawRepresentable` value with an `Int` raw value kept in user defaults under `key`.
  ///
  /// - Parameter key: The defaults key.
  /// - Returns: The key.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value> {
    AppStorageKey(
      key, get: { Value(rawValue: $0.integer(forKey: $1)) },
      set: { $0.set($2.rawValue, forKey: $1) })
  }

  /// A `RawRepresentable` value with a `String` raw value kept in user defaults under `key`.
  ///
  /// - Parameter key: The defaults key.
  /// - Returns: The key.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value> {
    AppStorageKey(
      key, get: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) },
      set: { $0.set($2.rawValue, forKey: $1) })
  }
}
