/// The row stores of the list at `toRows` in a parent store's state: each row store is a view
/// onto the parent, identified by its row's id.
///
/// Registered with the root as one scope for all of its rows: after a reduction, it reads the
/// list once and, unless the list's version is the one it last saw, checks the values read
/// through each watched row store against that row.
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
  /// The observers of rows read through a row store, by the row store's observers (one
  /// entry per row store, so that two stores of one row, one released, are both checked);
  /// kept after the row store goes.
  private var watched: [ObjectIdentifier: WatchedRow] = [:]
  /// The number of entries in `watched` at which those of released row stores are dropped.
  private var watchedPruneAt = 64

  private struct WatchedRow {
    let id: ID
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
  @MainActor
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
    watched[ObjectIdentifier(core.observers)] = WatchedRow(
      id: core.id, observers: core.observers, core: core)
    // NB: A view that reads a row through a row store nobody keeps adds an entry each time
    // it renders, and the list may not change for a long while: whenever the entries double,
    // those whose store is gone are told (whether their observer still listens can't be
    // told) and dropped, as the root does with its scopes.
    if watched.count >= watchedPruneAt {
      var gone: [StateObservers<State>] = []
      watched = watched.filter { _, entry in
        guard entry.core == nil else { return true }
        entry.observers.dropEndedSubscriptions()
        if entry.observers.isWatched { gone.append(entry.observers) }
        return false
      }
      watchedPruneAt = max(64, watched.count * 2)
      for observers in gone { observers.notifyAllObservers() }
    }
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
    for entry in watched.values where entry.observers.isWatched {
      if let row = rows[id: entry.id] {
        if entry.observers.check({ $0(row) }) {
          parent.rootRuntime.queueSubscribers(of: entry.observers)
        }
      } else if entry.core == nil {
        // NB: A removed row whose store is gone: nobody can read it again, so its
        // observers are told once and the entry goes (with subscriptions that ended: those
        // would keep the row's last state, and what it holds, alive).
        entry.observers.dropEndedSubscriptions()
        entry.observers.notifyAllObservers()
      }
      // NB: A removed row whose store is held shows its last state: nothing it showed
      // changed, and it is checked again if the row comes back.
    }
    watched = watched.filter { $0.value.observers.isWatched }
  }

  var isWatched: Bool { !watched.isEmpty }

  /// The store the rows were scoped from is gone: nothing can read them again.
  var isDetached: Bool { parent == nil }

  func notifyAllObservers() {
    for entry in watched.values { entry.observers.notifyAllObservers() }
    watched = watched.filter { $0.value.observers.isWatched }
  }

  func callSubscribers() {}
}

/// A row store's core: a view onto its row, by id, in the parent's list.
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
  var rootDependencies: DependencyValues { parent.rootDependencies }
  var stateVersion: UInt64 { parent.stateVersion }
  var isReducing: Bool { parent.isReducing }
  var hasPendingEffects: Bool { parent.hasPendingEffects }
  func startPendingEffects(isolation: isolated any Actor) {
    parent.startPendingEffects(isolation: isolation)
  }
  func stateReadWhileReducing() { parent.stateReadWhileReducing() }
  private(set) lazy var observers = StateObservers<State>()
  private(set) lazy var scopes = ScopeCache()

  func noteWatched() {
    rows.rowWatched(self, root: parent.rootRuntime)
  }

  func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    parent.send(embed(.element(id: id, action: action)), group: group)
  }
}
