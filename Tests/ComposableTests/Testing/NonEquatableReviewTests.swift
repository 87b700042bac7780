import ComposableTesting
import Foundation
import Testing

/// Objects that point at each other, and at their parent weakly.
final class Peer {
  var value: Int
  var other: Peer?
  weak var parent: Peer?
  init(_ value: Int) { self.value = value }

  /// Two peers pointing at each other; returns the first.
  static func pair(_ first: Int, _ second: Int) -> Peer {
    let x = Peer(first)
    let y = Peer(second)
    x.other = y
    y.other = x
    return x
  }
}

enum Phase: CustomStringConvertible {
  case idle, loading
  case loaded(Document)
  var description: String { "Phase" }
}

/// A copy-on-write struct whose mirror is its storage's.
struct CopyOnWrite: CustomReflectable {
  final class Storage {
    var value: Int
    init(_ value: Int) { self.value = value }
  }
  var storage: Storage
  init(_ value: Int) { storage = Storage(value) }
  var customMirror: Mirror { Mirror(reflecting: storage) }
}

/// A struct whose mirror hides its field.
struct Hidden: CustomReflectable {
  var secret: Int
  var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .struct) }
}

struct Tappable {
  var title: String
  var onTap: @Sendable () -> Void = {}
}

/// A feature whose actions apply a closure to its state, so each test says what changes.
struct Mutating: Reducer {
  struct State {
    var count = 0
    var node: Peer?
    var document = Document(title: "a")
    var phase = Phase.idle
    var value: Any = 0
    var hidden: Hidden?
    var buttons: [Tappable] = []
  }
  enum Action {
    case run(@Sendable (inout State) -> Void)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .run(body):
      body(&state)
      return .none
    }
  }
}

struct AnyBox: Sendable {
  var value: any Sendable
}

struct SharedBox: Reducer {
  struct State {
    @Shared(.inMemory("box")) var box = AnyBox(value: 1)
    var count = 0
  }
  enum Action: Equatable { case retype }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$box.withLock { $0.value = Int8(1) }
    state.count += 1
    return .none
  }
}

/// What a hostile review of the structural comparison found, each a test.
@MainActor
@Suite struct NonEquatableReviewTests {
  @Test func aWrongExpectationOnObjectsThatPointAtEachOtherIsDiffed() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Mutating.State()) { Mutating() }
      await store.send(.run { $0.node = Peer.pair(1, 3) }) { $0.node = Peer.pair(1, 4) }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Mutating.State.node.other.value:\n  − 4\n  + 3") == true)
  }

  @Test func anAssertionClosureWritingThroughASharedInstanceFails() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Mutating.State()) { Mutating() }
      await store.send(
        .run {
          $0.document.title = "reducer"; $0.count = 1
        }
      ) {
        $0.count = 1
        $0.document.title = "wrong"
      }
    }
    #expect(messages.count == 2)
    #expect(messages.first?.hasPrefix("The reducer changed a class instance") == true)
    #expect(
      messages.last?.hasPrefix(
        """
        The assertion closure changed the feature's own state, through a class instance the \
        expected state shares with it, so the assertion could not fail:
          − title: "wrong"
          + title: "reducer"
        """) == true)
  }

  @Test func aNonExhaustiveAssertionWritingThroughAnInstanceFails() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Mutating.State()) { Mutating() }
      store.exhaustivity = .off
      await store.send(.run { $0.node = Peer(1) }) { $0.node?.value = 2 }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("  − value: 2\n  + value: 1") == true)
  }

  @Test func anInPlaceChangeAssertedCorrectlyGetsAHint() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Mutating.State()) { Mutating() }
      await store.send(.run { $0.document.title = "b" }) { $0.document.title = "b" }
    }
    #expect(messages.count == 2)
    #expect(
      messages.last?.hasSuffix(
        """
        omit the closure. A class instance the reducer changed in place is the same object \
        before and after the step, so its change cannot be seen: replace the instance instead.
        """) == true)
  }

  @Test func aChangeInPlaceWithNoAssertionFailsShowingIt() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Mutating.State()) { Mutating() }
      await store.send(.run { $0.count = 1 }) { $0.count = 1 }
      await store.send(.run { $0.document.title = "b" })
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        """
        The reducer changed a class instance of the state in place, reducing \
        Mutating.Action.run((Function)):
          − title: "a"
          + title: "b"
        A test store cannot assert a change made in place
        """) == true)
  }

  @Test func aNonExhaustiveTestSkipsAChangeInPlace() async {
    let store = TestStore(initialState: Mutating.State()) { Mutating() }
    store.exhaustivity = .off
    await store.send(.run { $0.document.title = "b" })
    await store.send(.run { $0.count = 1 }) { $0.count = 1 }
  }

  @Test func payloadFreeCasesWithTheSameDescriptionDiffer() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Mutating.State()) { Mutating() }
      await store.send(
        .run {
          $0.phase = .loading; $0.count = 1
        }
      ) { $0.count = 1 }
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("Mutating.State.phase:\n  − Phase.idle\n  + Phase.loading") == true)
  }

  @Test func aStructWhoseMirrorIsAClassIsComparedByItsFields() {
    #expect(!compareStructurally(CopyOnWrite(1), CopyOnWrite(2), root: "C").isEqual)
    #expect(compareStructurally(CopyOnWrite(1), CopyOnWrite(1), root: "C").isEqual)
    #expect(
      !compareStructurally(
        CopyOnWrite(1), CopyOnWrite(2), root: "C", referencesByIdentity: true
      ).isEqual)
  }

  @Test func aCustomMirrorShowingNoFieldsCannotBeCompared() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Mutating.State()) { Mutating() }
      await store.send(
        .run {
          $0.hidden = Hidden(secret: 0); $0.count = 1
        }
      ) {
        $0.count = 1
        $0.hidden = Hidden(secret: 0)
      }
      await store.send(
        .run {
          $0.hidden?.secret = 1; $0.count = 2
        }
      ) { $0.count = 2 }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Cannot compare Mutating.State.hidden, a Hidden:") == true)
  }

  @Test func aChangeOfTypeIsNamedWithBothTypes() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Mutating.State()) { Mutating() }
      await store.send(.run { $0.value = Int8(0) })
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Mutating.State.value: types differ: Int and Int8") == true)
  }

  @Test func anOptionalNilInAnAnyOptionalIsNotNil() {
    let some: Any? = .some(nil as Int? as Any)
    let none: Any? = nil
    #expect(!compareStructurally(some as Any, none as Any, root: "O").isEqual)
  }

  @Test func aNonEquatableSharedValueIsComparedByStructure() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: SharedBox.State()) { SharedBox() }
      await store.send(.retype) { $0.count = 1 }
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains(".inMemory(\"box\").value: types differ: Int and Int8") == true)
  }

  @Test func aClosureInEveryRowIsReportedOnce() async {
    let buttons = (0..<50).map { Tappable(title: "\($0)") }
    let messages = await failureMessages {
      let store = TestStore(initialState: Mutating.State(buttons: buttons)) { Mutating() }
      await store.send(.run { $0.count = 1 }) { $0.count = 1 }
      await store.send(.run { $0.buttons.insert(Tappable(title: "new"), at: 0) }) {
        $0.buttons.insert(Tappable(title: "new"), at: 0)
      }
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        """
        Cannot compare Mutating.State.buttons[0].onTap (and the same field of the other \
        elements), a @Sendable () -> ():
        """) == true)
  }

  @Test func anInstanceReachedAlongManyPathsIsComparedOnce() {
    final class Link {
      var left: Link?
      var right: Link?
      var value = 0
    }
    func chain(_ depth: Int, last: Int) -> Link {
      let head = Link()
      var node = head
      for level in 0..<depth {
        let next = Link()
        next.value = level == depth - 1 ? last : level
        node.left = next
        node.right = next
        node = next
      }
      return head
    }
    // NB: 2^40 paths: compared path by path, this would not end.
    #expect(compareStructurally(chain(40, last: 1), chain(40, last: 1), root: "L").isEqual)
    #expect(!compareStructurally(chain(40, last: 1), chain(40, last: 2), root: "L").isEqual)
  }

  @Test func pathsWithoutSubscripts() {
    #expect(withoutSubscripts("S.rows[3].onTap") == "S.rows[*].onTap")
    #expect(withoutSubscripts("S.grid[1][2].x") == "S.grid[*][*].x")
    #expect(withoutSubscripts("S.map[\"a]b\"].x") == "S.map[*].x")
    #expect(withoutSubscripts("S.items[id: 2].x") == "S.items[*].x")
  }
}

