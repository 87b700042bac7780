import ComposableTesting
import Swift5Feature
import XCTest

@MainActor
final class SharedSettingsTests: XCTestCase {
  func testSharedValuesAreAssertedAndSeenByTheHeader() async {
    let store = TestStore(initialState: SettingsFeature.State()) { SettingsFeature() }
    await store.send(.toggleHaptics) { $0.isHapticsOn = false }
    await store.send(.addName("Blob")) { $0.names = ["Blob"] }
    XCTAssertEqual(store.state.header.names, ["Blob"])
  }
}
