import Composable
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NumberFactClient {
  /// The default numbers API address.
  public static let defaultBaseURL = "http://numbersapi.com"

  /// The longest body accepted as a fact, in bytes; a longer one is
  /// ``NumberFactError/tooLarge(bytes:)``.
  public static let maximumBodySize = 4_096

  /// A client for the numbers API: GET `<baseURL>/<n>/trivia`.
  ///
  /// Each failure becomes a distinct ``NumberFactError``: a non-2xx status, an empty,
  /// oversized or non-UTF-8 body, a timeout, or a transport error with a readable reason.
  ///
  /// `timeout` bounds the whole request, from the first byte sent to the last one received:
  /// a server that answers one byte at a time cannot stretch it (URLSession's own request
  /// timeout restarts with every byte received).
  ///
  /// - Parameters:
  ///   - baseURL: The API's address, `http://numbersapi.com` by default.
  ///   - timeout: How long the whole request may take; 5 seconds by default.
  public static func live(baseURL: String, timeout: Duration = .seconds(5)) -> NumberFactClient {
    NumberFactClient { n in
      let trimmed = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
      guard !trimmed.isEmpty else { throw NumberFactError.transport("no address given") }
      guard let url = URL(string: "\(trimmed)/\(n)/trivia"), url.scheme != nil, url.host != nil
      else {
        throw NumberFactError.transport("invalid address \"\(baseURL)\"")
      }
      let data = try await withDeadline(timeout) { try await download(url, timeout: timeout) }
      guard data.count <= maximumBodySize else {
        throw NumberFactError.tooLarge(bytes: data.count)
      }
      guard !data.isEmpty else { throw NumberFactError.emptyBody }
      guard let text = String(data: data, encoding: .utf8) else { throw NumberFactError.notUTF8 }
      let fact = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !fact.isEmpty else { throw NumberFactError.emptyBody }
      return fact
    }
  }
}

/// The body of a GET of `url`, or the ``NumberFactError`` that says why there is none.
private func download(_ url: URL, timeout: Duration) async throws -> Data {
  let seconds =
    Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
  var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
  request.timeoutInterval = seconds
  let configuration = URLSessionConfiguration.ephemeral
  configuration.timeoutIntervalForRequest = seconds
  configuration.timeoutIntervalForResource = seconds
  let session = URLSession(configuration: configuration)
  defer { session.invalidateAndCancel() }
  let data: Data
  let response: URLResponse
  do {
    (data, response) = try await load(request, in: session)
  } catch let error as URLError where error.code == .timedOut {
    throw NumberFactError.timedOut
  } catch let error as URLError where error.code == .cancelled {
    throw CancellationError()
  } catch let error as URLError {
    throw NumberFactError.transport(NumberFactError.reason(for: error.code))
  } catch {
    throw NumberFactError.transport(String(describing: error))
  }
  if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
    throw NumberFactError.badStatus(http.statusCode)
  }
  return data
}

/// `session.data(for:)`, with a cancellation that cannot deadlock.
///
/// Not URLSession's own async method: on Linux its cancellation handler calls
/// `URLSessionTask.cancel()`, which waits for the session's queue, while the Swift task's
/// cancellation holds that task's status lock; when the request fails at the same moment, the
/// queue is resuming the task, which needs that lock: a deadlock (seen with a server that
/// never answers, stacks in the commit that added this). Here the handler only schedules the
/// cancel, and returns.
private func load(
  _ request: URLRequest, in session: URLSession
) async throws -> (Data, URLResponse) {
  let started = LockIsolated<URLSessionDataTask?>(nil)
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      let task = session.dataTask(with: request) { data, response, error in
        if let error {
          continuation.resume(throwing: error)
        } else if let data, let response {
          continuation.resume(returning: (data, response))
        } else {
          continuation.resume(throwing: URLError(.badServerResponse))
        }
      }
      started.setValue(task)
      task.resume()
      if Task.isCancelled { cancelLater(task) }
    }
  } onCancel: {
    if let task = started.value { cancelLater(task) }
  }
}

