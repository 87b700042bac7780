import ComposableAtomics

/// What every ``Store`` is a view onto: the root runtime, or a scope of it.
@usableFromInline
package protocol StoreCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state, read from the root each time.
  var state: State { get }
  /// Which state the root holds: the number of its reductions, so that what was derived
  /// from an earlier one is derived again.
  var stateVersion: UInt64 { get }
  /// The value at `keyPath` in the current state, read without copying the rest of it.
  func value<Value>(at keyPath: KeyPath<State, Value>) -> Value
  /// Observation and subscriptions of this store, registered with the root's.
  var runtime: StoreRuntime { get }
  /// The root store's runtime, which reduces and tells scopes about changes.
  var rootRuntime: StoreRuntime { get }
  /// The root store's dependencies (a view reads its stack ids' generator).
  var rootDependencies: DependencyValues { get }
  /// What was read through this store, and by whom it is observed.
  var observers: StateObservers<State> { get }
  /// The stores scoped from this store by key paths, and its lists' row stores: this
  /// core's own (see ``ScopeCache``).
  var scopes: ScopeCache { get }
  /// Whether the root's reducer is running, mutating the state in place.
  var isReducing: Bool { get }
  /// Code read the store while the root's reducer ran (a misuse, reported by the store).
  func stateReadWhileReducing()
  /// Something read through this store or subscribed: the root checks its values from now
  /// on.
  func noteWatched()
  /// Sends `action` through the root reducer; effects it starts join `group`. Their tasks
  /// are created by ``startPendingEffects(isolation:)``, which the caller calls next when
  /// ``hasPendingEffects``.
  ///
  /// - Returns: The group tracking the effects started, when any were.
  func send(_ action: Action, group: EffectGroup?) -> EffectGroup?
  /// Whether effects reduced by the sends that ended wait for their tasks.
  var hasPendingEffects: Bool { get }
  /// Creates the tasks of the effects reduced so far, on the store's actor.
  func startPendingEffects(isolation: isolated any Actor)
  /// Whether the child this store (or the store it was scoped from) was made for was dismissed
  /// or replaced: what a binding writes to it then is dropped without a word, as SwiftUI's
  /// teardown of a dismissed screen writes to its bindings.
  var isEnded: Bool { get }
  /// Ends the store with the next action sent to it, which still goes through: the action of
  /// an alert's or a dialog's button, which dismisses the alert it belongs to.
  func endWithNextSend()
}

extension StoreCore {
  @usableFromInline
  package var isEnded: Bool { false }
  @usableFromInline
  package func endWithNextSend() {}

  @usableFromInline
  package func noteWatched() {
    runtime.noteWatched()
  }

  @usableFromInline
  package func value<Value>(at keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }
}

/// A closure scope's state as derived at its parent's reduction `version`
/// (``KeptState/read(from:derive:)``), made where the scope is, so that reading it runs code
/// specialized for the state.
@usableFromInline
final class KeptState<State> {
  @usableFromInline var version: UInt64 = 0
  @usableFromInline var state: State?

  @inlinable init() {}

  /// The state kept since `parent`'s last reduction, or `derive()`'s, kept when it read no
  /// shared value.
  ///
  /// A read while the parent reduces (a reported misuse) sees the state before the reduction,
  /// under the new reduction's number: it is never kept. A derivation that read a shared
  /// value (`{ ViewState(count: $0.sharedCount) }`) is not kept either: another store or
  /// thread may change that value between reductions, and observation must see it read at
  /// every read. One whose state only holds a shared value is kept: reading that value later
  /// reads it live.
  @inlinable
  func read<ParentState, ParentAction>(
    from parent: any StoreCore<ParentState, ParentAction>, derive: () -> State
  ) -> State {
    guard !parent.isReducing else { return derive() }
    let version = parent.stateVersion
    if self.version == version, let state { return state }
    let reads = SharedReads.count
    let state = derive()
    self.state = SharedReads.count == reads ? state : nil
    self.version = version
    return state
  }
}

/// How many shared values this thread has read (``KeptState``).
@usableFromInline
package enum SharedReads {
  @inlinable static var count: UInt64 { composable_shared_reads_load() }
}

