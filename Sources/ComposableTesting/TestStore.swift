import Foundation

/// The test store of a reducer: `TestStoreOf<Feature>` is
/// `TestStore<Feature.State, Feature.Action>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action>

/// A store for tests: every action you send and every action an effect feeds back is
/// asserted, with the exact state it produces.
///
/// ```swift
/// @Test @MainActor func numberFact() async {
///   let store = TestStore(initialState: CounterFact.State()) {
///     CounterFact()
///   } withDependencies: {
///     $0.numberFact.fetch = { "\($0) is a good number Brent" }
///   }
///   await store.send(.incrementButtonTapped) { $0.count = 1 }
///   await store.send(.numberFactButtonTapped) { $0.isLoading = true }
///   await store.receive(.numberFactResponse(.success("1 is a good number Brent"))) {
///     $0.isLoading = false
///     $0.alert = "1 is a good number Brent"
///   }
/// }
/// ```
///
/// By default the store is exhaustive (see ``exhaustivity``): a state change that is not
/// asserted, an action received but not asserted, and an effect still running at the end of
/// the test all fail the test, with a message naming what was missed. Failures go to
/// Swift Testing's `Issue.record` or to `XCTFail`, at the line of the assertion.
@MainActor
public final class TestStore<State, Action> {
  /// How strictly the store checks the test; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on

  /// How long ``receive(_:timeout:assert:fileID:file:line:column:)-(Action,Duration?,_,_,_,_,_)`` and
  /// ``finish(timeout:fileID:file:line:column:)-(Duration?,_,_,_,_)`` wait by default: one
  /// second unless set, as `store.timeout = .milliseconds(100)` or, as TCA 1.0 wrote it, in
  /// nanoseconds (`store.timeout = 100_000_000`).
  public var timeout: TestTimeout

  let core: RootCore<Reduce<State, Action>>
  /// The actor the feature's store is isolated to, for ``TestStoreKind/storeActor``.
  let lane: MainExecutorLane?
  /// The executor the effects run on, drained by `TestScheduler`.
  private let executor: any DrainableExecutor
  private let storeLocation: SourceLocationInfo
  var lastStepLocation: SourceLocationInfo
  /// Actions fed back by effects, with the state around their reduction, not yet asserted.
  var received: [ReceivedAction] = []
  /// Where each send was made, by the effect group it started. The entry holds the group, so
  /// its address cannot be reused by another group while the entry exists.
  var sendLocations: [ObjectIdentifier: SendOrigin] = [:]
  /// Effects that ``skipInFlightEffects(strict:fileID:file:line:column:)`` stopped tracking.
  var skippedEffects: Set<UInt64> = []
  /// The reductions whose effects were skipped: what they start later (a concatenation's
  /// next step, a debounced effect's run) is skipped too, as TCA tracks what an action
  /// returned as one effect (found by review: a skipped concatenation's next step failed the
  /// test).
  var skippedReductions: Set<UInt64> = []
  /// The state as of the last asserted step: what ``state`` shows.
  var assertedState: State
  private var isReducingSentAction = false
  private var stateBeforeReduce: State?
  private var sentResult:
    (before: State, after: State, shared: SharedAround, nextStackID: StackElementID)?
  /// The next stack element id of the store's generator before the running reduction.
  private var nextStackIDBeforeReduce = StackElementID(generation: 0)
  /// The feature's shared values: snapshots and effect changes.
  let shared: SharedStateTracker
  private var sharedBeforeReduce = SharedSnapshot()
  /// The shared values as of the last asserted step.
  var assertedShared: SharedSnapshot
  private var hasCompleted = false
  /// Reports raised in this store's reductions that reached no test (see `DiagnosticSink`).
  private let unreportedDiagnostics: LockIsolated<[Diagnostic]>
  /// How states are compared: by `==` when `State` is `Equatable`, else by structure.
  let stateComparer = StateComparer<State>()

  struct ReceivedAction {
    let action: Action
    let before: State
    let after: State
    /// The shared values around the reduction (see ``SharedStateTracker``).
    let shared: SharedAround
    /// The next stack element id before the reduction: an assertion closure's stacks count
    /// from it, as the reducer's did.
    let nextStackID: StackElementID
  }

