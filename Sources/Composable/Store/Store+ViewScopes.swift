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
  /// Calling it observes only whether the child is present: the view that scopes is told
  /// when the child appears or goes away, not when the child's own state changes (the
  /// child's view observes that through the child store). The same store comes back while
  /// something holds it. After the child goes away, a store still held reads the last state
  /// it saw, and actions sent to it are reported by the parent's `ifLet` as sent to an
  /// absent child.
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
    return optionalScope(state: toChildState, action: toChildAction, kind: 1, embed: embed)
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
      state: toChildState, action: toChildAction, kind: 2, embed: { embed(.presented($0)) })
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
    let key = StoreRuntime.ScopeKey(state: toRows, action: toRowAction, kind: 3)
    typealias Rows = ParentRowStores<State, Action, ElementID, ElementState, ElementAction>
    let rows: Rows
    if let cached = core.runtime.cached(key) as? Rows {
      rows = cached
    } else {
      let embed = Action.allCasePaths[keyPath: toRowAction]._embed
      rows = Rows(parent: core, toRows: toRows, embed: embed)
      core.runtime.cacheRows(rows, for: key)
    }
    // NB: The closure holds this store's core, so the collection keeps it alive; the cache
    // holds the core weakly (the core's runtime holds the cache).
    let core = self.core
    return StoreCollection(rows: core.state[keyPath: toRows]) { id, initial in
      rows.store(id: id, initial: initial, parent: core)
    }
  }

  private func optionalScope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action: AnyKeyPath,
    kind: UInt8,
    embed: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    if core.isReducing { readWhileReducing() }
    observePresence(of: toChildState)
    guard let child = core.state[keyPath: toChildState] else { return nil }
    let key = StoreRuntime.ScopeKey(state: toChildState, action: action, kind: kind)
    if let cached = core.runtime.cached(key) as? Store<ChildState, ChildAction> {
      return cached
    }
    let store = Store<ChildState, ChildAction>(
      core: UnwrappedCore(
        root: core, initial: child, toState: { $0[keyPath: toChildState] },
        fromAction: embed))
    core.runtime.cacheStore(store, for: key)
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

extension Store: Identifiable {
  /// A row store's element id (a store of a ``StoreCollection``); for any other store, the
  /// store itself.
  public nonisolated var id: ElementID {
    elementID ?? ElementID(ObjectIdentifier(self))
  }
}

