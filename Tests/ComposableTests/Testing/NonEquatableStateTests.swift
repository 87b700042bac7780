import ComposableTesting
import Testing

/// A reference type in state, with no `Equatable` conformance.
final class Document {
  var title: String
  init(title: String) { self.title = title }
}

struct ImportFailure: Error {
  var code: Int
}

struct Row {
  var name: String
  var tags: [String: Document] = [:]
}

/// A feature whose state is not `Equatable`: a class, an `Error`, rows of non-`Equatable`
/// structs and a dictionary of class instances.
struct Importer: Reducer {
  struct State {
    var document = Document(title: "Draft")
    var error: (any Error)?
    var rows: [Row] = []
    var count = 0
  }
  enum Action: Equatable {
    case fail(Int)
    case open(String)
    case add(String)
    case tag(row: Int, key: String, title: String)
    case load
    case loaded(Int)
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .fail(code):
      state.error = ImportFailure(code: code)
      return .none
    case let .open(title):
      state.document = Document(title: title)
      return .none
    case let .add(name):
      state.rows.append(Row(name: name))
      return .none
    case let .tag(row, key, title):
      state.rows[row].tags[key] = Document(title: title)
      return .none
    case .load:
      return .run { send in await send(.loaded(7)) }
    case let .loaded(count):
      state.count = count
      return .none
    case .increment:
      state.count += 1
      return .none
    }
  }
}

@MainActor
@Suite struct NonEquatableStateTests {
  @Test func aStateThatIsNotEquatableIsTestedExhaustively() async {
    let store = TestStore(initialState: Importer.State()) { Importer() }
    await store.send(.fail(1)) { $0.error = ImportFailure(code: 1) }
    await store.send(.open("Report")) { $0.document = Document(title: "Report") }
    await store.send(.add("first")) { $0.rows = [Row(name: "first")] }
    await store.send(.add("second")) { $0.rows.append(Row(name: "second")) }
    await store.send(.tag(row: 1, key: "k", title: "T")) {
      $0.rows[1].tags["k"] = Document(title: "T")
    }
    await store.send(.load)
    await store.receive(.loaded(7)) { $0.count = 7 }
  }

