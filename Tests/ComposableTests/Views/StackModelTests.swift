import Testing

@testable import Composable

/// What `NavigationStack(path: $store.scope(state: \.path, action: \.path))` reads and sends,
/// and `NavigationLink(state:)`, without SwiftUI.
@MainActor
@Suite struct StackModelTests {
  typealias Feature = ViewFixture.Feature
  typealias Edit = ViewFixture.Edit

  private func stacked(_ count: Int) -> ViewFixture.Logged {
    ViewFixture.Logged(
      Feature.State(path: StackState((0..<count).map { Edit.State(id: $0) })))
  }

  @Test func thePathIsTheStacksElementsWithTheirIDs() {
    let logged = stacked(2)
    let path = logged.store[state: \.path, action: \.path].navigationPath()
    #expect(path.map(\.id) == [0, 1])
    #expect(path.map(\.element.id) == [0, 1])
  }

  @Test func aShorterPathPopsFromTheFirstElementGone() {
    let logged = stacked(3)
    let stack = logged.store[state: \.path, action: \.path]
    var path = stack.navigationPath()
    path.removeLast(2)
    stack.setNavigationPath(path)
    #expect(logged.sent() == [.path(.popFrom(id: 1))])
    #expect(logged.store.path.ids == [0])
  }

  @Test func aLinkPushesWithTheStacksNextID() {
    let logged = stacked(1)
    let stack = logged.store[state: \.path, action: \.path]
    var path = stack.navigationPath()
    path.append(StackState<Edit.State>.Component(pushing: Edit.State(id: 9)))
    stack.setNavigationPath(path)
    #expect(logged.sent() == [.path(.push(id: 1, state: Edit.State(id: 9)))])
    path = stack.navigationPath()
    path.append(StackState<Edit.State>.Component(pushing: Edit.State(id: 10)))
    path.append(StackState<Edit.State>.Component(pushing: Edit.State(id: 11)))
    stack.setNavigationPath(path)
    #expect(
      logged.sent() == [
        .path(.push(id: 2, state: Edit.State(id: 10))),
        .path(.push(id: 3, state: Edit.State(id: 11))),
      ])
    #expect(logged.store.path.ids == [0, 1, 2, 3])
  }

  @Test func theSamePathSendsNothing() {
    let logged = stacked(2)
    let stack = logged.store[state: \.path, action: \.path]
    stack.setNavigationPath(stack.navigationPath())
    #expect(logged.sent().isEmpty)
  }

  @Test func eachScreenHasItsElementsStoreWhileItIsOnTheStack() throws {
    let logged = stacked(2)
    let stack = logged.store[state: \.path, action: \.path]
    // The same stack store on every read, so each screen keeps its store.
    #expect(logged.store[state: \.path, action: \.path] === stack)
    let path = stack.navigationPath()
    let first = try #require(stack.elementStore(for: path[0]))
    let second = try #require(stack.elementStore(for: path[1]))
    #expect(first !== second)
    #expect(stack.elementStore(for: path[1]) === second)
    second.title = "Second"
    #expect(logged.sent() == [.path(.element(id: 1, action: .binding(.set(\.title, "Second"))))])
    #expect(logged.store.path[id: 1]?.title == "Second")
    #expect(logged.store.path[id: 0]?.title == "")
    var shorter = path
    shorter.removeLast()
    stack.setNavigationPath(shorter)
    #expect(stack.elementStore(for: path[1]) == nil)
    #expect(stack.elementStore(for: path[0]) === first)
  }

  @Test func twoStacksOfOneFeatureAreTheirOwn() throws {
    let logged = ViewFixture.Logged(
      Feature.State(
        path: StackState([Edit.State(id: 1)]), otherPath: StackState([Edit.State(id: 2)])))
    let stack = logged.store[state: \.path, action: \.path]
    let other = logged.store[state: \.otherPath, action: \.otherPath]
    #expect(stack !== other)
    let element = try #require(stack.elementStore(for: stack.navigationPath()[0]))
    let otherElement = try #require(other.elementStore(for: other.navigationPath()[0]))
    #expect(element.withState(\.id) == 1)
    #expect(otherElement.withState(\.id) == 2)
    otherElement.send(.saveTapped)
    #expect(logged.sent() == [.otherPath(.element(id: 0, action: .saveTapped))])
  }

  /// SwiftUI can write a path it read before the state popped (a link tapped during the pop):
  /// the popped screens are not pushed back, only the link is (before, #0 and #1 came back,
  /// with their old state).
  @Test func aStalePathPushesOnlyItsLink() {
    let logged = stacked(2)
    let stack = logged.store[state: \.path, action: \.path]
    var stale = stack.navigationPath()
    logged.store.send(.path(.popFrom(id: 0)))
    _ = logged.sent()
    stale.append(StackState<Edit.State>.Component(pushing: Edit.State(id: 9)))
    stack.setNavigationPath(stale)
    #expect(logged.sent() == [.path(.push(id: 2, state: Edit.State(id: 9)))])
    #expect(logged.store.path.ids == [2])
  }

  /// The screen a link pushed is the link's component when the path is read back, so SwiftUI
  /// sees the value it appended (before, it read another id, and its destination's store was
  /// `nil` until then).
  @Test func aPushedLinkIsTheSameScreenReadBack() throws {
    let logged = stacked(1)
    let stack = logged.store[state: \.path, action: \.path]
    let link = StackState<Edit.State>.Component(pushing: Edit.State(id: 9))
    var path = stack.navigationPath()
    path.append(link)
    stack.setNavigationPath(path)
    let readBack = stack.navigationPath()
    #expect(readBack.map(\.id) == [0, 1])
    #expect(readBack[1] == link)
    #expect(readBack[1].hashValue == link.hashValue)
    #expect(!readBack[1].isPending)
    let fromLink = try #require(stack.elementStore(for: link))
    #expect(stack.elementStore(for: readBack[1]) === fromLink)
    #expect(fromLink.withState(\.id) == 9)
    // Writing back what was read changes nothing.
    _ = logged.sent()
    stack.setNavigationPath(readBack)
    #expect(logged.sent().isEmpty)
  }

  /// A component read from one stack is not another stack's screen, even with the same id.
  @Test func anotherStacksComponentIsNotThisStacks() {
    let logged = ViewFixture.Logged(
      Feature.State(
        path: StackState([Edit.State(id: 1)]), otherPath: StackState([Edit.State(id: 2)])))
    let stack = logged.store[state: \.path, action: \.path]
    let other = logged.store[state: \.otherPath, action: \.otherPath]
    let foreign = other.navigationPath()[0]
    #expect(stack.elementStore(for: foreign) == nil)
    #expect(foreign != stack.navigationPath()[0])
    var path = stack.navigationPath()
    path.append(foreign)
    stack.setNavigationPath(path)
    #expect(logged.sent().isEmpty)
    #expect(logged.store.path.ids == [0])
  }

  /// SwiftUI may keep the link it appended and write it again: it is the screen it pushed,
  /// not a new push (before: the screen was popped and pushed again, its state lost).
  @Test func writingALinkAgainIsTheScreenItPushed() {
    let logged = stacked(0)
    let stack = logged.store[state: \.path, action: \.path]
    let first = StackState<Edit.State>.Component(pushing: Edit.State(id: 9))
    stack.setNavigationPath(StackState<Edit.State>.PathView([first]))
    logged.store.send(.path(.element(id: 0, action: .binding(.set(\.title, "kept")))))
    _ = logged.sent()
    stack.setNavigationPath(StackState<Edit.State>.PathView([first]))
    #expect(logged.sent().isEmpty)
    let second = StackState<Edit.State>.Component(pushing: Edit.State(id: 10))
    stack.setNavigationPath(StackState<Edit.State>.PathView([first, second]))
    #expect(logged.sent() == [.path(.push(id: 1, state: Edit.State(id: 10)))])
    #expect(logged.store.path.ids == [0, 1])
    #expect(logged.store.path[id: 0]?.title == "kept")
  }

  /// A screen whose element changes its `id` (a form given a server id) keeps its store, as
  /// the element keeps its place on the stack (before: its store ended, and dropped what was
  /// sent to it).
  @Test func aScreenKeepsItsStoreWhenItsElementChangesID() throws {
    let logged = stacked(1)
    let stack = logged.store[state: \.path, action: \.path]
    let component = stack.navigationPath()[0]
    let screen = try #require(stack.elementStore(for: component))
    screen.send(.binding(.set(\.id, 42)))
    screen.title = "after"
    #expect(logged.store.path[id: 0] == Edit.State(id: 42, title: "after"))
    #expect(screen.withState { $0 } == Edit.State(id: 42, title: "after"))
    #expect(stack.elementStore(for: component) === screen)
  }

  /// The components of a stack store that was released are not taken for another stack
  /// store's, even one made at the same address (before, 32 in 100 were).
  @Test func aReleasedStacksComponentsAreNoOtherStacks() {
    let logged = ViewFixture.Logged(
      Feature.State(
        path: StackState([Edit.State(id: 1)]), otherPath: StackState([Edit.State(id: 2)])))
    var wrong = 0
    for _ in 0..<100 {
      let foreign = { logged.store[state: \.otherPath, action: \.otherPath].navigationPath()[0] }()
      let stack = logged.store[state: \.path, action: \.path]
      if stack.elementStore(for: foreign) != nil { wrong += 1 }
    }
    #expect(wrong == 0)
  }

  /// Links pushed and popped through the path leave no bookkeeping behind.
  @Test func linksPushedAndPoppedLeaveNothingBehind() {
    let logged = stacked(0)
    let stack = logged.store[state: \.path, action: \.path]
    for index in 0..<1_000 {
      let link = StackState<Edit.State>.Component(pushing: Edit.State(id: index))
      stack.setNavigationPath(StackState<Edit.State>.PathView([link]))
      stack.setNavigationPath(StackState<Edit.State>.PathView())
    }
    #expect(stack.core.scopes.links.isEmpty)
    #expect(logged.store.path.isEmpty)
  }

  @Test func componentsAreTheSameWhenTheirIDsAre() {
    let a = StackState<Edit.State>.Component(id: 3, element: Edit.State(id: 1))
    let b = StackState<Edit.State>.Component(id: 3, element: Edit.State(id: 2))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    let link = StackState<Edit.State>.Component(pushing: Edit.State(id: 1))
    let otherLink = StackState<Edit.State>.Component(pushing: Edit.State(id: 1))
    #expect(link.isPending && otherLink.isPending && !a.isPending)
    #expect(link != otherLink)
  }
}
