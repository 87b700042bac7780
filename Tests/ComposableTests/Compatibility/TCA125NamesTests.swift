import ComposableTesting
import Foundation
import Testing

@testable import Composable

/// TCA 1.25's names that are one line here (Docs/Migrating.md lists them), each used as a
/// TCA user writes it.
@MainActor
@Suite struct TCA125NamesTests {
  struct Failure: Error, Equatable {}
  struct Item: Equatable, Sendable {
    let key: Int
  }

  struct Feature: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable, ViewAction {
      case view(View)
      enum View: Equatable { case tapped }
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Screen: ViewActionSending {
    let store: StoreOf<Feature>
  }

  @Test func sendOfAndViewSends() {
    let _: SendOf<Feature>.Type = Send<Feature.Action>.self
    let store = Store(initialState: Feature.State()) { Feature() }
    Screen(store: store).send(.tapped, transaction: Transaction(animation: .default))
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.send(.view(.tapped), animation: .default)
    viewStore.send(.view(.tapped), transaction: Transaction())
    #expect(store.withState(\.count) == 3)
  }

  @Test func fileStorageInMemoryAndConstantReaders() {
    withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      @Shared(.fileStorage(URL(fileURLWithPath: "/tmp/names.json"))) var names = ["A"]
      $names.withLock { $0.append("B") }
      #expect(names == ["A", "B"])
    }
    let reader = SharedReader.constant(42)
    #expect(reader.wrappedValue == 42)
  }

  @Test func identifiedArrayByAKeyPath() {
    let collected = LockIsolated<[Diagnostic]>([])
    let items = Diagnostics.$handler.withValue({ d in collected.withLock { $0.append(d) } }) {
      IdentifiedArray(uniqueElements: [Item(key: 1), Item(key: 2), Item(key: 1)], id: \.key)
    }
    #expect(items.ids == [1, 2])
    #expect(collected.current.count == 1)
  }

  @Test func taskResultConversions() throws {
    let success = TaskResult(Result<Int, Failure>.success(1))
    #expect(success == .success(1))
    #expect(success.flatMap { .success($0 + 1) } == .success(2))
    #expect(TaskResult<Int>.failure(Failure()).flatMap { .success($0 + 1) } == .failure(Failure()))
    #expect(try Result(TaskResult.success(3)).get() == 3)
    #expect(throws: Failure.self) { try Result(TaskResult<Int>.failure(Failure())).get() }
  }

  @Test func issueReporting() async {
    #expect(isTesting)
    let messages = await failureMessages {
      reportIssue("Something")
      reportIssue(Failure(), "saving")
      let value: Int? = withErrorReporting("loading") { throw Failure() }
      #expect(value == nil)
      let awaited: Int? = await withErrorReporting { () async throws -> Int in 5 }
      #expect(awaited == 5)
    }
    #expect(
      messages == [
        "Something", "Caught error: Failure(): saving", "Caught error: Failure(): loading",
      ])
  }
}
