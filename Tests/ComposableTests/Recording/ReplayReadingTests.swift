import CounterFactFeature
import Foundation
import Testing

@testable import Composable
@testable import ComposableTesting

/// A feature whose increment is `by`: recorded with one step, replayed with another, it
/// stands for a feature changed since its session was recorded.
struct Tally: Reducer {
  struct State: Codable, Equatable {
    var count = 0
  }
  enum Action: Codable, Equatable {
    case increment
    case fetch
    case fetched(Int)
  }
  var by = 1
  /// Whether `fetch` returns its effect (a feature whose effect was removed: `false`).
  var fetches = true
  /// Whether `increment` returns an effect (one that was added since: `true`).
  var logsIncrements = false

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += by
      return logsIncrements ? .run { _ in } : .none
    case .fetch:
      guard fetches else { return .none }
      return .run { send in await send(.fetched(10)) }
    case let .fetched(value):
      state.count += value
      return .none
    }
  }
}

/// Replays `replay` in `store`: the user's actions sent, the effects' received.
@MainActor
func replayAll<F: Reducer>(_ replay: Replay<F>, in store: TestStore<F.State, F.Action>) async
where F.State: Codable & Equatable & Sendable, F.Action: Codable & Equatable & Sendable {
  for step in replay.steps {
    let update: ((inout F.State) throws -> Void)? =
      step.changesState ? { try replay.update(&$0, toStateAfter: step.sequence) } : nil
    if step.origin == .user {
      await store.send(step.action, assert: update)
    } else {
      await store.receive(step.action, assert: update)
    }
  }
}

/// A session's text, recorded from a store of `reducer` by `session`.
@MainActor
func recordedText<R: Reducer>(
  _ initialState: R.State, _ reducer: R,
  dependencies: @escaping (inout DependencyValues) -> Void = { _ in },
  _ session: (StoreOf<R>) async -> Void
) async throws -> String {
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("replay-\(UUID().uuidString).jsonl")
  defer { try? FileManager.default.removeItem(at: file) }
  let recorder = Recorder(file: file)
  let store = kindStore(initialState: initialState) {
    reducer._record(to: recorder)
  } withDependencies: {
    dependencies(&$0)
  }
  await session(store)
  return try String(contentsOf: file, encoding: .utf8)
}

@MainActor
@Suite struct ReplayReadingTests {
  /// The demo's feature, with an alert, a failure, a presented screen and a shared list.
  func counterFactSession() async throws -> String {
    try await recordedText(
      CounterFact.State(favorites: Shared(value: [])), CounterFact(),
      dependencies: {
        $0.numberFact.fetch = { count in
          guard count == 1 else { throw NumberFactError.badStatus(503) }
          return "1 is the loneliest number."
        }
      }
    ) { store in
      store.send(.incrementButtonTapped)
      await store.send(.numberFactButtonTapped).finish()
      store.send(.saveFactButtonTapped)
      store.send(.incrementButtonTapped)
      await store.send(.numberFactButtonTapped).finish()
      store.send(.alert(.dismiss))
      store.send(.favoritesButtonTapped)
      store.send(.favoritesScreen(.presented(.deleteButtonTapped)))
      // NB: Sent by the user while the screen's dismissal listener (an effect of action 9
      // that would send the same action) waits: the user's, not the listener's.
      store.send(.favoritesScreen(.dismiss))
    }
  }