  /// Creates a test store running `reducer` from `initialState`, in the test context.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature under test.
  ///   - prepareDependencies: Overrides dependencies, for example with a `TestClock`.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    TestFailure.installDiagnosticsReporter()
    var dependencies = DependencyValues._current.withFreshCache()
    dependencies.context = .test
    // NB: The test's own storages of shared values, fixed now (while the test is known):
    // the feature's `@Shared` values and the test's own see the same ones.
    dependencies.defaultInMemoryStorage = dependencies.defaultInMemoryStorage
    dependencies.defaultFileStorage = dependencies.defaultFileStorage
    dependencies.defaultAppStorage = dependencies.defaultAppStorage
    DependencyValues.update(&dependencies, with: prepareDependencies)
    // NB: The tested feature is the root: its `dismiss()` is recorded (``isDismissed``), as
    // TCA's `TestStore` does, unless the test set its own.
    let dismissal = RootDismissal()
    self.dismissal = dismissal
    let unreported = LockIsolated<[Diagnostic]>([])
    self.unreportedDiagnostics = unreported
    dependencies.diagnosticSink = DiagnosticSink { diagnostic in
      unreported.withLock { $0.append(diagnostic) }
    }
    if !dependencies.hasDismissEffect {
      dependencies.dismiss = DismissEffect(recordingRootDismissal: { dismissal.record() })
    }
    let (state, reducer) = withDependencies({ $0 = dependencies }) {
      (initialState(), reducer())
    }
    // NB: Stacks built before the store (in the test, before `TestStore(...)`) numbered
    // their own elements: the store's ids continue above them, as TCA's test-wide count does.
    if let highest = StackIDs.highest(in: state) {
      dependencies.stackElementID.advance(past: highest)
    }
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.storeLocation = location
    self.lastStepLocation = location
    self.timeout = .seconds(1)
    self.assertedState = state
    let hooks = ReduceHooks<Action>()
    (self.core, self.lane) = Self.makeCore(
      state: state, reducer: Reduce(reducer), dependencies: dependencies, hooks: hooks,
      at: location)
    let executor = TestExecutor()
    let shared = SharedStateTracker()
    self.shared = shared
    self.assertedShared = shared.capture(state)
    core.effects.spawner = SharedTrackingSpawner(base: executor, observer: shared.observer)
    TestScheduler.register(executor)
    self.executor = executor
    core.effects.keepsRecords = true
    core.effects.onActivity = { TestScheduler.noteProgress() }
    dismissal.onRecord = { [weak self] in self?.skipEffectsInFlightOnDismissal() }
    hooks.willReduce = { [unowned self] _ in
      self.stateBeforeReduce = self.core.state
      self.nextStackIDBeforeReduce = self.core.dependencies.stackElementID.peek()
      self.sharedBeforeReduce = self.shared.capture(self.core.state)
      self.stateComparer.willReduce(self.core.state, in: self.sharedBeforeReduce)
      self.shared.isReducing = true
    }
    hooks.didReduce = { [unowned self] action in
      TestScheduler.noteProgress()
      self.shared.isReducing = false
      let before = self.stateBeforeReduce ?? self.core.state
      let after = self.core.state
      self.stateComparer.didReduce(
        action, before: before, in: self.sharedBeforeReduce, exhaustivity: self.exhaustivity,
        at: self.lastStepLocation)
      let around = SharedAround(
        before: self.sharedBeforeReduce, after: self.shared.capture(after),
        stamp: self.shared.stamp)
      if self.isReducingSentAction {
        self.isReducingSentAction = false
        self.sentResult = (before, after, around, self.nextStackIDBeforeReduce)
      } else {
        self.received.append(
          ReceivedAction(
            action: action, before: before, after: after, shared: around,
            nextStackID: self.nextStackIDBeforeReduce))
      }
    }
  }

  deinit {
    // NB: The end-of-test checks must run synchronously, inside the test. A test store is
    // released on the main actor, whose executor is the main dispatch queue: on Linux that
    // queue may be drained by a worker thread, so ask the queue, not the thread.
    if MainActorReduction.isOnMainQueue() {
      MainActor.assumeIsolated { self.completed() }
    } else {
      TestFailure.record(
        """
        A TestStore was released off the main actor, so its end-of-test checks (actions \
        received but not asserted, effects still running) could not run. Mark the test \
        "@MainActor", or end it with "await store.finish()".
        """, at: lastStepLocation)
    }
    // NB: Effects still winding down (cancelled just now) run on Dispatch from here on.
    executor.release()
  }

  /// The state of the feature as of the last asserted step.
  ///
  /// Actions that effects fed back but that the test has not asserted with `receive` yet are
  /// not applied here, until they are skipped (`skipReceivedActions()`, or a `send` of a
  /// non-exhaustive store). Inside an assertion closure of `send` or `receive`, it is still the
  /// state before that step (as in TCA).
  public var state: State { assertedState }

  /// Whether the tested feature called `dismiss()` (TCA's `isDismissed`): a feature tested on
  /// its own is the root, so its dismissal is recorded here rather than reported.
  public var isDismissed: Bool { dismissal.isDismissed }
  private let dismissal: RootDismissal

  /// The store's dependencies; change them mid-test to affect later actions and effects.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  /// Sends an action and asserts the state it produces.
  ///
  /// `assert` receives the state as it was before the action: change it to what you expect
  /// after. Omit it when the state must not change. A mismatch fails with a diff of only the
  /// differing fields (`−` expected, `+` actual).
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Turns the previous state into the expected one.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = location
    if isDismissed {
      // NB: Its screen is gone: nothing in the app could send it (as in TCA, a failure).
      TestFailure.record(
        """
        send(\(dumpAction(action))) came after the feature dismissed itself (dismiss()), and \
        was not reduced: once a feature is dismissed, its screen is gone and nothing can send \
        it an action. End the test at the dismissal (assert store.isDismissed).
        """, at: location)
      return TestStoreTask(
        group: EffectGroupHandle(group: nil), timeout: timeout.duration, location: location)
    }
    if !received.isEmpty {
      if exhaustivity == .on {
        TestFailure.record(
          """
          Must handle \(received.count) received \(plural(received.count, "action")) before \
          sending an action:
          \(received.map { "  • " + dumpAction($0.action) }.joined(separator: "\n"))
          """, at: location)
        // NB: The actions stay pending: the test can still receive them (as in TCA).
      } else {
        if exhaustivity == .off(showSkippedAssertions: true) {
          TestFailure.recordKnown(
            "Skipped receiving \(received.map { dumpAction($0.action) }.joined(separator: ", "))",
            at: location)
        }
        // NB: Skipped, not undone: the state includes what they changed (as in TCA).
        if let last = received.last {
          assertedState = last.after
          assertedShared = last.shared.after
          shared.didAssert(last.shared.after, asOf: last.shared.stamp)
        }
        received.removeAll()
      }
    }
    isReducingSentAction = true
    sentResult = nil
    // NB: A send made outside any other reduces its action first: the next number.
    let sentReduction = core.stateVersion &+ 1
    let group = core.send(action, group: nil)
    if core.hasPendingEffects { startPendingEffects() }
    isReducingSentAction = false
    if let group {
      sendLocations[ObjectIdentifier(group)] = SendOrigin(
        group: group, location: location, action: action, reduction: sentReduction)
    }
    if let (before, after, around, nextStackID) = sentResult {
      assertState(
        before: before, after: after, shared: around, nextStackID: nextStackID,
        update: updateStateToExpectedResult,
        step: "send(\(dumpAction(action)))", location: location)
      assertedState = after
      assertedShared = around.after
    }
    // NB: Run the effects (those this action started, and those it cancelled, which must get
    // to wind down) until all of them are blocked, as they would be in an app by the next
    // user event. With none in flight, nothing of this store can make progress.
    if !core.effects.records.isEmpty { await TestScheduler.drain() }
    return TestStoreTask(
      group: EffectGroupHandle(group: group), timeout: timeout.duration, location: location)
  }

  /// Checks what an exhaustive test must leave behind: no unasserted action, no running effect.
  func completed() {
    guard !hasCompleted else { return }
    hasCompleted = true
    reportUnreportedDiagnostics()
    checkReceivedAndInFlight(location: lastStepLocation, atEnd: true)
    for message in shared.unassertedChanges(heldBy: core.state) {
      switch exhaustivity {
      case .on: TestFailure.record(message, at: lastStepLocation)
      case .off(showSkippedAssertions: true): TestFailure.recordKnown(message, at: lastStepLocation)
      case .off: break
      }
    }
    core.effects.cancellations.cancelAll()
  }

  func checkReceivedAndInFlight(location: SourceLocationInfo, atEnd: Bool) {
    let suffix = atEnd ? " at the end of the test" : ""
    if !received.isEmpty {
      let list = received.map { "  • " + dumpAction($0.action) }.joined(separator: "\n")
      let message =
        "The store received \(received.count) unexpected \(plural(received.count, "action"))"
        + "\(suffix), not asserted with receive:\n\(list)"
      switch exhaustivity {
      case .on: TestFailure.record(message, at: location)
      case .off(showSkippedAssertions: true): TestFailure.recordKnown(message, at: location)
      case .off: break
      }
      if atEnd { received.removeAll() }
    }
    for record in trackedEffects {
      let origin = sendLocations[ObjectIdentifier(record.group)]
      let message = """
        An effect returned for \(originDescription(of: record)) is still \
        running\(suffix). It must finish, be cancelled, or be skipped with \
        "skipInFlightEffects()" before the test ends.
        """
      switch exhaustivity {
      case .on: TestFailure.record(message, at: origin?.location ?? location)
      case .off(showSkippedAssertions: true):
        TestFailure.recordKnown(message, at: origin?.location ?? location)
      case .off: break
      }
    }
  }
}

