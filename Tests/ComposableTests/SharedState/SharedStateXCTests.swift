import ComposableTesting
import XCTest

/// Each XCTest test case gets storages of its own too (XCTest runs them one after the other,
/// in this order: the second would see the first's value if they bled).
@MainActor
final class SharedStateXCTests: XCTestCase {
  func testA_changesTheCount() async {
    @Shared(.inMemory("xctest-count")) var count = 0
    XCTAssertEqual(count, 0)
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.increment) { $0.count = 1 }
    @Shared(.inMemory("count")) var storeCount = 0
    XCTAssertEqual(storeCount, 1)
    $count.withLock { $0 = 5 }
  }

  func testB_seesNoneOfTheFirstTestsValues() async {
    @Shared(.inMemory("xctest-count")) var count = 0
    XCTAssertEqual(count, 0)
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    XCTAssertEqual(store.state.count, 0)
  }
}
