import ComposableTesting
import Foundation
import Testing

/// TestStore behaviour that TCA 1.0's own tests assert, in their shapes.
@MainActor
@Suite struct TCA1TestStoreSemanticsTests {
  static func countTwice() -> Reduce<Int, Bool> {
    Reduce<Int, Bool> { state, action in
      state += 1
      return action ? .send(false) : .none
    }
  }

  /// TCA's testSkipReceivedActions_NonStrict: skipped actions were reduced, so the state
  /// includes them.
  @Test func skippedActionsAreInTheState() async {
    let store = TestStore(initialState: 0) { Self.countTwice() }
    await store.send(true) { $0 = 1 }
    #expect(store.state == 1)
    await store.skipReceivedActions(strict: false)
    #expect(store.state == 2)
  }

  /// TCA's testSkipReceivedActions_NonExhaustive.
  @Test func skippedActionsAreInTheStateWhenNonExhaustive() async {
    let store = TestStore(initialState: 0) { Self.countTwice() }
    store.exhaustivity = .off
    await store.send(true) { $0 = 1 }
    await store.skipReceivedActions(strict: false)
    #expect(store.state == 2)
  }

  struct Responder: Reducer {
    enum Action: Equatable { case tap, response(Int) }
    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .tap:
        state += 1
        return .run { [state] send in await send(.response(state + 42)) }
      case let .response(number):
        state = number
        return .none
      }
    }
  }

  /// TCA's testSendWithUnreceivedActions_SkipsActions: a non-exhaustive `send` first skips
  /// the actions received meanwhile, keeping what they changed.
  @Test func aNonExhaustiveSendSkipsPendingActionsKeepingTheirChanges() async {
    let store = TestStore(initialState: 0) { Responder() }
    store.exhaustivity = .off
    await store.send(.tap)
    #expect(store.state == 1)
    await store.send(.tap)
    #expect(store.state == 44)
    await store.skipReceivedActions()
    #expect(store.state == 86)
  }

  enum Step: Equatable { case a, b1, b2, b3, c1, c2, c3, d }

  /// TCA's testEffectConcatenation: a concatenation of sends returned while reducing `.b1`
  /// is received before the effect's next action, `.c1`.
  @Test func aConcatenationOfSendsIsReceivedBeforeTheEffectGoesOn() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Step> { _, action in
        switch action {
        case .a:
          return .merge(
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.b1)
              await send(.c1)
            },
            .run { _ in try await Task.sleep(for: .seconds(86_400)) }
              .cancellable(id: 1)
          )
        case .b1: return .concatenate(.send(.b2), .send(.b3))
        case .c1: return .concatenate(.send(.c2), .send(.c3))
        case .b2, .b3, .c2, .c3: return .none
        case .d: return .cancel(id: 1)
        }
      }
    }
    await store.send(.a)
    await clock.advance(by: .seconds(1))
    await store.receive(.b1)
    await store.receive(.b2)
    await store.receive(.b3)
    await store.receive(.c1)
    await store.receive(.c2)
    await store.receive(.c3)
    await store.send(.d)
  }

  struct Failure: Error, Hashable { var code: Int }

  /// Results that differ only in their hashable error hash differently.
  @Test func taskResultsWithDifferentErrorsHashDifferently() {
    let one = TaskResult<Int>.failure(Failure(code: 1))
    let two = TaskResult<Int>.failure(Failure(code: 2))
    #expect(one != two)
    #expect(one.hashValue != two.hashValue)
    #expect(Set([one, two, TaskResult<Int>.failure(Failure(code: 1))]).count == 2)
    #expect(one.hashValue == TaskResult<Int>.failure(Failure(code: 1)).hashValue)
  }

  // NB: `@unchecked Sendable`: an error class must be `Sendable`, and a non-final class can
  // only say so unchecked; it is immutable (one `let`), so sharing it cannot race.
  class BaseError: Error, Hashable, @unchecked Sendable {
    let code: Int
    init(code: Int) { self.code = code }
    static func == (lhs: BaseError, rhs: BaseError) -> Bool { lhs.code == rhs.code }
    func hash(into hasher: inout Hasher) { hasher.combine(code) }
  }
  final class SubError: BaseError, @unchecked Sendable {}  // NB: adds nothing to BaseError

  /// Errors of a class and its subclass: `==` is symmetric and agrees with the hash.
  @Test func taskResultsWithErrorsOfRelatedClassesAreNotEqual() {
    let base = TaskResult<Int>.failure(BaseError(code: 1))
    let sub = TaskResult<Int>.failure(SubError(code: 1))
    #expect(base != sub)
    #expect(sub != base)
    #expect(base == TaskResult<Int>.failure(BaseError(code: 1)))
  }

  // NB: `@unchecked Sendable`: immutable (one `let`), so sharing it cannot race.
  final class HTTPFailure: Error, @unchecked Sendable {
    let status: Int
    init(_ status: Int) { self.status = status }
  }
  struct FixedDescriptionFailure: Error, CustomStringConvertible {
    var status: Int
    var description: String { "request failed" }
  }
  final class FieldlessFailure: Error, Sendable {}
  struct ClosureFailure: Error, @unchecked Sendable {  // NB: never shared in the test
    var retry: () -> Void
  }

  /// Errors that are not `Equatable` are compared by their fields, never by description: a
  /// class error's (its type's name) or a fixed one is the same for a 404 and a 500.
  @Test func nonEquatableErrorsAreComparedByTheirFields() {
    #expect(TaskResult<Int>.failure(HTTPFailure(404)) != .failure(HTTPFailure(500)))
    #expect(TaskResult<Int>.failure(HTTPFailure(404)) == .failure(HTTPFailure(404)))
    #expect(
      TaskResult<Int>.failure(FixedDescriptionFailure(status: 404))
        != .failure(FixedDescriptionFailure(status: 500)))
    #expect(
      TaskResult<Int>.failure(FixedDescriptionFailure(status: 404))
        == .failure(FixedDescriptionFailure(status: 404)))
    // A part that cannot be compared, or a class with no fields: equal to no other error.
    #expect(TaskResult<Int>.failure(ClosureFailure {}) != .failure(ClosureFailure {}))
    #expect(TaskResult<Int>.failure(FieldlessFailure()) != .failure(FieldlessFailure()))
    let equal = [
      TaskResult<Int>.failure(HTTPFailure(404)), .failure(HTTPFailure(404)),
    ]
    #expect(equal[0].hashValue == equal[1].hashValue)
  }

  @Reducer struct Fetch {
    struct State: Equatable { var failures = 0 }
    enum Action: Equatable { case go, response(TaskResult<Int>) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .go:
          return .run { send in await send(.response(.failure(HTTPFailure(404)))) }
        case .response:
          state.failures += 1
          return .none
        }
      }
    }
  }

  /// A `receive` of a 500 fails when the effect sent a 404 of a class error.
  @MainActor @Test func receivingTheWrongClassErrorFails() async {
    let store = TestStore(initialState: Fetch.State()) { Fetch() }
    await store.send(.go)
    await withKnownIssue {
      await store.receive(.response(.failure(HTTPFailure(500)))) { $0.failures = 1 }
    }
    await store.skipReceivedActions(strict: false)
  }
}