/// A view of a parent core through a state projection and an action embedding.
final class ScopedCore<RootState, RootAction, State, Action>: StoreCore {
  let root: any StoreCore<RootState, RootAction>
  let toState: (RootState) -> State
  /// Reads the state kept since the root's last reduction, or derives it (see ``KeptState``): a
  /// scope by a closure, which TCA 1.0 ran once per change of the parent's state and which
  /// may be costly (a view state built from the parent's). A scope by key path has none, and
  /// reads through each time (a projection, no user code).
  let keptState: (() -> State)?
  let fromAction: (Action) -> RootAction
  /// Checks the observers against the state: made where the scope was (inlined into the
  /// user's module), so it runs code specialized for the state (unspecialized, each check
  /// looked up generic metadata: W2 sibling 490 → 890 ns).
  let checkObservers: (StateObservers<State>, () -> State) -> Bool

  init(
    root: any StoreCore<RootState, RootAction>,
    toState: @escaping (RootState) -> State,
    fromAction: @escaping (Action) -> RootAction,
    keptState: (() -> State)? = nil,
    checkObservers: @escaping (StateObservers<State>, () -> State) -> Bool = {
      observers, state in observers.check { $0(state()) }
    }
  ) {
    self.root = root
    self.toState = toState
    self.fromAction = fromAction
    self.keptState = keptState
    self.checkObservers = checkObservers
  }

  var state: State { keptState?() ?? toState(root.state) }
  var rootRuntime: StoreRuntime { root.rootRuntime }
  var rootDependencies: DependencyValues { root.rootDependencies }
  var stateVersion: UInt64 { root.stateVersion }
  var isReducing: Bool { root.isReducing }
  var hasPendingEffects: Bool { root.hasPendingEffects }
  func startPendingEffects(isolation: isolated any Actor) {
    root.startPendingEffects(isolation: isolation)
  }
  func stateReadWhileReducing() { root.stateReadWhileReducing() }
  var isEnded: Bool { root.isEnded }
  private(set) lazy var observers = StateObservers<State>()
  private(set) lazy var scopes = ScopeCache()
  /// Registered with the root's the first time somebody reads or subscribes.
  private(set) lazy var runtime = StoreRuntime(
    scopeOf: rootRuntime, observers: observers,
    check: { [weak self] in
      guard let self else { return false }
      return self.checkObservers(self.observers) { self.state }
    })

  func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    root.send(fromAction(action), group: group)
  }
}

/// A scope onto an optional child that follows the child it was made for (its navigation
/// identity: an `Identifiable` child's `id`, an enum's case) and keeps the last value it read
/// of it, so a view holding it while the parent dismisses or replaces the child still reads
/// that child's last state.
final class UnwrappedCore<RootState, RootAction, State, Action>: StoreCore {
  let root: any StoreCore<RootState, RootAction>
  let toState: (RootState) -> State?
  let fromAction: (Action) -> RootAction
  /// The identity of the child this store was made for.
  let identity: NavigationIdentity
  private let identities: ChildIdentityReader<State>
  private var last: State

  init(
    root: any StoreCore<RootState, RootAction>,
    initial: State,
    identity: NavigationIdentity,
    identities: ChildIdentityReader<State>,
    toState: @escaping (RootState) -> State?,
    fromAction: @escaping (Action) -> RootAction
  ) {
    self.root = root
    self.last = initial
    self.identity = identity
    self.identities = identities
    self.toState = toState
    self.fromAction = fromAction
  }

  /// The child went away (or was replaced) since the store was made: the store shows its
  /// last state from then on, even if an equal child comes back (that is another
  /// presentation, with a store of its own).
  private(set) var hasEnded = false

