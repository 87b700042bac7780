import ComposableTesting
import Testing

// An enum of features that writes its own `static var body` (TCA's TicTacToe app root): the
// macro writes `State`, `Action` and `store.case`, and the enum's `Body` is its body's type.

@Reducer
struct SignIn {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action: Equatable {
    case nameChanged(String)
    case submitted
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      case .submitted:
        return .none
      }
    }
  }
}

@Reducer
struct Lobby {
  @ObservableState
  struct State: Equatable {
    var player: String
    var games = 0
  }
  enum Action: Equatable {
    case newGame
    case signOut
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .newGame { state.games += 1 }
      return .none
    }
  }
}

@Reducer(state: .equatable)
enum Root {
  case signIn(SignIn)
  case lobby(Lobby)

  static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .signIn(.submitted):
        guard case let .signIn(signIn) = state, !signIn.name.isEmpty else { return .none }
        state = .lobby(Lobby.State(player: signIn.name))
        return .none
      case .lobby(.signOut):
        state = .signIn(SignIn.State())
        return .none
      case .signIn, .lobby:
        return .none
      }
    }
    .ifCaseLet(\.signIn, action: \.signIn) { SignIn() }
    .ifCaseLet(\.lobby, action: \.lobby) { Lobby() }
  }
}

@MainActor @Suite struct EnumOwnBodyTests {
  @Test func itsOwnBodyRunsTheFeaturesAndMovesBetweenThem() async {
    let store = TestStore(initialState: Root.State.signIn(SignIn.State())) { Root.body }
    await store.send(.signIn(.nameChanged("Blob"))) {
      $0 = .signIn(SignIn.State(name: "Blob"))
    }
    await store.send(.signIn(.submitted)) {
      $0 = .lobby(Lobby.State(player: "Blob"))
    }
    await store.send(.lobby(.newGame)) {
      $0 = .lobby(Lobby.State(player: "Blob", games: 1))
    }
    await store.send(.lobby(.signOut)) {
      $0 = .signIn(SignIn.State())
    }
  }

  @Test func storeCaseSwitchesOverItsFeatures() {
    let store = Store(initialState: Root.State.lobby(Lobby.State(player: "Blob"))) { Root.body }
    switch store.case {
    case .signIn:
      Issue.record("expected the lobby")
    case let .lobby(lobby):
      lobby.send(.newGame)
      #expect(lobby.games == 1)
    }
  }
}
