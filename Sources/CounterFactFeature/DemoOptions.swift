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

  /// Options with their defaults.
  public init() {}

  /// The usage text.
  public static let usage = """
    USAGE: CounterFactDemo [--offline] [--api-url URL] [--print-changes] [--help]

    Count up and down and ask for trivia facts about the count.

    In a terminal: a full-screen view. Keys: + increment, - decrement, f number fact,
    d dismiss the alert, q quit.
    With piped input: one command per line (increment or +, decrement or -, fact, dismiss,
    quit); after each, one line of state on standard output.

    OPTIONS:
      --offline         Compute facts locally instead of asking the numbers API.
      --api-url URL     The numbers API address (default http://numbersapi.com, or
                        $NUMBERS_API_URL). Failed requests fall back to an offline fact.
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
  /// End the session.
  case quit

  /// Parses one input line; `nil` for an unknown command. Blank lines are not commands.
  public init?(line: String) {
    switch line.trimmingCharacters(in: .whitespaces).lowercased() {
    case "increment", "+": self = .send(.incrementButtonTapped)
    case "decrement", "-": self = .send(.decrementButtonTapped)
    case "fact", "f": self = .send(.numberFactButtonTapped)
    case "dismiss", "d": self = .send(.alert(.dismiss))
    case "quit", "q", "exit": self = .quit
    default: return nil
    }
  }
}