  var state: State {
    guard !hasEnded else { return last }
    let current = toState(root.state)
    if root.isReducing {
      // NB: A read during the parent's reduction (a reported misuse) may see a state from
      // before it: it decides nothing about this store's child.
      if let current, identities.isPresent(current, as: identity) { return current }
      return last
    }
    if let current, identities.isPresent(current, as: identity) {
      last = current
    } else {
      hasEnded = true
    }
    return last
  }
  var stateVersion: UInt64 { root.stateVersion }
  var rootRuntime: StoreRuntime { root.rootRuntime }
  var rootDependencies: DependencyValues { root.rootDependencies }
  var isReducing: Bool { root.isReducing }
  var hasPendingEffects: Bool { root.hasPendingEffects }
  func startPendingEffects(isolation: isolated any Actor) {
    root.startPendingEffects(isolation: isolation)
  }
  func stateReadWhileReducing() { root.stateReadWhileReducing() }
  private(set) lazy var observers = StateObservers<State>()
  private(set) lazy var scopes = ScopeCache()
  /// Registered with the root's when the store is made, and checked after every reduction
  /// while the store lives (see ``KeepsLastState``): the last state is kept current, so that
  /// after the child goes the store shows the last state the child had, not the last read.
  private(set) lazy var runtime: StoreRuntime = {
    let runtime = StoreRuntime(
      scopeOf: rootRuntime, observers: KeepsLastState(self),
      check: { [weak self] in
        guard let self else { return false }
        if !self.keepsLastState {
          self.endIfChildIsGone()
          guard self.observers.isWatched else { return false }
        }
        let state = self.state
        return self.observers.check { $0(state) }
      })
    runtime.noteWatched()
    return runtime
  }()

  /// Whether the child's last state is kept after every reduction (a `Store`'s, for a view
  /// still showing a dismissed child). When not (a `StoreActor`'s), each reduction only
  /// checks that the child is there, keeping no copy of it: a copy kept would make the
  /// reducer's next write into the child's collections copy them. Set before
  /// ``followChild()``.
  var keepsLastState = true

  /// Registers the store with the root: after every reduction, it learns whether its child
  /// went away (and keeps its last state, if ``keepsLastState``).
  func followChild() {
    _ = runtime
  }

  /// Ends the store if its child is gone or replaced, keeping no copy of the child.
  private func endIfChildIsGone() {
    guard !hasEnded, !root.isReducing else { return }
    if !identities.isPresent(toState(root.state), as: identity) { hasEnded = true }
  }

  var isEnded: Bool {
    if !hasEnded, !root.isReducing { endIfChildIsGone() }
    return hasEnded || root.isEnded
  }

  /// Whether the next action sent ends the store (see ``endWithNextSend()``).
  private var endsWithNextSend = false

  func endWithNextSend() {
    endsWithNextSend = true
  }

  func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    if endsWithNextSend, !hasEnded {
      // NB: Ended before the action is reduced, with the state the child has now, so that a
      // child the reducer presents in its place (an alert's follow-up alert, equal in
      // identity) is another presentation, with a store of its own.
      endsWithNextSend = false
      _ = state
      hasEnded = true
      return root.send(fromAction(action), group: group)
    }
    guard !hasEnded else {
      // NB: Its child is gone, or another took its place: sent on, the action would reach
      // the new child.
      runtimeWarn(
        """
        \(describe(action)) was sent to a store of a child that was dismissed or replaced \
        by another, and was dropped. Send to a child store only while its child is there.
        """)
      return nil
    }
    return root.send(fromAction(action), group: group)
  }
}

/// The observers of an unwrapped store as its root sees them: watched while the store lives
/// (its last state is refreshed after each reduction), then as long as a view that read it
/// may still be told.
final class KeepsLastState<RootState, RootAction, State, Action>: ObserverSet {
  private weak var core: UnwrappedCore<RootState, RootAction, State, Action>?
  private let observers: StateObservers<State>

  init(_ core: UnwrappedCore<RootState, RootAction, State, Action>) {
    self.core = core
    self.observers = core.observers
  }

  /// A store that keeps no last state stops being checked once its child has gone: nothing
  /// about it changes again.
  var isWatched: Bool {
    if let core, core.keepsLastState || !core.hasEnded { return true }
    return observers.isWatched
  }
  func notifyAllObservers() { observers.notifyAllObservers() }
  func callSubscribers() { observers.callSubscribers() }
}
