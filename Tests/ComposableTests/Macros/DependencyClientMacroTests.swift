import ComposableTesting
import Testing

// A dependency client written as swift-dependencies' `@DependencyClient` users write one.

@DependencyClient
struct MacroFactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
  var track: @Sendable (_ event: String) -> Void
  var favorite: @Sendable () -> Int = { 7 }
  // A default of two statements, on lines of their own, and a comment.
  var greeting: @Sendable (_ name: String) -> String = { name in
    let upper = name.uppercased()  // shouted
    return "Hi, " + upper
  }
}

extension MacroFactClient: TestDependencyKey {
  static let testValue = MacroFactClient()
}

extension DependencyValues {
  var macroFact: MacroFactClient {
    get { self[MacroFactClient.self] }
    set { self[MacroFactClient.self] = newValue }
  }
}

@Reducer
struct MacroFactFeature {
  @ObservableState
  struct State: Equatable { var fact: String? }
  enum Action: Equatable {
    case factTapped
    case factResponse(TaskResult<String>)
  }
  @Dependency(\.macroFact) var facts
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factTapped:
        return .run { send in
          await send(.factResponse(TaskResult { try await facts.fetch(number: 7) }))
        }
      case let .factResponse(.success(fact)):
        state.fact = fact
        return .none
      case .factResponse(.failure):
        return .none
      }
    }
  }
}

@MainActor @Suite struct DependencyClientMacroTests {
  @Test func anUnimplementedEndpointFailsByNameAndThrows() async {
    let client = MacroFactClient()
    var thrown: (any Error)?
    let messages = await failureMessages {
      do {
        _ = try await client.fetch(number: 1)
      } catch {
        thrown = error
      }
    }
    #expect(messages == ["Unimplemented: 'MacroFactClient.fetch'"])
    #expect(thrown as? Unimplemented == Unimplemented("MacroFactClient.fetch"))
  }

  @Test func unimplementedEndpointsThatDoNotThrowFailAndReturn() async {
    let client = MacroFactClient()
    var favorite = 0
    let messages = await failureMessages {
      client.track(event: "opened")
      favorite = client.favorite()
    }
    #expect(
      messages == [
        "Unimplemented: 'MacroFactClient.track'", "Unimplemented: 'MacroFactClient.favorite'",
      ])
    #expect(favorite == 7)
    var greeting = ""
    let greetingMessages = await failureMessages { greeting = client.greeting(name: "ada") }
    #expect(greetingMessages == ["Unimplemented: 'MacroFactClient.greeting'"])
    #expect(greeting == "Hi, ADA")
  }

  @Test func overriddenEndpointsRun() async throws {
    let tracked = LockIsolated<[String]>([])
    var client = MacroFactClient(
      fetch: { "\($0) is a number" }, track: { event in tracked.withValue { $0.append(event) } },
      favorite: { 1 }, greeting: { "Hello, \($0)" })
    #expect(try await client.fetch(number: 3) == "3 is a number")
    #expect(try await client.fetch(4) == "4 is a number")
    client.track(event: "a")
    #expect(tracked.value == ["a"])
    #expect(client.favorite() == 1)
    #expect(client.greeting(name: "Ada") == "Hello, Ada")
    client.fetch = { _ in "set" }
    #expect(try await client.fetch(number: 0) == "set")
  }

  @Test func aTestStoreFailsOnTheUnoverriddenEndpoint() async {
    let store = TestStore(initialState: MacroFactFeature.State()) { MacroFactFeature() }
    let messages = await failureMessages {
      await store.send(.factTapped)
      await store.receive(.factResponse(.failure(Unimplemented("MacroFactClient.fetch"))))
    }
    #expect(messages == ["Unimplemented: 'MacroFactClient.fetch'"])
  }

  @Test func anOverriddenEndpointUnderATestStore() async {
    let store = TestStore(initialState: MacroFactFeature.State()) {
      MacroFactFeature()
    } withDependencies: {
      $0.macroFact.fetch = { "\($0) is lucky" }
    }
    await store.send(.factTapped)
    await store.receive(.factResponse(.success("7 is lucky"))) { $0.fact = "7 is lucky" }
  }
}

// A client as swift-dependencies users also write them (the ninth review): values beside the
// endpoints, an endpoint only some platforms have, a main-actor one, one taking `inout`, one
// returning an optional.
@DependencyClient
struct MacroAPIClient: Sendable {
  var baseURL: String
  var token: String?
  let version: Int = 1
  #if os(Linux) || os(macOS) || os(iOS)
    var platformName: @Sendable () -> String = { "known" }
  #else
    var platformName: @Sendable () -> String = { "other" }
  #endif
  var present: @MainActor @Sendable (_ message: String) -> Void
  var bump: @Sendable (_ value: inout Int) -> Void
  var find: @Sendable (_ id: Int) -> String?
  var fetch: @Sendable (_ path: String) async throws -> String
}

@MainActor @Suite struct DependencyClientValuesTests {
  @Test func theInitializerOfValuesLeavesEndpointsUnimplemented() async {
    let client = MacroAPIClient(baseURL: "https://a")
    #expect(client.baseURL == "https://a")
    #expect(client.token == nil)
    #expect(client.version == 1)
    var found: String? = "unset"
    var value = 1
    var platform = ""
    let messages = await failureMessages {
      platform = client.platformName()
      found = client.find(id: 3)
      client.bump(value: &value)
      client.present(message: "hi")
    }
    #expect(found == nil)
    #expect(value == 1)
    #expect(
      messages == [
        "Unimplemented: 'MacroAPIClient.platformName'", "Unimplemented: 'MacroAPIClient.find'",
        "Unimplemented: 'MacroAPIClient.bump'",
        "Unimplemented: 'MacroAPIClient.present'",
      ])
    #expect(platform == "known")
  }

  @Test func theFullInitializerTakesValuesAndEndpoints() async throws {
    let presented = LockIsolated<[String]>([])
    let client = MacroAPIClient(
      baseURL: "b", token: "t", present: { message in presented.withValue { $0.append(message) } },
      bump: { $0 += 1 }, find: { "#\($0)" }, fetch: { "got \($0)" })
    var value = 1
    client.bump(value: &value)
    client.present(message: "hello")
    #expect(value == 2)
    #expect(presented.value == ["hello"])
    #expect(client.find(id: 4) == "#4")
    #expect(try await client.fetch(path: "/x") == "got /x")
    #expect(client.token == "t")
  }
}

// The tenth review: a value's default that goes on over lines, a parameter with neither
// label nor name, an endpoint named with a keyword.
@DependencyClient
struct MacroEdgeClient: Sendable {
  var greeting: String =
    "Hello, "
    + "world"
  var timeout: Duration =
    Duration
    .seconds(30)
  var track: @Sendable (_ event: String, _: Int) -> Void
  var `default`: @Sendable (_ x: Int) -> Void
}

@MainActor @Suite struct DependencyClientEdgeTests {
  @Test func multiLineDefaultsUnnamedParametersAndKeywordNames() async {
    let client = MacroEdgeClient()
    #expect(client.greeting == "Hello, world")
    #expect(client.timeout == .seconds(30))
    let messages = await failureMessages {
      client.track(event: "a", 1)
      client.default(x: 2)
    }
    #expect(
      messages == [
        "Unimplemented: 'MacroEdgeClient.track'", "Unimplemented: 'MacroEdgeClient.default'",
      ])
  }
}
