import ComposableTesting
import Testing

@testable import Composable

/// A row's reducer that changes its own element's id (a mistake: TCA traps on it). The array's
/// index must keep matching its elements, and the mistake is reported at the `forEach`.
@MainActor
@Suite(.serialized) struct ForEachChangedIDTests {
  nonisolated static let cancelled = LockIsolated(0)

  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var title = ""
    }
    enum Action: Equatable { case renumber(Int), renumberAndSend(Int), rename(String), wait }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .renumber(id): state.id = id
      case let .renumberAndSend(id):
        state.id = id
        return .send(.rename("sent"))
      case let .rename(title): state.title = title
      case .wait:
        return .run { _ in
          await withTaskCancellationHandler {
            _ = try? await Task.never()
          } onCancel: {
            ForEachChangedIDTests.cancelled.withLock { $0 += 1 }
          }
        }
      }
      return .none
    }
  }

  struct List: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State>
      var keyed: IdentifiedArray<Int, Row.State>
    }
    enum Action: Equatable {
      case row(id: Int, action: Row.Action)
      case keyed(id: Int, action: Row.Action)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.rows, action: /Action.row(id:action:)) { Row() }
        .forEach(\.keyed, action: /Action.keyed(id:action:)) { Row() }
    }
  }

  static func twoRows() -> List.State {
    List.State(
      rows: [Row.State(id: 1), Row.State(id: 2)],
      keyed: IdentifiedArray(uncheckedElements: [Row.State(id: 1), Row.State(id: 2)], id: \.id))
  }

  @Test func aRowThatRenumbersItselfIsFoundByItsNewIDAndReported() async {
    let store = Store(initialState: Self.twoRows()) { List() }
    let messages = await failureMessages {
      store.send(.row(id: 1, action: .renumber(5)))
      store.send(.keyed(id: 2, action: .renumber(7)))
    }
    let state = store.state
    #expect(state.rows._invariantViolation() == nil)
    #expect(state.keyed._invariantViolation() == nil)
    #expect(state.rows.ids == [5, 2])
    #expect(state.keyed.ids == [1, 7])
    #expect(messages.count == 2)
    #expect(
      messages.first?.contains(
        "ran a row's reducer that changed the row's id from 1 to 5") == true)
    #expect(messages.first?.contains("The row is now under the id 5") == true)
    #expect(messages.first?.contains("ForEachChangedIDTests.swift:") == true)
    // The renumbered row is routed to by its new id; the other row is untouched.
    store.send(.row(id: 5, action: .rename("five")))
    #expect(store.state.rows[id: 5]?.title == "five")
    #expect(store.state.rows[id: 2]?.title == "")
  }

  @Test func aRowThatTakesAnotherRowsIDIsRemovedAndReported() async {
    let store = Store(initialState: Self.twoRows()) { List() }
    let messages = await failureMessages {
      store.send(.row(id: 1, action: .renumber(2)))
    }
    #expect(store.state.rows._invariantViolation() == nil)
    #expect(store.state.rows.ids == [2])
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Another row has the id 2, so this row was removed") == true)
  }

  @Test func underATestStoreItFailsTheTest() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Self.twoRows()) { List() }
      await store.send(.row(id: 2, action: .renumber(3))) {
        $0.rows = [Row.State(id: 1), Row.State(id: 3)]
      }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("changed the row's id from 2 to 3") == true)
  }

  @Test func aRenumberedRowsEffectsAreCancelledAndTheOtherRowsKept() async {
    Self.cancelled.withLock { $0 = 0 }
    let store = Store(initialState: Self.twoRows()) { List() }
    let first = store.send(.row(id: 1, action: .wait))
    let second = store.send(.row(id: 2, action: .wait))
    _ = await failureMessages { store.send(.row(id: 1, action: .renumber(5))) }
    await first.finish()
    #expect(Self.cancelled.current == 1)
    second.cancel()
    await second.finish()
    #expect(Self.cancelled.current == 2)
  }

  /// What the renumbering action returned was for the row under its old id: dropped, not
  /// sent to an id no row has (which raised a second, misleading diagnostic).
  @Test func theEffectsOfTheRenumberingActionAreDropped() async {
    let store = Store(initialState: Self.twoRows()) { List() }
    let messages = await failureMessages {
      store.send(.row(id: 1, action: .renumberAndSend(5)))
    }
    #expect(messages.count == 1, "\(messages)")
    #expect(messages.first?.contains("those this action returned were dropped") == true)
    #expect(store.state.rows[id: 5]?.title == "")
  }
}
