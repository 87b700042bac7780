/// The scopes a view makes in its `body`, as in TCA 1.7+: a store of an optional child that is
/// `nil` while the child is, and a collection of row stores for `ForEach`.
extension Store where Action: CasePathable {
  /// A store of the optional child at `toChildState` while it is present, else `nil`.
  ///
  /// ```swift
  /// if let detail = store.scope(state: \.detail, action: \.detail) {
  ///   DetailView(store: detail)
  /// }
  /// ```
  ///
  /// Calling it observes only which child is present: the view that scopes is told when the
  /// child appears, goes away, or is replaced by a child of another identity (an
  /// `Identifiable` child's `id`, an enum's case), not when the child's own state changes
  /// (the child's view observes that through the child store). The same store comes back
  /// while something holds it and the child is the same; a child of another identity gets a
  /// new store (and `id`). After its child goes away or is replaced, a store still held
  /// reads the last state its child had, and an action sent to it is dropped with a
  /// runtime warning (a test failure under a `TestStore`): sent on, it would reach the new
  /// child, or none.
  ///
  /// - Parameters:
  ///   - toChildState: The optional child state within this store's.
  ///   - toChildAction: The case of this store's action that carries child actions.
  /// - Returns: A store of the child, or `nil` while the child state is `nil`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    let embed = Action.allCasePaths[keyPath: toChildAction]._embed
    return optionalScope(state: toChildState, action: toChildAction, kind: .optional, embed: embed)
  }

  /// A store of the child presented at `toChildState` (`@PresentationState`) while it is
  /// present, else `nil`; its actions are sent as `.presented` actions.
  ///
  /// ```swift
  /// .sheet(item: … store.scope(state: \.destination, action: \.destination) …)
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: The presented child state within this store's.
  ///   - toChildAction: The case of this store's action that carries the presentation
  ///     actions.
  /// - Returns: A store of the child, or `nil` while nothing is presented.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    let embed = Action.allCasePaths[keyPath: toChildAction]._embed
    return optionalScope(
      state: toChildState, action: toChildAction, kind: .presented, embed: { embed(.presented($0)) }
    )
  }

  /// A collection of stores, one per row of the list at `toRows`, for `ForEach`.
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in
  ///   TodoView(store: todoStore)
  /// }
  /// ```
  ///
  /// Calling it observes only the rows' ids, in order: the list is told when a row is
  /// added, removed or moved, not when a row's contents change (each row's view observes its
  /// own row through its store). A row store is made when its position is first read, is
  /// the same store while something holds it, and is released when nothing does: a list
  /// opened and closed any number of times leaves nothing behind. Row stores are identified
  /// by their element's id.
  ///
  /// The collection holds the rows as they were when it was made (a `ForEach` compares it
  /// with the next one); while something holds it, the next write into the rows copies
  /// them once.
  ///
  /// - Parameters:
  ///   - toRows: The rows within this store's state.
  ///   - toRowAction: The case of this store's action that carries row actions.
  /// - Returns: The row stores, in the rows' order.
  @inlinable
  public func scope<ElementID, ElementState, ElementAction>(
    state toRows: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toRowAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> StoreCollection<ElementID, ElementState, ElementAction> {
    if core.isReducing { readWhileReducing() }
    observeIDs(of: toRows)
    return rowStores(state: toRows, action: toRowAction)
  }

  /// The collection of row stores of ``scope(state:action:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_)``,
  /// once its read is observed.
  @usableFromInline
  func rowStores<ElementID, ElementState, ElementAction>(
    state toRows: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toRowAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> StoreCollection<ElementID, ElementState, ElementAction> {
    let key = ScopeCache.Key(state: toRows, action: toRowAction, kind: .rows)
    typealias Rows = ParentRowStores<State, Action, ElementID, ElementState, ElementAction>
    let rows: Rows
    if let cached = core.scopes.rows(for: key) as? Rows {
      rows = cached
    } else {
      let embed = Action.allCasePaths[keyPath: toRowAction]._embed
      rows = Rows(parent: core, toRows: toRows, embed: embed)
      core.scopes.cache(rows: rows, for: key)
    }
    // NB: The closure holds this store's core, so the collection keeps it alive; the cache
    // holds the core weakly (the core holds the cache).
    let core = self.core
    return StoreCollection(rows: core.state[keyPath: toRows]) { id, initial in
      rows.store(id: id, initial: initial, parent: core)
    }
  }

  private func optionalScope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action: AnyKeyPath,
    kind: ScopeCache.Kind,
    embed: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    if core.isReducing { readWhileReducing() }
    observePresence(of: toChildState)
    return childStore(
      key: ScopeCache.Key(state: toChildState, action: action, kind: kind),
      toChildState: { $0[keyPath: toChildState] }, embed: embed)
  }
}

