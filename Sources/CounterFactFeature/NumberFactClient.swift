import Composable

/// Fetches trivia facts about numbers.
public struct NumberFactClient: Sendable {
  /// Returns a fact about the number.
  public var fetch: @Sendable (Int) async throws -> String

  /// A client calling `fetch` for each fact.
  public init(fetch: @escaping @Sendable (Int) async throws -> String) {
    self.fetch = fetch
  }
}

extension NumberFactClient: DependencyKey {
  /// The numbers API at its default address, falling back to offline facts on failure.
  public static var liveValue: NumberFactClient {
    .live(baseURL: NumberFactClient.defaultBaseURL).withOfflineFallback()
  }

  /// Facts computed locally, for previews.
  public static var previewValue: NumberFactClient { .offline }

  /// Reports a test failure naming `NumberFactClient.fetch` when called.
  public static var testValue: NumberFactClient {
    NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
  }
}

extension DependencyValues {
  /// The number-fact client.
  ///
  /// Live: the numbers API with an offline fallback. Preview: offline facts. Test:
  /// unimplemented, so a test that forgets to override it fails, naming it.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
