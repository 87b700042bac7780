import Foundation
import Testing

@testable import Composable

/// More behaviours run against both kinds of store (see ``StoreKindsTests``): an enum
/// child's effects cancelled when its case changes (`ifCaseLet`), bindings, and a
/// `TaskResult` round trip through a dependency.
extension StoreKindsTests {
  struct Session: Reducer {
    enum State: Equatable, Sendable {
      case loggedOut
      case loggedIn(Row.State)
    }
    enum Action: Equatable, Sendable {
      case loggedIn(Row.Action)
      case logIn(Int), logOut
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .logIn(id): state = .loggedIn(Row.State(id: id))
        case .logOut: state = .loggedOut
        case .loggedIn: break
        }
        return .none
      }
      .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { Row() }
    }
  }

  /// The case child's effect is cancelled when the case changes, and when the child is
  /// replaced by another of the same case but another id; not by its own actions.
  @Test(arguments: Kind.allCases)
  func anEnumChildsEffectsEndWithItsCase(_ kind: Kind) async {
    let store = await Self.make(kind, Session.State.loggedOut, Session())
    await store.send(.logIn(1))
    let first = await store.send(.loggedIn(.startLong))
    await store.send(.loggedIn(.tap)).finish()
    #expect(!first.isFinished)
    await store.send(.logOut)
    #expect(await Self.finishes(first), "the logged-out child's effect runs on")
    await store.send(.logIn(2))
    let second = await store.send(.loggedIn(.startLong))
    await store.send(.logIn(3))
    #expect(await Self.finishes(second), "the replaced child's effect runs on")
    #expect(await store.state == .loggedIn(Row.State(id: 3)))
  }

  struct Form: Reducer {
    struct State: Equatable, Sendable {
      var name = ""
      var saved: [String] = []
    }
    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
      case save
      case saved(TaskResult<String>)
    }
    struct Refused: Error, Equatable {}
    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding:
          return .none
        case .save:
          let name = state.name
          let id = uuid()
          return .run { send in
            await send(
              .saved(
                TaskResult {
                  guard !name.isEmpty else { throw Refused() }
                  return "\(name) \(id.uuidString.prefix(8))"
                }))
          }
        case let .saved(.success(text)):
          state.saved.append(text)
          return .none
        case .saved(.failure):
          state.saved.append("refused")
          return .none
        }
      }
    }
  }

  @Test(arguments: Kind.allCases)
  func bindingsAndTaskResults(_ kind: Kind) async {
    let store = await Self.make(kind, Form.State(), Form()) { $0.uuid = .incrementing }
    await store.send(.save).finish()
    await store.send(.binding(.set(\.name, "Blob"))).finish()
    await store.send(.save).finish()
    #expect(await store.state.name == "Blob")
    #expect(await store.state.saved == ["refused", "Blob 00000000"])
  }
}