/// The row stores of the list at `toRows` in a parent store's state: each row store is a view
/// onto the parent, identified by its row's id.
///
/// Registered with the root as one scope for all of its rows: after a reduction, it reads the
/// list once and, unless the list's version is the one it last saw, checks the values read
/// through each watched row store against that row.
@MainActor
final class ParentRowStores<ParentState, ParentAction, ID: Hashable & Sendable, State, Action>:
  ObserverSet
{
  weak var parent: (any StoreCore<ParentState, ParentAction>)?
  let toRows: KeyPath<ParentState, IdentifiedArray<ID, State>>
  let embed: (IdentifiedAction<ID, Action>) -> ParentAction
  /// The row stores something holds.
  private var stores: [ID: WeakStore] = [:]
  /// The number of entries in `stores` at which released stores are pruned next.
  private var pruneAt = 64
  /// The observers of rows read through a row store, by row; kept after the row store goes.
  private var watched: [ID: WatchedRow] = [:]

  private struct WatchedRow {
    let observers: StateObservers<State>
    /// The row store's core, while something holds the store.
    weak var core: RowCore<ParentState, ParentAction, ID, State, Action>?
  }
  /// The list's version when the watched rows were last checked; `nil` to check them next.
  private var seenVersion: UInt64?
  /// Registered with the root's the first time a row is read (see ``runtime(root:)``).
  private var _runtime: StoreRuntime?

  private struct WeakStore {
    weak var store: Store<State, Action>?
  }

  init(
    parent: any StoreCore<ParentState, ParentAction>,
    toRows: KeyPath<ParentState, IdentifiedArray<ID, State>>,
    embed: @escaping (IdentifiedAction<ID, Action>) -> ParentAction
  ) {
    self.parent = parent
    self.toRows = toRows
    self.embed = embed
  }

  /// How many row stores are cached, released ones included until the next prune (for tests).
  var cachedCount: Int { stores.count }

  /// How many rows' observers are kept (for tests).
  var watchedCount: Int { watched.count }

  /// The rows' runtime, registered with `root` when first asked for.
  func runtime(root: StoreRuntime) -> StoreRuntime {
    if let _runtime { return _runtime }
    let runtime = StoreRuntime(scopeOf: root, observers: self) { [weak self] in
      self?.checkRows()
      return false
    }
    _runtime = runtime
    return runtime
  }

  /// The store of the row `id`: the one cached, else a new one starting from `initial`.
  func store(
    id: ID, initial: State, parent: any StoreCore<ParentState, ParentAction>
  ) -> Store<State, Action> {
    if let cached = stores[id]?.store { return cached }
    let core = RowCore(
      parent: parent, rows: self, id: id, initial: initial, toRows: toRows, embed: embed)
    let store = Store<State, Action>(core: core, elementID: ElementID(id))
    if stores.count >= pruneAt {
      stores = stores.filter { $0.value.store != nil }
      pruneAt = max(64, stores.count * 2)
    }
    stores[id] = WeakStore(store: store)
    return store
  }

  /// A row's observers were read: check them after each reduction.
  func rowWatched(
    _ core: RowCore<ParentState, ParentAction, ID, State, Action>, root: StoreRuntime
  ) {
    watched[core.id] = WatchedRow(observers: core.observers, core: core)
    seenVersion = nil
    runtime(root: root).noteWatched()
  }

  /// After a reduction: checks the watched rows, unless the list did not change.
  private func checkRows() {
    guard let parent else {
      // NB: The store the rows were scoped from is gone (a dismissed child's list): its
      // rows' observers can no longer be checked, so they are told, and this cache leaves
      // the root (its runtime goes, and with it the root's entry).
      notifyAllObservers()
      watched.removeAll()
      _runtime = nil
      return
    }
    let rows = parent.state[keyPath: toRows]
    if let seenVersion, seenVersion == rows.version { return }
    seenVersion = rows.version
    for (id, entry) in watched where entry.observers.isWatched {
      if let row = rows[id: id] {
        if entry.observers.check({ $0(row) }) {
          parent.rootRuntime.queueSubscribers(of: entry.observers)
        }
      } else if entry.core == nil {
        // NB: A removed row whose store is gone: nobody can read it again, so its
        // observers are told once and the entry goes.
        entry.observers.notifyAllObservers()
      }
      // NB: A removed row whose store is held shows its last state: nothing it showed
      // changed, and it is checked again if the row comes back.
    }
    watched = watched.filter { $0.value.observers.isWatched }
  }

  var isWatched: Bool { !watched.isEmpty }

  func notifyAllObservers() {
    for entry in watched.values { entry.observers.notifyAllObservers() }
    watched = watched.filter { $0.value.observers.isWatched }
  }

  func callSubscribers() {}
}

/// A row store's core: a view onto its row, by id, in the parent's list.
@MainActor
final class RowCore<ParentState, ParentAction, ID: Hashable & Sendable, State, Action>: StoreCore {
  let parent: any StoreCore<ParentState, ParentAction>
  let rows: ParentRowStores<ParentState, ParentAction, ID, State, Action>
  let id: ID
  let toRows: KeyPath<ParentState, IdentifiedArray<ID, State>>
  let embed: (IdentifiedAction<ID, Action>) -> ParentAction
  /// The row as last read: what a store of a removed row shows.
  private var last: State

  init(
    parent: any StoreCore<ParentState, ParentAction>,
    rows: ParentRowStores<ParentState, ParentAction, ID, State, Action>,
    id: ID,
    initial: State,
    toRows: KeyPath<ParentState, IdentifiedArray<ID, State>>,
    embed: @escaping (IdentifiedAction<ID, Action>) -> ParentAction
  ) {
    self.parent = parent
    self.rows = rows
    self.id = id
    self.last = initial
    self.toRows = toRows
    self.embed = embed
  }

  var state: State {
    if let current = parent.state[keyPath: toRows][id: id] { last = current }
    return last
  }
  var runtime: StoreRuntime { rows.runtime(root: parent.rootRuntime) }
  var rootRuntime: StoreRuntime { parent.rootRuntime }
  var isReducing: Bool { parent.isReducing }
  func stateReadWhileReducing() { parent.stateReadWhileReducing() }
  private(set) lazy var observers = StateObservers<State>()

  func noteWatched() {
    rows.rowWatched(self, root: parent.rootRuntime)
  }

  func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    parent.send(embed(.element(id: id, action: action)), group: group)
  }
}
