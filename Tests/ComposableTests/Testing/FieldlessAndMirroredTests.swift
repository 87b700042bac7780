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
