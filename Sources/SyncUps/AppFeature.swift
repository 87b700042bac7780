import Composable
import Foundation

/// The app: the list of sync-ups at the root of a navigation stack, onto which a sync-up's
/// detail, a meeting in progress and a past meeting are pushed.
///
/// The app acts on what the pushed screens ask (``SyncUpDetail/Action/Delegate``,
/// ``RecordMeeting/Action/Delegate``): it deletes a sync-up and pops its detail, pushes a
/// meeting, and saves a finished meeting to its sync-up.
@Reducer
public struct AppFeature: Sendable {
  /// The screens of the stack: `@Reducer` writes its `State`, `Action` and `body`.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Path {
    /// A sync-up's detail.
    case detail(SyncUpDetail)
    /// A past meeting of a sync-up (read-only: state only, it has no actions).
    case meeting(Meeting, syncUp: SyncUp)
    /// A meeting in progress.
    case record(RecordMeeting)
  }

  /// The list and the screens pushed over it.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The screens pushed over the list, bottom first.
    public var path: StackState<Path.State>
    /// The list at the root.
    public var syncUpsList: SyncUpsList.State

    /// The app showing `syncUpsList` under `path`.
    ///
    /// - Parameters:
    ///   - path: The pushed screens.
    ///   - syncUpsList: The list.
    public init(
      path: StackState<Path.State> = StackState(),
      syncUpsList: SyncUpsList.State = SyncUpsList.State()
    ) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  /// The stack's and the list's actions.
  public enum Action: Equatable, Sendable {
    /// The pushed screens'.
    case path(StackActionOf<Path>)
    /// The list's.
    case syncUpsList(SyncUpsList.Action)
  }

  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  /// The app.
  public init() {}

  /// Runs the list and the stack, and does what the pushed screens ask.
  public var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) { SyncUpsList() }
    Reduce { state, action in
      switch action {
      case let .path(.element(id, .detail(.delegate(delegate)))):
        guard case let .detail(detail) = state.path[id: id] else { return .none }
        switch delegate {
        case let .deleteSyncUp(syncUpID):
          state.syncUpsList.$syncUps.withLock { _ = $0.remove(id: syncUpID) }
          state.path.pop(from: id)
        case .startMeeting:
          state.path.append(.record(RecordMeeting.State(syncUp: detail.$syncUp)))
        }
        return .none

      case let .path(.element(id, .record(.delegate(.save(transcript))))):
        guard case let .record(meeting) = state.path[id: id] else { return .none }
        let finished = Meeting(id: uuid(), date: now, transcript: transcript)
        meeting.$syncUp.withLock { $0.meetings.insert(finished, at: 0) }
        return .none

      case .path, .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
