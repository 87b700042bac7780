import ComposableTesting
import Foundation
import SyncUps
import Testing

// The SyncUps example's detail: editing through the sheet, deleting through the alert, and
// starting a meeting, which the detail asks of the app.

@MainActor
@Suite struct SyncUpsDetailTests {
  @Test func editThroughTheSheet() async {
    @Shared(value: SyncUp.engineering) var syncUp: SyncUp
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: $syncUp)) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .engineering))
    }
    var edited = SyncUp.engineering
    edited.title = "Engineering weekly"
    edited.attendees[1].name = "  "
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp, edited)))))) {
      $0.$destination[case: \.edit]?.syncUp = edited
    }
    // "Done" saves the form, without the attendee whose name is blank.
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.syncUp.title = "Engineering weekly"
      $0.syncUp.attendees = [Attendee(id: UUID(101), name: "Blob")]
    }
    #expect(syncUp.title == "Engineering weekly")
  }

  @Test func cancelTheEditSheet() async {
    @Shared(value: SyncUp.engineering) var syncUp: SyncUp
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: $syncUp)) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .engineering))
    }
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "X")))))) {
      $0.$destination[case: \.edit]?.syncUp.title = "X"
    }
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
    #expect(syncUp == .engineering)
  }

  @Test func deleteThroughTheAlert() async {
    @Shared(value: SyncUp.engineering) var syncUp: SyncUp
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: $syncUp)) {
      SyncUpDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
    }
    await store.receive(\.delegate.deleteSyncUp, SyncUp.engineering.id)
  }

  @Test func startMeetingWhenSpeechIsAllowed() async {
    @Shared(value: SyncUp.engineering) var syncUp: SyncUp
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: $syncUp)) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .authorized }
    }

    await store.send(.startMeetingButtonTapped)
    await store.receive(\.delegate.startMeeting)
  }

  @Test func startMeetingWhenSpeechIsDenied() async {
    @Shared(value: SyncUp.engineering) var syncUp: SyncUp
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: $syncUp)) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .denied }
    }

    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionRestricted)
    }
    await store.send(.destination(.presented(.alert(.continueWithoutRecording)))) {
      $0.destination = nil
    }
    await store.receive(\.delegate.startMeeting)
  }

  @Test func deletePastMeetings() async {
    var engineering = SyncUp.engineering
    engineering.meetings = [
      Meeting(id: UUID(300), date: Date(timeIntervalSince1970: 0), transcript: "First"),
      Meeting(id: UUID(301), date: Date(timeIntervalSince1970: 60), transcript: "Second"),
    ]
    @Shared(value: engineering) var syncUp: SyncUp
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: $syncUp)) {
      SyncUpDetail()
    }

    await store.send(.deleteMeetings(atOffsets: [0])) {
      $0.syncUp.meetings.remove(id: UUID(300))
    }
  }
}
