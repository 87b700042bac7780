extension Store {
  /// A store of a child feature: a view onto this store's runtime.
  ///
  /// Its state is read from this store's each time, so it never drifts; actions sent to it go
  /// through this store's reducer, embedded with `toChildAction`.
  ///
  /// Reading its state inside observation tracking observes the child's part: a retained
  /// scoped store notifies only when that part changes. A scoped store read and then dropped
  /// (as a view that scopes in its `body` does) is still observed: its observers hear of the
  /// root's next change, whether or not it concerned the child.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: /AppFeature.Action.counter)
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: The child's state within this store's.
  ///   - toChildAction: The case of this store's action that carries child actions.
  /// - Returns: A store of the child feature.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    // NB: Inlined, so that sending to a scoped store runs code specialized for these types:
    // one embedding and one call per level, no generic value witnesses.
    let embed = toChildAction._embed
    let parentSend = sendThroughCore
    return makeScope(
      state: { $0[keyPath: toChildState] }, action: embed,
      send: { parentSend(embed($0), $1) },
      checkObservers: { observers, state in observers.check { $0(state()) } })
  }

  /// A store of a child feature, naming the action case by key path.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: \.counter)
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: The child's state within this store's.
  ///   - toChildAction: The case of this store's action that carries child actions.
  /// - Returns: A store of the child feature.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    scope(state: toChildState, action: Action.allCasePaths[keyPath: toChildAction])
  }

  /// A store of a child feature, from a state transform and an action embedding.
  ///
  /// `toChildState` runs as the store is made, then at most once per change of this store's
  /// state (per `send`, when the child's state is next read), as in TCA 1.0: the child's
  /// state is kept in between, however often it is read. A transform that reads a shared
  /// value (`{ ViewState(count: $0.sharedCount) }`) runs at every read instead, as another
  /// store or thread may change that value between sends; one that only passes a shared value
  /// on (`{ Row(count: $0.$count) }`) is kept, and the value is read live through it.
  ///
  /// ```swift
  /// let viewStore = store.scope(state: { ViewState(title: $0.title) }, action: { $0 })
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: Derives the child's state from this store's.
  ///   - fromChildAction: Embeds a child action in this store's actions.
  /// - Returns: A store of the child feature.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let parentSend = sendThroughCore
    let parent = core
    let kept = KeptState<ChildState>()
    let child = makeScope(
      state: toChildState, action: fromChildAction,
      keptState: { kept.read(from: parent) { toChildState(parent.state) } },
      send: { parentSend(fromChildAction($0), $1) },
      checkObservers: { observers, state in observers.check { $0(state()) } })
    // NB: Derived (and kept) as the store is made, as TCA 1.0 did.
    _ = child.core.state
    return child
  }

  /// A scoped store whose sends go through `send` (which embeds and sends to this store).
  ///
  /// - Parameter checkObservers: Checks the scope's observers; made by the caller, inlined
  ///   where the child's state type is known.
  @usableFromInline
  func makeScope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action,
    keptState: (() -> ChildState)? = nil,
    send: @escaping (ChildAction, EffectGroup?) -> EffectGroup?,
    checkObservers: @escaping @MainActor (StateObservers<ChildState>, () -> ChildState) -> Bool
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: ScopedCore(
        root: core, toState: toChildState, fromAction: fromChildAction,
        keptState: keptState, checkObservers: checkObservers),
      send: send)
  }

  /// A store of the wrapped state while it is not `nil`, or `nil` now.
  ///
  /// Use it to show a child feature only while its optional state is present:
  ///
  /// ```swift
  /// if let detail = store.scope(state: \.detail, action: \.detail).unwrapped() {
  ///   DetailView(store: detail)
  /// }
  /// ```
  ///
  /// It is observed as ``scope(state:action:)-(KeyPath<State,ChildState?>,CaseKeyPath<Action,ChildAction>)``
  /// is: a view that calls it is told when the child appears, goes away or is replaced by
  /// another (an `Identifiable` child of another `id`, an enum of another case), not of the
  /// child's own changes. The store it returns shows the child's current state while that
  /// child is present, and the same store comes back while something holds it. After the
  /// child goes away (or is replaced), the store reads the last state its child had, and an
  /// action sent to it is dropped with a runtime warning.
  ///
  /// - Returns: A store of the wrapped state, or `nil` while the state is `nil`.
  public func unwrapped<Wrapped>() -> Store<Wrapped, Action>? where State == Wrapped? {
    if core.isReducing { readWhileReducing() }
    observePresence(of: \State.self)
    return childStore(
      key: ScopeCache.Key(state: \State.self, action: nil, kind: .unwrapped),
      toChildState: { $0 }, embed: { $0 })
  }
}
