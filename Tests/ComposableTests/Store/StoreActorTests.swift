import Foundation
import Testing

@testable import Composable

/// A store isolated to an actor other than the main actor runs the same reducers: its sends,
/// its effects and what they send back run on its actor, never on the main actor.
@Suite struct StoreActorTests {
  struct Feature: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
      var log: [String] = []
    }
    enum Action: Equatable, Sendable {
      case increment, start, startTwoSteps, startLong, cancel, fetch, startAnimated
      case done(String)
    }
    enum CancelID { case long }
    @Dependency(\.uuid) var uuid

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if MainActorReduction.isReducingOnCurrentThread { state.log.append("main-marked") }
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .start:
        return .run { send in await send(.done("run")) }
      case .startTwoSteps:
        return .concatenate(
          .run { send in await send(.done("step 1")) },
          .run { send in await send(.done("step 2")) })
      case .startLong:
        return .run { send in
          // Nothing waits for it: it is cancelled.
          try await Task.sleep(for: .seconds(3_600))
          await send(.done("slept"))
        }
        .cancellable(id: CancelID.long)
      case .cancel:
        return .cancel(id: CancelID.long)
      case .startAnimated:
        return .run { send in await send(.done("animated"), animation: .default) }
      case .fetch:
        let id = uuid()
        return .run { send in await send(.done(id.uuidString)) }
      case let .done(what):
        state.log.append(what)
        return .none
      }
    }
  }

  @Test func sendsFromElsewhereHopToTheStoresActor() async {
    let store = StoreActor(initialState: Feature.State()) { Feature() }
    await store.send(.increment)
    await store.send(.increment)
    #expect(await store.state.count == 2)
    #expect(await store.withState { $0.count } == 2)
  }

  @Test func effectsRunAndSendBackOnTheStoresActor() async {
    let store = StoreActor(initialState: Feature.State()) { Feature() }
    await store.send(.start).finish()
    await store.send(.startTwoSteps).finish()
    #expect(await store.state.log == ["run", "step 1", "step 2"])
  }

  @Test func dependenciesAreTheStoresOwn() async {
    let first = StoreActor(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let second = StoreActor(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.uuid = UUIDGenerator { UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")! }
    }
    await first.send(.fetch).finish()
    await first.send(.fetch).finish()
    await second.send(.fetch).finish()
    #expect(
      await first.state.log == [
        "00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000001",
      ])
    #expect(await second.state.log == ["DEADBEEF-0000-0000-0000-000000000000"])
  }

  /// Made from main-actor code (a view's model), with dependencies: the closures move to the
  /// store (a compile-time test).
  @MainActor @Test func aStoreIsMadeFromTheMainActorWithDependencies() async {
    let store = StoreActor(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.fetch).finish()
    #expect(await store.state.log == ["00000000-0000-0000-0000-000000000000"])
  }

  @Test func aCancellableEffectIsCancelledByID() async {
    let store = StoreActor(initialState: Feature.State()) { Feature() }
    let task = await store.send(.startLong)
    #expect(!task.isFinished)
    await store.send(.cancel)
    await task.finish()
    #expect(await store.state.log.isEmpty)
  }

  @Test func releasingTheStoreCancelsItsEffects() async {
    var store: StoreActor? = StoreActor(initialState: Feature.State()) { Feature() }
    let task = await store?.send(.startLong)
    store = nil
    await task?.finish()
    #expect(task?.isFinished == true)
  }

  /// `send(_:animation:)` animates views, on the main actor: from an effect of a store on
  /// another actor it is a misuse, reported, and the action is not sent.
  @Test func anAnimatedSendFromAnEffectIsReportedAndDropped() async {
    let store = StoreActor(initialState: Feature.State()) { Feature() }
    let reported = LockIsolated<[Diagnostic]>([])
    await Diagnostics.$handler.withValue({ diagnostic in
      reported.withLock { $0.append(diagnostic) }
    }) {
      await store.send(.startAnimated).finish()
    }
    #expect(await store.state.log.isEmpty)
    #expect(reported.value.count == 1)
    #expect(
      reported.value.first?.message.contains(
        "from an effect of a store that is not on the main actor") == true)
    // At the effect's call, not in the library.
    #expect(reported.value.first?.fileID.description == "ComposableTests/StoreActorTests.swift")
  }

  @Test func cancellingTheTaskWaitingForTheEffectsCancelsThem() async {
    let store = StoreActor(initialState: Feature.State()) { Feature() }
    let task = await store.send(.startLong)
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
    #expect(await store.state.log.isEmpty)
  }

  @Test func statesStreamsEachChangedState() async {
    let store = StoreActor(initialState: Feature.State()) { Feature() }
    let states = await store.states
    var iterator = states.makeAsyncIterator()
    #expect(await iterator.next()?.count == 0)
    await store.send(.increment)
    await store.send(.increment)
    #expect(await iterator.next()?.count == 1)
    #expect(await iterator.next()?.count == 2)
  }

  @Test func subscribersAreCalledOnceWhenASendChangesTheState() async {
    let store = StoreActor(initialState: Feature.State()) { Feature() }
    let seen = LockIsolated<[Int]>([])
    let subscription = await store.subscribe { state in seen.withLock { $0.append(state.count) } }
    await store.send(.increment)
    await store.send(.start).finish()
    await store.send(.increment)
    subscription.cancel()
    await store.send(.increment)
    // The `.start` send changed only the log, through its effect's `.done`.
    #expect(seen.value == [1, 1, 2])
  }

  /// A store running on the main actor's executor: main-actor code sends to it
  /// synchronously, and its effects send back there.
  @MainActor @Test func aStoreRunningOnTheMainActorIsSentToSynchronouslyFromIt() async {
    let store = StoreActor(runningOn: MainActor.shared, initialState: Feature.State()) {
      Feature()
    }
    let count = store.withStore { store in
      store.send(.increment)
      return store.state.count
    }
    #expect(count == 1)
    await store.send(.startTwoSteps).finish()
    // Its reductions run on the main actor, and are marked so (a `Reduce` made there runs).
    let log = await store.state.log
    #expect(
      log == ["main-marked", "main-marked", "main-marked", "step 1", "main-marked", "step 2"])
  }

  /// A store running on a store that runs on the main actor runs on the main actor too, and
  /// its reductions are marked so.
  @MainActor @Test func aStoreRunningOnAStoreOnTheMainActorIsOnTheMainActor() async {
    let outer = StoreActor(runningOn: MainActor.shared, initialState: 0) {
      EmptyReducer<Int, Int>()
    }
    let inner = await outer.makeStoreOnIt()
    let log = inner.withStore { store in
      store.send(.increment)
      return store.state.log
    }
    #expect(log == ["main-marked"])
  }

  /// The streams `states` made and that ended are not kept by the store, even while its
  /// state does not change: not by its release handlers, nor by its subscribers.
  @MainActor @Test func endedStatesStreamsAreNotKept() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    for _ in 0..<100 { _ = store.states }
    _ = store.states
    #expect(store.core.runtime.releaseHandlerCount <= 1)
    #expect(store.core.observers.subscribers.count <= 1)
    let actorStore = StoreActor(initialState: Feature.State()) { Feature() }
    for _ in 0..<100 { _ = await actorStore.states }
    await actorStore.send(.cancel)
    #expect(await actorStore.keptStreams() <= 2)
  }

  // MARK: - Reductions mark the store's actor, never the main actor

  @Test func aReductionIsNeverMarkedAsTheMainActors() async {
    let store = StoreActor(initialState: Feature.State()) { Feature() }
    await store.send(.start).finish()
    #expect(!(await store.state.log.contains("main-marked")))
  }

  /// A session actor whose store runs on its executor, and whose `Reduce` captures its state.
  actor Session {
    var received: [Int] = []
    var store: StoreActor<Int, Int>?

    func open() {
      store = StoreActor(runningOn: self, initialState: 0) {
        Reduce { state, action in
          if action == -1 {
            // Nothing waits for it: it is cancelled.
            return .run { _ in try await Task.sleep(for: .seconds(3_600)) }
          }
          self.received.append(action)
          state += action
          return .none
        }
      }
    }

    /// Sends synchronously: this actor's code runs on the store's executor.
    func deliver(_ values: [Int]) -> Int {
      guard let store else { return -1 }
      return store.withStore { store in
        for value in values { store.send(value) }
        return store.state
      }
    }
  }

  @Test func aStoreRunningOnASessionsActorIsSentToSynchronouslyByIt() async {
    let session = Session()
    await session.open()
    #expect(await session.deliver([1, 2, 3]) == 6)
    #expect(await session.received == [1, 2, 3])
  }

  /// A session that lets go of its store is released, and the store's effects cancelled.
  @Test func aSessionThatClosesItsStoreIsReleased() async {
    weak var released: Session?
    do {
      let session = Session()
      await session.open()
      #expect(await session.deliver([1]) == 1)
      await session.close()
      released = session
    }
    // NB: An actor's last job may still be letting go of it on a pool thread: bounded wait.
    #expect(await eventually { released == nil })

    let session = Session()
    await session.open()
    let task = await session.startLongEffect()
    await session.close()
    await task?.finish()
    #expect(task?.isFinished == true)
  }

  @Test func twoSessionsRunTheirOwnStores() async {
    let first = Session()
    let second = Session()
    await first.open()
    await second.open()
    #expect(await first.deliver([1, 2]) == 3)
    #expect(await second.deliver([10]) == 10)
    #expect(await first.deliver([4]) == 7)
    #expect(await first.received == [1, 2, 4])
    #expect(await second.received == [10])
  }

  /// A `Reduce` made on a session's actor runs only in a store on that actor.
  @Test func aReduceMadeOnOneSessionIsNotRunInAStoreOfAnother() async {
    let first = Session()
    let second = Session()
    let reducer = await first.capturingReducer()
    let messages = await collectDiagnostics {
      await second.run(reducer)
    }
    #expect(await first.received.isEmpty)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("on an actor other than the main actor was called outside") == true,
      "\(messages)")
  }

  @MainActor @Test func aReduceMadeOnTheMainActorIsNotRunInAStoreActor() async {
    var handled: [Int] = []
    let smuggled = Smuggled(
      Reduce { _, action in
        handled.append(action)
        return .none
      })
    let messages = await collectDiagnostics {
      let store = StoreActor(initialState: 0) { Forward(smuggled: smuggled) }
      await store.send(1)
    }
    #expect(handled.isEmpty)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("was called by a store on another actor (a \"StoreActor\")")
        == true, "\(messages)")
  }

  /// Carries a `Reduce` out of the actor that made it, as a compiler hole or Swift 5 mode
  /// would.
  // NB: Unsound on purpose: what it smuggles is what the check must catch.
  final class Smuggled: @unchecked Sendable {
    let reducer: Reduce<Int, Int>
    init(_ reducer: Reduce<Int, Int>) { self.reducer = reducer }
  }

  /// Runs a smuggled `Reduce` (a `Sendable` reducer, which Swift lets into any store).
  struct Forward: Reducer {
    let smuggled: Smuggled
    func reduce(into state: inout Int, action: Int) -> Effect<Int> {
      smuggled.reducer.reduce(into: &state, action: action)
    }
  }
}

