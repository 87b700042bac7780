import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NumberFactClient {
  /// The default numbers API address.
  public static let defaultBaseURL = "http://numbersapi.com"

  /// A client for the numbers API: GET `<baseURL>/<n>/trivia`.
  ///
  /// Each failure becomes a distinct ``NumberFactError``: a non-2xx status, an empty or
  /// non-UTF-8 body, a timeout, or a transport error.
  ///
  /// - Parameters:
  ///   - baseURL: The API's address, `http://numbersapi.com` by default.
  ///   - timeout: How long to wait for an answer; 5 seconds by default.
  public static func live(baseURL: String, timeout: Duration = .seconds(5)) -> NumberFactClient {
    NumberFactClient { n in
      let trimmed = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
      guard let url = URL(string: "\(trimmed)/\(n)/trivia"), url.scheme != nil else {
        throw NumberFactError.transport("invalid address \(baseURL)")
      }
      let seconds =
        Double(timeout.components.seconds)
        + Double(timeout.components.attoseconds) / 1e18
      var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
      request.timeoutInterval = seconds
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = seconds
      configuration.timeoutIntervalForResource = seconds
      let session = URLSession(configuration: configuration)
      defer { session.finishTasksAndInvalidate() }
      let data: Data
      let response: URLResponse
      do {
        (data, response) = try await session.data(for: request)
      } catch let error as URLError where error.code == .timedOut {
        throw NumberFactError.timedOut
      } catch let error as URLError where error.code == .cancelled {
        throw CancellationError()
      } catch let error as URLError {
        throw NumberFactError.transport(transportReason(error))
      } catch {
        throw NumberFactError.transport(String(describing: error))
      }
      if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
        throw NumberFactError.badStatus(http.statusCode)
      }
      guard !data.isEmpty else { throw NumberFactError.emptyBody }
      guard let text = String(data: data, encoding: .utf8) else { throw NumberFactError.notUTF8 }
      let fact = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !fact.isEmpty else { throw NumberFactError.emptyBody }
      return fact
    }
  }
}

private func transportReason(_ error: URLError) -> String {
  switch error.code {
  case .cannotConnectToHost: return "connection refused"
  case .cannotFindHost, .dnsLookupFailed: return "host not found"
  case .notConnectedToInternet: return "not connected to the internet"
  case .networkConnectionLost: return "connection lost"
  case .badServerResponse: return "bad answer from the server"
  default: return "URL error \(error.code.rawValue)"
  }
}
