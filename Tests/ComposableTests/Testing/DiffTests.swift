import Testing

@testable import Composable

@Suite struct DiffTests {
  struct User: Equatable {
    var name: String
    var address: Address
  }
  struct Address: Equatable {
    var city: String
    var zip: String
  }
  enum Status: Equatable {
    case idle
    case loaded(String)
  }
  struct Row: Equatable, Identifiable {
    let id: Int
    var title: String
  }

  @Test func nestedStructWithOneChangedLeaf() {
    let before = User(name: "Blob", address: Address(city: "Paris", zip: "75001"))
    var after = before
    after.address.city = "Lyon"
    #expect(
      diff(before, after) == """
        DiffTests.User.address.city:
          − "Paris"
          + "Lyon"
        """)
  }

  @Test func arrayWithAnInsertedElement() {
    #expect(
      diff(["a", "b", "c"], ["a", "x", "b", "c"], root: "tags") == """
        tags[1]:
          − (absent)
          + "x"
        """)
  }

  @Test func arrayWithARemovedAndAChangedElement() {
    #expect(
      diff([1, 2, 3], [1, 3, 4], root: "numbers") == """
        numbers[1]:
          − 2
          + (absent)
        numbers[2]:
          − (absent)
          + 4
        """)
  }

  @Test func optionalGoingNil() {
    let before: User? = User(name: "Blob", address: Address(city: "Paris", zip: "75001"))
    #expect(
      diff(before as Any, User?.none as Any, root: "user") == """
        user:
          − DiffTests.User(
          −   name: "Blob",
          −   address: DiffTests.Address(
          −     city: "Paris",
          −     zip: "75001"
          −   )
          − )
          + nil
        """)
  }

  @Test func enumChangingCase() {
    #expect(
      diff(Status.idle, Status.loaded("ok"), root: "status") == """
        status:
          − DiffTests.Status.idle
          + DiffTests.Status.loaded("ok")
        """)
    #expect(
      diff(Status.loaded("a"), Status.loaded("b"), root: "status") == """
        status.loaded:
          − "a"
          + "b"
        """)
  }

  @Test func identifiedArrayRowChanging() {
    let before: IdentifiedArrayOf<Row> = [Row(id: 1, title: "Milk"), Row(id: 2, title: "Eggs")]
    var after = before
    after[id: 2]?.title = "Ham"
    after.append(Row(id: 3, title: "Jam"))
    #expect(
      diff(before, after, root: "rows") == """
        rows[id: 2].title:
          − "Eggs"
          + "Ham"
        rows[id: 3]:
          − (absent)
          + DiffTests.Row(
          +   id: 3,
          +   title: "Jam"
          + )
        """)
  }

  @Test func dictionariesAndClasses() {
    final class Model {
      var count: Int
      init(count: Int) { self.count = count }
    }
    #expect(
      diff(["a": 1, "b": 2], ["a": 1, "b": 3], root: "scores") == """
        scores["b"]:
          − 2
          + 3
        """)
    #expect(
      diff(Model(count: 1), Model(count: 2), root: "model") == """
        model.count:
          − 1
          + 2
        """)
  }

  @Test func equalValuesHaveNoDiff() {
    #expect(
      diff(
        User(name: "a", address: Address(city: "b", zip: "c")),
        User(name: "a", address: Address(city: "b", zip: "c"))) == nil)
  }

  @Test func dumpFormats() {
    #expect(customDump("line\nbreak") == #""line\nbreak""#)
    #expect(customDump([1, 2]) == "[\n  [0]: 1,\n  [1]: 2\n]")
    #expect(customDump([Int]()) == "[]")
    #expect(customDump(Status.loaded("x")) == #"DiffTests.Status.loaded("x")"#)
    #expect(customDump((1, label: "a")) == #"(1, label: "a")"#)
  }
}
