import Composable
import Foundation

/// A sync-up's screen: its attendees and past meetings, an edit sheet, deletion after an
/// alert, and the button that starts a meeting.
///
/// Deleting and starting a meeting are the app's to do (it owns the stack): the detail tells
/// it with ``Action/delegate(_:)``.
@Reducer
public struct SyncUpDetail: Sendable {
  /// The sync-up shown, and the sheet or alert on screen.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The edit sheet or an alert, while one is shown.
    @Presents public var destination: Destination.State?
    /// The sync-up, shared with the list it came from.
    @Shared public var syncUp: SyncUp

    /// The detail of `syncUp`.
    ///
    /// - Parameters:
    ///   - destination: The sheet or alert on screen.
    ///   - syncUp: The sync-up, shared with the list.
    public init(destination: Destination.State? = nil, syncUp: Shared<SyncUp>) {
      self.destination = destination
      self._syncUp = syncUp
    }
  }

  /// What the user can do on the screen, and what the detail tells the app.
  public enum Action: Equatable, Sendable {
    /// The user tapped "Cancel" on the edit sheet.
    case cancelEditButtonTapped
    /// What the app does for the detail.
    case delegate(Delegate)
    /// The user tapped "Delete".
    case deleteButtonTapped
    /// The user swiped past meetings away.
    case deleteMeetings(atOffsets: IndexSet)
    /// The sheet's and the alerts' actions.
    case destination(PresentationAction<Destination.Action>)
    /// The user tapped "Done" on the edit sheet.
    case doneEditingButtonTapped
    /// The user tapped "Edit".
    case editButtonTapped
    /// The user tapped "Start Meeting".
    case startMeetingButtonTapped

    /// What the detail asks of the app.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      /// Delete the sync-up and leave its screen.
      case deleteSyncUp(id: SyncUp.ID)
      /// Push the meeting's screen.
      case startMeeting
    }
  }

  /// What the detail presents: the edit sheet, or an alert. `@Reducer` writes its `State`,
  /// `Action` and `body`.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Destination {
    /// The alert that asks before deleting, or says speech recognition is off.
    case alert(AlertState<Alert>)
    /// The sheet that edits the sync-up.
    case edit(SyncUpForm)

    /// The buttons of the detail's alerts.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      /// "Yes" on the delete alert.
      case confirmDeletion
      /// "Continue without recording" on the speech alert.
      case continueWithoutRecording
    }
  }

  @Dependency(\.speechClient) var speechClient

  /// The detail.
  public init() {}

  /// Edits, deletes and starts meetings.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case let .deleteMeetings(offsets):
        state.$syncUp.withLock { $0.meetings.remove(atOffsets: offsets) }
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        return .send(.delegate(.deleteSyncUp(id: state.syncUp.id)))

      case .destination(.presented(.alert(.continueWithoutRecording))):
        return .send(.delegate(.startMeeting))

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard let form = state.destination?.edit else { return .none }
        state.$syncUp.withLock { $0 = form.syncUp.withoutBlankAttendees }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .startMeetingButtonTapped:
        switch speechClient.authorizationStatus() {
        case .notDetermined, .authorized:
          return .send(.delegate(.startMeeting))
        case .denied, .restricted:
          state.destination = .alert(.speechRecognitionRestricted)
          return .none
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  /// Asks before deleting the sync-up; "Yes" deletes it with an animation.
  public static var deleteSyncUp: Self {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.confirmDeletion, animation: .default)) {
        TextState("Yes")
      }
      ButtonState(role: .cancel) {
        TextState("Nevermind")
      }
    } message: {
      TextState("Are you sure you want to delete this sync-up? Its meetings go with it.")
    }
  }

  /// Says the meeting won't be transcribed, and offers to hold it anyway.
  public static var speechRecognitionRestricted: Self {
    AlertState {
      TextState("Speech recognition is off")
    } actions: {
      ButtonState(action: .continueWithoutRecording) {
        TextState("Continue without recording")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState(
        """
        The meeting can be timed, but not transcribed: allow speech recognition in \
        Settings to keep a transcript.
        """)
    }
  }
}