/// Cancels `task` from a queue of its own, never from the caller's stack (see `load`).
private func cancelLater(_ task: URLSessionDataTask) {
  DispatchQueue.global().async { task.cancel() }
}

/// The result of `operation`, or ``NumberFactError/timedOut`` once `timeout` has passed,
/// whichever comes first; cancelling the caller ends it at once with `CancellationError`.
///
/// Not a task group: a group awaits all of its children before it returns, so a download
/// that ignores its cancellation (URLSession on Linux does not always honour it) would hold
/// the caller, and the effect, past the deadline. Here the operation runs in a task of its
/// own, which is cancelled and left to end in its own time: the caller is answered at the
/// deadline whatever it does.
func withDeadline<T: Sendable>(
  _ timeout: Duration, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  let race = DeadlineRace<T>()
  let work = Task { try await operation() }
  Task { race.finish(await work.result) }
  let deadline = Task {
    // The deadline: it ends the request, it does not wait for work to happen.
    try? await Task.sleep(for: timeout)
    race.finish(.failure(NumberFactError.timedOut))
  }
  defer {
    work.cancel()
    deadline.cancel()
  }
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      race.wait(continuation)
    }
  } onCancel: {
    race.finish(.failure(CancellationError()))
  }
}

/// The first of several outcomes, handed to one waiting continuation exactly once.
private final class DeadlineRace<T: Sendable>: Sendable {
  private struct Slot {
    var continuation: CheckedContinuation<T, any Error>?
    var outcome: Result<T, any Error>?
    var resumed = false
  }

  private let slot = LockIsolated(Slot())

  /// Waits for the first outcome (at once if there is one already).
  func wait(_ continuation: CheckedContinuation<T, any Error>) {
    let outcome = slot.withValue { slot -> Result<T, any Error>? in
      guard let outcome = slot.outcome else {
        slot.continuation = continuation
        return nil
      }
      slot.resumed = true
      return outcome
    }
    if let outcome { continuation.resume(with: outcome) }
  }

  /// Offers an outcome: the first one is kept, the others are dropped.
  func finish(_ outcome: Result<T, any Error>) {
    let waiting = slot.withValue { slot -> CheckedContinuation<T, any Error>? in
      guard slot.outcome == nil else { return nil }
      slot.outcome = outcome
      guard let continuation = slot.continuation, !slot.resumed else { return nil }
      slot.resumed = true
      slot.continuation = nil
      return continuation
    }
    waiting?.resume(with: outcome)
  }
}

extension NumberFactError {
  /// A readable reason for a URL loading error, as shown after "Could not reach the numbers
  /// API: ".
  ///
  /// - Parameter code: The error's code.
  /// - Returns: A few words, never a bare number for the codes URLSession reports.
  public static func reason(for code: URLError.Code) -> String {
    switch code {
    case .timedOut: "timed out"
    case .cannotConnectToHost: "connection refused"
    case .cannotFindHost, .dnsLookupFailed: "host not found"
    case .notConnectedToInternet: "not connected to the internet"
    case .networkConnectionLost: "connection lost"
    case .badServerResponse, .cannotParseResponse: "bad answer from the server"
    case .badURL: "invalid address"
    case .unsupportedURL: "unsupported address (use http or https)"
    case .httpTooManyRedirects: "too many redirects"
    case .redirectToNonExistentLocation: "redirected to nowhere"
    case .resourceUnavailable, .fileDoesNotExist: "nothing at that address"
    case .zeroByteResource: "empty answer"
    case .cannotDecodeContentData, .cannotDecodeRawData: "answer could not be decoded"
    case .dataLengthExceedsMaximum: "answer too large"
    case .userAuthenticationRequired, .userCancelledAuthentication: "authentication required"
    case .secureConnectionFailed: "secure connection failed"
    case .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot,
      .clientCertificateRejected, .clientCertificateRequired:
      "the server's certificate was refused"
    case .appTransportSecurityRequiresSecureConnection: "an insecure connection was refused"
    case .internationalRoamingOff, .dataNotAllowed, .callIsActive: "network not available"
    case .cancelled: "cancelled"
    case .unknown: "unknown network error"
    default: "network error \(code.rawValue)"
    }
  }
}
