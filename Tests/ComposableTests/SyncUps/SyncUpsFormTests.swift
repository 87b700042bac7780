import ComposableTesting
import Foundation
import SyncUps
import Testing

// The SyncUps example's form: adding and deleting attendees, and a binding.

@MainActor
@Suite struct SyncUpsFormTests {
  @Test func addAndDeleteAttendees() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(
          id: UUID(9),
          attendees: [Attendee(id: UUID(7), name: "Blob"), Attendee(id: UUID(8), name: "Jr")]))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addAttendeeButtonTapped) {
      $0.syncUp.attendees.append(Attendee(id: UUID(0)))
      $0.focus = .attendee(UUID(0))
    }
    // Deleting the middle row gives the keyboard to the row that took its place.
    await store.send(.onDeleteAttendees([1])) {
      $0.syncUp.attendees.remove(id: UUID(8))
      $0.focus = .attendee(UUID(0))
    }
    // Deleting every row leaves an empty one to type in.
    await store.send(.onDeleteAttendees([0, 1])) {
      $0.syncUp.attendees = [Attendee(id: UUID(1))]
      $0.focus = .attendee(UUID(1))
    }
    await store.send(.binding(.set(\.syncUp.duration, .seconds(10 * 60)))) {
      $0.syncUp.duration = .seconds(600)
    }
  }
}
