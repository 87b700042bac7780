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
    let store = kindStore(initialState: Recorded.State()) { Recorded()._record(to: recorder) }
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
    let store = kindStore(initialState: Recorded.State()) { Recorded()._record(to: recorder) }
    for _ in 0..<10 { store.send(.increment) }
    #expect(recorder.actions.map(\.sequence) == [8, 9, 10])
  }

  @Test func redactionHidesWhatTheUserTyped() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("recorder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.jsonl")
    let recorder = Recorder(file: file)
    let store = kindStore(initialState: Recorded.State()) {
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
    let store = kindStore(initialState: SharedCounter.State()) {
      SharedCounter()._record(to: recorder)
    }
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

/// A feature whose secret is a shared value.
struct SharedSecret: Reducer {
  struct State: Equatable {
    @Shared var secret: String
    @Shared var count: Int
  }
  enum Action: Equatable {
    case typed(String)
    case increment
    case startThenCancel
    case done
    case stop
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .typed(text):
      state.$secret.withLock { $0 = text }
      return .none
    case .increment:
      state.$count.withLock { $0 += 1 }
      return .none
    case .startThenCancel:
      return .concatenate(.run { _ in try? await Task.sleep(for: .seconds(86_400)) }, .send(.done))
        .cancellable(id: "job")
    case .done, .stop:
      return .cancel(id: "job")
    }
  }
}

@MainActor
@Suite struct RecorderEdgeTests {
  func store(_ recorder: Recorder) -> StoreOf<SharedSecret> {
    kindStore(initialState: SharedSecret.State(secret: Shared(value: ""), count: Shared(value: 0)))
    {
      SharedSecret()._record(to: recorder, redactingState: { $0.secret = "•••" })
    }
  }

  @Test func redactingASharedFieldLeavesTheRealValueAlone() {
    let recorder = Recorder()
    let store = store(recorder)
    store.send(.typed("hunter2"))
    #expect(store.withState(\.secret) == "hunter2")
    #expect(recorder.actions.allSatisfy { !($0.diff ?? "").contains("hunter2") })
  }

  @Test func sharedFieldsAreDiffed() {
    let recorder = Recorder()
    let store = store(recorder)
    store.send(.increment)
    #expect(recorder.actions.first?.diff == "SharedSecret.State.count:\n  − 0\n  + 1")
  }

  @Test func originsOfActionsThatNeverArriveAreForgotten() {
    let recorder = Recorder(capacity: 10)
    let store = store(recorder)
    for _ in 0..<100 {
      store.send(.startThenCancel)
      store.send(.stop)
    }
    #expect(recorder.keptReductionCount <= 20)
  }

  /// The store tells where an action came from: an action a recorded child's effect sent,
  /// which never reached the child (its parent dismissed it first), is not matched, by its
  /// text, with a later action of the user's.
  @Test func aDroppedEffectActionDoesNotClaimALaterUserAction() {
    struct Child: Reducer {
      enum Action: Equatable, Sendable { case start, ping }
      func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        switch action {
        case .start: return .send(.ping)
        case .ping:
          state += 1
          return .none
        }
      }
    }
    struct Parent: Reducer {
      struct State: Equatable { var child: Int? = 0 }
      enum Action: Equatable, Sendable { case show, child(Child.Action) }
      let recorder: Recorder
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .show: state.child = 0
          case .child(.start): state.child = nil
          case .child: break
          }
          return .none
        }
        .ifLet(\.child, action: /Action.child) { Child()._record(to: recorder) }
      }
    }
    let recorder = Recorder()
    let store = kindStore(initialState: Parent.State()) { Parent(recorder: recorder) }
    let warnings = LockIsolated(0)
    Diagnostics.$handler.withValue({ _ in warnings.withLock { $0 += 1 } }) {
      store.send(.child(.start))
      store.send(.show)
      store.send(.child(.ping))
    }
    #expect(warnings.current == 1, "the ping sent to the dismissed child")
    #expect(
      recorder.actions.map { $0.action.components(separatedBy: ".").last }
        == ["start", "ping"])
    #expect(recorder.actions.map(\.origin) == [.user, .user])
  }

  /// A concatenation's later `.send` step and a debounced `.send` are the effect's too.
  @Test func laterStepsAndDebouncedSendsKeepTheirOrigin() async {
    enum DebounceID: Hashable, Sendable { case id }
    struct Steps: Reducer {
      enum Action: Equatable, Sendable { case start, debounced, a, b }
      func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .concatenate(.run { send in await send(.a) }, .send(.b))
        case .debounced:
          return Effect.send(.b).debounce(
            id: DebounceID.id, for: .milliseconds(1), clock: ImmediateClock())
        case .a, .b:
          state += 1
          return .none
        }
      }
    }
    let recorder = Recorder()
    let store = kindStore(initialState: 0) { Steps()._record(to: recorder) }
    await store.send(.start).finish()
    await store.send(.debounced).finish()
    #expect(
      recorder.actions.map(\.origin) == [
        .user, .effect(of: 1), .effect(of: 1), .user, .effect(of: 4),
      ])
  }

  @Test func aFileMadeAfterAFailedWriteStartsWithTheHeader() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("recorder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let blocker = folder.appendingPathComponent("blocker")
    try Data().write(to: blocker)
    let file = blocker.appendingPathComponent("session.jsonl")
    let recorder = Recorder(file: file)
    let store = kindStore(initialState: Recorded.State()) { Recorded()._record(to: recorder) }
    let messages = LockIsolated<[String]>([])
    let collect: @Sendable (Diagnostic) -> Void = { diagnostic in
      messages.withLock { $0.append(diagnostic.message) }
    }
    Diagnostics.$handler.withValue(collect) { store.send(.increment) }
    #expect(recorder.fileError != nil)
    #expect(messages.value.count == 1)
    try FileManager.default.removeItem(at: blocker)
    store.send(.increment)
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.contains(#""format":1"#) == true)
    #expect(lines.last?.contains(#""sequence":2"#) == true)
  }

  @Test func theFingerprintIsTheShapeNotTheValues() {
    struct State {
      var note: String?
      var tags: [String] = []
      // NB: Their mirrors show how they are stored: by value (`Data`), by platform (`URL`).
      var avatar = Data()
      var link = URL(fileURLWithPath: "/tmp")
    }
    let empty = shapeFingerprint(state: State(), action: Recorded.Action.self)
    let full = shapeFingerprint(
      state: State(
        note: "x", tags: ["a", "b"], avatar: Data(count: 100),
        link: URL(string: "https://example.com/a?b") ?? URL(fileURLWithPath: "/")),
      action: Recorded.Action.self)
    #expect(empty == full)
  }

  @Test func timesHaveMilliseconds() throws {
    let text = recordingTimeText(Date(timeIntervalSince1970: 1.25))
    #expect(text == "1970-01-01T00:00:01.250Z")
    #expect(recordingTime(text) == Date(timeIntervalSince1970: 1.25))
    // Written by arithmetic: the same text as Foundation's formatter, across leap years,
    // centuries and dates before 1970.
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    var generator = SystemRandomNumberGenerator()
    let dates =
      [-86_400.0, -0.001, 0, 951_782_400, 951_868_799.999, 4_107_542_400, 1_795_000_000.123]
      + (0..<2_000).map { _ in
        Double(Int64.random(in: -2_208_988_800_000...4_102_444_800_000, using: &generator)) / 1_000
      }
    for seconds in dates {
      let date = Date(timeIntervalSince1970: seconds)
      #expect(recordingTimeText(date) == formatter.string(from: date), "\(seconds)")
    }
  }
}
