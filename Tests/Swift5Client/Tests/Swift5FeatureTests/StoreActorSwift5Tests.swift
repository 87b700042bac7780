import ComposableTesting
import XCTest

// Swift 5 mode lets a main-actor test hand a `Reduce` that uses its state to a store on
// another actor (Swift 6 refuses it at compile time): the store refuses it at run time.
@MainActor
final class StoreActorSwift5Tests: XCTestCase {
  func testAReduceMadeOnTheMainActorIsNotRunInAStoreActor() async {
    var handled: [Int] = []
    let reducer = Reduce<Int, Int> { state, action in
      handled.append(action)
      state += action
      return .none
    }
    XCTExpectFailure {
      $0.compactDescription.contains(
        "made on the main actor at StoreActorSwift5Tests.swift:10 was called by a store on "
          + "another actor (a \"StoreActor\")")
    }
    let store = StoreActor(initialState: 0) { reducer }
    await store.send(1)
    let state = await store.state
    XCTAssertEqual(state, 0)
    XCTAssertEqual(handled, [])
  }

  func testAStoreActorRunsAFeatureAsAStoreDoes() async {
    let store = StoreActor(initialState: Parent1.State(child: Counter1.State())) {
      Parent1()
    }
    await store.send(.child(.increment))
    await store.send(.showAlert)
    let state = await store.state
    XCTAssertEqual(state.child?.count, 1)
    XCTAssertNotNil(state.alert)
  }
}
