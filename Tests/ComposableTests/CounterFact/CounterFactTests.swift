import ComposableTesting
import CounterFactFeature
import Foundation
import Testing

@MainActor
@Suite struct CounterFactTests {
  @Test func countUpAndDown() async {
    let store = TestStore(initialState: CounterFact.State()) { CounterFact() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
  }

  @Test func numberFactHappyPath() async {
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

  @Test func favoritesAreSharedWithTheirScreenAndKeptInAFile() async throws {
    let url = URL(fileURLWithPath: "/favorites/favorites.json")
    let favorites = Shared<[String]>(wrappedValue: [], .fileStorage(url))
    let store = TestStore(
      initialState: CounterFact.State(
        count: 2, alert: CounterFact.alert(title: CounterFact.factTitle, message: "2 is prime."),
        favorites: favorites)
    ) {
      CounterFact()
    }
    await store.send(.saveFactButtonTapped) { $0.favorites = ["2 is prime."] }
    // Saved once: the same fact again changes nothing.
    await store.send(.saveFactButtonTapped)
    await store.send(.favoritesButtonTapped) {
      $0.favoritesScreen = FavoriteFacts.State(facts: $0.$favorites)
    }
    // Deleted on the second screen: the counter screen's list is the same list.
    await store.send(.favoritesScreen(.presented(.deleteButtonTapped))) { $0.favorites = [] }
    await store.send(.favoritesScreen(.presented(.backButtonTapped)))
    await store.receive(.favoritesScreen(.dismiss)) { $0.favoritesScreen = nil }
    // The test's own in-memory file system holds what was written, at each change.
    let data = try #require(DependencyValues._current.defaultFileStorage.contents(of: url))
    #expect(try JSONDecoder().decode([String].self, from: data) == [])
  }

  @Test func anErrorAlertIsNoFactToSave() async {
    let store = TestStore(
      initialState: CounterFact.State(
        alert: CounterFact.alert(title: "Could not load a fact", message: "offline"))
    ) {
      CounterFact()
    }
    await store.send(.saveFactButtonTapped)
  }

  /// A failed request that offers an offline fact shows it: `s` saves it, as the README says
  /// (before: only a fetched fact could be saved).
  @Test func theOfflineFactOfAFailureIsSaved() async {
    let store = TestStore(initialState: CounterFact.State(count: 7)) {
      CounterFact()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw NumberFactError.timedOut }
      $0.numberFact = $0.numberFact.withOfflineFallback()
    }
    await store.send(.numberFactButtonTapped) { $0.isLoadingFact = true }
    await store.receive(\.numberFactResponse.failure) {
      $0.isLoadingFact = false
      $0.alert = CounterFact.alert(
        title: CounterFact.failureTitle,
        message: "Could not reach the numbers API: timed out. Offline fact: 7 is prime.")
    }
    #expect(store.state.factShown == "7 is prime.")
    await store.send(.saveFactButtonTapped) { $0.favorites = ["7 is prime."] }
  }

  @Test func numberFactFailurePath() async {
    struct Offline: Error, Equatable, CustomStringConvertible {
      var description: String { "The Internet connection appears to be offline." }
    }
    let store = TestStore(initialState: CounterFact.State(count: 7)) {
      CounterFact()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw Offline() }
    }
    await store.send(.numberFactButtonTapped) { $0.isLoadingFact = true }
    // A case key path from the generated `CounterFactFeature+CasePaths.swift`.
    await store.receive(\.numberFactResponse.failure) {
      $0.isLoadingFact = false
      $0.alert = CounterFact.alert(
        title: "Could not load a fact",
        message: "The Internet connection appears to be offline.")
    }
  }

  @Test func secondRequestCancelsTheFirst() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFact.State()) {
      CounterFact()
    } withDependencies: {
      $0.numberFact.fetch = { n in
        try await clock.sleep(for: .seconds(1))
        return "\(n) is a fine number"
      }
    }
    await store.send(.numberFactButtonTapped) { $0.isLoadingFact = true }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.numberFactButtonTapped)
    await clock.advance(by: .seconds(1))
    // Only the second request answers: the first was cancelled while sleeping.
    await store.receive(.numberFactResponse(.success("1 is a fine number"))) {
      $0.isLoadingFact = false
      $0.alert = CounterFact.alert(title: "Number fact", message: "1 is a fine number")
    }
  }

  @Test func forgettingTheClientFailsNamingIt() async {
    let messages = await failureMessages {
      let store = TestStore(initialState: CounterFact.State()) { CounterFact() }
      store.exhaustivity = .off
      await store.send(.numberFactButtonTapped)
      await store.finish()
    }
    #expect(messages.contains { $0.contains("\"NumberFactClient.fetch\" was called") })
  }
}
