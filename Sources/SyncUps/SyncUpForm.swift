import Composable
import Foundation

/// The form that creates or edits a sync-up: its title, length, theme and attendees.
///
/// The fields are set by the form's controls through ``Action/binding(_:)``; adding an
/// attendee focuses the new row, and deleting the last one leaves an empty row to type in.
@Reducer
public struct SyncUpForm: Sendable {
  /// The sync-up being edited, and the field that has the keyboard.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The field with the keyboard, if any.
    public var focus: Field?
    /// The sync-up as edited so far.
    public var syncUp: SyncUp

    /// A form for `syncUp`, with the title focused.
    ///
    /// - Parameters:
    ///   - focus: The field with the keyboard.
    ///   - syncUp: The sync-up to edit.
    public init(focus: Field? = .title, syncUp: SyncUp) {
      self.focus = focus
      self.syncUp = syncUp
    }

    /// A field of the form that can have the keyboard.
    @CasePathable
    public enum Field: Hashable, Sendable {
      /// The name of the attendee with this id.
      case attendee(Attendee.ID)
      /// The sync-up's title.
      case title
    }
  }

  /// What the user can do in the form.
  public enum Action: BindableAction, Equatable, Sendable {
    /// The user tapped "New attendee".
    case addAttendeeButtonTapped
    /// A control changed a field.
    case binding(BindingAction<State>)
    /// The user swiped attendees away.
    case onDeleteAttendees(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  /// The form.
  public init() {}

  /// Applies the controls' changes, then adds and removes attendees.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        let attendee = Attendee(id: uuid())
        state.syncUp.attendees.append(attendee)
        state.focus = .attendee(attendee.id)
        return .none

      case .binding:
        return .none

      case let .onDeleteAttendees(offsets):
        state.syncUp.attendees.remove(atOffsets: offsets)
        guard let lastRow = state.syncUp.attendees.indices.last else {
          let attendee = Attendee(id: uuid())
          state.syncUp.attendees.append(attendee)
          state.focus = .attendee(attendee.id)
          return .none
        }
        // The keyboard goes to the row that took the first deleted one's place.
        let row = min(offsets.first ?? lastRow, lastRow)
        state.focus = .attendee(state.syncUp.attendees[row].id)
        return .none
      }
    }
  }
}

extension SyncUp {
  /// The sync-up without the attendees whose name is blank: what the form saves.
  var withoutBlankAttendees: SyncUp {
    var syncUp = self
    syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
    return syncUp
  }
}