  @Test func aWrongErrorFailsWithADiffNamingTheField() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Importer.State()) { Importer() }
      await store.send(.fail(2)) { $0.error = ImportFailure(code: 3) }
    }
    #expect(
      messages == [
        """
        A state change does not match expectation after send(Importer.Action.fail(2)):
        Importer.State.error.code:
          − 3
          + 2

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func aWrongFieldOfAClassInstanceInTheSecondRowIsNamed() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Importer.State()) { Importer() }
      await store.send(.add("first")) { $0.rows = [Row(name: "first")] }
      await store.send(.add("second")) { $0.rows.append(Row(name: "second")) }
      await store.send(.tag(row: 1, key: "k", title: "T")) {
        $0.rows[1].tags["k"] = Document(title: "U")
      }
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("Importer.State.rows[1].tags[\"k\"].title:\n  − \"U\"\n  + \"T\"")
        == true)
  }

  @Test func anUnassertedChangeOfANonEquatableFieldFails() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Importer.State()) { Importer() }
      await store.send(.fail(4))
    }
    #expect(messages.first?.hasPrefix("State was not expected to change") == true)
    #expect(messages.first?.contains("Importer.State.error:") == true)
  }

  @Test func classInstancesCompareByIdentityWhenTheTestAsks() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Importer.State()) { Importer() }
      store.referenceComparison = .identity
      await store.send(.open("Report")) { $0.document = Document(title: "Report") }
    }
    #expect(
      messages == [
        """
        A state change does not match expectation after send(Importer.Action.open("Report")):
          Importer.State.document: different instances of Document

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func theSameInstanceIsEqualByIdentity() async {
    let shared = Document(title: "Shared")
    let store = TestStore(initialState: Importer.State(document: shared)) { Importer() }
    store.referenceComparison = .identity
    await store.send(.increment) { $0.count = 1 }
  }

  @Test func nonExhaustiveTestsCompareByStructureToo() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Importer.State()) { Importer() }
      store.exhaustivity = .off
      await store.send(.add("first"))
      await store.send(.fail(5)) { $0.error = ImportFailure(code: 6) }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Importer.State.error.code:\n  − 6\n  + 5") == true)
    let store = TestStore(initialState: Importer.State()) { Importer() }
    store.exhaustivity = .off
    await store.send(.add("first"))
    await store.send(.fail(5)) { $0.error = ImportFailure(code: 5) }
  }

  @Test func aClosureInStateFailsOnceNamingTheFieldAndTheRestIsStillCompared() async {
    struct Button: Reducer {
      struct State {
        var count = 0
        var onTap: @Sendable () -> Void = {}
      }
      enum Action: Equatable { case tap }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
      }
    }
    let messages = await failureMessages {
      let store = TestStore(initialState: Button.State()) { Button() }
      await store.send(.tap) { $0.count = 1 }
      await store.send(.tap) { $0.count = 3 }
    }
    #expect(messages.count == 2)
    #expect(
      messages.first == """
        Cannot compare NonEquatableStateTests.Button.State.onTap, a @Sendable () -> (): \
        NonEquatableStateTests.Button.State is not Equatable, so the \
        test store compares it by structure, and this value has nothing to compare (a closure, \
        or a type whose Mirror shows no fields). Make the type that holds it Equatable (its == \
        then decides), or the state itself.
        """)
    #expect(
      messages.last?.contains("NonEquatableStateTests.Button.State.count:\n  − 3\n  + 2") == true)
  }

  @Test func anEquatableStateIsComparedByItsOwnEquality() async {
    struct Cached: Reducer {
      struct State: Equatable {
        var count = 0
        var cache: [Int] = []
        // NB: The cache is not part of equality: a test need not assert it.
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.count == rhs.count }
      }
      enum Action: Equatable { case increment }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        state.cache.append(state.count)
        return .none
      }
    }
    let store = TestStore(initialState: Cached.State()) { Cached() }
    await store.send(.increment) { $0.count = 1 }
  }

  @Test func aScopedTestStoreOfANonEquatableChild() async {
    struct Parent: Reducer {
      struct State { var importer = Importer.State() }
      enum Action: Equatable { case importer(Importer.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.importer, action: /Action.importer) { Importer() }
      }
    }
    let messages = await failureMessages {
      let store = TestStore(initialState: Parent.State()) { Parent() }
      let child = store.scope(state: \.importer, action: /Parent.Action.importer)
      await child.send(.fail(1)) { $0.error = ImportFailure(code: 1) }
      await child.send(.fail(2)) { $0.error = ImportFailure(code: 1) }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Parent.State.importer.error.code:\n  − 1\n  + 2") == true)
  }
}

/// A shared value that is not `Equatable`.
struct ThemeSettings: Sendable {
  var theme: String
}

struct SharedSettings: Reducer {
  struct State {
    @Shared(.inMemory("settings")) var settings = ThemeSettings(theme: "light")
    var saves = 0
  }
  enum Action: Equatable { case dark, save }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .dark:
      state.$settings.withLock { $0.theme = "dark" }
      return .none
    case .save:
      state.saves += 1
      return .none
    }
  }
}

@MainActor
@Suite struct NonEquatableSharedStateTests {
  @Test func aSharedValueThatIsNotEquatableMustBeAsserted() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: SharedSettings.State()) { SharedSettings() }
      await store.send(.dark)
      await store.send(.save) { $0.saves = 1 }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("SharedSettings.State.settings.theme:") == true)
  }

  @Test func aSharedValueThatIsNotEquatableIsAsserted() async {
    let store = TestStore(initialState: SharedSettings.State()) { SharedSettings() }
    await store.send(.dark) { $0.$settings.withLock { $0.theme = "dark" } }
    await store.send(.save) { $0.saves = 1 }
  }
}

