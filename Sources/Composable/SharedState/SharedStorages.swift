import Foundation

extension DependencyValues {
  /// Where `.inMemory` shared values live.
  ///
  /// Live: one storage for the process. Under test: a fresh storage for each test (shared
  /// by the test's own `@Shared` values and its `TestStore`s), so that nothing one test
  /// stores is seen by another, even when they run in parallel.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[explicit: InMemoryStorageKey.self] ?? SharedStorages.current(context).inMemory }
    set { self[InMemoryStorageKey.self] = newValue }
  }

  /// Where `.fileStorage` shared values are read and written.
  ///
  /// Live: ``FileStorage/fileSystem`` (writes batched, never lost). Under test: a fresh
  /// in-memory file system for each test, written at each change; override it with
  /// ``FileStorage/fileSystem(writeDelay:)`` to test against real files.
  public var defaultFileStorage: FileStorage {
    get { self[explicit: FileStorageDependencyKey.self] ?? SharedStorages.current(context).files }
    set { self[FileStorageDependencyKey.self] = newValue }
  }

  /// Where `.appStorage` shared values are kept.
  ///
  /// Live: `UserDefaults.standard`. Under test: a fresh suite for each test, in the
  /// temporary folder.
  public var defaultAppStorage: UserDefaults {
    get {
      self[explicit: AppStorageDependencyKey.self]?.defaults
        ?? SharedStorages.current(context).defaults.defaults
    }
    set { self[AppStorageDependencyKey.self] = UserDefaultsBox(newValue) }
  }
}

private enum InMemoryStorageKey: TestDependencyKey {
  static var testValue: InMemoryStorage { SharedStorages.current(.test).inMemory }
}

private enum FileStorageDependencyKey: TestDependencyKey {
  static var testValue: FileStorage { SharedStorages.current(.test).files }
}

private enum AppStorageDependencyKey: TestDependencyKey {
  static var testValue: UserDefaultsBox { SharedStorages.current(.test).defaults }
}

/// The storages of shared values: the process's, and each test's.
package struct SharedStorages: Sendable {
  let inMemory: InMemoryStorage
  let files: FileStorage
  let defaults: UserDefaultsBox

  /// The process's: live storage.
  static let live = SharedStorages(
    inMemory: InMemoryStorage(), files: .fileSystem, defaults: UserDefaultsBox(.standard))

  /// Fresh, empty storages for one test.
  static func forTest() -> SharedStorages {
    let suite = NSTemporaryDirectory() + "composable.tests.\(UUID().uuidString)"
    let defaults = UserDefaults(suiteName: suite) ?? UserDefaults()
    return SharedStorages(
      inMemory: InMemoryStorage(), files: .inMemory(), defaults: UserDefaultsBox(defaults))
  }

  /// The storages for `context`: the running test's under test.
  static func current(_ context: DependencyContext) -> SharedStorages {
    guard context == .test else { return live }
    return SharedTestScope.storages()
  }
}

/// Which test is running, so that each test gets storages of its own.
///
/// `ComposableTesting` installs ``currentTest`` when the test binary loads: the running
/// Swift Testing test, or XCTest test case. Outside any test (or without it) the storages
/// are shared by the whole process's test context.
package enum SharedTestScope {
  /// The identity of the running test, or `nil`.
  package static let currentTest = LockIsolated<(@Sendable () -> AnyHashableSendable?)?>(nil)
  private static let byTest = LockIsolated<[AnyHashableSendable: SharedStorages]>([:])
  private static let unscoped = SharedStorages.forTest()

  /// The running test's storages, made when it first asks.
  static func storages() -> SharedStorages {
    guard let test = currentTest.value?() else { return unscoped }
    return byTest.withLock { byTest in
      if let existing = byTest[test] { return existing }
      let made = SharedStorages.forTest()
      byTest[test] = made
      return made
    }
  }

  /// Forgets the storages of a test that ended (flushing nothing: tests write at once).
  package static func endTest(_ test: AnyHashableSendable) {
    let ended = byTest.withLock { $0.removeValue(forKey: test) }
    if let suite = ended?.defaults.defaults {
      suite.dictionaryRepresentation().keys.forEach { suite.removeObject(forKey: $0) }
    }
  }
}
