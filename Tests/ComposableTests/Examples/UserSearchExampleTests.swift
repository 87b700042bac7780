import ComposableTesting
import Testing

// MARK: - The Redux seed's user search, as composed features

struct User: Equatable, Identifiable, Sendable {
  let id: Int
  var login: String
}

struct SearchClient: Sendable {
  var searchUsers: @Sendable (_ query: String) async throws -> [User]
}

extension SearchClient: TestDependencyKey {
  static let testValue = SearchClient(searchUsers: unimplemented("SearchClient.searchUsers"))
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}

enum UserAction: Equatable {
  case fetchList(query: String)
  case listResponse(TaskResult<[User]>)
}

struct UserFeature: Reducer {
  struct State: Equatable {
    var query = ""
    var users: IdentifiedArrayOf<User> = []
    var isLoading = false
    var errorMessage: String?
  }
  typealias Action = UserAction
  enum CancelID { case search }
  @Dependency(\.searchClient) var searchClient

  func reduce(into state: inout State, action: UserAction) -> Effect<UserAction> {
    switch action {
    case let .fetchList(query):
      state.query = query
      state.isLoading = true
      state.errorMessage = nil
      return .run { send in
        await send(.listResponse(TaskResult { try await searchClient.searchUsers(query) }))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    case let .listResponse(.success(users)):
      state.isLoading = false
      state.users = IdentifiedArray(uniqueElements: users)
      return .none
    case let .listResponse(.failure(error)):
      state.isLoading = false
      state.errorMessage = "Could not search users: \(error)"
      return .none
    }
  }
}

enum RepoAction: Equatable {
  case starred(repoID: Int)
}

struct RepoStarFeature: Reducer {
  struct State: Equatable { var starred: Set<Int> = [] }
  func reduce(into state: inout State, action: RepoAction) -> Effect<RepoAction> {
    switch action {
    case let .starred(repoID):
      state.starred.insert(repoID)
      return .none
    }
  }
}

enum AppAction: Equatable {
  case user(action: UserAction)
  case repo(action: RepoAction)
}

struct AppFeature: Reducer {
  struct State: Equatable {
    var user = UserFeature.State()
    var repo = RepoStarFeature.State()
  }
  var body: some Reducer<State, AppAction> {
    Scope(state: \.user, action: \.user) { UserFeature() }
    Scope(state: \.repo, action: \.repo) { RepoStarFeature() }
  }
}

// MARK: - Tests

@MainActor
@Suite struct UserSearchExampleTests {
  struct SearchFailed: Error, Equatable, CustomStringConvertible {
    var description: String { "rate limited" }
  }

  @Test func searchSucceeds() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.searchClient.searchUsers = { query in
        [User(id: 1, login: "\(query)-one"), User(id: 2, login: "\(query)-two")]
      }
    }
    await store.send(.user(action: .fetchList(query: "blob"))) {
      $0.user.query = "blob"
      $0.user.isLoading = true
    }
    await store.receive(
      .user(
        action: .listResponse(
          .success([User(id: 1, login: "blob-one"), User(id: 2, login: "blob-two")])))
    ) {
      $0.user.isLoading = false
      $0.user.users = [User(id: 1, login: "blob-one"), User(id: 2, login: "blob-two")]
    }
    await store.send(.repo(action: .starred(repoID: 7))) { $0.repo.starred = [7] }
  }

  @Test func searchFailureShowsAnError() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.searchClient.searchUsers = { _ in throw SearchFailed() }
    }
    await store.send(.user(action: .fetchList(query: "blob"))) {
      $0.user.query = "blob"
      $0.user.isLoading = true
    }
    await store.receive(\.user.listResponse.failure) {
      $0.user.isLoading = false
      $0.user.errorMessage = "Could not search users: rate limited"
    }
  }

  @Test func eachFeatureCanHaveItsOwnDependencies() async {
    let store = TestStore(initialState: AppFeature.State()) {
      Scope(state: \AppFeature.State.user, action: \AppAction.Cases.user) {
        UserFeature().dependency(
          \.searchClient, SearchClient { _ in [User(id: 9, login: "scoped")] })
      }
    }
    await store.send(.user(action: .fetchList(query: "x"))) {
      $0.user.query = "x"
      $0.user.isLoading = true
    }
    await store.receive(.user(action: .listResponse(.success([User(id: 9, login: "scoped")])))) {
      $0.user.isLoading = false
      $0.user.users = [User(id: 9, login: "scoped")]
    }
  }
}
