import Foundation
import Testing

@testable import Composable

extension SharedReaderKey where Self == InMemoryKey<[String]>.Default {
  fileprivate static var names: Self { Self[.inMemory("names"), default: ["Blob"]] }
}

private let defaultsMade = LockIsolated(0)

extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  fileprivate static var counted: Self {
    Self[
      .inMemory("counted"),
      default: defaultsMade.withLock {
        $0 += 1; return 7
      }]
  }
}

/// swift-sharing's typed defaults (`SharedKey.Default`) and shared elements of a shared
/// identified array.
@MainActor
@Suite struct SharedKeyDefaultTests {
  struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
  }

  @Test func aKeyCarriesItsTypeAndDefault() {
    @Shared(.names) var names
    #expect(names == ["Blob"])
    @SharedReader(.names) var reader
    $names.withLock { $0.append("Blob Jr.") }
    #expect(reader == ["Blob", "Blob Jr."])
  }

  @Test func itIsTheSameStorageAsItsBaseKey() {
    @Shared(.names) var names
    @Shared(.inMemory("names")) var base: [String] = []
    #expect(base == ["Blob"])
    base = ["Other"]
    #expect(names == ["Other"])
  }

  @Test func aHolderMayGiveADefaultOfItsOwn() {
    @Shared(.names) var names = ["Own"]
    #expect(names == ["Own"])
    @SharedReader(.names) var reader = ["Ignored"]
    #expect(reader == ["Own"])
  }

  @Test func theDefaultIsMadeOnlyForTheFirstHolder() {
    let before = defaultsMade.current
    @Shared(.counted) var first
    @Shared(.counted) var second
    #expect(first == 7 && second == 7)
    #expect(defaultsMade.current == before + 1)
  }

  @Test func aSharedIdentifiedArrayGivesSharedElements() {
    @Shared(.inMemory("items")) var items: IdentifiedArrayOf<Item> = [
      Item(id: 1, title: "A"), Item(id: 2, title: "B"),
    ]
    let elements = Array($items)
    #expect(elements.map(\.wrappedValue) == [Item(id: 1, title: "A"), Item(id: 2, title: "B")])
    #expect(elements.map(\.id) == [1, 2])
    elements[1].withLock { $0.title = "Bee" }
    #expect(items[id: 2]?.title == "Bee")
    $items.withLock { $0[id: 1]?.title = "Ay" }
    #expect(elements[0].wrappedValue.title == "Ay")
    $items.withLock { _ = $0.remove(id: 1) }
    #expect(elements[0].wrappedValue.title == "Ay")
    #expect(Array($items).map(\.id) == [2])
  }
}
