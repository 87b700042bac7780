import Foundation
import Testing

@testable import Composable

/// More behaviours run against both kinds of store (see ``StoreKindsTests``): a navigation
/// stack with two elements (one popped by its parent, one that dismisses itself), a
/// parent's cancellation reaching its children, an effect's error handler, and a child's own
/// dependencies.
extension StoreKindsTests {

  struct Flow: Reducer {
    struct State: Equatable, Sendable {
      var path = StackState<Row.State>()
      var editors = StackState<Editor.State>()
      var pinned = Row.State(id: 0)
      var log: [String] = []
    }
    enum Action: Equatable, Sendable {
      case path(StackAction<Row.State, Row.Action>)
      case editors(StackAction<Editor.State, Editor.Action>)
      case pinned(Row.Action)
      case push(Int), pushEditors, cancelLong, risky, failed(String), stampPinned
    }
    struct Oops: Error {}

    var body: some ReducerOf<Self> {
      Scope(state: \.pinned, action: /Action.pinned) {
        Row()
      }
      .dependency(\.uuid, .constant(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7))))
      Reduce { state, action in
        switch action {
        case let .push(id):
          state.path.append(Row.State(id: id))
          return .none
        case .pushEditors:
          state.editors.append(Editor.State(text: "first"))
          state.editors.append(Editor.State(text: "second"))
          return .none
        case .cancelLong:
          return .cancel(id: Row.CancelID.long)
        case .risky:
          return .run { _ in
            throw Oops()
          } catch: { error, send in
            await send(.failed("\(type(of: error))"))
          }
        case let .failed(what):
          state.log.append(what)
          return .none
        case .stampPinned:
          return .send(.pinned(.stamp))
        case .path, .editors, .pinned:
          return .none
        }
      }
      .forEach(\.path, action: /Action.path) { Row() }
      .forEach(\.editors, action: /Action.editors) { Editor() }
    }
  }

  /// Two elements pushed, each running an effect: popping the top one cancels only its own.
  @Test(arguments: Kind.allCases)
  func poppingAnElementCancelsOnlyItsEffects(_ kind: Kind) async {
    let store = await Self.make(kind, Flow.State(), Flow())
    await store.send(.push(1))
    await store.send(.push(2))
    let ids = await store.state.path.ids
    #expect(ids.count == 2)
    let bottom = await store.send(.path(.element(id: ids[0], action: .startLong)))
    let top = await store.send(.path(.element(id: ids[1], action: .startLong)))
    await store.send(.path(.popFrom(id: ids[1])))
    #expect(await Self.finishes(top), "the popped element's effect runs on")
    #expect(!bottom.isFinished)
    #expect(await store.state.path.ids == [ids[0]])
    await store.send(.path(.element(id: ids[0], action: .stop)))
    #expect(await Self.finishes(bottom), "the bottom element's effect runs on after .stop")
  }

  /// An element that dismisses itself is popped, with the elements above it; the one below
  /// stays.
  @Test(arguments: Kind.allCases)
  func aStackElementDismissesItself(_ kind: Kind) async {
    let store = await Self.make(kind, Flow.State(), Flow())
    await store.send(.pushEditors)
    let ids = await store.state.editors.ids
    #expect(ids.count == 2)
    await store.send(.editors(.element(id: ids[1], action: .closeTapped))).finish()
    let popped = await Self.bounded { await store.firstState { $0.editors.count == 1 } } ?? nil
    #expect(popped?.editors.ids == [ids[0]], "the top editor was not popped")
    #expect(popped?.editors.first?.text == "first")
  }

  /// A parent's `.cancel(id:)` reaches the effects its children started under that id (TCA
  /// 1.0): both elements' and the scoped child's.
  @Test(arguments: Kind.allCases)
  func aParentsCancellationReachesItsChildren(_ kind: Kind) async {
    let store = await Self.make(kind, Flow.State(), Flow())
    await store.send(.push(1))
    let id = await store.state.path.ids[0]
    let element = await store.send(.path(.element(id: id, action: .startLong)))
    let pinned = await store.send(.pinned(.startLong))
    await store.send(.cancelLong)
    #expect(await Self.finishes(element), "the element's effect runs on")
    #expect(await Self.finishes(pinned), "the scoped child's effect runs on")
  }

  @Test(arguments: Kind.allCases)
  func anEffectsErrorHandlerSendsBack(_ kind: Kind) async {
    let store = await Self.make(kind, Flow.State(), Flow())
    await store.send(.risky).finish()
    #expect(await store.state.log == ["Oops"])
  }

  /// A scoped child's `.dependency` override is its own: the parent's value is the store's.
  @Test(arguments: Kind.allCases)
  func aChildsDependencyOverrideIsItsOwn(_ kind: Kind) async {
    let store = await Self.make(kind, Flow.State(), Flow()) { $0.uuid = .incrementing }
    await store.send(.stampPinned).finish()
    #expect(await store.state.pinned.stamp == "00000000-0000-0000-0000-000000000007")
  }
}
