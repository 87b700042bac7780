import Foundation
import Testing

@testable import ComposableTesting

/// `CasePathable` enums and the `\.child` key paths every operator accepts.
@MainActor
@Suite struct CaseKeyPathTests {
  struct Counter: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }
    enum Action: Equatable, Sendable { case increment, load, loaded(TaskResult<Int>) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .load:
        return .run { send in await send(.loaded(.success(42))) }
      case let .loaded(.success(value)):
        state.count = value
        return .none
      case .loaded(.failure):
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var optional: Counter.State?
      var rows: IdentifiedArrayOf<Counter.State> = []
      var pairs: IdentifiedArrayOf<Counter.State> = []
      var mode = Mode.idle
    }
    enum Mode: Equatable { case idle, counting(Counter.State) }
    @dynamicMemberLookup
    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case optional(Counter.Action)
      case rows(IdentifiedActionOf<Counter>)
      case pair(id: Int, action: Counter.Action)
      case mode(ModeFeature.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      EmptyReducer()
        .ifLet(\.optional, action: \.optional) { Counter() }
        .forEach(\.rows, action: \.rows) { Counter() }
        .forEach(\.pairs, action: \.pair) { Counter() }
      Scope(state: \.mode, action: \.mode) { ModeFeature() }
    }
  }

  struct ModeFeature: Reducer {
    typealias State = Parent.Mode
    enum Action: Equatable, Sendable { case counting(Counter.Action), scoped(Counter.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.counting, action: \.scoped) { Counter() }
      EmptyReducer()
        .ifCaseLet(\.counting, action: \.counting) { Counter() }
    }
  }

  @Test func everyOperatorTakesCaseKeyPaths() async {
    let store = TestStore(
      initialState: Parent.State(
        optional: Counter.State(), rows: [Counter.State(id: 7)], pairs: [Counter.State(id: 8)],
        mode: .counting(Counter.State()))
    ) { Parent() }
    await store.send(.counter(.increment)) { $0.counter.count = 1 }
    await store.send(.optional(.increment)) { $0.optional?.count = 1 }
    await store.send(.rows(.element(id: 7, action: .increment))) { $0.rows[id: 7]?.count = 1 }
    await store.send(.pair(id: 8, action: .increment)) { $0.pairs[id: 8]?.count = 1 }
    await store.send(.mode(.counting(.increment))) { $0.mode = .counting(Counter.State(count: 1)) }
    await store.send(.mode(.scoped(.increment))) { $0.mode = .counting(Counter.State(count: 2)) }
  }

  @Test func receiveByCaseKeyPathReachesNestedCases() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.counter(.load))
    await store.receive(\.counter.loaded.success) { $0.counter.count = 42 }
    await store.send(.counter(.load))
    await store.receive(\.counter.loaded.success, 42)
  }

  @Test func receiveWithTheWrongPayloadShowsBoth() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.counter(.load))
    await withKnownIssue {
      await store.receive(\.counter.loaded.success, 41) { $0.counter.count = 42 }
    } matching: { issue in
      issue.comments.first?.rawValue == """
        Received unexpected action:
        Action.counter.loaded.success:
          − 41
          + 42

        (Expected: −, Received: +)
        """
    }
  }

  /// A received action in another case names the case key path expected and what came, with
  /// no diff legend (before: only what came, under "Expected: −, Received: +" with no − line).
  @Test func receiveInAnotherCaseNamesTheCaseExpected() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.counter(.load))
    let messages = await failureMessages {
      await store.receive(\.counter.loaded.failure)
    }
    #expect(
      messages.first == """
        Received unexpected action:
          Expected: an action matching \\.counter.loaded.failure
          Received: CaseKeyPathTests.Parent.Action.counter(CaseKeyPathTests.Counter.Action.\
        loaded(TaskResult<Int>.success(42)))
        """)
  }

  /// Where the platform does not name a case key path, the message quotes the test's source:
  /// the literal that is the first argument of the `receive(` on the call's line, over lines
  /// if it is wrapped, and nothing else (a reviewer found a key path held in a variable named
  /// after the literal of the next line, and a wrapped one cut short).
  @Test func theCaseKeyPathLiteralIsTheReceivesFirstArgument() throws {
    let source = """
      await store.receive(\\.counter.loaded.failure)
      await store.receive(\\.counter
        .loaded.failure) { $0.count = 1 }
      await store.receive(expected)
      await store.receive(\\.rows[id: 7].loaded, timeout: .seconds(1))
      let path = \\.counter.loaded
      await store.receive(\\.counter.loaded ?? other)
      """
    let url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("CaseKeyPathLiteral-\(UUID().uuidString).swift")
    try source.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let found = (1...7).map { caseKeyPathLiteral(in: url.path, line: $0) }
    #expect(
      found == [
        "\\.counter.loaded.failure", "\\.counter.loaded.failure", nil, nil,
        "\\.rows[id: 7].loaded", nil, nil,
      ])
    #expect(caseKeyPathLiteral(in: "/nonexistent/File.swift", line: 1) == nil)
  }

  /// Two `receive(` calls on one line: each names its own key path (the call's column tells
  /// them apart; before, the second quoted the first's: "an action matching \\.a" over an `a`).
  @Test func twoReceivesOnOneLineEachNameTheirOwn() async throws {
    let line = "    await store.receive(\\.a.one); await store.receive(\\.b.two) { $0 = 1 }"
    let url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("CaseKeyPathColumns-\(UUID().uuidString).swift")
    try line.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    // `#column` of a call is its `(`.
    var parens: [Int] = []
    for (offset, byte) in line.utf8.enumerated() where byte == UInt8(ascii: "(") {
      parens.append(offset + 1)
    }
    #expect(caseKeyPathLiteral(in: url.path, line: 1, column: parens[0]) == "\\.a.one")
    #expect(caseKeyPathLiteral(in: url.path, line: 1, column: parens[1]) == "\\.b.two")

    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.counter(.load))
    let messages = await failureMessages {
      // swift-format-ignore
      await store.receive(\.counter.loaded.success) { $0.counter.count = 42 };      await store.receive(\.counter.loaded.failure)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("matching \\.counter.loaded.failure,") == true, "\(messages)")
  }

  @Test func scopedStoresTakeCaseKeyPaths() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let counter = store.scope(state: \.counter, action: \.counter)
    counter.send(.increment)
    #expect(store.state.counter.count == 1)
  }

  @Test func membersAndSubscripts() throws {
    let action = Parent.Action.counter(.loaded(.success(3)))
    #expect(action[case: \.counter] == .loaded(.success(3)))
    #expect(action[case: \.counter.loaded.success] == 3)
    #expect(action.counter == .loaded(.success(3)))
    #expect(action.optional == nil)
    #expect(action.is(\.counter))
    #expect(!action.is(\.rows))
    let path = AnyCasePath(\Parent.Action.Cases.rows).element
    #expect(path.embed((1, .increment)) == .rows(.element(id: 1, action: .increment)))
    var modified = action
    try AnyCasePath(\Parent.Action.Cases.counter).modify(&modified) { $0 = .increment }
    #expect(modified == .counter(.increment))
  }

  @Test func optionalAndResultPaths() {
    let some = AnyCasePath(\Int?.Cases.some)
    #expect(some.extract(from: 3) == 3)
    #expect(some.extract(from: nil) == nil)
    #expect(AnyCasePath(\Int?.Cases.none).extract(from: nil) != nil)
    let success = AnyCasePath(\Result<Int?, CancellationError>.Cases.success)
    #expect(success.extract(from: .success(nil)) == .some(nil))
    #expect(success.extract(from: .failure(CancellationError())) == nil)
  }
}
