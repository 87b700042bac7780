import ComposableTesting
import Foundation
import Testing

@testable import Composable

struct Greeter: TestDependencyKey, Sendable {
  var greet: @Sendable (String) -> String
  static let testValue = Greeter { "test hello \($0)" }
}

private enum LiveOnlyKey: DependencyKey {
  static let liveValue = "live value"
}

extension DependencyValues {
  var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }
  fileprivate var liveOnly: String {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
}

@MainActor
@Suite struct DependencyTests {
  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case greetNow, greetLater, log(String) }
    @Dependency(\.greeter) var greeter
    @Dependency(Greeter.self) var greeterByType

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .greetNow:
        state.log.append(greeter.greet("now"))
        state.log.append(greeterByType.greet("by type"))
        return .none
      case .greetLater:
        return .run { send in
          try await Task.sleep(for: .milliseconds(1))
          await send(.log(greeter.greet("later")))
        }
      case let .log(line):
        state.log.append(line)
        return .none
      }
    }
  }

  @Test func reducerAndEffectsSeeTheStoreDependencies() async {
    let store = kindStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.greeter = Greeter { "store hello \($0)" }
    }
    store.send(.greetNow)
    await store.send(.greetLater).finish()
    #expect(store.state.log == ["store hello now", "store hello by type", "store hello later"])
  }

  @Test func storeCapturesDependenciesAtCreation() async {
    let store = withDependencies {
      $0.greeter = Greeter { "captured \($0)" }
    } operation: {
      kindStore(initialState: Feature.State()) { Feature() }
    }
    // Sent outside `withDependencies`: the store still uses what it captured.
    await store.send(.greetLater).finish()
    #expect(store.state.log == ["captured later"])
  }

  @Test func withDependenciesSyncAndAsync() async {
    @Dependency(\.greeter) var greeter
    #expect(greeter.greet("a") == "test hello a")
    withDependencies {
      $0.greeter = Greeter { "sync \($0)" }
    } operation: {
      #expect(greeter.greet("a") == "sync a")
    }
    await withDependencies {
      $0.greeter = Greeter { "async \($0)" }
    } operation: {
      await Task.yield()
      #expect(greeter.greet("a") == "async a")
    }
    #expect(greeter.greet("a") == "test hello a")
  }

  @Test func contextPicksTheDefault() {
    #expect(DependencyValues().context == .test, "The test runner is detected")
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.liveOnly) var liveOnly
      #expect(liveOnly == "live value")
    }
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.context) var context
      #expect(context == .preview)
    }
  }

  @Test func missingTestValueIsReportedOnceAndFallsBackToLive() async {
    let store = kindStore(initialState: Feature.State()) { Feature() }
    let diagnostics = await collectDiagnostics {
      withDependencies({ $0 = (store.core as? RootCore<Feature>)?.dependencies ?? $0 }) {
        @Dependency(\.liveOnly) var liveOnly
        #expect(liveOnly == "live value")
        #expect(liveOnly == "live value")
      }
    }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.contains("\"LiveOnlyKey\"") == true)
    #expect(diagnostics.first?.contains("has no test value") == true)
  }

  @Test func unimplementedReportsItsName() async {
    let closure: @Sendable (Int) -> String = unimplemented("Client.load", placeholder: "none")
    let throwing: @Sendable (Int) async throws -> String = unimplemented("Client.fetch")
    let diagnostics = await collectDiagnostics {
      #expect(closure(1) == "none")
      await #expect(throws: UnimplementedFailure.self) { try await throwing(1) }
    }
    #expect(diagnostics.count == 2)
    #expect(diagnostics[0].contains("\"Client.load\""))
    #expect(diagnostics[1].contains("\"Client.fetch\""))
  }
}

/// Overriding one endpoint of a dependency that has only a live value.
@MainActor
@Suite struct LiveOnlyEndpointTests {
  struct Client: Sendable {
    var fetch: @Sendable () -> Int
    var save: @Sendable (Int) -> Void
  }
  enum ClientKey: DependencyKey {
    static let liveValue = Client(fetch: { 1 }, save: { _ in })
  }

  struct Feature: Reducer {
    struct State: Equatable { var value = 0 }
    enum Action: Equatable { case load }
    @Dependency(ClientKey.self) var client
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.value = client.fetch()
      return .none
    }
  }

  @Test func overridingOneEndpointIsNotAUseOfTheLiveValue() async {
    let diagnostics = await collectDiagnostics {
      let store = TestStore(initialState: Feature.State()) {
        Feature()
      } withDependencies: {
        $0[ClientKey.self].fetch = { 42 }
      }
      await store.send(.load) { $0.value = 42 }
    }
    #expect(diagnostics == [])
    let nested = await collectDiagnostics {
      withDependencies {
        $0.context = .test
        $0[ClientKey.self].fetch = { 7 }
      } operation: {
        @Dependency(ClientKey.self) var client
        #expect(client.fetch() == 7)
      }
    }
    #expect(nested == [])
  }
}
