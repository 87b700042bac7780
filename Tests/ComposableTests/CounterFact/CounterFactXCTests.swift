import ComposableTesting
import CounterFactFeature
import XCTest

/// The seed's test, as an XCTest case: proves failures and assertions work under XCTest.
final class CounterFactXCTests: XCTestCase {
  @MainActor
  func testNumberFactHappyPath() async {
    let store = TestStore(initialState: CounterFact.State()) {
      CounterFact()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
    await store.send(.numberFactButtonTapped) { $0.isLoadingFact = true }
    await store.receive(.numberFactResponse(.success("0 is a good number Brent"))) {
      $0.isLoadingFact = false
      $0.alert = CounterFact.alert(title: "Number fact", message: "0 is a good number Brent")
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @MainActor
  func testNumberFactFailurePath() async {
    let store = TestStore(initialState: CounterFact.State()) {
      CounterFact()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw NumberFactError.timedOut }
    }
    await store.send(.numberFactButtonTapped) { $0.isLoadingFact = true }
    await store.receive(.numberFactResponse(.failure(NumberFactError.timedOut))) {
      $0.isLoadingFact = false
      $0.alert = CounterFact.alert(
        title: "Could not load a fact", message: "The request to the numbers API timed out.")
    }
  }
}
