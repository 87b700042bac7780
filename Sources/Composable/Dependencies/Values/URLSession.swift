import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension DependencyValues {
  /// The URL session a feature's effects use for network requests.
  ///
  /// Live: `URLSession.shared`. In tests: a session that performs no request: every task
  /// fails with `URLError(.notConnectedToInternet)` and reports an unimplemented dependency,
  /// so a test never reaches the network by accident. Override it with a session of your own
  /// (for example one configured with a `URLProtocol` stub).
  ///
  /// ```swift
  /// @Dependency(\.urlSession) var urlSession
  /// let (data, _) = try await urlSession.data(from: url)
  /// ```
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }
}

private enum URLSessionKey: DependencyKey {
  static let liveValue = URLSession.shared
  static let testValue: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [UnimplementedURLProtocol.self]
    return URLSession(configuration: configuration)
  }()
}

/// Fails every request of the test session, and reports it.
private final class UnimplementedURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    runtimeWarn(
      """
      Unimplemented: @Dependency(\\.urlSession) was used in a test, for \
      \(request.url?.absoluteString ?? "a request without a URL"). Override it: \
      "$0.urlSession = …" (for example a session configured with a URLProtocol stub), or \
      override the client that uses it.
      """)
    client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
  }

  override func stopLoading() {}
}
