/// Why a number fact could not be fetched.
public enum NumberFactError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The server answered with a non-2xx status.
  case badStatus(Int)
  /// The server answered with an empty body.
  case emptyBody
  /// The body was not UTF-8 text.
  case notUTF8
  /// The request timed out.
  case timedOut
  /// The body was longer than ``NumberFactClient/maximumBodySize`` bytes.
  case tooLarge(bytes: Int)
  /// The request failed before any answer (no server, no network, bad address).
  case transport(String)
  /// The request failed, and an offline fact stands in.
  case unreachable(reason: String, offlineFact: String)

  /// A sentence for a person.
  public var description: String {
    switch self {
    case let .badStatus(code): "The numbers API answered with status \(code)."
    case .emptyBody: "The numbers API answered with an empty body."
    case .notUTF8: "The numbers API answered with a body that is not UTF-8 text."
    case .timedOut: "The request to the numbers API timed out."
    case let .tooLarge(bytes):
      "The numbers API answered with \(bytes) bytes; a fact is at most "
        + "\(NumberFactClient.maximumBodySize)."
    case let .transport(reason): "Could not reach the numbers API: \(reason)."
    case let .unreachable(reason, fact):
      "Could not reach the numbers API: \(reason)\(CounterFact.offlineFactMarker)\(fact)"
    }
  }

  /// A short reason, as used inside ``unreachable(reason:offlineFact:)``.
  public var reason: String {
    switch self {
    case let .badStatus(code): "status \(code)"
    case .emptyBody: "empty answer"
    case .notUTF8: "answer not UTF-8"
    case .timedOut: "timed out"
    case let .tooLarge(bytes):
      "answer too large (\(bytes) bytes, at most \(NumberFactClient.maximumBodySize))"
    case let .transport(reason): reason
    case let .unreachable(reason, _): reason
    }
  }
}
