import ComposableTesting
import Foundation
import SyncUps
import Testing

// The SyncUps example's list: adding through the sheet, and deleting through the alert.

@MainActor
@Suite struct SyncUpsListTests {
  @Test func addSyncUpThroughTheSheet() async throws {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(
        SyncUpForm.State(syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])))
    }

    // What the form's controls send: the whole sync-up, as `$store.syncUp.title` does.
    var edited = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Blob")])
    edited.title = "Engineering"
    await store.send(.destination(.presented(.add(.binding(.set(\.syncUp, edited)))))) {
      $0.$destination[case: \.add]?.syncUp = edited
    }
    await store.send(.destination(.presented(.add(.addAttendeeButtonTapped)))) {
      $0.$destination[case: \.add]?.syncUp.attendees.append(Attendee(id: UUID(2)))
      $0.$destination[case: \.add]?.focus = .attendee(UUID(2))
    }

    // The empty attendee row is not saved.
    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.syncUps = [edited]
    }

    // The list is kept in the app's file.
    let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("sync-ups.json")
    let data = try #require(store.dependencies.defaultFileStorage.contents(of: url))
    let saved = try JSONDecoder().decode(IdentifiedArrayOf<SyncUp>.self, from: data)
    #expect(saved == [edited])
  }

  @Test func discardTheAddSheet() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(
        SyncUpForm.State(syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])))
    }
    await store.send(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Design")))))) {
      $0.$destination[case: \.add]?.syncUp.title = "Design"
    }
    await store.send(.discardButtonTapped) {
      $0.destination = nil
    }
    #expect(store.state.syncUps.isEmpty)
  }

  @Test func deleteThroughTheAlert() async {
    @Shared(.syncUps) var syncUps = [.engineering, .design]
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }

    await store.send(.onDelete([1])) {
      $0.destination = .alert(.deleteSyncUp(.design))
    }
    // The alert's "Delete" button: its action, then the alert goes away.
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: SyncUp.design.id))))) {
      $0.destination = nil
      $0.syncUps = [.engineering]
    }
    #expect(syncUps == [.engineering])
  }

  @Test func cancelTheDeleteAlert() async {
    @Shared(.syncUps) var syncUps = [.engineering]
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }

    await store.send(.onDelete([0])) {
      $0.destination = .alert(.deleteSyncUp(.engineering))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    #expect(syncUps == [.engineering])
  }
}

extension SyncUp {
  static let engineering = SyncUp(
    id: UUID(100),
    attendees: [Attendee(id: UUID(101), name: "Blob"), Attendee(id: UUID(102), name: "Jr")],
    duration: .seconds(6),
    title: "Engineering")

  static let design = SyncUp(
    id: UUID(200), attendees: [Attendee(id: UUID(201), name: "Blob Sr")], title: "Design")
}
