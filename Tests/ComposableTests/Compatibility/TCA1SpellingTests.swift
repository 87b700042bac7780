import ComposableTesting
import Dispatch
import Foundation
import Testing

/// TCA 1.0 code, written as TCA 1.0 users write it, in a file that imports Foundation.
@MainActor
@Suite struct TCA1SpellingTests {
  @Test func uuidFromAnInteger() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(1).uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    @Dependency(\.uuid) var uuid
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      #expect(uuid() == UUID(0))
      #expect(uuid() == UUID(1))
    }
  }

  @Test func modifyThroughACasePath() throws {
    var child: Int? = 1
    try (/Optional.some).modify(&child) { $0 += 1 }
    #expect(child == 2)
    var absent: Int? = nil
    #expect(throws: CasePathExtractionError.self) {
      try (/Optional<Int>.some).modify(&absent) { $0 += 1 }
    }
    #expect(absent == nil)
  }

  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var ticks = 0
      var saved = 0
    }
    enum Action: Equatable {
      case queryChanged(String)
      case searched(String)
      case tapped
      case startTimer
      case tick
      case save
      case saved
    }
    enum CancelID { case search, tap, timer }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.storage) var storage

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .send(.searched(query))
          .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
      case .searched:
        return .none
      case .tapped:
        return .send(.saved)
          .throttle(id: CancelID.tap, for: .seconds(1), clock: clock, latest: true)
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return state.ticks == 2 ? .cancel(id: CancelID.timer) : .none
      case .save:
        return .run { send in
          try await storage.save(Data())
          await send(.saved)
        }
      case .saved:
        state.saved += 1
        return .none
      }
    }
  }

  func makeStore(_ clock: TestClock) -> TestStoreOf<Search> {
    TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.storage.save = { _ in }
    }
  }

  @Test func debounceThrottleAndTimerWithTheDependencyClock() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searched("ab"))
    await store.send(.tapped)
    await store.receive(.saved) { $0.saved = 1 }
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive({ $0 == .tick }) { $0.ticks = 2 }
  }

  @Test func nanosecondTimeouts() async {
    let store = makeStore(TestClock())
    await (TCA1Nanoseconds() as any TCA1Spelling).run(store)
  }

  @Test func darwinsTimeConstantsOnEveryPlatform() {
    // TCA 1.0's tests sleep `NSEC_PER_MSEC` nanoseconds (ViewStoreTests); Linux has none of
    // these without the library.
    #expect(
      [NSEC_PER_SEC, NSEC_PER_MSEC, NSEC_PER_USEC, USEC_PER_SEC]
        == [1_000_000_000, 1_000_000, 1_000, 1_000_000])
  }

  @Test func unimplementedForEveryCommonEndpointShape() async {
    let client = StorageClient.testValue
    let diagnostics = await collectDiagnostics {
      await #expect(throws: UnimplementedFailure.self) { try await client.save(Data()) }
      #expect(throws: UnimplementedFailure.self) { try client.delete("x") }
      await client.track("event")
      client.log("line")
      #expect(client.count() == 0)
      #expect(await client.load() == "")
      await #expect(throws: UnimplementedFailure.self) { try await client.fetch(1) }
    }
    #expect(diagnostics.count == 7)
    #expect(diagnostics.first?.contains("\"StorageClient.save\"") == true)
  }

  @Test func identifiedArrayOffsets() {
    struct Row: Identifiable, Equatable { let id: Int }
    var rows = IdentifiedArray(uncheckedUniqueElements: (0..<5).map(Row.init))
    rows.remove(atOffsets: [1, 3])
    #expect(rows.ids == [0, 2, 4])
    rows.move(fromOffsets: [0], toOffset: 3)
    #expect(rows.ids == [2, 4, 0])
    #expect(rows[id: 4] == Row(id: 4))
  }
}

/// Calls TCA 1.0's deprecated nanosecond forms without a deprecation warning at the call
/// site: the conformance is deprecated, the requirement is not.
protocol TCA1Spelling {
  @MainActor func run(_ store: TestStoreOf<TCA1SpellingTests.Search>) async
}

struct TCA1Nanoseconds: TCA1Spelling {
  @available(*, deprecated)
  @MainActor func run(_ store: TestStoreOf<TCA1SpellingTests.Search>) async {
    await store.send(.save)
    await store.receive(.saved, timeout: 250_000_000) { $0.saved = 1 }
    await store.send(.save)
    await store.receive(/TCA1SpellingTests.Search.Action.saved, timeout: NSEC_PER_SEC) {
      $0.saved = 2
    }
    await store.finish(timeout: NSEC_PER_SEC)
  }
}

/// A client with the usual endpoint shapes, its test value all `unimplemented`.
struct StorageClient: Sendable {
  var save: @Sendable (Data) async throws -> Void
  var delete: @Sendable (String) throws -> Void
  var track: @Sendable (String) async -> Void
  var log: @Sendable (String) -> Void
  var count: @Sendable () -> Int
  var load: @Sendable () async -> String
  var fetch: @Sendable (Int) async throws -> String
}

extension StorageClient: TestDependencyKey {
  static let testValue = StorageClient(
    save: unimplemented("StorageClient.save"),
    delete: unimplemented("StorageClient.delete"),
    track: unimplemented("StorageClient.track"),
    log: unimplemented("StorageClient.log"),
    count: unimplemented("StorageClient.count", placeholder: 0),
    load: unimplemented("StorageClient.load", placeholder: ""),
    fetch: unimplemented("StorageClient.fetch")
  )
}

extension DependencyValues {
  var storage: StorageClient {
    get { self[StorageClient.self] }
    set { self[StorageClient.self] = newValue }
  }
}

/// A `public` reducer whose effect captures `self` to reach a dependency: it says `Sendable`,
/// as TCA 1.0 users write it in Swift 6 mode (`Reducer` does not require `Sendable`).
public struct PublicFeature: Reducer, Sendable {
  public struct State: Equatable {
    public var value = 0
  }
  public enum Action: Equatable {
    case load
    case loaded(Int)
  }
  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .load:
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.loaded(42))
        }
      case let .loaded(value):
        state.value = value
        return .none
      }
    }
    .onChange(of: \.value) { _, newValue in
      Reduce { state, _ in
        state.value = newValue + 1
        return .none
      }
    }
  }
}

@MainActor
@Suite struct PublicReducerTests {
  @Test func aPublicSendableReducerReachesADependencyFromItsEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: PublicFeature.State()) {
      PublicFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.load)
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded(42)) { $0.value = 43 }
  }
}