extension Store {
  /// The store of the optional child `toChildState` reads, cached in this store's scopes
  /// under `key` while something holds it and the child is the same (its navigation
  /// identity), or `nil` while the child is.
  func childStore<ChildState, ChildAction>(
    key: ScopeCache.Key,
    toChildState: @escaping (State) -> ChildState?,
    embed: @escaping (ChildAction) -> Action,
    presenceOnly: Bool = false
  ) -> Store<ChildState, ChildAction>? {
    guard let child = toChildState(core.state) else { return nil }
    let identities = ChildIdentityReader<ChildState>(presenceOnly: presenceOnly)
    guard let identity = identities.identity(of: child) else { return nil }
    if let cached = core.scopes.store(for: key, identity: identity)
      as? Store<ChildState, ChildAction>,
      (cached.core as? UnwrappedCore<State, Action, ChildState, ChildAction>)?.hasEnded != true
    {
      return cached
    }
    let childCore = UnwrappedCore(
      root: core, initial: child, identity: identity, identities: identities,
      toState: toChildState, fromAction: embed)
    childCore.followChild()
    let store = Store<ChildState, ChildAction>(core: childCore)
    core.scopes.cache(store: store, identity: identity, for: key)
    return store
  }
}

/// The row stores of a list, for `ForEach`: see
/// ``Store/scope(state:action:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_)``.
///
/// Its members are isolated to the main actor; as `RandomAccessCollection` (whose members
/// are not), it checks at run time that it is used there, as SwiftUI does.
@MainActor
public struct StoreCollection<ID: Hashable & Sendable, State, Action>:
  @preconcurrency RandomAccessCollection
{
  /// The rows when the collection was made.
  let rows: IdentifiedArray<ID, State>
  /// The store of a row: the one cached, else a new one starting from the given state.
  let store: @MainActor (ID, State) -> Store<State, Action>

  /// The position of the first row store.
  public var startIndex: Int { 0 }
  /// The position after the last row store.
  public var endIndex: Int { rows.count }

  /// The ids of the rows, in order.
  public var ids: [ID] { rows.ids }

  /// The store of the row at `position`.
  public subscript(position: Int) -> Store<State, Action> {
    store(rows.ids[position], rows[position])
  }
}

/// The identity of a row store: its element's id.
///
/// A class, so that a store keeps it in one word (W6).
public final class ElementID: Hashable, Sendable {
  let value: AnyHashableSendable

  init(_ value: some Hashable & Sendable) {
    self.value = AnyHashableSendable(value)
  }

  /// Equal when the ids are.
  public static func == (lhs: ElementID, rhs: ElementID) -> Bool {
    lhs.value == rhs.value
  }

  /// Hashes the id.
  public func hash(into hasher: inout Hasher) {
    value.hash(into: &hasher)
  }
}

extension Store: Hashable {
  /// The same store: what `.navigationDestination(item:)` compares its items by.
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool { lhs === rhs }

  /// Hashes the store's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store: Identifiable {
  /// A row store's element id (a store of a ``StoreCollection``); for any other store, the
  /// store itself.
  public nonisolated var id: ElementID {
    elementID ?? ElementID(ObjectIdentifier(self))
  }
}
