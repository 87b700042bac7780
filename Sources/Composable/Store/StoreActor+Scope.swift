extension StoreActor {
  /// A store of a child feature, on this store's executor: it reads the child's part of this
  /// store's state, and its actions go through this store's reducer, embedded.
  ///
  /// ```swift
  /// let row = await store.scope(state: \.pinned, action: \.pinned)
  /// await row.send(.tapped)
  /// ```
  ///
  /// The child store runs on the executor this store runs on, so sends from one to the
  /// other are synchronous there (``withStore(_:)``). It holds this store's state and
  /// effects alive for as long as it lives, as a ``Store``'s scope does, and the actor this
  /// store runs on (`runningOn:`).
  ///
  /// The key path is read after every send while the child is watched (`states`,
  /// `subscribe`): one that force-unwraps an optional (`\.editor!`) traps when the parent
  /// clears it. Scope to an optional child with a case key path instead
  /// (`scope(state: \.editor, action: \.editor)`), which gives a store of the child while it
  /// is present.
  ///
  /// - Parameters:
  ///   - toChildState: The child's state in this store's state.
  ///   - toChildAction: The child's actions in this store's actions.
  /// - Returns: A store of the child feature.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState> & Sendable,
    action toChildAction: AnyCasePath<Action, ChildAction>
  ) -> StoreActor<ChildState, ChildAction> {
    let embed = toChildAction._embed
    return StoreActor<ChildState, ChildAction>(
      scopedFrom: self,
      core: ScopedCore(root: core, toState: { $0[keyPath: toChildState] }, fromAction: embed))
  }

  /// A store of a child feature, named by a case key path (`\.child`): as the `AnyCasePath`
  /// form (`/Action.child`).
  ///
  /// - Parameters:
  ///   - toChildState: The child's state in this store's state.
  ///   - toChildAction: The child's actions in this store's actions.
  /// - Returns: A store of the child feature.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState> & Sendable,
    action toChildAction: CaseKeyPath<Action, ChildAction> & Sendable
  ) -> StoreActor<ChildState, ChildAction> where Action: CasePathable {
    scope(state: toChildState, action: Action.allCasePaths[keyPath: toChildAction])
  }
}

extension StoreActor where Action: CasePathable {
  /// A store of the optional child at `toChildState` while it is present, else `nil`: an
  /// `ifLet` child, or one row of a `forEach` list by its id.
  ///
  /// ```swift
  /// if let editor = await store.scope(state: \.editor, action: \.editor) {
  ///   await editor.send(.saveTapped)
  /// }
  /// let row = await store.scope(state: \.rows[id: id], action: \.rows[id: id])
  /// ```
  ///
  /// The store follows the child it was made for (an `Identifiable` child's `id`, an enum's
  /// case). Once that child goes away or is replaced by another, the store drops what it is
  /// sent, with a runtime warning (sent on, it would reach the new child, or none), and reads
  /// the state last read through it, even if an equal child comes back. Scope again for the
  /// new child. While its child is there, each reduction checks it (it keeps no copy of the
  /// child). A row that is an enum and changes case ends a `\.rows[id: id]` store; the list
  /// form follows rows by id.
  ///
  /// - Parameters:
  ///   - toChildState: The optional child state within this store's.
  ///   - toChildAction: The case of this store's action that carries child actions.
  /// - Returns: A store of the child, or `nil` while the child state is `nil`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?> & Sendable,
    action toChildAction: CaseKeyPath<Action, ChildAction> & Sendable
  ) -> StoreActor<ChildState, ChildAction>? {
    unwrapped(state: toChildState, embed: Action.allCasePaths[keyPath: toChildAction]._embed)
  }

  /// A store of the child presented at `toChildState` (`@PresentationState`) while it is
  /// present, else `nil`; its actions are sent as `.presented` actions. It follows its child
  /// as the store of an optional child does.
  ///
  /// - Parameters:
  ///   - toChildState: The presented child state within this store's.
  ///   - toChildAction: The case of this store's action that carries the presentation
  ///     actions.
  /// - Returns: A store of the child, or `nil` while nothing is presented.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?> & Sendable,
    action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>> & Sendable
  ) -> StoreActor<ChildState, ChildAction>? {
    let embed = Action.allCasePaths[keyPath: toChildAction]._embed
    return unwrapped(state: toChildState, embed: { embed(.presented($0)) })
  }

  /// The stores of the rows of the list at `toRows`, in the rows' order: one per row, each
  /// as the store of that row by its id (`scope(state: \.rows[id: id], action: \.rows[id: id])`).
  ///
  /// ```swift
  /// for row in await store.scope(state: \.rows, action: \.rows) {
  ///   await row.send(.refresh)
  /// }
  /// ```
  ///
  /// The array holds the rows present when it was made. A row store follows its row by id,
  /// as `forEach` does, whatever the row's case: once the row is removed, the store drops
  /// what it is sent, with a runtime warning, and reads the state last read through it.
  ///
  /// - Parameters:
  ///   - toRows: The rows within this store's state.
  ///   - toRowAction: The case of this store's action that carries row actions.
  /// - Returns: The row stores, in the rows' order.
  public func scope<ElementID, ElementState, ElementAction>(
    state toRows: KeyPath<State, IdentifiedArray<ElementID, ElementState>> & Sendable,
    action toRowAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>> & Sendable
  ) -> [StoreActor<ElementState, ElementAction>] {
    if core.isReducing { readWhileReducing() }
    let embed = Action.allCasePaths[keyPath: toRowAction]._embed
    return core.state[keyPath: toRows].ids.compactMap { id in
      unwrapped(
        state: { $0[keyPath: toRows][id: id] },
        embed: { embed(.element(id: id, action: $0)) }, byPresence: true)
    }
  }

  private func unwrapped<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?> & Sendable,
    embed: @escaping (ChildAction) -> Action
  ) -> StoreActor<ChildState, ChildAction>? {
    if core.isReducing { readWhileReducing() }
    return unwrapped(state: { $0[keyPath: toChildState] }, embed: embed)
  }

  /// The store of the child `toChildState` reads, following its identity (`byPresence`: only
  /// its presence, as a row's by its id). After every reduction it checks that its child is
  /// there, without keeping the child's last state (which would make the reducer's next
  /// write into the child copy its collections); once the child has gone, it is no longer
  /// checked.
  private func unwrapped<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState?,
    embed: @escaping (ChildAction) -> Action,
    byPresence: Bool = false
  ) -> StoreActor<ChildState, ChildAction>? {
    let identities = ChildIdentityReader<ChildState>(presenceOnly: byPresence)
    guard let child = toChildState(core.state),
      let identity = identities.identity(of: child)
    else { return nil }
    let childCore = UnwrappedCore(
      root: core, initial: child, identity: identity, identities: identities,
      toState: toChildState, fromAction: embed)
    childCore.keepsLastState = false
    childCore.followChild()
    return StoreActor<ChildState, ChildAction>(scopedFrom: self, core: childCore)
  }
}
