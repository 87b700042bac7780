import ComposableTesting
import Foundation
import Testing

@testable import Composable

/// A detail screen holding one element of a shared list (`Shared($items[id: 1])`) that
/// deletes it: the change is the list's, which the state reaches only through the element.
@MainActor
@Suite struct SharedElementAssertionTests {
  struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
  }

  struct Detail: Reducer {
    struct State: Equatable {
      @Shared var item: Item
    }
    enum Action: Equatable { case deleteTapped }
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<Item> = []
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      $items.withLock { _ = $0.remove(id: state.item.id) }
      return .none
    }
  }

  @Test func anUnassertedChangeToTheListNamesIt() async {
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<Item> = [Item(id: 1, title: "A")]
    let element = Array($items)[0]
    let store = TestStore(initialState: Detail.State(item: element)) { Detail() }
    let messages = await failureMessages {
      await store.send(.deleteTapped)
    }
    #expect(
      messages == [
        """
        State was not expected to change, but a change occurred after \
        send(SharedElementAssertionTests.Detail.Action.deleteTapped):
        The shared value .inMemory("items") changed, and the state holds only part of it, so \
        the state looks the same:
        .inMemory("items")[id: 1]:
          − SharedElementAssertionTests.Item(
          −   id: 1,
          −   title: "A"
          − )
          + (absent)
        Assert the change through any holder of it in the assertion closure, as in \
        "$value.withLock { … }" with "@Shared(.inMemory("items")) var value" in the test.

        (Expected: −, Actual: +)
        """
      ])
  }

  /// What the message says to do passes.
  @Test func theChangeIsAssertedThroughAHolderOfTheList() async {
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<Item> = [Item(id: 1, title: "A")]
    let element = Array($items)[0]
    let store = TestStore(initialState: Detail.State(item: element)) { Detail() }
    await store.send(.deleteTapped) { _ in
      $items.withLock { _ = $0.remove(id: 1) }
    }
    #expect(items.isEmpty)
  }

  /// A list made with `Shared(value:)` has no key: the advice names the `Shared` the test made
  /// (from a review: it said `@Shared(Shared(value:)) var value`, which does not compile).
  @Test func aListWithoutAKeyIsAssertedThroughItsShared() async {
    let items = Shared<IdentifiedArrayOf<Item>>(value: [Item(id: 1, title: "A")])
    let store = TestStore(initialState: Other.State(item: Array(items)[0])) {
      Other(items: items)
    }
    let messages = await failureMessages { await store.send(.deleteTapped) }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("@Shared(Shared(value:))") == false, "\(messages)")
    #expect(
      messages.first?.contains(
        "as in \"$value.withLock { … }\", where \"$value\" is the Shared the test made it with.")
        == true, "\(messages)")
  }

  struct Other: Reducer {
    struct State: Equatable {
      @Shared var item: Item
    }
    enum Action: Equatable { case deleteTapped }
    let items: Shared<IdentifiedArrayOf<Item>>
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      items.withLock { _ = $0.remove(id: state.item.id) }
      return .none
    }
  }
}
