import Composable
import Foundation

/// A meeting in progress: a timer that gives each attendee their share of the time, the
/// transcript as the speech recognizer hears it, and an alert that asks how to end early.
///
/// When the time is up, or the user ends the meeting and saves it, the screen tells the app
/// (``Action/Delegate/save(transcript:)``) and dismisses itself; discarding only dismisses.
/// While an alert is on screen the clock stops.
@Reducer
public struct RecordMeeting: Sendable {
  /// The meeting's progress.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The alert on screen, if any.
    @Presents public var alert: AlertState<Action.Alert>?
    /// How long the meeting has lasted, in seconds.
    public var secondsElapsed: Int
    /// Who is speaking: an index into the attendees.
    public var speakerIndex: Int
    /// The sync-up the meeting is held for, shared with its detail.
    @Shared public var syncUp: SyncUp
    /// What the speech recognizer heard so far.
    public var transcript: String

    /// A meeting of `syncUp`, from its start.
    ///
    /// - Parameters:
    ///   - alert: The alert on screen.
    ///   - secondsElapsed: The seconds already spent.
    ///   - speakerIndex: Who is speaking.
    ///   - syncUp: The sync-up, shared with its detail.
    ///   - transcript: What was heard so far.
    public init(
      alert: AlertState<Action.Alert>? = nil,
      secondsElapsed: Int = 0,
      speakerIndex: Int = 0,
      syncUp: Shared<SyncUp>,
      transcript: String = ""
    ) {
      self.alert = alert
      self.secondsElapsed = secondsElapsed
      self.speakerIndex = speakerIndex
      self._syncUp = syncUp
      self.transcript = transcript
    }

    /// The time left in the meeting.
    public var durationRemaining: Duration {
      syncUp.duration - .seconds(secondsElapsed)
    }
  }

  /// What happens during a meeting.
  public enum Action: Equatable, Sendable {
    /// The alert's buttons.
    case alert(PresentationAction<Alert>)
    /// What the meeting asks of the app.
    case delegate(Delegate)
    /// The user tapped "End meeting".
    case endMeetingButtonTapped
    /// The user tapped the "next speaker" button.
    case nextButtonTapped
    /// The screen appeared: start the timer and the transcription.
    case onTask
    /// The speech recognizer stopped with an error.
    case speechFailure
    /// The speech recognizer heard more: the transcript so far.
    case speechResult(String)
    /// A second went by.
    case timerTick

    /// The buttons of the meeting's alerts.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      /// "Discard": leave without saving.
      case confirmDiscard
      /// "Save and end": save the meeting and leave.
      case confirmSave
    }

    /// What the meeting asks of the app.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      /// Save a meeting with this transcript to the sync-up.
      case save(transcript: String)
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.speechClient) var speechClient

  /// The meeting.
  public init() {}

  /// Times the speakers, records the transcript, and ends the meeting.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await dismiss() }

      case .alert(.presented(.confirmSave)):
        return finishMeeting(transcript: state.transcript)

      case .alert, .delegate:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex + 1 < state.syncUp.attendees.count else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed =
          state.speakerIndex * Int(state.syncUp.durationPerAttendee.components.seconds)
        return .none

      case .onTask:
        return .run { send in
          await withTaskGroup(of: Void.self) { group in
            if await isSpeechAuthorized() {
              group.addTask { await transcribe(send: send) }
            }
            group.addTask {
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.timerTick)
              }
            }
          }
        }

      case .speechFailure:
        state.alert = .speechRecognizerFailed
        return .none

      case let .speechResult(transcript):
        state.transcript = transcript
        return .none

      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        let secondsPerAttendee = max(
          Int(state.syncUp.durationPerAttendee.components.seconds), 1)
        guard state.secondsElapsed.isMultiple(of: secondsPerAttendee) else { return .none }
        if state.secondsElapsed >= Int(state.syncUp.duration.components.seconds) {
          return finishMeeting(transcript: state.transcript)
        }
        state.speakerIndex += 1
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Tells the app to save the meeting, with an animation, then leaves the screen.
  private func finishMeeting(transcript: String) -> Effect<Action> {
    .run { send in
      await send(.delegate(.save(transcript: transcript)), animation: .default)
      await dismiss()
    }
  }

  /// Whether the user allows transcription, asking if nobody asked yet.
  private func isSpeechAuthorized() async -> Bool {
    switch speechClient.authorizationStatus() {
    case .authorized: true
    case .denied, .restricted: false
    case .notDetermined: await speechClient.requestAuthorization() == .authorized
    }
  }

  /// Sends each transcript the recognizer hears, and ``Action/speechFailure`` if it fails.
  private func transcribe(send: Send<Action>) async {
    do {
      for try await transcript in await speechClient.startTask() {
        await send(.speechResult(transcript))
      }
    } catch {
      await send(.speechFailure)
    }
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  /// Asks how to end the meeting: save it, discard it (when ending early), or go on.
  ///
  /// - Parameter isDiscardable: Whether to offer "Discard" (the meeting is being ended early).
  /// - Returns: The alert.
  public static func endMeeting(isDiscardable: Bool) -> Self {
    AlertState {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) {
        TextState("Save and end")
      }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) {
          TextState("Discard")
        }
      }
      ButtonState(role: .cancel) {
        TextState("Resume")
      }
    } message: {
      isDiscardable
        ? TextState("You are ending the meeting early. What would you like to do?")
        : TextState("Everyone has spoken. Save the meeting?")
    }
  }

  /// Says transcription stopped; the meeting can go on untranscribed, or be discarded.
  public static var speechRecognizerFailed: Self {
    AlertState {
      TextState("Speech recognition stopped")
    } actions: {
      ButtonState(role: .cancel) {
        TextState("Continue meeting")
      }
      ButtonState(role: .destructive, action: .confirmDiscard) {
        TextState("Discard meeting")
      }
    } message: {
      TextState("The rest of the meeting won't be transcribed.")
    }
  }
}
