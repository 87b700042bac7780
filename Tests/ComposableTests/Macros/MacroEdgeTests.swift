import ComposableTesting
import Testing

// `@DependencyClient` endpoints that review twenty-two and the SyncUps example found the macro
// writing wrong: typed throws, an asynchronous endpoint with a synchronous default, a
// main-actor property with named parameters.

enum EdgeLoadError: Error, Equatable {
  case offline
}

@DependencyClient
struct EdgeClient: Sendable {
  // Typed throws: `Unimplemented` is not an `EdgeLoadError`, so it takes a default.
  var load: @Sendable (_ id: Int) async throws(EdgeLoadError) -> Int = {
    _ throws(EdgeLoadError) in throw .offline
  }
  // Typed throws returning nothing: reports, and returns.
  var save: @Sendable (_ id: Int) throws(EdgeLoadError) -> Void
  // `throws(any Error)` is `throws`: reports, then throws `Unimplemented`.
  var sync: @Sendable () async throws(any Error) -> Void
  // An asynchronous endpoint whose default is a synchronous literal (the warning "no 'async'
  // operations occur within 'await'" in the expansion, an error under warnings-as-errors).
  var status: @Sendable () async -> Int = { 3 }
  // Main-actor property: so is its method.
  @MainActor var show: @Sendable (_ message: String) -> Void
}

@MainActor @Suite struct DependencyClientHostileTests {
  @Test func aTypedThrowingEndpointReportsThenRunsItsDefault() async {
    let client = EdgeClient()
    var thrown: EdgeLoadError?
    let messages = await failureMessages {
      do throws(EdgeLoadError) {
        _ = try await client.load(id: 1)
      } catch {
        thrown = error
      }
    }
    #expect(messages == ["Unimplemented: 'EdgeClient.load'"])
    #expect(thrown == .offline)
    let saveMessages = await failureMessages {
      do throws(EdgeLoadError) {
        try client.save(id: 2)
      } catch {
        Issue.record("save threw \(error)")
      }
    }
    #expect(saveMessages == ["Unimplemented: 'EdgeClient.save'"])
  }

  @Test func throwsAnyErrorIsThrows() async {
    let client = EdgeClient()
    var thrown: (any Error)?
    let messages = await failureMessages {
      do { try await client.sync() } catch { thrown = error }
    }
    #expect(messages == ["Unimplemented: 'EdgeClient.sync'"])
    #expect(thrown as? Unimplemented == Unimplemented("EdgeClient.sync"))
  }

  @Test func anAsynchronousEndpointReturnsItsSynchronousDefault() async {
    let client = EdgeClient()
    var status = 0
    let messages = await failureMessages { status = await client.status() }
    #expect(messages == ["Unimplemented: 'EdgeClient.status'"])
    #expect(status == 3)
  }

  @Test func overriddenTypedAndMainActorEndpointsRun() async throws {
    var client = EdgeClient()
    client.load = { id throws(EdgeLoadError) in id * 10 }
    #expect(try await client.load(id: 4) == 40)
    let shown = LockIsolated<[String]>([])
    client.show = { message in shown.withValue { $0.append(message) } }
    client.show(message: "hi")
    #expect(shown.value == ["hi"])
  }
}

// Case names that are keywords wherever they stand, written in backticks (review twenty-two:
// the case paths were declared without them, and did not compile).
@CasePathable
enum KeywordCases: Equatable {
  case `rethrows`(Int)
  case `deinit`
  case `fileprivate`
  case `associatedtype`
  case `precedencegroup`
  case `Self`(String)
  case `Any`
  case `await`
  case `default`
}

@Suite struct KeywordCaseTests {
  @Test func eachKeywordCaseHasItsCasePath() {
    #expect(KeywordCases.rethrows(3)[case: \.rethrows] == 3)
    #expect(KeywordCases.Self("s")[case: \.Self] == "s")
    #expect(KeywordCases.deinit.is(\.deinit))
    #expect(!KeywordCases.deinit.is(\.fileprivate))
    #expect(KeywordCases.associatedtype.is(\.associatedtype))
    #expect(KeywordCases.precedencegroup.is(\.precedencegroup))
    #expect(KeywordCases.Any.is(\.Any))
    #expect(KeywordCases.await.is(\.await))
    #expect(KeywordCases.default.is(\.default))
    #expect(KeywordCases.allCasePaths.rethrows.embed(4) == .rethrows(4))
  }
}

// `IdentifiedAction`'s `element` case path has the case's labels, as in swift-case-paths:
// `.id` and `.action` (it was an unlabeled pair, read with `.0` and `.1`).
@Suite struct IdentifiedActionCasePathTests {
  @Test func theElementsValueIsLabeled() {
    let action = IdentifiedAction<Int, String>.element(id: 3, action: "tap")
    let element = action[case: \.element]
    #expect(element?.id == 3)
    #expect(element?.action == "tap")
    #expect(
      IdentifiedAction<Int, String>.allCasePaths.element.embed((id: 4, action: "b"))
        == .element(id: 4, action: "b"))
  }
}

// `Result { try await … }` (swift-concurrency-extras, which TCA 1.25 re-exports), as TCA 1.25
// features write their responses (a new user's trial: it did not compile).
@Reducer
struct ResultFeature {
  @ObservableState
  struct State: Equatable { var text = "" }
  enum Action: Equatable {
    case load(fail: Bool)
    case response(Result<String, any Error>)
    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case let (.load(a), .load(b)): a == b
      case let (.response(.success(a)), .response(.success(b))): a == b
      case (.response(.failure), .response(.failure)): true
      default: false
      }
    }
  }
  struct Failure: Error {}
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .load(fail):
        return .run { send in
          await send(
            .response(
              Result {
                try await Task.sleep(for: .zero)
                if fail { throw Failure() }
                return "loaded"
              }))
        }
      case let .response(.success(text)):
        state.text = text
        return .none
      case .response(.failure):
        state.text = "failed"
        return .none
      }
    }
  }
}

@MainActor @Suite struct AsyncResultTests {
  @Test func anAsyncResultCarriesTheValueOrTheError() async {
    let store = TestStore(initialState: ResultFeature.State()) { ResultFeature() }
    await store.send(.load(fail: false))
    await store.receive(\.response.success) { $0.text = "loaded" }
    await store.send(.load(fail: true))
    await store.receive(\.response.failure) { $0.text = "failed" }
  }
}
