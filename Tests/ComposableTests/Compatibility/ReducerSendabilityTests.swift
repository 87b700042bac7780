import Composable
import Foundation
import Testing

/// The library's reducers are `Sendable` when what they hold is (issue 44): `Reducer` does
/// not require `Sendable`, so that a `Reduce` may capture what its caller keeps, and a
/// reducer that stores composed reducers, or a `public` one generic over its child, says
/// `Sendable` itself and needs the library's reducers to be so. Compiling is the test; the
/// run checks that the composed reducers still reduce.
@Suite struct ReducerSendabilityTests {
  typealias Fixture = ScopeOwnershipFixture

  /// A feature that stores the library's reducers, composed without a `Reduce`.
  struct Stored: Sendable {
    var combined = CombineReducers {
      EmptyReducer<Fixture.Row.State, Fixture.Row.Action>()
      EmptyReducer()
    }
    var navigation = EmptyReducer<Fixture.Row.State, Fixture.Row.Action>()
      .ifLet(\.child, action: \.child) { Fixture.Child() }
      .ifLet(\.$sheet, action: \.sheet) { Fixture.Child() }
      .forEach(\.items, action: \.items) { Fixture.Item() }
      .onChange(of: \.child) { _, _ in EmptyReducer() }
      .dependency(\.date, .constant(Date(timeIntervalSince1970: 1)))
      ._printChanges()
    var scoped = Scope(state: \Parent.State.item, action: /Parent.Action.item) {
      Fixture.Item()
    }
    var optional: Fixture.Item? = Fixture.Item()
  }

  enum Parent {
    struct State: Equatable { var item = Fixture.Item.State(id: 0) }
    enum Action: Equatable, Sendable { case item(Fixture.Item.Action) }
  }

  /// A `public` reducer generic over its child, as a library of features writes one.
  public struct Wrapper<Child: Reducer & Sendable>: Reducer, Sendable {
    public typealias State = Child.State
    public typealias Action = Child.Action
    let child: Child
    public var body: some Reducer<State, Action> & Sendable {
      CombineReducers { child }
    }
  }

  @Test func composedReducersStoredInASendableFeatureStillReduce() {
    let stored = Stored()
    var state = Fixture.Row.State(id: 1, child: .init(id: 1))
    _ = stored.navigation.reduce(into: &state, action: .child(.rename("renamed")))
    #expect(state.child?.name == "renamed")
    var parent = Parent.State()
    _ = stored.scoped.reduce(into: &parent, action: .item(.rename("scoped")))
    #expect(parent.item.name == "scoped")
    var item = Fixture.Item.State(id: 1)
    _ = Wrapper(child: Fixture.Item()).reduce(into: &item, action: .rename("wrapped"))
    #expect(item.name == "wrapped")
  }
}