extension StoreActor {
  /// How many release handlers and subscribers the store keeps.
  func keptStreams() -> Int {
    core.runtime.releaseHandlerCount + core.observers.subscribers.count
  }

  func makeStoreOnIt() -> StoreActorOf<StoreActorTests.Feature> {
    StoreActor<StoreActorTests.Feature.State, StoreActorTests.Feature.Action>(
      runningOn: self, initialState: StoreActorTests.Feature.State()
    ) { StoreActorTests.Feature() }
  }

  func makeBox() -> IsolatedBox<Int> {
    IsolatedBox(1, isolation: self)
  }
}

extension StoreActorTests {
  /// The proof of `IsolatedBox` for a store: a value boxed on a store is handed out on the
  /// actor whose executor the store runs on, and nowhere else.
  @Test func aBoxMadeOnAStoreIsHandedOutOnTheActorItRunsOn() async {
    let session = Session()
    let other = Session()
    let store = await session.makeStore()
    let box = await store.makeBox()
    #expect(await session.read(box))
    #expect(await other.read(box) == false)
    let ownLane = StoreActor(initialState: 0) {
      Forward(smuggled: Smuggled(Reduce { _, _ in .none }))
    }
    #expect(await session.read(await ownLane.makeBox()) == false)
  }
}

extension StoreActorTests.Session {
  func startLongEffect() -> StoreTask? {
    store?.withStore { store in
      store.send(-1)
    }
  }

  func close() {
    store = nil
  }

  func makeStore() -> StoreActor<Int, Int> {
    StoreActor(runningOn: self, initialState: 0) { EmptyReducer() }
  }

  func read(_ box: IsolatedBox<Int>) -> Bool {
    box.value(self) != nil
  }

  func capturingReducer() -> StoreActorTests.Smuggled {
    StoreActorTests.Smuggled(
      Reduce { _, action in
        self.received.append(action)
        return .none
      })
  }

  func run(_ smuggled: StoreActorTests.Smuggled) {
    let store = StoreActor(runningOn: self, initialState: 0) {
      StoreActorTests.Forward(smuggled: smuggled)
    }
    store.withStore { store in _ = store.send(5) }
  }
}
