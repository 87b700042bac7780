/// A store isolated to an actor of its own, not the main actor: the same reducers, effects,
/// dependencies and cancellation as ``Store``, for work that must not touch the main actor (a
/// server's sessions, a command-line tool, a heavy background feature).
///
/// ```swift
/// let store = StoreActor(initialState: CounterFact.State()) {
///   CounterFact()
/// } withDependencies: {
///   $0.numberFact = .offline
/// }
/// await store.send(.incrementButtonTapped).finish()
/// print(await store.state.count)  // 1
/// ```
///
/// - Code on the store's actor sends synchronously, as a view does to a ``Store``; code
///   elsewhere `await`s the hop. Actions sent during a send are queued, as in ``Store``.
/// - Its effects run on the cooperative pool, from their first line; what they send back
///   hops to the store's actor, never to the main actor. Effects see the dependencies the
///   store captured when it was created, and are cancelled when the store is released
///   (they do not keep it alive).
/// - By default the store runs on an executor of its own, so stores run in parallel on the
///   cooperative pool's threads. `runningOn:` puts it on another actor's executor instead
///   (a server session's actor): code isolated to that actor then sends synchronously, with
///   ``withStore(_:)``, and a `Reduce` made on that actor runs in it.
/// - `scope(state:action:)` makes a store of a child feature on the same executor.
/// - A `Reduce` made on the main actor is not run by a store on another actor: Swift 6
///   refuses it at compile time, and a runtime diagnostic names one that Swift 5 mode lets
///   through. Make it where nothing is isolated (a reducer's `body`), or in the store's
///   reducer closure.
/// - `send(_:animation:)` does not exist here (no view runs on this actor), and an effect's
///   `send(_:animation:)` is dropped with a runtime warning: views observe a main-actor
///   mirror of the state (``states``), and animate there.
public actor StoreActor<State, Action>: ExecutorSharing {
  /// The actor whose executor this store runs on: an actor of the store's own, or the one
  /// passed to `runningOn:` (or, when that one is a store, the actor it runs on: an owner
  /// never shares another's executor).
  @usableFromInline package nonisolated let executorOwner: any Actor
  @usableFromInline package let core: any StoreCore<State, Action>

  /// The executor this store's code runs on: its own lane's, or that of the actor it was
  /// made `runningOn:`.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    executorOwner.unownedExecutor
  }

  /// Creates a store running `reducer` from `initialState`, on an executor of its own.
  ///
  /// The state and the reducer are made here and move to the store's actor: Swift 6 checks
  /// that nothing the caller keeps shares them. The state is made in the call
  /// (`Feature.State()`), which may capture only `Sendable` values; to start from a state
  /// made earlier, make it `Sendable`, or make the store with `runningOn:` from the actor
  /// that holds it.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for this store, its reducer and effects.
  @inlinable
  public init<R: Reducer>(
    initialState: @autoclosure @Sendable () -> R.State,
    @ReducerBuilder<State, Action> reducer: sending () -> R,
    withDependencies prepareDependencies: sending ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    let dependencies = DependencyValues._storeValues(prepareDependencies)
    let state = withDependencies({ $0 = dependencies }, operation: initialState)
    let reducer = withDependencies({ $0 = dependencies }, operation: reducer)
    self.init(owner: StoreLane(), state: state, reducer: reducer, dependencies: dependencies)
  }

  /// Creates a store running `reducer` from `initialState` on `actor`'s executor: code
  /// isolated to `actor` then runs the store synchronously (``withStore(_:)``), and the
  /// store's work is serialized with `actor`'s.
  ///
  /// ```swift
  /// actor Connection {
  ///   private(set) var store: StoreActorOf<Chat>?
  ///
  ///   func open() {
  ///     store = StoreActor(runningOn: self, initialState: Chat.State()) { Chat() }
  ///   }
  ///
  ///   func read(_ line: String) -> Int {
  ///     guard let store else { return 0 }
  ///     return store.withStore { store in
  ///       store.send(.received(line))
  ///       return store.state.messages.count
  ///     }
  ///   }
  ///
  ///   func close() {
  ///     store = nil
  ///   }
  /// }
  /// ```
  ///
  /// The store holds `actor` (its executor must outlive the store), and so does every store
  /// scoped from it: an actor that keeps the store (or a child store) keeps itself alive
  /// until it lets go of them (`store = nil`).
  ///
  /// - Parameters:
  ///   - actor: The actor whose executor runs the store. The store holds it.
  ///   - initialState: The feature's state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for this store, its reducer and effects.
  @inlinable
  public init<R: Reducer>(
    runningOn actor: isolated any Actor,
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    let dependencies = DependencyValues._storeValues(prepareDependencies)
    let (state, reducer) = withDependencies({ $0 = dependencies }) {
      (initialState(), reducer())
    }
    // NB: The state and the reducer stay in `actor`'s region (they may share what code on
    // `actor` keeps: a `Reduce` capturing it, a class in the state), and this store's code
    // runs on `actor`'s executor (`unownedExecutor`), one job at a time with `actor`'s: so
    // they are only ever used there.
    self.executorOwner = executorAnchor(actor)
    self.core = RootCore(
      initialState: state, reducer: reducer, dependencies: dependencies, isolation: actor)
  }

  @inlinable
  init<R: Reducer>(
    owner: any Actor, state: sending R.State, reducer: sending R,
    dependencies: DependencyValues
  ) where R.State == State, R.Action == Action {
    self.executorOwner = owner
    let core = RootCore(
      initialState: state, reducer: reducer, dependencies: dependencies, region: owner)
    self.core = core
  }

  /// A child store on `parent`'s executor, around `core`, a scope of `parent`'s core.
  init<ParentState, ParentAction>(
    scopedFrom parent: isolated StoreActor<ParentState, ParentAction>,
    core: any StoreCore<State, Action>
  ) {
    // NB: `core` is in `parent`'s region (it holds `parent`'s core), and this store runs on
    // `parent`'s executor (the same owner), one job at a time with `parent`'s: so it is only
    // ever used there.
    self.executorOwner = parent.executorOwner
    self.core = core
  }

  /// Sends an action: the reducer runs at once, then its effects start, on this store's
  /// actor.
  ///
  /// - Parameter action: What happened.
  /// - Returns: A task for the effects the action started; `await` its `finish()` to wait
  ///   for all of them, including those started by actions they sent.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    let group = core.send(action, group: nil)
    if core.hasPendingEffects { core.startPendingEffects(isolation: self) }
    return StoreTask(group: group)
  }

  /// The current state.
  ///
  /// Read while the store's reducer runs (by a dependency that holds the store), it is the
  /// state as of the start of that reduction, and a runtime warning says so.
  public var state: State {
    if core.isReducing { readWhileReducing() }
    return core.state
  }

  /// Passes the current state to `body`, for reading a few values at once: from elsewhere,
  /// `await store.withState(\.count)` reads one value without copying the rest of the state
  /// across.
  public func withState<R: Sendable>(
    _ body: sending (_ state: State) throws -> R
  ) rethrows -> R {
    if core.isReducing { readWhileReducing() }
    return try body(core.state)
  }

  /// Runs `body` with this store, isolated: for code on the actor the store runs on
  /// (`runningOn:`), which Swift does not know is this store's actor too. `body` sends and
  /// reads synchronously.
  ///
  /// Called anywhere else, it traps: Swift checks the executor first
  /// (`assumeIsolated`). From elsewhere, `await` the store's methods instead.
  ///
  /// - Parameters:
  ///   - body: What runs on the store's actor.
  public nonisolated func withStore<T: Sendable>(
    _ body: (isolated StoreActor) throws -> T
  ) rethrows -> T {
    try assumeIsolated(body)
  }

  /// Calls `onChange` with the new state once per `send` that changed the state (after all
  /// of the send's actions are reduced), until the returned subscription is cancelled or
  /// released.
  ///
  /// A change made elsewhere (another store, a thread, a key's storage) to a shared value the
  /// state holds calls it too, on the store's actor soon after, once for the changes made
  /// meanwhile (StoreActor.md, "Showing it in a view").
  ///
  /// - Parameter onChange: Called on the store's actor with the state after each such send.
  /// - Returns: A token; keep it for as long as you want to be called.
  public func subscribe(
    _ onChange: sending @escaping (_ state: State) -> Void
  ) -> StoreSubscription {
    core.subscribeToState(
      onChange,
      followHop: { [weak self] in
        // NB: Detached: the hop must not inherit the task-locals of the code that changed
        // the value (a test store's effect), as the subscribers run in it.
        Task.detached { await self?.hearFollowedSharedChange() }
      })
  }

  private func hearFollowedSharedChange() {
    core.hearFollowedSharedChange()
  }

  /// How many hops the shared values its subscribers follow started (for tests).
  package var sharedFollowHops: Int { core.observers.sharedFollow?.signal.hops ?? 0 }
  /// What shared changes tell this store's subscribers (for tests).
  package var sharedFollowSignal: SharedFollowSignal? { core.observers.sharedFollow?.signal }

  func readWhileReducing() {
    core.stateReadWhileReducing()
    warnStateReadWhileReducing()
  }
}

extension StoreActor where State: Sendable {
  /// The current state, then the state after every `send` that changed it, and after a
  /// change made elsewhere to a shared value it holds (see ``subscribe(_:)``): what a
  /// main-actor view shows of a store on another actor.
  ///
  /// ```swift
  /// for await state in await store.states {
  ///   print(state.count)
  /// }
  /// ```
  ///
  /// Nothing is dropped: states are buffered until the consumer reads them. The sequence
  /// finishes when the iterating task is cancelled, and when the store, with every store
  /// scoped from it, is released.
  public var states: AsyncStream<State> {
    stateStream(current: core.state, runtime: core.runtime) { yield in subscribe(yield) }
  }
}

/// The executor of a ``StoreActor`` made without `runningOn:`: an actor that runs nothing of
/// its own.
@usableFromInline
final actor StoreLane {
  @usableFromInline init() {}
}

/// A ``StoreActor`` of `R`'s state and action: `StoreActorOf<Feature>`.
public typealias StoreActorOf<R: Reducer> = StoreActor<R.State, R.Action>
