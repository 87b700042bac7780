#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The runtime behind a root ``Store``: the state, the reducer, the action queue and the
/// effects in flight. The central type of the store engine (this folder).
///
/// ## Who owns what
///
/// - A ``Store`` is a thin handle on a core (``StoreCore``): this root core, or a scope's
///   (``ScopedCore``, ``UnwrappedCore`` for an optional child, ``RowCore`` for a row of a
///   list). A scope's core holds its parent's core strongly; nothing holds a scope's core but
///   its stores.
/// - Each core owns its observers (``StateObservers``: one ``StateWatch`` per value read
///   through it) and its ``ScopeCache``: the child, presented and row stores scoped from it
///   by key paths. A row's scopes are in the row core's cache, never in the list's.
/// - Each core has a ``StoreRuntime`` registered with the root's, which after a reduction
///   asks each watched scope to check its own values on its own part of the state. The rows
///   of one list share one registration (``ParentRowStores``, owned by the cache of the
///   store the list was scoped from), which keeps one entry per row store that was read.
/// - The root owns the effects (``EffectRegistry``) and the dependencies.
///
/// ## The life of one `send`
///
/// 1. ``Store/send(_:)-(Action)`` calls ``send(_:group:)`` (a scope's core embeds the action and
///    calls its parent's, up to here). A send made while another is in progress is queued.
/// 2. ``reduce(_:group:outer:)`` runs the reducer on the state in place (reads of the store
///    meanwhile get the state before the reduction), tells the observers of shared values it
///    changed (``SharedChangeNotifications``), then, if anybody watches, checks the root's
///    observers and each watched scope's (``StoreRuntime``).
/// 3. The effect is interpreted (`RootCore+Effects.swift`): `.send` actions are queued,
///    `.run` tasks are started when the send ends, so that they see the final state.
/// 4. The queue is drained (each queued action goes through step 2), subscribers are called
///    once, and the deferred effect tasks start. Their `Send` comes back to step 1.
///
/// The path of a `send` whose effect is `.none` is `@inlinable`, and `Store.init` captures it
/// in a closure, so it is specialized for the user's reducer in the user's module: no generic
/// dispatch, no metadata lookups. Everything else (effects, the queue) is out of line.
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
  /// The store's actor (the one `init` was isolated to, or was given) as its reductions mark
  /// the thread (``MainActorReduction/begin(actor:)``): 0 for the main actor, else
  /// ``reducingActorMark(_:)``. The core, not `Sendable`, stays in that actor's region (Swift
  /// 6 checks every hand-over), so its methods run there.
  @usableFromInline let actorMark: UInt
  /// Whether the store's actor is the main actor: see ``withAnimation(_:onMainActor:_:)``.
  @inlinable var isOnMainActor: Bool { actorMark == 0 }
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
  @usableFromInline package var effects: EffectRegistry {
    if let existing = _effects { return existing }
    let registry = EffectRegistry()
    _effects = registry
    return registry
  }
  var _effects: EffectRegistry?
  /// Observes reductions (`TestStore` records them); `nil` for a plain store.
  @usableFromInline let hooks: ReduceHooks<Action>?

  @usableFromInline
  struct Control {
    @usableFromInline var isSending = false
    /// The reducer is running: `state` is being mutated in place.
    @usableFromInline var isReducing = false
    /// The effects reduced during this send (or step), whose tasks start when it ends
    /// (``startPendingEffects(isolation:)``).
    @usableFromInline var pending: [PendingEffect] = []
    /// The store was read during a reduction: it keeps the state as of the start of each
    /// reduction from now on (see ``keepsStateBeforeReduction``).
    @usableFromInline var stateReadDuringReduction = false
    @usableFromInline var queue: [QueuedAction] = []
    /// How many reductions this store has run: the number of the current one.
    @usableFromInline var reduction: UInt64 = 0
    /// The reduction whose effect is sending the action now being sent (0: none), set by
    /// the effect's `Send` just before it sends.
    @usableFromInline var nextOrigin: UInt64 = 0

    @usableFromInline init() {}
  }

  @usableFromInline
  struct QueuedAction {
    @usableFromInline let action: Action
    @usableFromInline let group: EffectGroup?
    /// The reduction whose effect sent it (0: none).
    @usableFromInline let origin: UInt64
    /// The animation to reduce it with (`Effect.send(_:animation:)`; `.some(nil)`: none), or
    /// `nil` for the transaction it is sent in.
    @usableFromInline let animation: Animation??

    @usableFromInline
    init(_ action: Action, _ group: EffectGroup?, origin: UInt64, animation: Animation?? = nil) {
      self.action = action
      self.group = group
      self.origin = origin
      self.animation = animation
    }
  }

  @usableFromInline
  package convenience init(
    initialState: State, reducer: R, dependencies: DependencyValues,
    hooks: ReduceHooks<Action>? = nil, isolation: isolated any Actor
  ) {
    self.init(
      initialState: initialState, reducer: reducer, dependencies: dependencies, hooks: hooks,
      region: isolation)
  }

  /// A core made outside the actor it will run on: the caller puts it in the region of an
  /// actor running on `actor`'s executor at once (a ``StoreActor``'s `init` stores it), and
  /// uses it only there. Swift 6 keeps it there from then on (the core is not `Sendable`).
  @usableFromInline
  package init(
    initialState: State, reducer: R, dependencies: DependencyValues,
    hooks: ReduceHooks<Action>? = nil, region actor: any Actor
  ) {
    self.actorMark = reducingActorMark(actor)
    self._state = initialState
    self.reducer = reducer
    self.dependencyBox = DependencyBox(dependencies)
    self.hooks = hooks
    // NB: Until the store keeps the state before each reduction, the state it was created
    // with is what a read during a reduction gets (see `keepsStateBeforeReduction`).
    if !_isPOD(State.self) { stateBeforeReduction = initialState }
  }

  deinit {
    _effects?.cancellations.cancelAll()
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
  @usableFromInline package var rootDependencies: DependencyValues { dependencies }
  @usableFromInline package var stateVersion: UInt64 { control.reduction }
  @usableFromInline package var isReducing: Bool { control.isReducing }
  /// Whether the sends that ended left effects to start: not while a send is in progress
  /// (a send made during it is queued, and its effects start when the outer send ends).
  @usableFromInline package var hasPendingEffects: Bool {
    !control.isSending && !control.pending.isEmpty
  }

  /// The store's dependencies, captured when it was created.
  package var dependencies: DependencyValues {
    get { dependencyBox.values }
    set { dependencyBox.values = newValue }
  }

  @inlinable
  package func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    let origin = control.nextOrigin
    control.nextOrigin = 0
    if control.isSending { return enqueueWhileSending(action, group: group, origin: origin) }
    control.isSending = true
    let previous = DependencySlot.push(dependencyBox)
    var outer: EffectGroup?
    reduce(action, group: group, outer: &outer, origin: origin)
    if !control.queue.isEmpty { drainQueue(outer: &outer) }
    if _runtime.flags.subscribersPending { notifySubscribers(outer: &outer) }
    DependencySlot.pop(previous)
    control.isSending = false
    return outer
  }

  @inlinable
  func reduce(_ action: Action, group: EffectGroup?, outer: inout EffectGroup?, origin: UInt64) {
    control.reduction &+= 1
    let outerOrigin = ReductionOrigin.begin(reduction: control.reduction, origin: origin)
    hooks?.willReduce?(action)
    let effect: Effect<Action>
    // NB: The reduction holds `_state` in place (exclusively) until it returns; anything
    // that reads the store meanwhile reads `stateBeforeReduction` instead.
    let keeps = keepsStateBeforeReduction
    if keeps { stateBeforeReduction = _state }
    control.isReducing = true
    let mark = MainActorReduction.begin(actor: actorMark)
    effect = reducer.reduce(into: &_state, action: action)
    MainActorReduction.end(restoring: mark)
    ReductionOrigin.end(restoring: outerOrigin)
    control.isReducing = false
    // NB: Only at the end of the outermost reduction on this thread: a reducer that sends to
    // another store runs that store's reduction inside its own, which must not tell this
    // one's shared changes while it is still running.
    if MainActorReduction.isOutermost(mark) { SharedChangeNotifications.flush() }
    // NB: Not kept between reductions (a non-trivial state's copy would share storage).
    if keeps, !_isPOD(State.self) { stateBeforeReduction = nil }
    if _runtime.flags.isWatched { checkObservers() }
    hooks?.didReduce?(action)
    if !effect.isNone {
      interpret(
        effect, path: [], keys: [], group: group, outer: &outer,
        origin: EffectOrigin(action: action, reduction: control.reduction))
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

  /// Reduces the actions queued while reducing, in order.
  @usableFromInline
  func drainQueue(outer: inout EffectGroup?) {
    while !control.queue.isEmpty {
      var index = 0
      while index < control.queue.count {
        let next = control.queue[index]
        index += 1
        if case let .some(animation) = next.animation {
          withAnimation(animation, onMainActor: isOnMainActor) {
            reduce(next.action, group: next.group, outer: &outer, origin: next.origin)
          }
        } else {
          reduce(next.action, group: next.group, outer: &outer, origin: next.origin)
        }
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
  func enqueueWhileSending(
    _ action: Action, group: EffectGroup?, origin: UInt64
  ) -> EffectGroup? {
    let group = group ?? makeGroup()
    control.queue.append(QueuedAction(action, group, origin: origin))
    return group
  }
}

/// Whether a `.run` effect's operation has returned: its `send` must not be used after.
@usableFromInline
final class EffectCompletion: Sendable {
  private let finished = LockIsolated(false)

  @usableFromInline
  init() {}

  /// Marks the operation as returned.
  @usableFromInline func finish() { finished.withLock { $0 = true } }

  /// Whether the operation has returned.
  @usableFromInline var isFinished: Bool { finished.withLock { $0 } }
}

/// Observers of a root core's reductions, set by `TestStore`.
@usableFromInline
package final class ReduceHooks<Action> {
  /// Called with each action before it is reduced.
  @usableFromInline package var willReduce: ((Action) -> Void)?
  /// Called with each action after it is reduced, before its effects start.
  @usableFromInline package var didReduce: ((Action) -> Void)?

  package init() {}
}
