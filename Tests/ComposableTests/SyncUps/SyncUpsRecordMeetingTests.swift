import ComposableTesting
import Foundation
import SyncUps
import Testing

// The SyncUps example's meeting, pushed on the app's stack over the sync-up's detail (it
// dismisses itself, which pops it): the timer to the end, saving, discarding, and a speech
// recognizer that fails.

@MainActor
@Suite struct SyncUpsRecordMeetingTests {
  /// The app with the engineering sync-up's detail (id 0) and its meeting (id 1) pushed.
  private func appWithMeeting(
    _ syncUp: SyncUp = .engineering
  ) -> (SyncUps.AppFeature.State, Shared<IdentifiedArrayOf<SyncUp>>, Shared<SyncUp>) {
    let syncUps = Shared(value: IdentifiedArrayOf<SyncUp>([syncUp]))
    let shared = Shared(syncUps[id: syncUp.id]) ?? Shared(value: syncUp)
    let state = SyncUps.AppFeature.State(
      path: StackState([
        .detail(SyncUpDetail.State(syncUp: shared)),
        .record(RecordMeeting.State(syncUp: shared)),
      ]),
      syncUpsList: SyncUpsList.State(syncUps: syncUps))
    return (state, syncUps, shared)
  }

  @Test(.mainActorStoreOnly) func timerRunsToTheEndAndSavesTheMeeting() async {
    let clock = TestClock()
    let (state, syncUps, _) = appWithMeeting()
    let store = TestStore(initialState: state) {
      SyncUps.AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.uuid = .incrementing
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = {
        AsyncThrowingStream { continuation in
          continuation.yield("I finished the")
          continuation.yield("I finished the parser.")
        }
      }
    }

    let meeting = await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await store.receive(.path(.element(id: 1, action: .record(.speechResult("I finished the"))))) {
      $0.path[id: 1, case: \.record]?.transcript = "I finished the"
    }
    await store.receive(
      .path(.element(id: 1, action: .record(.speechResult("I finished the parser."))))
    ) {
      $0.path[id: 1, case: \.record]?.transcript = "I finished the parser."
    }

    // Six seconds, two attendees: three seconds each.
    for second in 1...5 {
      await clock.advance(by: .seconds(1))
      await store.receive(.path(.element(id: 1, action: .record(.timerTick)))) {
        $0.path[id: 1, case: \.record]?.secondsElapsed = second
        if second == 3 { $0.path[id: 1, case: \.record]?.speakerIndex = 1 }
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .record(.timerTick)))) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 6
    }
    let saved = "I finished the parser."
    await store.receive(
      .path(.element(id: 1, action: .record(.delegate(.save(transcript: saved)))))
    ) {
      $0.syncUpsList.syncUps[id: SyncUp.engineering.id]?.meetings = [
        Meeting(
          id: UUID(0), date: Date(timeIntervalSince1970: 1_234_567_890),
          transcript: "I finished the parser.")
      ]
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    await meeting.finish()
    #expect(syncUps.wrappedValue[0].meetings.map(\.transcript) == ["I finished the parser."])
  }

  @Test func endEarlyAndDiscard() async {
    let clock = TestClock()
    let (state, syncUps, _) = appWithMeeting()
    let store = TestStore(initialState: state) {
      SyncUps.AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.speechClient.authorizationStatus = { .denied }
    }

    let meeting = await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .record(.timerTick)))) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 1
    }
    await store.send(.path(.element(id: 1, action: .record(.endMeetingButtonTapped)))) {
      $0.path[id: 1, case: \.record]?.alert = .endMeeting(isDiscardable: true)
    }
    // The clock doesn't count while the alert asks.
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .record(.timerTick))))

    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmDiscard)))))) {
      $0.path[id: 1, case: \.record]?.alert = nil
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    await meeting.finish()
    #expect(syncUps.wrappedValue[0].meetings.isEmpty)
  }

  @Test(.mainActorStoreOnly) func endEarlyAndSave() async {
    let clock = TestClock()
    let (state, _, syncUp) = appWithMeeting()
    let store = TestStore(initialState: state) {
      SyncUps.AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 0)
      $0.uuid = .incrementing
      $0.speechClient.authorizationStatus = { .notDetermined }
      $0.speechClient.requestAuthorization = { .authorized }
      $0.speechClient.startTask = {
        AsyncThrowingStream { $0.yield("Short one.") }
      }
    }

    let meeting = await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await store.receive(.path(.element(id: 1, action: .record(.speechResult("Short one."))))) {
      $0.path[id: 1, case: \.record]?.transcript = "Short one."
    }
    await store.send(.path(.element(id: 1, action: .record(.endMeetingButtonTapped)))) {
      $0.path[id: 1, case: \.record]?.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmSave)))))) {
      $0.path[id: 1, case: \.record]?.alert = nil
    }
    await store.receive(
      .path(.element(id: 1, action: .record(.delegate(.save(transcript: "Short one.")))))
    ) {
      $0.syncUpsList.syncUps[0].meetings = [
        Meeting(id: UUID(0), date: Date(timeIntervalSince1970: 0), transcript: "Short one.")
      ]
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    await meeting.finish()
    #expect(syncUp.wrappedValue.meetings.count == 1)
  }

  @Test func speechRecognizerFails() async {
    struct RecognizerError: Error {}
    let clock = TestClock()
    let (state, _, _) = appWithMeeting()
    let store = TestStore(initialState: state) {
      SyncUps.AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = {
        AsyncThrowingStream {
          $0.yield("Half a")
          $0.finish(throwing: RecognizerError())
        }
      }
    }

    let meeting = await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await store.receive(.path(.element(id: 1, action: .record(.speechResult("Half a"))))) {
      $0.path[id: 1, case: \.record]?.transcript = "Half a"
    }
    await store.receive(.path(.element(id: 1, action: .record(.speechFailure)))) {
      $0.path[id: 1, case: \.record]?.alert = .speechRecognizerFailed
    }
    // "Continue meeting" only dismisses; the meeting goes on, untranscribed.
    await store.send(.path(.element(id: 1, action: .record(.alert(.dismiss))))) {
      $0.path[id: 1, case: \.record]?.alert = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .record(.timerTick)))) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 1
    }
    // Leaving the screen (the back button) cancels the timer.
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    await meeting.finish()
  }

  @Test func nextSpeakerThenTheLastOneAsksToSave() async {
    let (state, _, _) = appWithMeeting()
    let store = TestStore(initialState: state) { SyncUps.AppFeature() }

    await store.send(.path(.element(id: 1, action: .record(.nextButtonTapped)))) {
      $0.path[id: 1, case: \.record]?.speakerIndex = 1
      $0.path[id: 1, case: \.record]?.secondsElapsed = 3
    }
    await store.send(.path(.element(id: 1, action: .record(.nextButtonTapped)))) {
      $0.path[id: 1, case: \.record]?.alert = .endMeeting(isDiscardable: false)
    }
  }
}