extension TestStore {
  /// The effects in flight that the test still tracks (not skipped), oldest first.
  ///
  /// A presented child's (or a stack element's) dismissal listener is not tracked: it lasts
  /// as long as the presentation, which a test may well end with (as in TCA 1.0).
  ///
  /// A concatenation is one effect: the task that runs its steps in turn is left out while
  /// a step of the same reduction runs (found by review: each failure about an unfinished
  /// step came twice).
  var trackedEffects: [EffectRegistry.Record] {
    let live =
      unskippedEffects
      .sorted { $0.key < $1.key }
      .map(\.value)
    let stepping = Set(live.lazy.filter { !$0.isChainDriver }.map(\.reduction))
    return live.filter { !($0.isChainDriver && stepping.contains($0.reduction)) }
  }

  /// The effects in flight, by id, that the test has not skipped (nor a dismissal), less the
  /// navigation listeners.
  var unskippedEffects: [UInt64: EffectRegistry.Record] {
    core.effects.records.filter {
      !skippedEffects.contains($0.key) && !skippedReductions.contains($0.value.reduction)
        && !$0.value.isNavigationListener
    }
  }

  /// Describes the actions that started `records`, for failure messages.
  func origins(of records: [EffectRegistry.Record]) -> [String] {
    records.map(originDescription(of:))
  }

