import ComposableTesting
import Foundation
import Testing

/// Every common endpoint shape (sync or async, throwing or not, returning `Void` or a value)
/// made `unimplemented` as TCA 1.0 users write it, and called from effects that are debounced
/// and throttled on `@Dependency(\.continuousClock)`, in a file that imports Foundation.
@MainActor
@Suite struct EndpointShapeTests {
  struct Client: Sendable {
    var syncVoid: @Sendable (String) -> Void
    var syncValue: @Sendable (String) -> Int
    var syncThrowsVoid: @Sendable (String) throws -> Void
    var syncThrowsValue: @Sendable (String) throws -> Int
    var asyncVoid: @Sendable (String) async -> Void
    var asyncValue: @Sendable (String) async -> Int
    var asyncThrowsVoid: @Sendable (String) async throws -> Void
    var asyncThrowsValue: @Sendable (String) async throws -> Int
  }

  nonisolated static let unimplementedClient = Client(
    syncVoid: unimplemented("Client.syncVoid"),
    syncValue: unimplemented("Client.syncValue", placeholder: -1),
    syncThrowsVoid: unimplemented("Client.syncThrowsVoid"),
    syncThrowsValue: unimplemented("Client.syncThrowsValue"),
    asyncVoid: unimplemented("Client.asyncVoid"),
    asyncValue: unimplemented("Client.asyncValue", placeholder: -1),
    asyncThrowsVoid: unimplemented("Client.asyncThrowsVoid"),
    asyncThrowsValue: unimplemented("Client.asyncThrowsValue")
  )

  /// Calls every endpoint of `client` once with `query`, and returns the sum of the values
  /// that came back (a thrown error counts as 1000).
  nonisolated static func callAll(_ client: Client, _ query: String) async -> Int {
    var total = 0
    client.syncVoid(query)
    total += client.syncValue(query)
    do { try client.syncThrowsVoid(query) } catch { total += 1000 }
    do { total += try client.syncThrowsValue(query) } catch { total += 1000 }
    await client.asyncVoid(query)
    total += await client.asyncValue(query)
    do { try await client.asyncThrowsVoid(query) } catch { total += 1000 }
    do { total += try await client.asyncThrowsValue(query) } catch { total += 1000 }
    return total
  }

  @Test func everyShapeReportsItsNameAndThrowsOrReturnsThePlaceholder() async {
    let diagnostics = await collectDiagnostics {
      #expect(await Self.callAll(Self.unimplementedClient, "q") == 4 * 1000 - 2)
    }
    #expect(diagnostics.count == 8)
    for name in [
      "syncVoid", "syncValue", "syncThrowsVoid", "syncThrowsValue",
      "asyncVoid", "asyncValue", "asyncThrowsVoid", "asyncThrowsValue",
    ] {
      #expect(diagnostics.contains { $0.contains("\"Client.\(name)\"") }, "\(name)")
    }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var results: [String] = []
    }
    enum Action: Equatable {
      case debounced(String)
      case throttled(String)
      case response(String, Int)
    }
    enum CancelID { case debounce, throttle }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.endpointShapes) var client

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .debounced(query):
        return .run { send in
          await send(.response(query, await EndpointShapeTests.callAll(client, query)))
        }
        .debounce(id: CancelID.debounce, for: .milliseconds(300), clock: clock)
      case let .throttled(query):
        return .run { send in
          await send(.response(query, await EndpointShapeTests.callAll(client, query)))
        }
        .throttle(id: CancelID.throttle, for: .seconds(1), clock: clock, latest: false)
      case let .response(query, total):
        state.results.append("\(query)=\(total)")
        return .none
      }
    }
  }

  /// A client whose every endpoint works, returning the query's length.
  nonisolated static let liveClient = Client(
    syncVoid: { _ in },
    syncValue: { $0.count },
    syncThrowsVoid: { _ in },
    syncThrowsValue: { $0.count },
    asyncVoid: { _ in },
    asyncValue: { $0.count },
    asyncThrowsVoid: { _ in },
    asyncThrowsValue: { $0.count }
  )

  @Test func debouncedAndThrottledEffectsCallEveryShape() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.endpointShapes = Self.liveClient
    }
    await store.send(.debounced("a"))
    await store.send(.debounced("ab"))
    await clock.advance(by: .milliseconds(300))
    await store.receive(.response("ab", 8)) { $0.results = ["ab=8"] }

    await store.send(.throttled("abc"))
    await store.receive(.response("abc", 12)) { $0.results.append("abc=12") }
    // Inside the window: `latest: false` keeps the first of the window's values for its end.
    await store.send(.throttled("x"))
    await store.send(.throttled("ignored"))
    await clock.advance(by: .seconds(1))
    await store.receive(.response("x", 4)) { $0.results.append("x=4") }
    await store.send(.throttled("yz"))
    await clock.advance(by: .seconds(1))
    await store.receive(.response("yz", 8)) { $0.results.append("yz=8") }
  }

  @Test func anUnimplementedClientFailsTheTestThatForgotToOverrideIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let messages = await failureMessages {
      await store.send(.debounced("a"))
      await clock.advance(by: .milliseconds(300))
      await store.receive(.response("a", 3998)) { $0.results = ["a=3998"] }
    }
    #expect(messages.count == 8)
    #expect(messages.allSatisfy { $0.contains("Unimplemented: \"Client.") })
  }
}

extension EndpointShapeTests.Client: TestDependencyKey {
  static let testValue = EndpointShapeTests.unimplementedClient
}

extension DependencyValues {
  fileprivate var endpointShapes: EndpointShapeTests.Client {
    get { self[EndpointShapeTests.Client.self] }
    set { self[EndpointShapeTests.Client.self] = newValue }
  }
}
