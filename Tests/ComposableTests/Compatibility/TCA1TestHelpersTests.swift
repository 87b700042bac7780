import ComposableTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// TCA 1.0's test helpers and smaller APIs, written as TCA 1.0 users write them.
@MainActor
@Suite struct TCA1TestHelpersTests {
  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var changes: [String] = []
      var results: [String] = []
    }
    enum Action: Equatable {
      case queryChanged(String)
      case search
      case response([String])
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .queryChanged(query):
          state.query = query
          return .none
        case .search:
          return .run { [query = "q"] send in await send(.response([query])) }
        case let .response(results):
          state.results = results
          return .none
        }
      }
      .onChange(of: \.query) { oldValue, newValue in
        Reduce { state, _ in
          state.changes.append("\(oldValue)→\(newValue)")
          return .none
        }
      }
    }
  }

  @Test func onChangeRunsOnlyWhenTheValueChanged() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.queryChanged("a")) {
      $0.query = "a"
      $0.changes = ["→a"]
    }
    await store.send(.queryChanged("a"))
    await store.send(.queryChanged("ab")) {
      $0.query = "ab"
      $0.changes = ["→a", "a→ab"]
    }
  }

  @Test func withExhaustivityAndAssert() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.withExhaustivity(.off) {
      await store.send(.search)
      await store.finish()
    }
    #expect(store.exhaustivity == .on)
    store.withExhaustivity(.off) {
      store.assert { $0.results = ["q"] }
    }
    // Nothing changed since: not a failure for `assert`.
    store.assert { _ in }
  }

  @Test func assertMismatchIsAFailureWithADiff() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Search.State()) { Search() }
      store.exhaustivity = .off
      await store.send(.search)
      await store.finish()
      store.assert { $0.results = ["other"] }
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("A state change does not match expectation after assert") == true)
    #expect(messages.first?.contains("\"other\"") == true)
  }

  @Test func effectOf() {
    let effect: EffectOf<Search> = .send(.search)
    #expect(effect.isNone == false)
  }

  @Test func settingTheDatesNow() {
    @Dependency(\.date) var date
    let fixed = Date(timeIntervalSince1970: 1_234_567_890)
    withDependencies {
      $0.date.now = fixed
    } operation: {
      #expect(date.now == fixed)
      #expect(date() == fixed)
    }
  }

  @Test func urlSessionNeverReachesTheNetworkInTests() async throws {
    @Dependency(\.urlSession) var urlSession
    let url = try #require(URL(string: "https://example.com/facts"))
    await #expect(throws: URLError.self) {
      _ = try await urlSession.data(from: url)
    }
    let live = withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.urlSession) var urlSession
      return urlSession
    }
    #expect(live === URLSession.shared)
  }

  @Test func lockIsolatedAndActorIsolated() async {
    let events = LockIsolated<[String]>([])
    events.withValue { $0.append("a") }
    events.setValue(events.value + ["b"])
    #expect(events.value == ["a", "b"])
    #expect(events.count == 2)
    #expect(events == ["a", "b"])

    let seen = ActorIsolated<[Int]>([])
    await seen.withValue { $0.append(1) }
    await seen.setValue([1, 2])
    #expect(await seen.value == [1, 2])
    await Task.megaYield()
  }

  @Test func noDifferencePassesOnEqualValues() {
    expectNoDifference(Search.State(query: "a"), Search.State(query: "a"))
    XCTAssertNoDifference([1, 2], [1, 2])
  }

  @Test func noDifferenceFailsWithAFieldDiff() async {
    let messages = await failureMessages {
      expectNoDifference(
        Search.State(query: "a", results: ["x"]), Search.State(query: "b", results: ["x"]),
        "queries")
      XCTAssertNoDifference(1, 2)
    }
    #expect(messages.count == 2)
    #expect(messages.first?.hasPrefix("expectNoDifference failed - queries: …") == true)
    #expect(messages.first?.contains("query") == true)
    #expect(messages.first?.contains("results") == false)
    #expect(messages.first?.hasSuffix("(First: −, Second: +)") == true)
    #expect(messages.last?.hasPrefix("XCTAssertNoDifference failed: …") == true)
  }

  enum Action: Equatable, CasePathable {
    case child(Int)
    case other

    struct AllCasePaths {
      var child: AnyCasePath<Action, Int> {
        AnyCasePath(embed: Action.child) { if case .child(let v) = $0 { v } else { nil } }
      }
      var other: AnyCasePath<Action, Void> {
        AnyCasePath(embed: { Action.other }) { if case .other = $0 { () } else { nil } }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  @Test func casePathsAsSwitchPatternsAndSelf() {
    func name(_ action: Action) -> String {
      switch action {
      case /Action.child: "child"
      default: "other"
      }
    }
    #expect(name(.child(1)) == "child")
    #expect(name(.other) == "other")

    let identity: AnyCasePath<Action, Action> = /.self
    #expect(identity.extract(from: .other) == .other)
    let store = Store(initialState: 0) {
      Scope(state: \Int.self, action: /.self) {
        Reduce<Int, Action> { state, action in
          if case let .child(n) = action { state += n }
          return .none
        }
      }
    }
    store.send(.child(2))
    #expect(store.state == 2)
  }
}

/// Chained `.dependency` modifiers fuse into one reducer type, and keep nesting's order.
@MainActor
@Suite struct FusedDependencyTests {
  struct Feature: Reducer {
    @Dependency(\.date) var date
    @Dependency(\.uuid) var uuid
    func reduce(into state: inout [String], action: Void) -> Effect<Void> {
      state = ["\(date.now.timeIntervalSince1970)", uuid().uuidString]
      return .none
    }
  }

  @Test func chainedOverridesAreOneTypeAndTheInnermostWins() {
    let reducer = Feature()
      .dependency(\.date, .constant(Date(timeIntervalSince1970: 1)))
      .dependency(\.uuid, .incrementing)
      .dependency(\.date, .constant(Date(timeIntervalSince1970: 2)))
      .transformDependency(\.uuid) { _ in }
    #expect(type(of: reducer) == _DependencyKeyWritingReducer<Feature>.self)
    var state: [String] = []
    _ = reducer.reduce(into: &state, action: ())
    #expect(state == ["1.0", UUID(0).uuidString])
  }
}