  @Test func aDemoSessionReplaysExhaustivelyWithoutItsEffects() async throws {
    let replay = try Replay<CounterFact>(try await counterFactSession())
    #expect(replay.steps.count == 11)
    #expect(
      replay.steps.map(\.origin)
        == [
          .user, .user, .effect(of: 2), .user, .user, .user, .effect(of: 6), .user, .user, .user,
          .user,
        ])
    // The failure comes back as the recorded error: the same alert.
    #expect(
      replay.steps[6].action
        == .numberFactResponse(
          .failure(
            RecordedError(NumberFactError.badStatus(503)))))
    #expect(
      "\(RecordedError(NumberFactError.badStatus(503)))"
        == "The numbers API answered with status 503.")
    let store = TestStore(initialState: replay.initialState) {
      CounterFact()._replaying(replay)
    }
    // NB: No numberFact dependency: the test value fails when called; nothing calls it.
    await replayAll(replay, in: store)
    #expect(store.state.favorites == [])
    #expect(store.state.favoritesScreen == nil)
  }

  @Test func aChangedFeatureFailsTheReplayWithADiff() async throws {
    let text = try await recordedText(Tally.State(), Tally()) { store in
      store.send(.increment)
      await store.send(.fetch).finish()
    }
    let replay = try Replay<Tally>(text)
    let messages = await failureMessages {
      let store = TestStore(initialState: replay.initialState) { Tally(by: 2)._replaying(replay) }
      await replayAll(replay, in: store)
    }
    #expect(
      messages == [
        """
        A state change does not match expectation after send(Tally.Action.increment):
        Tally.State.count:
          − 1
          + 2

        (Expected: −, Actual: +)
        """,
        """
        A state change does not match expectation after receive(Tally.Action.fetched(10)):
        Tally.State.count:
          − 11
          + 12

        (Expected: −, Actual: +)
        """,
      ])
  }

  @Test func anEffectRemovedOrAddedSinceFailsTheReplay() async throws {
    let text = try await recordedText(Tally.State(), Tally()) { store in
      store.send(.increment)
      await store.send(.fetch).finish()
    }
    let replay = try Replay<Tally>(text)
    #expect(replay.steps.map(\.returnedEffect) == [false, true, false])
    let removed = await failureMessages {
      let store = TestStore(initialState: replay.initialState) {
        Tally(fetches: false)._replaying(replay)
      }
      await replayAll(replay, in: store)
    }
    #expect(
      removed == [
        """
        Action 2 of the recording, Tally.Action.fetch, returned no effect; in the recording it \
        returned one (which sent action 3).
        """
      ])
    let added = await failureMessages {
      let store = TestStore(initialState: replay.initialState) {
        Tally(logsIncrements: true)._replaying(replay)
      }
      await replayAll(replay, in: store)
    }
    #expect(
      added == [
        """
        Action 1 of the recording, Tally.Action.increment, returned an effect; in the recording \
        it returned none. A replay does not run effects: test what it does in a test of its own.
        """
      ])
  }

  @Test func aSessionKeptInMemoryIsExportedAndReplayedWhenWhole() async throws {
    let recorder = Recorder(capacity: 3)
    #expect(throws: RecorderError.notStarted) {
      try recorder.export(to: URL(fileURLWithPath: "/nonexistent/never.jsonl"))
    }
    let store = kindStore(initialState: Tally.State()) { Tally()._record(to: recorder) }
    store.send(.increment)
    await store.send(.fetch).finish()
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("export-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    try recorder.export(to: file)
    let replay = try Replay<Tally>(contentsOf: file)
    let test = TestStore(initialState: replay.initialState) { Tally()._replaying(replay) }
    await replayAll(replay, in: test)
    // One more: the first action is no longer in memory.
    store.send(.increment)
    try recorder.export(to: file)
    do {
      _ = try Replay<Tally>(contentsOf: file)
      Issue.record("a session without its first action was replayed")
    } catch {
      #expect(
        "\(error)"
          == """
          The recording's actions are not whole: action 2 (line 2) follows action 0. A recorder \
          keeps only its latest actions in memory (what export(to:) writes); replay a file \
          recorded from the start.
          """)
    }
  }

  @Test func recordingsOfAnotherShapeAreRefusedSayingWhy() async throws {
    let text = try await recordedText(Tally.State(), Tally()) { store in
      store.send(.increment)
      await store.send(.fetch).finish()
    }
    func refusal<F: Reducer>(_ text: String, _ feature: F.Type) -> String?
    where F.State: Codable & Sendable, F.Action: Codable & Sendable {
      do {
        _ = try Replay<F>(text)
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(
      refusal(text, Recorded.self)
        == """
        The recording is of ComposableTests.Tally.State and ComposableTests.Tally.Action, not \
        of ComposableTests.Recorded.State and ComposableTests.Recorded.Action: replay it with \
        the feature it was recorded from.
        """)
    let header = try #require(text.split(separator: "\n").first.map(String.init))
    let fingerprint = try #require(header.firstMatch(of: /"fingerprint":"([0-9a-f]+)"/)?.1)
    #expect(
      refusal(text.replacingOccurrences(of: String(fingerprint), with: "123abc"), Tally.self)
        == """
        The recording was made with another shape of ComposableTests.Tally.State or \
        ComposableTests.Tally.Action (fingerprint 123abc; the feature's now is \(fingerprint)): \
        a field or type changed since it was recorded. Record the session again with this \
        feature.
        """)
    // NB: Between the parentheses, Foundation's own words (which differ by platform).
    let undecodable = refusal(
      text.replacingOccurrences(of: #"{\"fetched\":{\"_0\":10}}"#, with: #"{\"fetchd\":{}}"#),
      Tally.self)
    #expect(
      undecodable?.hasPrefix(
        "The recording's action 3 (line 4) does not decode as "
          + "ComposableTests.Tally.Action (") == true, "\(undecodable ?? "")")
    #expect(
      undecodable?.hasSuffix(
        "): the feature changed since it was recorded. Record the session again with this "
          + "feature.") == true)
    #expect(
      refusal(String(text.dropLast(20)), Tally.self)
        == """
        recording:4: the last line is cut short (the session ended while it was written); \
        the 2 actions before it are whole
        """)
    let dumpsOnly = try await recordedText(NotCodable.State(), NotCodable()) { store in
      store.send(.tap)
    }
    #expect(
      refusal(dumpsOnly, NotCodableButDecodable.self)
        == """
        The recording can't be replayed: ComposableTests.NotCodable.State and \
        ComposableTests.NotCodable.Action not Codable: recorded as dumps only.
        """)
    let replay = try Replay<Tally>(text)
    #expect(throws: ReplayError.self) { try replay.action(9) }
    #expect(
      (try? replay.action(9)) == nil
        && "\((try? { () throws -> String in _ = try replay.action(9); return "" }()) ?? "")" == "")
    do {
      _ = try replay.action(9)
    } catch {
      #expect("\(error)" == "The recording has no action 9: its actions are 1 to 3.")
    }
  }

  // NB: A bound on a hang. In the full suite this main-actor test waits behind the tests
  // that keep the main actor busy (17 s in a plain run); under the thread sanitizer, over a
  // minute (CI).
  @Test(.timeLimit(.minutes(5)))
  func anEffectsActionWaitsForItsTurnOrItsCancellation() async throws {
    // The fetch's answer came after an increment: its effect waits for that turn.
    let text = try await recordedText(Tally.State(), Tally()) { store in
      let fetch = store.send(.fetch)
      store.send(.increment)
      await fetch.finish()
    }
    let replay = try Replay<Tally>(text)
    #expect(replay.steps.map(\.origin) == [.user, .user, .effect(of: 1)])
    let test = TestStore(initialState: replay.initialState) { Tally()._replaying(replay) }
    await test.send(.fetch)
    // NB: Sent before the fetch's answer, as recorded: an answer received first would fail.
    await test.send(.increment) { $0.count = 1 }
    await test.receive(.fetched(10)) { $0.count = 11 }
    // Cancelled while it waits, the effect ends.
    let store = kindStore(initialState: replay.initialState) { Tally()._replaying(replay) }
    let task = store.send(.fetch)
    task.cancel()
    await task.finish()
    #expect(store.state.count == 0)
  }
}