/// What a new user's trial found, each a test.
@MainActor
@Suite struct NonEquatableTrialTests {
  struct Greeter: Reducer {
    struct State {
      var greeting = ""
      var format: @Sendable (String) -> String = { "Hello, \($0)!" }
    }
    enum Action: Equatable { case greet(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .greet(name): state.greeting = state.format(name)
      }
      return .none
    }
  }

  @Test func aNonExhaustiveTestSkipsAClosureItDoesNotAssert() async {
    let store = TestStore(initialState: Greeter.State()) { Greeter() }
    store.exhaustivity = .off
    await store.send(.greet("Blob")) { $0.greeting = "Hello, Blob!" }
  }

  @Test func aNonExhaustiveTestStillChecksWhatItAsserts() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Greeter.State()) { Greeter() }
      store.exhaustivity = .off
      await store.send(.greet("Blob")) { $0.greeting = "Hi" }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Greeter.State.greeting:") == true)
  }

  @Test func anAnyHashableDumpsItsBaseWithSortedKeys() {
    let payload = AnyHashable(["n": "2", "kind": "mail"])
    #expect(customDump(payload) == customDump(["kind": "mail", "n": "2"]))
    #expect(customDump(payload).hasPrefix("[\n  \"kind\""))
  }

  @Test func aClassWhoseEqualityIsIdentityIsNamedAsSuch() {
    final class Formatter: NSObject {}
    struct Style { var formatter = Formatter() }
    let result = compareStructurally(Style(), Style(), root: "Style")
    #expect(!result.isEqual)
    #expect(
      result.firstDifference
        == "Style.formatter: not equal by NonEquatableTrialTests.Formatter's ==, though both dump the same (a class's == "
        + "may compare identity, as NSObject's does)")
  }
}

/// A closure left out of comparisons by a mirror without it, as Testing.md advises.
struct Greeting: CustomReflectable {
  var text = ""
  var format: @Sendable (String) -> String = { "Hello, \($0)!" }
  var customMirror: Mirror { Mirror(self, children: ["text": text], displayStyle: .struct) }
}

@MainActor
@Suite struct MirrorWithoutAClosureTests {
  struct Feature: Reducer {
    struct State { var greeting = Greeting() }
    enum Action: Equatable { case greet(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .greet(name): state.greeting.text = state.greeting.format(name)
      }
      return .none
    }
  }

  @Test func aMirrorWithoutTheClosureIsTestedExhaustively() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.greet("Blob")) { $0.greeting.text = "Hello, Blob!" }
    let messages = await failureMessages {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.greet("Blob")) { $0.greeting.text = "Hi" }
    }
    #expect(
      messages.first?.contains(".State.greeting.text:\n  − \"Hi\"\n  + \"Hello, Blob!\"") == true)
  }
}
