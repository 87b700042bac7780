import Observation

/// Runs a feature: holds its state, reduces the actions sent to it, and runs the effects
/// its reducer returns.
///
/// ```swift
/// let store = Store(initialState: CounterFact.State()) {
///   CounterFact()
/// } withDependencies: {
///   $0.numberFact = .offline
/// }
/// store.send(.incrementButtonTapped)
/// print(store.state.count)  // 1
/// ```
///
/// - `send` reduces synchronously: the state is updated when it returns. Actions sent while
///   another is being reduced (by `.send` effects, observers, or effects) are queued and
///   reduced in order afterwards, never recursively.
/// - Effects start after the `send` that returned them has returned (its queued actions
///   included). A `.run` effect's code up to its first suspension runs on the main actor,
///   the store's actor, so an effect that sends straight back needs no thread hand-off; from
///   its first suspension on (a sleep, a request, an `await` on another actor) it runs on the
///   cooperative pool. `Effect/startingOnPool()` moves all of an effect to the pool, for
///   effects that begin with heavy synchronous work. Effects see the dependencies the store
///   captured when it was created.
/// - Every effect is cancelled when the last store onto the runtime goes away; effects do not
///   keep it alive.
/// - The store is `Observable`, per value read: `store.count` (a member of the state, read
///   through the store as in TCA 1.7+) inside `withObservationTracking` or a SwiftUI view
///   registers the read, and only a change to `count` fires it. Reading ``state`` observes
///   the whole state. Outside SwiftUI, use ``states`` or ``subscribe(_:)``.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  @usableFromInline package let core: any StoreCore<State, Action>
  /// `core.send`, specialized where the store was created (see `RootCore`).
  @usableFromInline let sendThroughCore: (Action, EffectGroup?) -> EffectGroup?
  /// A row store's element id (see ``id``); `nil` for other stores.
  package nonisolated let elementID: ElementID?

  @usableFromInline
  package init(
    core: any StoreCore<State, Action>,
    send: @escaping (Action, EffectGroup?) -> EffectGroup?,
    elementID: ElementID? = nil
  ) {
    self.core = core
    self.sendThroughCore = send
    self.elementID = elementID
  }

  package convenience init(core: any StoreCore<State, Action>, elementID: ElementID? = nil) {
    self.init(core: core, send: Self.sending(to: core), elementID: elementID)
  }

  /// Sends to `core`, then starts the tasks of the effects the send reduced, on the main
  /// actor (specialized for `core`'s type where the store is made).
  @inlinable
  static func sending<Core: StoreCore<State, Action>>(
    to core: Core
  ) -> (Action, EffectGroup?) -> EffectGroup? {
    {
      let group = core.send($0, group: $1)
      if core.hasPendingEffects { core.startPendingEffects(isolation: MainActor.shared) }
      return group
    }
  }

  /// Creates a store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for this store, its reducer and effects.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    let dependencies = DependencyValues._storeValues(prepareDependencies)
    let (state, reducer) = withDependencies({ $0 = dependencies }) {
      (initialState(), reducer())
    }
    let core = RootCore(
      initialState: state, reducer: reducer, dependencies: dependencies,
      isolation: MainActor.shared)
    self.init(core: core, send: Self.sending(to: core))
  }

  /// The current state.
  ///
  /// Reading it inside `withObservationTracking` (or a SwiftUI view) observes it. Read while
  /// the store's reducer runs (by a dependency that holds the store), it is the state as of
  /// the start of that reduction, and a runtime warning says so.
  ///
  /// Observing the whole state keeps a copy of it to compare with (when it is `Equatable`),
  /// so the reducer's next write into one of its collections copies that collection. Read
  /// the members a view shows through the store instead (`store.count`): each is compared
  /// on its own, and a collection by its version, never copied.
  @inlinable
  public var state: State {
    if core.isReducing { readWhileReducing() }
    let state = core.state
    observeWholeState(state)
    return state
  }

  /// A member of the state, read through the store and observed on its own: a view that
  /// reads `store.count` is not invalidated by a change to `store.text`.
  ///
  /// ```swift
  /// Text("\(store.count)")
  /// ```
  ///
  /// A change is told by its version for an ``IdentifiedArray`` (optional or not; never
  /// kept), by `==` with the value read when the member is `Equatable` (a standard
  /// collection only while it holds at most 32 elements: a larger one counts as changed
  /// after every action, rather than being copied), and after every action otherwise. A
  /// value kept to compare with shares its storage with the state: a struct read whole that
  /// holds an array makes the reducer's next write into that array copy it once.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    if core.isReducing { readWhileReducing() }
    let value = core.value(at: keyPath)
    observe(keyPath, value: value)
    return value
  }

  /// A member of the state that is `Equatable`, read through the store and observed on its
  /// own (see ``subscript(dynamicMember:)-(KeyPath<State,Value>)``): compared with its own
  /// `==`, known here, rather than one found at run time.
  @inlinable
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    if core.isReducing { readWhileReducing() }
    let value = core.value(at: keyPath)
    observeEquatable(keyPath, value: value)
    return value
  }

  @usableFromInline
  func readWhileReducing() {
    core.stateReadWhileReducing()
    warnStateReadWhileReducing()
  }

  /// Passes the current state to `body`, for reading a few values at once, without
  /// observing it (as TCA's `withState`): for code outside a view, which no change needs to
  /// reach. A view reads through the store (`store.count`) or ``state``.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    if core.isReducing { readWhileReducing() }
    return body(core.state)
  }

  /// Sends an action: the reducer runs at once, then its effects start.
  ///
  /// - Parameter action: What happened.
  /// - Returns: A task for the effects the action started; `await` its `finish()` to wait
  ///   for all of them, including those started by actions they sent.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(group: sendThroughCore(action, nil))
  }
}

/// Reports a read of a store's state while its reducer runs (``Store/state``,
/// ``StoreActor/state``).
func warnStateReadWhileReducing() {
  runtimeWarn(
    """
    The store's state was read while the store was reducing an action: a reducer (or a \
    dependency that holds the store) must use the reducer's "state" parameter instead. \
    The read gets the state as of the start of that reduction; the first such read of a \
    store whose state holds collections or references gets the state the store was \
    created with.
    """)
}

/// A store of `R`'s state and action: `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
