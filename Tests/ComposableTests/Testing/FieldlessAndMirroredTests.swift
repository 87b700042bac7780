import ComposableTesting
import Testing

/// What the ninth review found: a class with no fields inside an error or a non-`Equatable`
/// state, and an error whose custom mirror leaves out the field that tells two apart.
@MainActor
@Suite struct FieldlessAndMirroredTests {
  final class Token: Sendable {}
  struct Expired: Error {
    let session: Token
  }
  struct StatusHidden: Error, CustomReflectable {
    var status: Int
    var message: String
    var customMirror: Mirror { Mirror(self, children: ["message": message]) }
  }

  @Test func anErrorHoldingAFieldlessClassEqualsOnlyOneWithTheSameInstance() {
    let (a, b) = (Token(), Token())
    #expect(TaskResult<Int>.failure(Expired(session: a)) != .failure(Expired(session: b)))
    #expect(TaskResult<Int>.failure(Expired(session: a)) == .failure(Expired(session: a)))
  }

  enum AppError: Error, CustomReflectable {
    case network(String), decoding(String)
    var customMirror: Mirror {
      switch self {
      case let .network(message), let .decoding(message):
        Mirror(self, children: ["message": message], displayStyle: .enum)
      }
    }
  }
  struct ValidationErrors: Error, CustomReflectable {
    var messages: [String]
    var statusCode: Int
    var customMirror: Mirror {
      Mirror(self, unlabeledChildren: messages, displayStyle: .collection)
    }
  }
  final class Mirrored: Error, CustomReflectable {
    let code: Int
    init(code: Int) { self.code = code }
    var customMirror: Mirror { Mirror(self, children: [:]) }
  }
  struct Listed: Error {
    var messages: [String]
    var codes: [String: Int]
  }

  /// The tenth review: custom mirrors of every display style may leave a field out; the
  /// standard library's collections show everything; one instance equals itself.
  @Test func customMirrorsOfEveryStyleAreNotTrustedInErrors() {
    #expect(
      TaskResult<Int>.failure(AppError.network("x")) != .failure(AppError.decoding("x")))
    #expect(
      TaskResult<Int>.failure(ValidationErrors(messages: ["bad"], statusCode: 400))
        != .failure(ValidationErrors(messages: ["bad"], statusCode: 500)))
    let error = Mirrored(code: 1)
    #expect(TaskResult<Int>.failure(error) == .failure(error))
    #expect(TaskResult<Int>.failure(error) != .failure(Mirrored(code: 1)))
    #expect(
      TaskResult<Int>.failure(Listed(messages: ["a"], codes: ["x": 1]))
        == .failure(Listed(messages: ["a"], codes: ["x": 1])))
    #expect(
      TaskResult<Int>.failure(Listed(messages: ["a"], codes: ["x": 1]))
        != .failure(Listed(messages: ["a"], codes: ["x": 2])))
  }

  @Test func anErrorWithACustomMirrorEqualsNoOther() {
    #expect(
      TaskResult<Int>.failure(StatusHidden(status: 404, message: "Server error"))
        != .failure(StatusHidden(status: 500, message: "Server error")))
  }

  struct Session: Reducer {
    struct State {
      var token = Token()
      var count = 0
    }
    enum Action: Equatable { case renew, renewAndCount }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.token = Token()
      if action == .renewAndCount { state.count += 1 }
      return .none
    }
  }

  @Test func aFieldlessInstanceReplacedInANonEquatableStateIsReported() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: Session.State()) { Session() }
      await store.send(.renew)
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains(
        "Session.State.token, a FieldlessAndMirroredTests.Token: FieldlessAndMirroredTests"
          + ".Session.State is not Equatable, so the test store compares it by structure, and "
          + "this value has nothing to compare") == true)
  }

  @Test func anUnchangedFieldlessInstanceIsNotReported() async {
    struct Keep: Reducer {
      struct State { var token = Token(); var count = 0 }
      enum Action { case count }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
      }
    }
    let store = TestStore(initialState: Keep.State()) { Keep() }
    await store.send(.count) { $0.count = 1 }
  }
}