  /// The action whose reduction returned the effect of `record`; if that action was received
  /// (an effect's), also the send that started the chain it came in.
  func originDescription(of record: EffectRegistry.Record) -> String {
    let returnedFor = dumpAction(record.origin)
    guard let send = sendLocations[ObjectIdentifier(record.group)],
      send.reduction != record.reduction
    else { return returnedFor }
    return "\(returnedFor) (received after send(\(dumpAction(send.action))))"
  }

  /// Drains the effects, then, while `isDone` is false and tracked effects are in flight,
  /// waits (up to `timeout` of real time) for them to act on something outside the test's
  /// control, draining after each sign of activity.
  ///
  /// - Returns: Whether `isDone` held, or no tracked effect was left to wait for.
  /// Reports, in the test, what this store's reductions raised on tasks that had none of the
  /// test's task-locals (an action a `Task.detached` sent), at the line that raised it.
  func reportUnreportedDiagnostics() {
    let diagnostics = unreportedDiagnostics.withLock { pending in
      defer { pending.removeAll() }
      return pending
    }
    for diagnostic in diagnostics {
      TestFailure.record(
        diagnostic.message, fileID: diagnostic.fileID, filePath: diagnostic.filePath,
        line: diagnostic.line, column: diagnostic.column)
    }
  }

  func runEffects(timeout: Duration, until isDone: () -> Bool) async -> Bool {
    defer { reportUnreportedDiagnostics() }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    // NB: The generation is read before each drain, so a signal that comes during or after
    // it (a job queued from another thread) ends the wait at once instead of being missed.
    var generation = TestScheduler.generation
    await TestScheduler.drain()
    while !isDone() {
      guard !trackedEffects.isEmpty else { return true }
      guard await TestScheduler.waitForActivity(since: generation, until: deadline) else {
        return isDone()
      }
      generation = TestScheduler.generation
      await TestScheduler.drain()
    }
    return true
  }
}

/// Marks the main dispatch queue, to tell in `deinit` whether we are on the main actor.

func dumpAction(_ action: Any) -> String {
  customDump(action)
}

func plural(_ count: Int, _ word: String) -> String {
  count == 1 ? word : word + "s"
}

func plural(_ count: Int, _ singular: String, _ plural: String) -> String {
  count == 1 ? singular : plural
}

extension EffectRegistry.Record {
  /// Whether this is the task of a navigation listener (see `NavigationListenerID`).
  var isNavigationListener: Bool { keys.contains(NavigationListenerID.key) }
}

/// What the assertion closure being run is for.
enum AssertionContext {
  /// Whether a non-exhaustive step runs it: an `XCTModify` there may leave its value
  /// unchanged, as TCA 1.0 allows.
  @TaskLocal static var isNonExhaustive = false
}
