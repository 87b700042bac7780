import Testing

@testable import Composable

/// `Effect.send`'s promise, and TCA 1.0's order: no effect body starts until every action of
/// the `send` (the action, and what it sends synchronously) has been reduced.
@MainActor
@Suite struct EffectOrderingTests {
  struct Feature: Reducer {
    struct State: Equatable { var reduced: [String] = [] }
    enum Action: Equatable { case start, followUp, fromEffect, cancelNow }
    enum CancelID { case work }
    let log: LockIsolated<[String]>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      log.withLock { $0.append("reduce \(action)") }
      state.reduced.append("\(action)")
      switch action {
      case .start:
        return .merge(
          .run { send in await send(.fromEffect) },
          .send(.followUp)
        )
      case .cancelNow:
        return .merge(
          .run { _ in }.cancellable(id: CancelID.work),
          .cancel(id: CancelID.work)
        )
      case .followUp, .fromEffect:
        return .none
      }
    }
  }

  /// Records when the store creates an effect's task.
  final class RecordingSpawner: EffectTaskSpawner {
    let log: LockIsolated<[String]>
    init(log: LockIsolated<[String]>) { self.log = log }
    func spawn(
      priority: TaskPriority?, operation: sending @escaping () async -> Void
    ) -> Task<Void, Never> {
      log.withLock { $0.append("task created") }
      return Task(priority: priority, operation: operation)
    }
  }

  /// A store of the run's kind (`kindStore`), or a `Store` for a test of its subscribers.
  func makeStore(log: LockIsolated<[String]>, plain: Bool = false) throws -> StoreOf<Feature> {
    let store =
      plain
      ? Store(initialState: Feature.State()) { Feature(log: log) }
      : kindStore(initialState: Feature.State()) { Feature(log: log) }
    let core = try #require(store.core as? RootCore<Feature>)
    core.effects.spawner = RecordingSpawner(log: log)
    return store
  }

  @Test func effectTasksStartAfterTheWholeSendIsReduced() async throws {
    let log = LockIsolated<[String]>([])
    let store = try makeStore(log: log)
    await store.send(.start).finish()
    #expect(
      log.current == [
        "reduce start", "reduce followUp", "task created", "reduce fromEffect",
      ])
  }

  /// A send made during a send (here by a subscriber, called before the send returns) is
  /// queued; the effects reduced so far still start only when the outer send ends.
  @Test func aSendDuringASendStartsNoEffectBeforeTheOuterSendEnds() async throws {
    let log = LockIsolated<[String]>([])
    let store = try makeStore(log: log, plain: true)
    var sentFromSubscriber = false
    let subscription = store.subscribe { _ in
      guard !sentFromSubscriber else { return }
      sentFromSubscriber = true
      store.send(.followUp)
    }
    await store.send(.start).finish()
    #expect(
      log.current == [
        "reduce start", "reduce followUp", "reduce followUp", "task created",
        "reduce fromEffect",
      ])
    subscription.cancel()
  }

  @Test func anEffectCancelledInTheSameSendNeverStarts() async throws {
    let log = LockIsolated<[String]>([])
    let store = try makeStore(log: log)
    await store.send(.cancelNow).finish()
    #expect(log.current == ["reduce cancelNow"])
  }
}

/// Errors an effect throws after it was cancelled, and `TaskResult`'s hashing.
@MainActor
@Suite struct EffectErrorTests {
  struct Interrupted: Error, Equatable {}

  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, stop, failed }
    enum CancelID { case work }
    let log: LockIsolated<[String]>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { _ in
          do {
            try await Task.sleep(for: .seconds(3_600))
          } catch {
            throw Interrupted()  // What a client does that maps cancellation to its own error.
          }
        } catch: { [log] error, _ in
          log.withLock { $0.append("caught \(error)") }
        }
        .cancellable(id: CancelID.work)
      case .stop:
        return .cancel(id: CancelID.work)
      case .failed:
        return .none
      }
    }
  }

  @Test func anErrorOtherThanCancellationErrorAfterCancellationReachesCatch() async {
    let log = LockIsolated<[String]>([])
    let store = kindStore(initialState: Feature.State()) { Feature(log: log) }
    let task = store.send(.start)
    store.send(.stop)
    await task.finish()
    #expect(log.current == ["caught Interrupted()"])
  }

  @Test func equalFailuresHashAlike() {
    struct Failure: Error, Equatable, CustomStringConvertible {
      var code: Int
      var message: String
      static func == (lhs: Self, rhs: Self) -> Bool { lhs.code == rhs.code }
      var description: String { message }
    }
    let first = TaskResult<Int>.failure(Failure(code: 1, message: "first"))
    let second = TaskResult<Int>.failure(Failure(code: 1, message: "second"))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
  }
}
