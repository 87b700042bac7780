import ComposableTesting
import Swift5Feature
import XCTest

@MainActor
final class AppFeatureTests: XCTestCase {
  /// App code's `XCTFail` and `XCTUnimplemented` compile in Swift 5 mode, and this file's
  /// `XCTFail` is still XCTest's (no ambiguity with the library's).
  func testXCTestNamesFromAppCode() {
    assertPositive(1)
    let unreachable = { XCTFail("never called") }
    _ = unreachable
    _ = AnalyticsClient.unimplementedValue
  }

  func testCounterFactThroughScope() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await store.send(.counter(.incrementTapped)) {
      $0.counter.count = 1
    }
    await store.send(.counter(.factTapped))
    await store.receive(.counter(.factResponse(.success("1 is a good number.")))) {
      $0.counter.fact = "1 is a good number."
    }
  }

  func testDetailTimerIsCancelledOnDismiss() async {
    let clock = TestClock()
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.showDetail) {
      $0.detail = Counter.State(id: 100)
    }
    await store.send(.detail(.timerToggled)) {
      $0.detail?.isTimerOn = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(/AppFeature.Action.detail) {
      $0.detail?.count = 1
    }
    await store.send(.hideDetail) {
      $0.detail = nil
    }
  }

  func testRows() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.addRow) {
      $0.rows = [Counter.State(id: 0)]
    }
    await store.send(.row(id: 0, action: .incrementTapped)) {
      $0.rows[id: 0]?.count = 1
    }
  }
}
