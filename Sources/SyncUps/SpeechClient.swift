import Composable

/// Transcribes what is said during a meeting: the app's speech recognizer, as a dependency.
///
/// The live value stands in for `SFSpeechRecognizer`, which this package does not link: it
/// is never authorized and transcribes nothing, so meetings are timed but not transcribed.
/// Tests give it what they need:
///
/// ```swift
/// $0.speechClient.authorizationStatus = { .authorized }
/// $0.speechClient.startTask = { AsyncThrowingStream { $0.yield("Hello"); $0.finish() } }
/// ```
@DependencyClient
public struct SpeechClient: Sendable {
  /// Whether the user allowed speech recognition, as it stands now.
  public var authorizationStatus: @Sendable () -> SpeechAuthorizationStatus = { .notDetermined }
  /// Asks the user to allow speech recognition, and returns the answer.
  public var requestAuthorization: @Sendable () async -> SpeechAuthorizationStatus = {
    .notDetermined
  }
  /// Starts transcribing: each element is the whole transcript so far; the stream throws
  /// when recognition fails.
  public var startTask: @Sendable () async -> AsyncThrowingStream<String, any Error> = {
    AsyncThrowingStream { $0.finish() }
  }
}

/// Whether the app may transcribe speech (the cases of `SFSpeechRecognizerAuthorizationStatus`).
public enum SpeechAuthorizationStatus: Equatable, Sendable {
  /// The user hasn't been asked yet.
  case notDetermined
  /// The user said no.
  case denied
  /// The device doesn't allow it.
  case restricted
  /// The user said yes.
  case authorized
}

extension SpeechClient: DependencyKey {
  /// Never authorized, transcribes nothing: where a real recognizer would go.
  public static let liveValue = SpeechClient(
    authorizationStatus: { .denied },
    requestAuthorization: { .denied },
    startTask: { AsyncThrowingStream { $0.finish() } })

  /// Authorized, and "hears" a short transcript a word at a time, for previews.
  public static let previewValue = SpeechClient(
    authorizationStatus: { .authorized },
    requestAuthorization: { .authorized },
    startTask: {
      AsyncThrowingStream { continuation in
        continuation.yield("Blob")
        continuation.yield("Blob spoke")
        continuation.finish()
      }
    })

  /// Every endpoint fails the test when called (`@DependencyClient`'s `init()`): a test says
  /// what the recognizer does.
  public static let testValue = SpeechClient()
}

extension DependencyValues {
  /// The speech recognizer (see ``SpeechClient``).
  public var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}
