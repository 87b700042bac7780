import Foundation

/// The terminal app's command-line options.
public struct DemoOptions: Equatable, Sendable {
  /// Facts computed locally, with no network.
  public var offline = false
  /// The numbers API address.
  public var apiURL: String = NumberFactClient.defaultBaseURL
  /// Log each action and state diff (to a pane of the full-screen view, or standard error).
  public var printChanges = false
  /// Print the usage and exit.
  public var help = false
  /// Where the favourite facts are kept (`--data-dir`); `nil`: the user's data folder.
  public var dataDirectory: String?
  /// Where to record the session (`--record`), as JSON lines; `nil`: not recorded.
  public var recordFile: String?

  /// Options with their defaults.
  public init() {}

  /// The usage text.
  public static let usage = """
    USAGE: CounterFactDemo [--offline] [--api-url URL] [--data-dir DIR] [--record FILE]
                           [--print-changes] [--help]

    Count up and down, ask for trivia facts about the count, and keep your favourites.

    In a terminal: a full-screen view. Keys: + increment, - decrement, f number fact,
    s save the fact shown, v view the favourites (there: j/k move, x delete, b back),
    d dismiss the alert, q quit.
    With piped input: one command per line (increment or +, decrement or -, fact, dismiss,
    save, favorites, delete, back, quit); after each, one line of state on standard output
    (after favorites, the favourites, one per line).

    OPTIONS:
      --offline         Compute facts locally instead of asking the numbers API.
      --api-url URL     The numbers API address (default http://numbersapi.com, or
                        $NUMBERS_API_URL). Failed requests fall back to an offline fact.
      --data-dir DIR    Where the favourites are kept (favorites.json; default: the
                        user's data folder, CounterFactDemo/ in Application Support or
                        ~/.local/share).
      --record FILE     Record the session (each action, its origin and its changes) as
                        JSON lines: `composable-inspect show FILE` prints it.
      --print-changes   Log every action and state change: in a pane of the full-screen
                        view (and to standard error when it is redirected), or to
                        standard error with piped input.
      --help            Show this help.
    """

  /// Parses `arguments` (without the program name) and the environment.
  ///
  /// - Throws: ``DemoOptionsError`` for an unknown option or a missing value.
  public static func parse(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws -> DemoOptions {
    var options = DemoOptions()
    if let url = environment["NUMBERS_API_URL"], !url.isEmpty { options.apiURL = url }
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--offline": options.offline = true
      case "--print-changes": options.printChanges = true
      case "--help", "-h": options.help = true
      case "--data-dir":
        guard let directory = remaining.popFirst(), !directory.hasPrefix("--"),
          !directory.isEmpty
        else { throw DemoOptionsError.missingValue("--data-dir") }
        options.dataDirectory = directory
      case "--record":
        guard let file = remaining.popFirst(), !file.hasPrefix("--"), !file.isEmpty else {
          throw DemoOptionsError.missingValue("--record")
        }
        options.recordFile = file
      case "--api-url":
        guard let url = remaining.popFirst(), !url.hasPrefix("--") else {
          throw DemoOptionsError.missingValue("--api-url")
        }
        guard !url.isEmpty else { throw DemoOptionsError.missingValue("--api-url") }
        options.apiURL = url
      default:
        if argument.hasPrefix("--api-url=") {
          let url = String(argument.dropFirst("--api-url=".count))
          guard !url.isEmpty else { throw DemoOptionsError.missingValue("--api-url") }
          options.apiURL = url
        } else {
          throw DemoOptionsError.unknownOption(argument)
        }
      }
    }
    return options
  }
}

/// A command line the app cannot run.
public enum DemoOptionsError: Error, Equatable, CustomStringConvertible {
  /// An option the app does not know.
  case unknownOption(String)
  /// An option given without its value.
  case missingValue(String)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case let .unknownOption(option): "unknown option '\(option)'"
    case let .missingValue(option): "missing value for '\(option)'"
    }
  }
}

/// A command in line mode.
public enum DemoCommand: Equatable, Sendable {
  /// An action to send.
  case send(CounterFact.Action)
  /// Open the favourites screen and print the favourites.
  case showFavorites
  /// End the session.
  case quit

  /// Parses one input line; `nil` for an unknown command. Blank lines are not commands.
  public init?(line: String) {
    switch line.trimmingCharacters(in: .whitespaces).lowercased() {
    case "increment", "+": self = .send(.incrementButtonTapped)
    case "decrement", "-": self = .send(.decrementButtonTapped)
    case "fact", "f": self = .send(.numberFactButtonTapped)
    case "dismiss", "d": self = .send(.alert(.dismiss))
    case "save", "s": self = .send(.saveFactButtonTapped)
    case "favorites", "favourites", "v": self = .showFavorites
    case "delete", "x": self = .send(.favoritesScreen(.presented(.deleteButtonTapped)))
    // NB: The parent dismisses (reduced in this send): the screen's own back button
    // dismisses through an effect, which ends after the command's line is printed.
    case "back", "b": self = .send(.favoritesScreen(.dismiss))
    case "quit", "q", "exit": self = .quit
    default: return nil
    }
  }
}
