import Composable

/// One client's session with a chat server: log in, say things, quit. What it says goes
/// through the ``WordFilter`` (an effect), as a server's moderation call would.
struct Session: Reducer {
  struct State: Equatable, Sendable {
    var user: String?
    var transcript: [String] = []
    var words = 0
    var isClosed = false

    init() {}
  }

  enum Action: Equatable, Sendable {
    case login(String)
    case say(String)
    case quit
    case filtered(String)
  }

  @Dependency(\.wordFilter) var wordFilter

  init() {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if state.isClosed {
      state.transcript.append("(closed)")
      return .none
    }
    switch action {
    case let .login(name):
      if let user = state.user {
        state.transcript.append("already logged in as \(user)")
      } else {
        state.user = name
        state.transcript.append("welcome, \(name)")
      }
      return .none
    case let .say(text):
      guard state.user != nil else {
        state.transcript.append("log in first")
        return .none
      }
      let filter = wordFilter
      return .run { send in await send(.filtered(await filter.clean(text))) }
    case let .filtered(text):
      state.transcript.append("\(state.user ?? "?"): \(text)")
      state.words += text.split(separator: " ").count
      return .none
    case .quit:
      state.isClosed = true
      state.transcript.append("bye")
      return .none
    }
  }
}

/// Masks words a server does not pass on.
struct WordFilter: Sendable {
  /// Returns `text` with the words it does not pass on masked.
  var clean: @Sendable (String) async -> String

  /// A filter calling `clean` for each text.
  init(clean: @escaping @Sendable (String) async -> String) {
    self.clean = clean
  }

  /// Masks each word of `banned` (compared without case) with asterisks.
  static func masking(_ banned: Set<String>) -> WordFilter {
    WordFilter { text in
      text.split(separator: " ", omittingEmptySubsequences: false).map { word in
        banned.contains(word.lowercased())
          ? String(repeating: "*", count: word.count) : String(word)
      }.joined(separator: " ")
    }
  }
}

extension WordFilter: DependencyKey {
  /// Masks "darn" and "heck".
  static var liveValue: WordFilter { .masking(["darn", "heck"]) }

  /// Reports a test failure naming `WordFilter.clean` when called, and passes text on.
  static var testValue: WordFilter {
    WordFilter(clean: unimplemented("WordFilter.clean", placeholder: ""))
  }
}

extension DependencyValues {
  /// The chat server's word filter. Live: masks a few words. Test: unimplemented.
  var wordFilter: WordFilter {
    get { self[WordFilter.self] }
    set { self[WordFilter.self] = newValue }
  }
}
