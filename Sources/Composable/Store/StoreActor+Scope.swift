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
  /// clears it. Scope to the optional itself (`\.editor`), a store of `Editor.State?`.
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