@Suite struct StructuralComparisonTests {
  final class Node {
    var value: Int
    var next: Node?
    init(value: Int) { self.value = value }
  }

  enum Payload {
    case none
    case one(Row)
    case two(Row, label: Document)
  }

  @Test func cyclesEndAndTheirContentsStillCount() {
    let a = Node(value: 1)
    a.next = a
    let b = Node(value: 1)
    b.next = b
    #expect(compareStructurally(a, b, root: "N").isEqual)
    let c = Node(value: 2)
    c.next = c
    #expect(!compareStructurally(a, c, root: "N").isEqual)
  }

  @Test func enumsCompareByCaseThenPayload() {
    let row = Row(name: "r")
    #expect(compareStructurally(Payload.one(row), Payload.one(row), root: "P").isEqual)
    #expect(!compareStructurally(Payload.one(row), Payload.none, root: "P").isEqual)
    #expect(
      !compareStructurally(
        Payload.two(row, label: Document(title: "a")),
        Payload.two(row, label: Document(title: "b")),
        root: "P"
      ).isEqual)
    #expect(!compareStructurally(Payload.one(row), Payload.one(Row(name: "s")), root: "P").isEqual)
  }

  @Test func dictionariesCompareByKeyWhateverTheirOrder() {
    var l: [String: Document] = [:]
    var r: [String: Document] = [:]
    for index in 0..<20 { l["\(index)"] = Document(title: "\(index)") }
    for index in (0..<20).reversed() { r["\(index)"] = Document(title: "\(index)") }
    #expect(compareStructurally(l, r, root: "D").isEqual)
    r["3"] = Document(title: "x")
    #expect(!compareStructurally(l, r, root: "D").isEqual)
    r["3"] = nil
    r["new"] = Document(title: "3")
    #expect(!compareStructurally(l, r, root: "D").isEqual)
  }

  @Test func identifiedArraysCompareIDsInOrderThenElements() {
    struct Item: Identifiable {
      let id: Int
      var document: Document
    }
    let one = IdentifiedArray(uniqueElements: [
      Item(id: 1, document: Document(title: "a")), Item(id: 2, document: Document(title: "b")),
    ])
    var two = IdentifiedArray(uniqueElements: [
      Item(id: 1, document: Document(title: "a")), Item(id: 2, document: Document(title: "b")),
    ])
    #expect(compareStructurally(one, two, root: "A").isEqual)
    two[id: 2]?.document = Document(title: "c")
    #expect(!compareStructurally(one, two, root: "A").isEqual)
    let swapped = IdentifiedArray(uniqueElements: one.reversed())
    #expect(!compareStructurally(one, swapped, root: "A").isEqual)
  }

  @Test func metatypesCompareByIdentity() {
    struct Holder { var type: Any.Type }
    #expect(compareStructurally(Holder(type: Int.self), Holder(type: Int.self), root: "H").isEqual)
    #expect(
      !compareStructurally(Holder(type: Int.self), Holder(type: String.self), root: "H").isEqual)
    #expect(
      compareStructurally(Holder(type: Int.self), Holder(type: Int.self), root: "H").opaque.isEmpty)
  }

  @Test func everyOpaquePartIsListedByPath() {
    struct TwoClosures {
      var first: () -> Int = { 1 }
      var rows = [Row(name: "a"), Row(name: "b")]
      var second: (Int) -> Int = { $0 }
    }
    let result = compareStructurally(TwoClosures(), TwoClosures(), root: "T")
    #expect(result.isEqual)
    #expect(result.opaque.map(\.path) == ["T.first", "T.second"])
    #expect(result.opaque.map(\.typeName) == ["() -> Int", "(Int) -> Int"])
  }
}
