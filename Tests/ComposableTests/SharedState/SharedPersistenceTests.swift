import ComposableTesting
import Foundation
import Testing

@testable import Composable

@MainActor
@Suite struct SharedPersistenceTests {
  @Test func aFileValueSurvivesARelaunch() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let url = folder.file("facts.json")
    // NB: Writes batched over a minute: only the flush when the last holder goes writes.
    try withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .seconds(60))
    } operation: {
      do {
        let store = kindStore(initialState: FactList.State(url: url)) { FactList() }
        store.send(.add("1 is the loneliest number"))
        store.send(.add("2 is a prime"))
        #expect(!FileManager.default.fileExists(atPath: url.path))
      }
      let data = try Data(contentsOf: url)
      #expect(try JSONDecoder().decode([String].self, from: data).count == 2)
      let relaunched = kindStore(initialState: FactList.State(url: url)) { FactList() }
      #expect(relaunched.withState(\.facts) == ["1 is the loneliest number", "2 is a prime"])
    }
  }

  /// swift-sharing's bugs: a default key wrote an empty file, and file storage dropped every
  /// write after the first under the immediate scheduler tests use (fixed after 2.8.2).
  @Test func aDefaultIsNeverWrittenAndEveryImmediateWriteLands() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let url = folder.file("values.json")
    try withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .zero)
    } operation: {
      @Shared(.fileStorage(url)) var values: [Int] = []
      #expect(!FileManager.default.fileExists(atPath: url.path))
      for value in 1...3 {
        $values.withLock { $0.append(value) }
        let data = try Data(contentsOf: url)
        #expect(try JSONDecoder().decode([Int].self, from: data) == Array(1...value))
      }
    }
  }

  @Test func testsGetAnInMemoryFileSystemWrittenAtEachChange() throws {
    let url = URL(fileURLWithPath: "/nonexistent/values.json")
    @Shared(.fileStorage(url)) var values: [Int] = []
    let storage = DependencyValues._current.defaultFileStorage
    #expect(storage.contents(of: url) == nil)
    for value in 1...3 {
      $values.withLock { $0.append(value) }
      let data = try #require(storage.contents(of: url))
      #expect(try JSONDecoder().decode([Int].self, from: data) == Array(1...value))
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  /// An equal value written is no change: no file is made for the default, and a corrupt
  /// file is left as it is; the next different value is written.
  @Test func anEqualWriteWritesNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let fresh = folder.file("fresh.json")
    let corrupt = folder.file("corrupt.json")
    try Data("{ not json".utf8).write(to: corrupt)
    try withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .zero)
    } operation: {
      let value = Shared(wrappedValue: 5, .fileStorage(fresh))
      value.withLock { $0 = 5 }
      #expect(!FileManager.default.fileExists(atPath: fresh.path))
      let kept = diagnostics { Shared(wrappedValue: 5, .fileStorage(corrupt)) }.0
      kept.withLock { $0 = 5 }
      let untouched = try Data(contentsOf: corrupt)
      #expect(untouched == Data("{ not json".utf8))
      kept.withLock { $0 = 6 }
      let written = try JSONDecoder().decode(Int.self, from: Data(contentsOf: corrupt))
      #expect(written == 6)
    }
  }

  @Test func aCorruptFileKeepsTheDefaultAndNamesTheFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let url = folder.file("corrupt.json")
    try Data("{ not json".utf8).write(to: url)
    let (shared, messages) = withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .zero)
    } operation: {
      diagnostics { Shared(wrappedValue: [7], .fileStorage(url)) }
    }
    #expect(shared.wrappedValue == [7])
    #expect(messages.count == 1)
    #expect(messages.first?.contains(url.path) == true)
    #expect(messages.first?.contains("Keeping [") == true)
    guard case .undecodable(let path, _)? = shared.loadError as? FileStorageError else {
      Issue.record("Expected undecodable, not \(String(describing: shared.loadError))")
      return
    }
    #expect(path == url.path)
    // NB: The corrupt file is left as it is until the value changes.
    #expect(try Data(contentsOf: url) == Data("{ not json".utf8))
  }

  @Test func anUnwritableFolderReportsTheSaveErrorAndKeepsTheValue() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    // NB: A folder under a regular file can't be created, even by root.
    let blocker = folder.file("blocker")
    try Data().write(to: blocker)
    let url = blocker.appendingPathComponent("sub/values.json")
    let (shared, messages) = withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .zero)
    } operation: {
      diagnostics { () -> Shared<[Int]> in
        let shared = Shared<[Int]>(wrappedValue: [], .fileStorage(url))
        shared.withLock { $0.append(1) }
        return shared
      }
    }
    #expect(shared.wrappedValue == [1])
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Could not save .fileStorage(") == true)
    #expect(messages.first?.contains(url.path) == true)
    guard case .unwritable(let path, _)? = shared.saveError as? FileStorageError else {
      Issue.record("Expected unwritable, not \(String(describing: shared.saveError))")
      return
    }
    #expect(path == url.path)
    let (_, again) = diagnostics {
      #expect(throws: FileStorageError.self) { try shared.save() }
    }
    #expect(again.count == 1)
  }

  @Test func aValueJSONCantHoldIsReportedAndKept() {
    let url = URL(fileURLWithPath: "/virtual/nan.json")
    let (shared, messages) = diagnostics { () -> Shared<Double> in
      let shared = Shared(wrappedValue: 1.0, .fileStorage(url))
      shared.withLock { $0 = .nan }
      return shared
    }
    #expect(shared.wrappedValue.isNaN)
    #expect(messages.count == 1)
    guard case .unencodable(let path, _)? = shared.saveError as? FileStorageError else {
      Issue.record("Expected unencodable, not \(String(describing: shared.saveError))")
      return
    }
    #expect(path == url.path)
  }

  @Test func aPartOfAValueReportsAndRetriesTheWholeValuesErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let blocker = folder.file("blocker")
    try Data().write(to: blocker)
    let url = blocker.appendingPathComponent("settings.json")
    let (volume, messages) = withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .zero)
    } operation: {
      diagnostics { () -> Shared<Int> in
        let settings = Shared(wrappedValue: BenchmarkLikeSettings(), .fileStorage(url))
        let volume = settings.volume
        volume.withLock { $0 = 7 }
        return volume
      }
    }
    #expect(messages.count == 1)
    #expect(volume.saveError is FileStorageError)
    let (_, again) = diagnostics {
      #expect(throws: FileStorageError.self) { try volume.save() }
    }
    #expect(again.count == 1)
  }

  struct BenchmarkLikeSettings: Codable, Equatable, Sendable {
    var volume = 5
  }

  @Test func holdersWithDifferentWriteDelaysShareTheFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let url = folder.file("count.json")
    let first = withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .zero)
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    first.withLock { $0 = 1 }
    let second = withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .zero)
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    #expect(second.wrappedValue == 1)
    second.withLock { $0 = 10 }
    #expect(first.wrappedValue == 10)
  }

  @Test func aWebURLSurvivesARelaunchInAppStorage() throws {
    let suite = NSTemporaryDirectory() + "composable.tests.\(UUID().uuidString)"
    let address = try #require(URL(string: "https://example.com/a?b=c"))
    try withDependencies {
      $0.defaultAppStorage = try #require(UserDefaults(suiteName: suite))
    } operation: {
      @Shared(.appStorage("home")) var home = URL(fileURLWithPath: "/")
      home = address
    }
    try withDependencies {
      $0.defaultAppStorage = try #require(UserDefaults(suiteName: suite))
    } operation: {
      @Shared(.appStorage("home")) var home = URL(fileURLWithPath: "/")
      #expect(home == address)
    }
  }

  @Test func anInMemoryFileSystemCanStartCorrupt() {
    let url = URL(fileURLWithPath: "/virtual/bad.json")
    let (shared, messages) = withDependencies {
      $0.defaultFileStorage = .inMemory(files: [url: Data("nope".utf8)])
    } operation: {
      diagnostics { Shared(wrappedValue: 1, .fileStorage(url)) }
    }
    #expect(shared.wrappedValue == 1)
    #expect(messages.count == 1)
    #expect(shared.loadError != nil)
  }

  @Test func appStorageSurvivesARelaunchAndSeesOtherWriters() throws {
    let suite = NSTemporaryDirectory() + "composable.tests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    try withDependencies {
      $0.defaultAppStorage = defaults
    } operation: {
      do {
        @Shared(.appStorage("isOn")) var isOn = false
        @Shared(.appStorage("name")) var name = "Blob"
        @Shared(.appStorage("level")) var level = Level.low
        isOn = true
        $name.withLock { $0 += " Jr." }
        level = .high
      }
      #expect(defaults.bool(forKey: "isOn"))
      @Shared(.appStorage("isOn")) var isOn = false
      @Shared(.appStorage("name")) var name = "Blob"
      @Shared(.appStorage("level")) var level = Level.low
      @Shared(.appStorage("missing")) var missing = 42
      #expect(isOn)
      #expect(name == "Blob Jr.")
      #expect(level == .high)
      #expect(missing == 42)
      try #require(defaults.object(forKey: "missing") == nil)
    }
  }

  #if !canImport(Darwin)
    /// swift-corelibs-foundation writes defaults only on `synchronize()`: the library does,
    /// when the last holder goes (and at exit), so a setting survives a relaunch.
    @Test func appStorageIsWrittenToDiskWhenTheLastHolderGoes() throws {
      let suite = NSTemporaryDirectory() + "composable.tests.\(UUID().uuidString)"
      defer { try? FileManager.default.removeItem(atPath: suite + ".plist") }
      try withDependencies {
        $0.defaultAppStorage = try #require(UserDefaults(suiteName: suite))
      } operation: {
        @Shared(.appStorage("launches")) var launches = 0
        launches = 3
      }
      #expect(FileManager.default.fileExists(atPath: suite + ".plist"))
      let contents = try String(contentsOfFile: suite + ".plist", encoding: .utf8)
      #expect(contents.contains("launches"))
    }
  #endif

  enum Level: String, Sendable {
    case low, high
  }

  @Test func appStorageFromManyThreads() async throws {
    let suite = NSTemporaryDirectory() + "composable.tests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    let shared = withDependencies {
      $0.defaultAppStorage = defaults
    } operation: {
      Shared(wrappedValue: 0, .appStorage("count"))
    }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<50 {
        group.addTask { shared.withLock { $0 += 1 } }
      }
    }
    #expect(shared.wrappedValue == 50)
    #expect(defaults.integer(forKey: "count") == 50)
  }

  @Test func appStorageAndInMemoryValuesSurviveANewStore() throws {
    let suite = NSTemporaryDirectory() + "composable.tests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    withDependencies {
      $0.defaultAppStorage = defaults
    } operation: {
      do {
        let store = kindStore(initialState: Preferences.State()) { Preferences() }
        store.send(.toggle)
        store.send(.toggle)
        store.send(.toggle)
      }
      let relaunched = kindStore(initialState: Preferences.State()) { Preferences() }
      #expect(relaunched.withState(\.isOn) == false)
      #expect(relaunched.withState(\.toggles) == 3)
    }
    #expect(defaults.object(forKey: "isOn") as? Bool == false)
  }

  struct Preferences: Reducer {
    struct State: Equatable {
      @Shared(.appStorage("isOn")) var isOn = true
      @Shared(.inMemory("toggles")) var toggles = 0
    }
    enum Action { case toggle }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$isOn.withLock { $0.toggle() }
      state.$toggles.withLock { $0 += 1 }
      return .none
    }
  }

  @Test func anInMemoryValueOutlivesItsHolders() {
    do {
      @Shared(.inMemory("kept")) var kept = 0
      kept = 9
    }
    @Shared(.inMemory("kept")) var kept = 0
    #expect(kept == 9)
  }

  @Test func aCustomKeyLoadsSavesAndHearsOfChanges() {
    let backing = LockIsolated<[String: Int]>(["a": 3])
    let subscribers = LockIsolated<[SharedSubscriber<Int>]>([])
    let key = DictionaryKey(name: "a", backing: backing, subscribers: subscribers)
    let shared = Shared(wrappedValue: 0, key)
    #expect(shared.wrappedValue == 3)
    shared.withLock { $0 = 4 }
    #expect(backing.value["a"] == 4)
    subscribers.value.forEach { $0.yield(5) }
    #expect(shared.wrappedValue == 5)
    subscribers.value.forEach { $0.yieldReturningInitialValue() }
    #expect(shared.wrappedValue == 0)
  }

  struct DictionaryKey: SharedKey, Hashable {
    let name: String
    let backing: LockIsolated<[String: Int]>
    let subscribers: LockIsolated<[SharedSubscriber<Int>]>

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    func load(context: LoadContext<Int>) throws -> Int? { backing.value[name] }
    func subscribe(
      context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
    ) -> SharedSubscription {
      subscribers.withLock { $0.append(subscriber) }
      return SharedSubscription {}
    }
    func save(_ value: Int, context: SaveContext) throws {
      backing.withLock { $0[name] = value }
    }
  }
}
