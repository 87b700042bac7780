import Synchronization

/// The runtime behind a root ``Store``: the state, the reducer, the action queue and the
/// effects in flight.
///
/// The path of a `send` whose effect is `.none` is `@inlinable`, and `Store.init` captures it
/// in a closure, so it is specialized for the user's reducer in the user's module: no generic
/// dispatch, no metadata lookups. Everything else (effects, the queue) is out of line.
@MainActor
@usableFromInline
package final class RootCore<R: Reducer>: StoreCore {
  @usableFromInline package typealias State = R.State
  @usableFromInline package typealias Action = R.Action

  // NB: Stored inline, not behind pointers of their own: two allocations fewer per store
  // (W6). `@exclusivity(unchecked)`: these are read and written on every send, and Swift's
  // run-time check costs a call per access (W1 13 -> 67 ns, measured). Sound because no two
  // accesses to them can overlap:
  // - `control` and `stateBeforeReduction`: every access is a plain read or write that calls
  //   out to no user code while it lasts (the queue's elements are read out, or swapped out,
  //   before anything runs them).
  // - `_state`: the one access that spans user code is the reducer's in-place `modify` in
  //   `reduce`. Everything else reads it through ``state``, which, while `isReducing`, reads
  //   ``stateBeforeReduction`` instead; re-entrant sends are queued, never reduced inside a
  //   reduction. (The use-after-free this attribute once caused was a read of `_state`
  //   during that `modify`; it can't happen since reads are redirected.) The observers'
  //   check after a reduction borrows `_state` while observers run, but nothing writes it
  //   then: what they send is queued.
  // The test of this proof: CI builds and runs the whole suite with
  // `-DCOMPOSABLE_CHECKED_EXCLUSIVITY`, which drops the attribute (here and on every other
  // property of the library that has it), so that any overlapping access traps
  // ("Simultaneous accesses"); StateReadWhileReducingTests reads the store from inside its
  // reducer.
  #if COMPOSABLE_CHECKED_EXCLUSIVITY
    @usableFromInline var _state: State
    @usableFromInline var control = Control()
    /// What ``state`` gives code that reads the store while its reducer runs: see
    /// ``keepsStateBeforeReduction``.
    @usableFromInline var stateBeforeReduction: State?
  #else
    @exclusivity(unchecked) @usableFromInline var _state: State
    @exclusivity(unchecked) @usableFromInline var control = Control()
    /// What ``state`` gives code that reads the store while its reducer runs: see
    /// ``keepsStateBeforeReduction``.
    @exclusivity(unchecked) @usableFromInline var stateBeforeReduction: State?
  #endif
  @usableFromInline let reducer: R
  @usableFromInline let dependencyBox: DependencyBox
  @usableFromInline let _runtime = StoreRuntime()
  /// The root store's own observers and subscribers: made by the first read or subscription,
  /// so that a store nobody watches does not carry them (W6).
  @usableFromInline package var observers: StateObservers<State> {
    if let _observers { return _observers }
    let made = StateObservers<State>()
    _observers = made
    return made
  }
  // NB: `@exclusivity(unchecked)`, sound as `control` is: plain loads and stores.
  #if COMPOSABLE_CHECKED_EXCLUSIVITY
    @usableFromInline var _observers: StateObservers<State>?
  #else
    @exclusivity(unchecked) @usableFromInline var _observers: StateObservers<State>?
  #endif
  /// The stores scoped from this store by key paths: made by the first such scope.
  @usableFromInline package var scopes: ScopeCache {
    if let _scopes { return _scopes }
    let made = ScopeCache()
    _scopes = made
    return made
  }
  private var _scopes: ScopeCache?
  /// The effects in flight, and their cancellation keys. Created by the first effect (or a
  /// `TestStore`): a store that never runs one does not carry its lock and tables (W6).
  package var effects: EffectRegistry {
    if let existing = _effects { return existing }
    let registry = EffectRegistry()
    _effects = registry
    return registry
  }
  private var _effects: EffectRegistry?
  /// Observes reductions (`TestStore` records them); `nil` for a plain store.
  @usableFromInline let hooks: ReduceHooks<Action>?

  @usableFromInline
  struct Control {
    @usableFromInline var isSending = false
    /// The reducer is running: `state` is being mutated in place.
    @usableFromInline var isReducing = false
    /// `.run` effects were reduced during this send; their tasks start when it ends.
    @usableFromInline var hasDeferredStarts = false
    /// The store was read during a reduction: it keeps the state as of the start of each
    /// reduction from now on (see ``keepsStateBeforeReduction``).
    @usableFromInline var stateReadDuringReduction = false
    @usableFromInline var queue: [QueuedAction] = []

    @usableFromInline init() {}
  }

  @usableFromInline
  struct QueuedAction {
    @usableFromInline let action: Action
    @usableFromInline let group: EffectGroup?

    @usableFromInline
    init(_ action: Action, _ group: EffectGroup?) {
      self.action = action
      self.group = group
    }
  }

  @usableFromInline
  package init(
    initialState: State, reducer: R, dependencies: DependencyValues,
    hooks: ReduceHooks<Action>? = nil
  ) {
    self._state = initialState
    self.reducer = reducer
    self.dependencyBox = DependencyBox(dependencies)
    self.hooks = hooks
    // NB: Until the store keeps the state before each reduction, the state it was created
    // with is what a read during a reduction gets (see `keepsStateBeforeReduction`).
    if !_isPOD(State.self) { stateBeforeReduction = initialState }
  }

  deinit {
    _effects?.cancelAll()
  }

  /// The state; while the reducer runs, what ``stateBeforeReduction`` holds.
  @usableFromInline package var state: State {
    if control.isReducing, let stateBeforeReduction { return stateBeforeReduction }
    return _state
  }

  /// The value at `keyPath`, projected from the state in place (no copy of the rest).
  @usableFromInline
  package func value<Value>(at keyPath: KeyPath<State, Value>) -> Value {
    if control.isReducing, let stateBeforeReduction {
      return stateBeforeReduction[keyPath: keyPath]
    }
    return _state[keyPath: keyPath]
  }

  /// Whether the state as of the start of each reduction is kept, for code that reads the
  /// store while its reducer runs (a misuse, reported).
  ///
  /// Keeping it is free for a trivially copyable state (a copy shares no storage). For any
  /// other state, it would make the reducer's first write into each collection (or string,
  /// or box) copy it, on every action: so it is kept only once the store has been read
  /// during a reduction. Until then such a read gets the state the store was created with.
  @inlinable
  var keepsStateBeforeReduction: Bool {
    _isPOD(State.self) || control.stateReadDuringReduction
  }

  /// Code read the store while its reducer ran: keep the state before each reduction.
  @usableFromInline
  package func stateReadWhileReducing() {
    control.stateReadDuringReduction = true
  }
  @usableFromInline package var runtime: StoreRuntime { _runtime }
  @usableFromInline package var rootRuntime: StoreRuntime { _runtime }
  @usableFromInline package var isReducing: Bool { control.isReducing }

  /// The store's dependencies, captured when it was created.
  package var dependencies: DependencyValues {
    get { dependencyBox.values }
    set { dependencyBox.values = newValue }
  }

  @inlinable
  package func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    if control.isSending { return enqueueWhileSending(action, group: group) }
    control.isSending = true
    let previous = DependencySlot.push(dependencyBox)
    var outer: EffectGroup?
    reduce(action, group: group, outer: &outer)
    if !control.queue.isEmpty { drainQueue(outer: &outer) }
    if _runtime.flags.subscribersPending { notifySubscribers(outer: &outer) }
    DependencySlot.pop(previous)
    control.isSending = false
    if control.hasDeferredStarts { startDeferredEffects() }
    return outer
  }

  @inlinable
  func reduce(_ action: Action, group: EffectGroup?, outer: inout EffectGroup?) {
    hooks?.willReduce?(action)
    let effect: Effect<Action>
    // NB: The reduction holds `_state` in place (exclusively) until it returns; anything
    // that reads the store meanwhile reads `stateBeforeReduction` instead.
    let keeps = keepsStateBeforeReduction
    if keeps { stateBeforeReduction = _state }
    control.isReducing = true
    let mark = MainActorReduction.begin()
    effect = reducer.reduce(into: &_state, action: action)
    MainActorReduction.end(restoring: mark)
    control.isReducing = false
    SharedChangeNotifications.flush()
    // NB: Not kept between reductions (a non-trivial state's copy would share storage).
    if keeps, !_isPOD(State.self) { stateBeforeReduction = nil }
    if _runtime.flags.isWatched { checkObservers() }
    hooks?.didReduce?(action)
    if !effect.isNone {
      interpret(effect, path: [], keys: [], group: group, outer: &outer, origin: action)
    }
  }

  /// The state, lent (a read access for as long as the borrow lasts, no copy): observers
  /// that read the store while it is lent read it too, which a read does not conflict with.
  @inlinable
  var lentState: State {
    _read { yield _state }
  }

  /// After a reduction while somebody watches: notifies the observers of what changed.
  @inlinable
  func checkObservers() {
    // NB: The state is lent, not copied (a copy retains each of its buffers), and only if
    // some watched value may have changed.
    guard let observers = _observers else {
      _runtime.reductionChecked(ownWatched: false, subscribersDue: false)
      return
    }
    guard observers.isWatched else {
      _runtime.reductionChecked(ownWatched: false, subscribersDue: false)
      return
    }
    // NB: The watches that can read the state's memory with raw loads and compare do so
    // first: no code of the user's runs while the state is accessed here, so nothing else
    // reads or writes it meanwhile. Only when something changed, or some watch can't, is the
    // state lent to the full check, which notifies (and so runs observers) after.
    let changed = withUnsafeMutablePointer(to: &_state) {
      observers.changedInPlace(UnsafeRawPointer($0))
    }
    if changed == false {
      _runtime.reductionChecked(ownWatched: true, subscribersDue: false)
      return
    }
    let due = observers.check { $0(lentState) }
    _runtime.reductionChecked(ownWatched: observers.isWatched, subscribersDue: due)
  }

  /// Calls the subscribers once the send's actions are reduced (once per send, not per
  /// action); what they send is queued and reduced before `send` returns.
  @usableFromInline
  func notifySubscribers(outer: inout EffectGroup?) {
    while _runtime.flags.subscribersPending {
      _runtime.flushSubscribers { _observers?.callSubscribers() }
      if !control.queue.isEmpty { drainQueue(outer: &outer) }
    }
  }

  /// Starts the tasks of the `.run` effects reduced during the send that just ended: no
  /// effect body runs before every action of a `send` is reduced (TCA 1.0's order).
  @usableFromInline
  func startDeferredEffects() {
    control.hasDeferredStarts = false
    effects.startDeferred()
  }

  /// Reduces the actions queued while reducing, in order.
  @usableFromInline
  func drainQueue(outer: inout EffectGroup?) {
    while !control.queue.isEmpty {
      var index = 0
      while index < control.queue.count {
        let next = control.queue[index]
        index += 1
        reduce(next.action, group: next.group, outer: &outer)
      }
      // NB: Take the reduced actions out of the queue before destroying them: a payload's
      // `deinit` may send an action, which appends to the queue, and must not do so while
      // the queue is in the middle of removing its elements. Such actions go round again.
      var reduced: [QueuedAction] = []
      swap(&reduced, &control.queue)
      reduced.removeAll()
    }
  }

  /// Sent while reducing (an observer, or a reducer calling out): queued, FIFO.
  @usableFromInline
  func enqueueWhileSending(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    let group = group ?? makeGroup()
    control.queue.append(QueuedAction(action, group))
    return group
  }

  private func makeGroup(parent: EffectGroup? = nil) -> EffectGroup {
    EffectGroup(parent: parent) { [effects] id in effects.cancel(taskID: id) }
  }

  /// Starts `effect`: queues its actions, cancels what it cancels, starts its tasks.
  @usableFromInline
  func interpret(
    _ effect: Effect<Action>,
    path: [AnyHashableSendable],
    keys: [CancellationKey],
    group: EffectGroup?,
    outer: inout EffectGroup?,
    origin: Action
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(box):
      control.queue.append(QueuedAction(box.action, group))
    case let .run(priority, operation, startsOnPool):
      let group = group ?? groupCreatingOuter(&outer)
      let completion = EffectCompletion()
      let send = makeSend(group: group, origin: origin, completion: completion)
      let deferred = control.isSending
      if deferred { control.hasDeferredStarts = true }
      let context = EffectContext(registry: effects, path: path)
      effects.startRun(
        priority: priority, keys: keys, group: group, origin: origin, deferred: deferred,
        inDrain: !startsOnPool
      ) {
        await EffectContext.$current.withValue(context) { await operation(send) }
        completion.finish()
      }
    case let .merge(effects):
      // NB: Flattened without recursion, so a 10,000-deep fold of `merge(with:)` needs no
      // more stack than a flat `merge`.
      for effect in Effect.leaves(of: effects, concatenating: false) {
        interpret(effect, path: path, keys: keys, group: group, outer: &outer, origin: origin)
      }
    case let .concatenate(effects):
      var steps = Effect.leaves(of: effects, concatenating: true)[...]
      // NB: Leading steps that only send are synchronous, as in TCA 1.0: their actions are
      // reduced right after this one's, before anything an effect sends later.
      while let step = steps.first, case let .send(box) = step.operation {
        control.queue.append(QueuedAction(box.action, group))
        steps.removeFirst()
      }
      guard let first = steps.popFirst() else { return }
      let group = group ?? groupCreatingOuter(&outer)
      // NB: The first step starts now, as an effect on its own would: its cancellable ids are
      // registered before anything reduced later in this send looks for them (a
      // `.cancel(id:)`, or a presented child's `dismiss()` reaching its dismissal listener).
      let firstStep = makeGroup(parent: group)
      var firstOuter: EffectGroup?
      interpret(first, path: path, keys: keys, group: firstStep, outer: &firstOuter, origin: origin)
      guard !steps.isEmpty else { return }
      // NB: One driver for the rest of the chain, however it was folded: nested
      // concatenations would each need a driver task and a step group of their own.
      self.effects.start(priority: nil, keys: keys, group: group, origin: origin) {
        [weak self] in
        await firstStep.wait()
        for effect in steps {
          guard !Task.isCancelled else { return }
          // NB: The core is held only while the step starts, never across the `await`: a
          // store released while a step runs must be freed, which cancels this driver.
          guard
            let step = self?.startStep(
              effect, path: path, keys: keys, parent: group, origin: origin)
          else { return }
          await step.wait()
        }
      }
    case let .gated(gate, inner):
      let group = group ?? groupCreatingOuter(&outer)
      effects.start(priority: nil, keys: keys, group: group, origin: origin) { [weak self] in
        let context = GateContext(throttles: self?.effects.throttles, path: path)
        guard await gate(context), !Task.isCancelled else { return }
        // NB: As for a concatenation's steps: the core is not held across the `await`.
        guard
          let step = self?.startStep(inner, path: path, keys: keys, parent: group, origin: origin)
        else { return }
        await step.wait()
      }
    case let .cancellable(id, _, inner) where id == NavigationListenerID.key.id:
      // NB: A presented child's dismissal listener lasts as long as the presentation, not as
      // the action that presented it: it runs in a group of its own, so that waiting for that
      // action's effects (`StoreTask.finish()`) does not wait for the child to be dismissed.
      // Dismissing the child still cancels it, by its keys.
      var detached: EffectGroup?
      let prefixed = (0...path.count).map { CancellationKey(path: Array(path[..<$0]), id: id) }
      interpret(
        inner, path: path, keys: keys + prefixed, group: makeGroup(), outer: &detached,
        origin: origin)
    case let .cancellable(id, cancelInFlight, inner):
      // NB: Registered under every prefix of the path (TCA 1.0's rule), so a parent's
      // `.cancel(id:)` reaches the effects its children started with that id, while each
      // child's own `.cancel(id:)` and `cancelInFlight` stay within its path.
      if cancelInFlight { _effects?.cancel(key: CancellationKey(path: path, id: id)) }
      let prefixed = (0...path.count).map { CancellationKey(path: Array(path[..<$0]), id: id) }
      interpret(
        inner, path: path, keys: keys + prefixed, group: group, outer: &outer, origin: origin)
    case let .cancel(ids):
      // NB: Without a registry, no effect ever ran here: nothing to cancel, nothing to create.
      for id in ids { _effects?.cancel(key: CancellationKey(path: path, id: id)) }
    case let .namespace(name, inner):
      let path = path + [name]
      let key = CancellationKey(path: path, id: CancellationKey.wholeNamespace)
      interpret(
        inner, path: path, keys: keys + [key], group: group, outer: &outer, origin: origin)
    case let .cancelNamespace(name):
      _effects?.cancel(
        key: CancellationKey(path: path + [name], id: CancellationKey.wholeNamespace))
    case let .cancelNamespaces(isGone):
      _effects?.cancelNamespaces(under: path, where: isGone)
    }
  }

  /// Starts one step of a concatenation (or a gated effect) in a new group under `parent`,
  /// and returns the group, to be awaited.
  private func startStep(
    _ effect: Effect<Action>,
    path: [AnyHashableSendable],
    keys: [CancellationKey],
    parent: EffectGroup,
    origin: Action
  ) -> EffectGroup {
    let step = makeGroup(parent: parent)
    runStep(effect, path: path, keys: keys, group: step, origin: origin)
    return step
  }

  /// One step of a concatenation, started from its driver task.
  private func runStep(
    _ effect: Effect<Action>,
    path: [AnyHashableSendable],
    keys: [CancellationKey],
    group: EffectGroup,
    origin: Action
  ) {
    var outer: EffectGroup?
    let start = control.queue.count
    interpret(effect, path: path, keys: keys, group: group, outer: &outer, origin: origin)
    // Actions the step sent synchronously: reduce them now, in order.
    let sent = control.queue[start...].map(\.action)
    control.queue.removeSubrange(start...)
    for action in sent { _ = send(action, group: group) }
  }

  private func groupCreatingOuter(_ outer: inout EffectGroup?) -> EffectGroup {
    if let outer { return outer }
    let group = makeGroup()
    outer = group
    return group
  }

  private func makeSend(
    group: EffectGroup, origin: Action, completion: EffectCompletion
  ) -> Send<Action> {
    Send(
      send: { [weak self] action in
        guard let self else {
          runtimeWarn(
            """
            An effect sent \(describe(action)) after its Store was deallocated. Effects are \
            cancelled when their store goes away; check for cancellation in long-running work.
            """)
          return
        }
        guard !completion.isFinished else {
          runtimeWarn(
            """
            An effect started by \(describe(origin)) sent \(describe(action)) after it had \
            finished, and the action was dropped: the "send" of a ".run" was kept beyond the \
            effect (in a "Task" of its own). Keep the "run" closure running until it is done \
            sending.
            """)
          return
        }
        _ = self.send(action, group: group)
      },
      reportError: { _, diagnostic in
        var diagnostic = diagnostic
        diagnostic.message += " The effect was started by \(describe(origin))."
        Diagnostics.report(diagnostic)
      }
    )
  }
}

/// Whether a `.run` effect's operation has returned: its `send` must not be used after.
@usableFromInline
final class EffectCompletion: Sendable {
  private let finished = Atomic<Bool>(false)

  @usableFromInline
  init() {}

  /// Marks the operation as returned.
  func finish() { finished.store(true, ordering: .releasing) }

  /// Whether the operation has returned.
  var isFinished: Bool { finished.load(ordering: .acquiring) }
}

/// Observers of a root core's reductions, set by `TestStore`.
@MainActor
@usableFromInline
package final class ReduceHooks<Action> {
  /// Called with each action before it is reduced.
  @usableFromInline package var willReduce: ((Action) -> Void)?
  /// Called with each action after it is reduced, before its effects start.
  @usableFromInline package var didReduce: ((Action) -> Void)?

  package init() {}
}
