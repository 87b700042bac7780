import Composable
import Foundation

/// The app's first screen: every sync-up, a sheet to add one, and swipe to delete (after
/// an alert asks).
///
/// The sync-ups are kept in a file (``Composable/SharedReaderKey/syncUps``) and shared
/// with every screen that shows one: an edit made in a sync-up's detail shows here at once.
@Reducer
public struct SyncUpsList: Sendable {
  /// The sync-ups, and the sheet or alert on screen.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The add sheet or the delete alert, while one is shown.
    @Presents public var destination: Destination.State?
    /// Every sync-up, in the order they were added.
    @Shared public var syncUps: IdentifiedArrayOf<SyncUp>

    /// The list, reading the sync-ups from `syncUps` (by default, the app's file).
    ///
    /// - Parameters:
    ///   - destination: The sheet or alert on screen.
    ///   - syncUps: Where the sync-ups are kept.
    public init(
      destination: Destination.State? = nil,
      syncUps: Shared<IdentifiedArrayOf<SyncUp>> = Shared(.syncUps)
    ) {
      self.destination = destination
      self._syncUps = syncUps
    }
  }

  /// What the user can do on the list.
  public enum Action: Equatable, Sendable {
    /// The user tapped "+".
    case addSyncUpButtonTapped
    /// The user tapped "Add" on the add sheet.
    case confirmAddSyncUpButtonTapped
    /// The sheet's and the alert's actions.
    case destination(PresentationAction<Destination.Action>)
    /// The user tapped "Dismiss" on the add sheet.
    case discardButtonTapped
    /// The user swiped rows away.
    case onDelete(IndexSet)
  }

  /// What the list presents: the add sheet, or the alert that confirms a deletion.
  /// `@Reducer` writes its `State`, `Action` and `body`.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Destination {
    /// The sheet that adds a sync-up.
    case add(SyncUpForm)
    /// The alert that asks before deleting.
    case alert(AlertState<Alert>)

    /// The buttons of the delete alert.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      /// "Delete": removes the sync-up with this id.
      case confirmDeletion(id: SyncUp.ID)
    }
  }

  @Dependency(\.uuid) var uuid

  /// The list.
  public init() {}

  /// Presents, confirms and dismisses the add sheet, and deletes after the alert.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        let syncUp = SyncUp(id: uuid(), attendees: [Attendee(id: uuid())])
        state.destination = .add(SyncUpForm.State(syncUp: syncUp))
        return .none

      case .confirmAddSyncUpButtonTapped:
        guard let form = state.destination?.add else { return .none }
        state.$syncUps.withLock { _ = $0.append(form.syncUp.withoutBlankAttendees) }
        state.destination = nil
        return .none

      case let .destination(.presented(.alert(.confirmDeletion(id)))):
        state.$syncUps.withLock { _ = $0.remove(id: id) }
        return .none

      case .destination:
        return .none

      case .discardButtonTapped:
        state.destination = nil
        return .none

      case let .onDelete(offsets):
        guard let offset = offsets.first, state.syncUps.indices.contains(offset) else {
          return .none
        }
        state.destination = .alert(.deleteSyncUp(state.syncUps[offset]))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == SyncUpsList.Destination.Alert {
  /// Asks before deleting `syncUp` from the list.
  ///
  /// - Parameter syncUp: The sync-up the user swiped away.
  /// - Returns: The alert.
  public static func deleteSyncUp(_ syncUp: SyncUp) -> Self {
    AlertState {
      TextState("Delete \(syncUp.title)?")
    } actions: {
      ButtonState(
        role: .destructive,
        action: .send(.confirmDeletion(id: syncUp.id), animation: .default)
      ) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("Its meetings are deleted with it. This can't be undone.")
    }
  }
}