@Suite struct ReplayCursorTests {
  @Test(.timeLimit(.minutes(1)))
  func aWaitEndsAtItsTurnOrWhenCancelled() async {
    let cursor = ReplayCursor()
    let ended = LockIsolated<Set<String>>([])
    let turn = Task {
      await cursor.wait(untilReduced: 2)
      ended.withLock { _ = $0.insert("turn") }
    }
    let cancelled = Task {
      await cursor.wait(untilReduced: 5)
      ended.withLock { _ = $0.insert("cancelled") }
    }
    /// Whether `condition` came true before the test's time limit cancelled it.
    func eventually(_ condition: () -> Bool) async -> Bool {
      // NB: No fixed time: yields until it holds, or until the time limit cancels the test
      // (a wait that is never resumed fails the test instead of hanging it).
      while !condition() {
        if Task.isCancelled { return false }
        await Task.yield()
      }
      return true
    }
    #expect(await eventually { cursor.waiterCount == 2 })
    #expect(cursor.reduced() == 1)
    #expect(cursor.waiterCount == 2)
    #expect(cursor.reduced() == 2)
    #expect(await eventually { ended.value.contains("turn") })
    #expect(cursor.waiterCount == 1)
    cancelled.cancel()
    #expect(await eventually { ended.value.contains("cancelled") })
    #expect(cursor.waiterCount == 0)
    _ = turn
  }
}

/// A feature that is not `Codable`: recorded as dumps only.
struct NotCodable: Reducer {
  struct State: Equatable { var taps = 0 }
  enum Action: Equatable { case tap }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.taps += 1
    return .none
  }
}

/// A feature of the same names as ``NotCodable`` in the recording's eyes, that is: a replay
/// of a dumps-only recording is refused before its types are compared.
struct NotCodableButDecodable: Reducer {
  struct State: Codable, Equatable { var taps = 0 }
  enum Action: Codable, Equatable { case tap }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
