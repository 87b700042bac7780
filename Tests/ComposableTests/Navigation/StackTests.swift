import ComposableTesting
import Foundation
import Testing

/// A list → detail → edit flow on a navigation stack, written as TCA 1.0 users write it.
struct ItemDetail: Reducer {
  struct State: Equatable {
    var title: String
    var ticks = 0
  }
  enum Action: Equatable {
    case startTimer
    case tick
    case doneTapped
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTimer:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    case .doneTapped:
      return .run { _ in await dismiss() }
    }
  }
}

struct ItemList: Reducer {
  struct State: Equatable {
    var path = StackState<ItemDetail.State>()
  }
  enum Action: Equatable {
    case path(StackAction<ItemDetail.State, ItemDetail.Action>)
    case open(String)
    case popToRoot
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(title):
        state.path.append(ItemDetail.State(title: title))
        return .none
      case .popToRoot:
        state.path.removeAll()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: /Action.path) { ItemDetail() }
  }
}

@MainActor
@Suite struct StackTests {
  func makeStore(_ clock: TestClock = TestClock()) -> TestStoreOf<ItemList> {
    TestStore(initialState: ItemList.State()) {
      ItemList()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func elementIDsAreDeterministicAndNeverReused() async {
    let store = makeStore()
    await store.send(.open("A")) { $0.path.append(ItemDetail.State(title: "A")) }
    await store.send(.open("B")) { $0.path.append(ItemDetail.State(title: "B")) }
    #expect(store.state.path.ids == [0, 1])
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await store.send(.open("C")) { $0.path.append(ItemDetail.State(title: "C")) }
    #expect(store.state.path.ids == [0, 2])
    await store.send(.path(.push(id: 3, state: ItemDetail.State(title: "D")))) {
      $0.path[id: 3] = ItemDetail.State(title: "D")
    }
    await store.send(.open("E")) { $0.path.append(ItemDetail.State(title: "E")) }
    #expect(store.state.path.ids == [0, 2, 3, 4])
  }

  /// A push may name an id the stack gave before and no longer holds, or one ahead of its
  /// next (ids from `@Dependency(\.stackElementID)`, shared by two stacks, are), as in TCA;
  /// the stack's own ids then continue after the highest.
  @Test func aPushMayNameAnyIDNotOnTheStack() async {
    let store = makeStore()
    await store.send(.open("A")) { $0.path.append(ItemDetail.State(title: "A")) }
    await store.send(.path(.popFrom(id: 0))) { $0.path.pop(from: 0) }
    await store.send(.path(.push(id: 0, state: ItemDetail.State(title: "B")))) {
      $0.path[id: 0] = ItemDetail.State(title: "B")
    }
    await store.send(.path(.push(id: 5, state: ItemDetail.State(title: "C")))) {
      $0.path[id: 5] = ItemDetail.State(title: "C")
    }
    await store.send(.open("D")) { $0.path.append(ItemDetail.State(title: "D")) }
    #expect(store.state.path.ids == [0, 5, 6])
  }

  @Test func poppedElementsHaveTheirEffectsCancelled() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.open("A")) { $0.path.append(ItemDetail.State(title: "A")) }
    await store.send(.open("B")) { $0.path.append(ItemDetail.State(title: "B")) }
    await store.send(.open("C")) { $0.path.append(ItemDetail.State(title: "C")) }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.path(.element(id: 2, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.receive(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.ticks = 1 }
    await store.receive(.path(.element(id: 2, action: .tick))) { $0.path[id: 2]?.ticks = 1 }
    // Pop (the top), popFrom (the middle and all above), pop to root.
    await store.send(.path(.popFrom(id: 2))) { $0.path.pop(from: 2) }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 2 }
    await store.receive(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.ticks = 2 }
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 3 }
    await store.send(.popToRoot) { $0.path = StackState() }
    await clock.advance(by: .seconds(10))
  }

  @Test func anElementPopsItselfThroughTheDismissDependency() async {
    let store = makeStore()
    await store.send(.open("A")) { $0.path.append(ItemDetail.State(title: "A")) }
    await store.send(.open("B")) { $0.path.append(ItemDetail.State(title: "B")) }
    await store.send(.path(.element(id: 1, action: .doneTapped)))
    await store.receive(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    #expect(store.state.path.ids == [0])
  }

  @Test func stackDiagnostics() async {
    let store = makeStore()
    await expectFailures {
      await store.send(.path(.element(id: 3, action: .tick)))
    } matching: { issue in
      issue.description.contains("A \"forEach\" at \"ComposableTests/StackTests.swift:")
        && issue.description.contains("missing (no element with id #3)")
    }
    await expectFailures {
      await store.send(.path(.popFrom(id: 7)))
    } matching: { issue in
      issue.description.contains("received \"popFrom(id: #7)\", but no element with that id")
    }
    await store.send(.open("A")) { $0.path.append(ItemDetail.State(title: "A")) }
    await expectFailures {
      await store.send(.path(.push(id: 0, state: ItemDetail.State(title: "B"))))
    } matching: { issue in
      issue.description.contains("received \"push(id: #0)\", but an element with that id")
    }
  }

  @Test func aStateMismatchNamesTheElementByID() async {
    let store = makeStore()
    await store.send(.open("A")) { $0.path.append(ItemDetail.State(title: "A")) }
    await expectFailures {
      await store.send(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 2 }
    } matching: { issue in
      issue.description.contains("#0") && issue.description.contains("− 2")
        && issue.description.contains("+ 1")
    }
  }
}
