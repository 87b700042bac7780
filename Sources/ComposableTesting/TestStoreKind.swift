import Composable
import Foundation

/// Which kind of store a ``TestStore`` runs its feature in: the main actor's `Store`, or a
/// `StoreActor`'s engine. Either way the test is the same, and as deterministic.
///
/// Run a whole suite in a `StoreActor`'s engine with the environment variable
/// `COMPOSABLE_TEST_STORE_KIND=storeActor` (`store` is the default), or one part of a test
/// with ``current``:
///
/// ```swift
/// @Test @MainActor func countsOnAStoreActor() async {
///   await TestStoreKind.$current.withValue(.storeActor) {
///     let store = TestStore(initialState: Counter.State()) { Counter() }
///     await store.send(.incrementButtonTapped) { $0.count = 1 }
///   }
/// }
/// ```
public enum TestStoreKind: String, Sendable, CaseIterable {
  /// The main actor's `Store`: effects send back to the main actor, and an effect's
  /// `send(_:animation:)` animates. The default.
  case store
  /// A `StoreActor`'s engine: the feature's store is isolated to an actor of the test
  /// store's own, not the main actor. Effects send back to that actor, and an effect's
  /// `send(_:animation:)` is dropped with a runtime warning (a test failure), as in a
  /// `StoreActor` on an actor other than the main actor.
  ///
  /// That actor runs on the main actor's executor, so the test stays on one serial executor
  /// and as deterministic as with ``store``. For the same reason, code that assumes the main
  /// actor passes: a `Reduce` made in the test (on the main actor) runs, and a reducer's
  /// `MainActor.assumeIsolated` returns, where a `StoreActor` on an executor of its own
  /// refuses the first and traps on the second.
  case storeActor

  /// The kind test stores created now use: `COMPOSABLE_TEST_STORE_KIND`'s value when set,
  /// else ``store``. Set it for a part of a test with `TestStoreKind.$current.withValue(_:)`.
  @TaskLocal public static var current: TestStoreKind = environmentKind.kind

  /// The kind `COMPOSABLE_TEST_STORE_KIND` asks for, and the value when it names none (each
  /// ``TestStore`` then fails, naming it).
  static let environmentKind = parse(
    ProcessInfo.processInfo.environment["COMPOSABLE_TEST_STORE_KIND"])

  /// The value of `COMPOSABLE_TEST_STORE_KIND` when it names no kind, which each test store
  /// reports, whatever its kind (a task-local, so that a test can set it).
  @TaskLocal static var invalidEnvironmentValue: String? = environmentKind.invalid

  /// The kind an environment value names: `nil` or empty is ``store``; a value that is not
  /// a kind's name is ``store`` and is returned as `invalid`.
  static func parse(_ value: String?) -> (kind: TestStoreKind, invalid: String?) {
    guard let value, !value.isEmpty else { return (.store, nil) }
    guard let kind = TestStoreKind(rawValue: value) else { return (.store, value) }
    return (kind, nil)
  }

  /// The failure a ``TestStore`` reports when the environment names no kind.
  static func invalidMessage(_ value: String) -> String {
    """
    COMPOSABLE_TEST_STORE_KIND is \(String(reflecting: value)), which names no kind of store: \
    set it to \(allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")), or unset \
    it. Until then test stores run in a "Store", unless a test sets "TestStoreKind.$current".
    """
  }
}

extension TestStore {
  /// The kind of store this test store runs its feature in (``TestStoreKind/current`` when
  /// it was created).
  public var kind: TestStoreKind { lane == nil ? .store : .storeActor }

  /// The feature's store, of the kind ``TestStoreKind/current`` names: on the main actor, or
  /// in the region of a ``MainExecutorLane`` of its own.
  static func makeCore(
    state: State, reducer: Reduce<State, Action>, dependencies: DependencyValues,
    hooks: ReduceHooks<Action>, at location: SourceLocationInfo
  ) -> (RootCore<Reduce<State, Action>>, MainExecutorLane?) {
    if let invalid = TestStoreKind.invalidEnvironmentValue {
      TestFailure.record(TestStoreKind.invalidMessage(invalid), at: location)
    }
    guard TestStoreKind.current == .storeActor else {
      let core = RootCore(
        initialState: state, reducer: reducer, dependencies: dependencies, hooks: hooks,
        isolation: MainActor.shared)
      return (core, nil)
    }
    let lane = MainExecutorLane()
    let core = RootCore(
      initialState: state, reducer: reducer, dependencies: dependencies, hooks: hooks,
      region: lane)
    return (core, lane)
  }

  /// Starts the effects the last send left pending, on the actor the feature's store is
  /// isolated to.
  func startPendingEffects() {
    if let lane {
      lane.startPendingEffects(of: core)
    } else {
      core.startPendingEffects(isolation: MainActor.shared)
    }
  }
}

/// The actor a ``TestStore`` of kind ``TestStoreKind/storeActor`` isolates its feature's
/// store to: an actor of its own (so the engine takes a `StoreActor`'s paths: effects send
/// back to it, not to the main actor) that runs on the main actor's executor (so the test,
/// isolated to the main actor, stays on one serial executor).
final actor MainExecutorLane {
  nonisolated var unownedExecutor: UnownedSerialExecutor {
    MainActor.sharedUnownedExecutor
  }

  /// Whether code isolated to this actor runs on the main dispatch queue (what the tests of
  /// ``startPendingEffects(of:)``'s proof ask).
  func runsOnMainQueue() -> Bool {
    MainActorReduction.isOnMainQueue()
  }

  /// Starts the effects `core` has pending, isolated to this actor, from the main actor.
  ///
  /// - Parameter core: The test store's core, made in this actor's region (`region:`).
  @MainActor
  func startPendingEffects<R: Reducer>(of core: RootCore<R>) {
    // NB: Cannot fail while `unownedExecutor` is the main actor's executor (this method is
    // isolated to the main actor): it states the assumption the proof below rests on.
    preconditionIsolated()
    // NB: Sound: this actor's executor is the main actor's, so code isolated to it and code
    // isolated to the main actor run on one serial executor, one job at a time. The core,
    // and the test store's main-actor state its `ReduceHooks` closures use (called by the
    // core's reductions, including those of actions its effects send back, isolated to this
    // actor), are kept by a main-actor test store and used only by it and by code isolated
    // to this actor: so only ever on that one executor. Swift does not know that two actors
    // share an executor, so it sees the core sent from one to the other; a function type's
    // isolation does not change its representation. `TestStoreKindTests` fails if this
    // actor's code runs off the main queue.
    let start: (RootCore<R>, isolated any Actor) -> Void = startEffects
    unsafeBitCast(start, to: ((RootCore<R>, any Actor) -> Void).self)(core, self)
  }
}

/// Starts `core`'s pending effects on `isolation`.
private func startEffects<R: Reducer>(_ core: RootCore<R>, _ isolation: isolated any Actor) {
  core.startPendingEffects(isolation: isolation)
}
