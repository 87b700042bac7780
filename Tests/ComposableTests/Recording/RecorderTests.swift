import ComposableTesting
import Foundation
import Testing

@testable import Composable

/// A feature to record: `Codable`, with an effect that sends two actions back.
struct Recorded: Reducer {
  struct State: Codable, Equatable {
    var count = 0
    var secret = ""
  }
  enum Action: Codable, Equatable {
    case increment
    case fetch
    case fetched(Int)
    case typed(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .fetch:
      return .run { send in
        await send(.fetched(1))
        await send(.fetched(2))
      }
    case let .fetched(value):
      state.count += value
      return .none
    case let .typed(text):
      state.secret = text
      return .none
    }
  }
}

@MainActor
@Suite struct RecorderTests {
  @Test func eachActionWithItsOriginAndChange() async {
    let recorder = Recorder()
    let store = Store(initialState: Recorded.State()) { Recorded()._record(to: recorder) }
    store.send(.increment)
    await store.send(.fetch).finish()
    store.send(.increment)
    let actions = recorder.actions
    #expect(actions.map(\.sequence) == [1, 2, 3, 4, 5])
    #expect(actions.map(\.origin) == [.user, .user, .effect(of: 2), .effect(of: 2), .user])
    #expect(actions[0].diff == "Recorded.State.count:\n  − 0\n  + 1")
    #expect(actions[1].diff == nil)
    #expect(actions[2].actionJSON == #"{"fetched":{"_0":1}}"#)
    #expect(actions[4].stateJSON == #"{"count":5,"secret":""}"#)
  }

  @Test func memoryKeepsTheLatestActions() {
    let recorder = Recorder(capacity: 3)
    let store = Store(initialState: Recorded.State()) { Recorded()._record(to: recorder) }
    for _ in 0..<10 { store.send(.increment) }
    #expect(recorder.actions.map(\.sequence) == [8, 9, 10])
  }

  @Test func redactionHidesWhatTheUserTyped() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("recorder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.jsonl")
    let recorder = Recorder(file: file)
    let store = Store(initialState: Recorded.State()) {
      Recorded()._record(
        to: recorder, redactingState: { $0.secret = $0.secret.isEmpty ? "" : "•••" },
        redactingAction: { if case .typed = $0 { $0 = .typed("•••") } })
    }
    store.send(.typed("hunter2"))
    store.send(.increment)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(!text.contains("hunter2"))
    let lines = text.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].contains(#""format":1"#))
    #expect(lines[0].contains(#""stateType":"ComposableTests.Recorded.State""#))
    #expect(!lines[0].contains("notReplayableBecause"))
    #expect(lines[1].contains(#"Recorded.Action.typed(\"•••\")"#))
    #expect(store.withState(\.secret) == "hunter2")
  }

  @Test func aFeatureThatIsNotCodableIsRecordedAsDumps() {
    let recorder = Recorder()
    let store = Store(initialState: SharedCounter.State()) { SharedCounter()._record(to: recorder) }
    store.send(.increment)
    #expect(recorder.actions.first?.actionJSON == nil)
    #expect(recorder.actions.first?.action == "SharedCounter.Action.increment")
    #expect(
      notReplayableReason(SharedCounter.State.self, SharedCounter.Action.self)
        == "ComposableTests.SharedCounter.State and ComposableTests.SharedCounter.Action not "
        + "Codable: recorded as dumps only")
  }

  @Test func theFingerprintFollowsTheShape() {
    let one = shapeFingerprint(state: Recorded.State(), action: Recorded.Action.self)
    #expect(one == shapeFingerprint(state: Recorded.State(count: 9), action: Recorded.Action.self))
    #expect(
      one
        != shapeFingerprint(
          state: SharedPair.Side.State(count: Shared(value: 0)),
          action: Recorded.Action.self))
  }
}
