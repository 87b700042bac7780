import ComposableTesting
import Testing

// MARK: - The Flux seed's repository list

struct Repository: Equatable, Identifiable, Sendable {
  let id: Int
  var name: String
  var stars: Int
}

struct RepositoryClient: Sendable {
  var fetch: @Sendable () async throws -> [Repository]
}

struct AnalyticsClient: Sendable {
  var track: @Sendable (_ event: String) async -> Void
}

struct ExperimentsClient: Sendable {
  var isEnabled: @Sendable (_ flag: String) -> Bool
}

extension RepositoryClient: TestDependencyKey {
  static let testValue = RepositoryClient(fetch: unimplemented("RepositoryClient.fetch"))
}
extension AnalyticsClient: TestDependencyKey {
  static let testValue = AnalyticsClient(track: unimplemented("AnalyticsClient.track"))
}
extension ExperimentsClient: TestDependencyKey {
  static let testValue = ExperimentsClient(
    isEnabled: unimplemented("ExperimentsClient.isEnabled", placeholder: false))
}

extension DependencyValues {
  var repositories: RepositoryClient {
    get { self[RepositoryClient.self] }
    set { self[RepositoryClient.self] = newValue }
  }
  var analytics: AnalyticsClient {
    get { self[AnalyticsClient.self] }
    set { self[AnalyticsClient.self] = newValue }
  }
  var experiments: ExperimentsClient {
    get { self[ExperimentsClient.self] }
    set { self[ExperimentsClient.self] = newValue }
  }
}

struct RepositoryList: Reducer {
  struct State: Equatable {
    var repositories: IdentifiedArrayOf<Repository> = []
    var isLoading = false
    var showsStars = false
    var errorMessage: String?
  }
  enum Action: Equatable {
    case onAppear
    case repositoriesResponse(TaskResult<[Repository]>)
  }
  @Dependency(\.repositories) var repositories
  @Dependency(\.analytics) var analytics
  @Dependency(\.experiments) var experiments

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      state.isLoading = true
      state.showsStars = experiments.isEnabled("repository-list-stars")
      return .merge(
        .run { _ in await analytics.track("repository_list_viewed") },
        .run { send in
          await send(.repositoriesResponse(TaskResult { try await repositories.fetch() }))
        }
      )
    case let .repositoriesResponse(.success(list)):
      state.isLoading = false
      state.repositories = IdentifiedArray(uniqueElements: list)
      return .none
    case let .repositoriesResponse(.failure(error)):
      state.isLoading = false
      state.errorMessage = "Could not load repositories: \(error)"
      return .none
    }
  }
}

// MARK: - Tests

@MainActor
@Suite struct RepositoryListExampleTests {
  struct Offline: Error, Equatable, CustomStringConvertible {
    var description: String { "offline" }
  }
  nonisolated static let sample = [Repository(id: 1, name: "composable", stars: 42)]

  @Test func onAppearLoadsTracksAndHonoursTheExperiment() async {
    let events = LockIsolated<[String]>([])
    let store = TestStore(initialState: RepositoryList.State()) {
      RepositoryList()
    } withDependencies: {
      $0.repositories.fetch = { Self.sample }
      $0.analytics.track = { event in events.withValue { $0.append(event) } }
      $0.experiments.isEnabled = { $0 == "repository-list-stars" }
    }
    await store.send(.onAppear) {
      $0.isLoading = true
      $0.showsStars = true
    }
    await store.receive(.repositoriesResponse(.success(Self.sample))) {
      $0.isLoading = false
      $0.repositories = IdentifiedArray(uniqueElements: Self.sample)
    }
    await store.finish()
    #expect(events.value == ["repository_list_viewed"])
  }

  @Test func experimentOff() async {
    let store = TestStore(initialState: RepositoryList.State()) {
      RepositoryList()
    } withDependencies: {
      $0.repositories.fetch = { [] }
      $0.analytics.track = { _ in }
      $0.experiments.isEnabled = { _ in false }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.repositoriesResponse(.success([]))) { $0.isLoading = false }
  }

  @Test func failureShowsAnError() async {
    let store = TestStore(initialState: RepositoryList.State()) {
      RepositoryList()
    } withDependencies: {
      $0.repositories.fetch = { throw Offline() }
      $0.analytics.track = { _ in }
      $0.experiments.isEnabled = { _ in false }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.repositoriesResponse(.failure(Offline()))) {
      $0.isLoading = false
      $0.errorMessage = "Could not load repositories: offline"
    }
  }
}
