import ComposableTesting
import Foundation
import SyncUps
import Testing

// The SyncUps example's stack: pushing a sync-up's detail, editing it there (the list sees
// it), deleting it (the app pops the detail), starting a meeting, and going back.

@MainActor
@Suite struct SyncUpsAppFeatureTests {
  @Test func pushDetailEditAndGoBack() async {
    @Shared(.syncUps) var syncUps = [.engineering]
    let store = TestStore(initialState: SyncUps.AppFeature.State()) { SyncUps.AppFeature() }
    let syncUp = Shared($syncUps[id: SyncUp.engineering.id]) ?? Shared(value: .engineering)

    // What `NavigationLink(state: .detail(…))` sends.
    await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: syncUp))))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: syncUp))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(SyncUpForm.State(syncUp: .engineering))
    }
    await store.send(
      .path(
        .element(
          id: 0,
          action: .detail(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Eng"))))))
        ))
    ) {
      $0.path[id: 0, case: \.detail]?.$destination[case: \.edit]?.syncUp.title = "Eng"
    }
    await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
      $0.syncUpsList.syncUps[0].title = "Eng"
    }
    #expect(syncUps[0].title == "Eng")

    // The back button.
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
  }

  @Test func deleteFromTheDetailPopsIt() async {
    @Shared(.syncUps) var syncUps = [.engineering, .design]
    let store = TestStore(initialState: SyncUps.AppFeature.State()) { SyncUps.AppFeature() }
    let syncUp = Shared($syncUps[id: SyncUp.design.id]) ?? Shared(value: .design)

    await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: syncUp))))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: syncUp))
    }
    await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(.deleteSyncUp)
    }
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))
    ) {
      $0.path[id: 0, case: \.detail]?.destination = nil
    }
    await store.receive(
      .path(.element(id: 0, action: .detail(.delegate(.deleteSyncUp(id: SyncUp.design.id)))))
    ) {
      $0.path.pop(from: 0)
      $0.syncUpsList.syncUps = [.engineering]
    }
    #expect(syncUps == [.engineering])
  }

  @Test func startMeetingPushesIt() async {
    @Shared(.syncUps) var syncUps = [.engineering]
    let syncUp = Shared($syncUps[id: SyncUp.engineering.id]) ?? Shared(value: .engineering)
    let store = TestStore(
      initialState: SyncUps.AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: syncUp))]))
    ) {
      SyncUps.AppFeature()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .notDetermined }
    }

    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.startMeeting))))) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: syncUp))
    }
    // A past meeting, pushed by `NavigationLink(state: .meeting(…))`, then two screens popped.
    let meeting = Meeting(id: UUID(5), date: Date(timeIntervalSince1970: 0), transcript: "Hi")
    await store.send(.path(.push(id: 2, state: .meeting(meeting, syncUp: .engineering)))) {
      $0.path[id: 2] = .meeting(meeting, syncUp: .engineering)
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
  }
}
