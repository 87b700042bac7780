/// The stores scoped from one store by key paths, and the row stores of its lists: owned by
/// the core of the store they were scoped from (each core has its own, so a scope of one row
/// can never be another row's).
///
/// A child store is held weakly (it lives while a view holds it) with the identity of the
/// child it was made for: a child of another identity gets a new store. A list's row cache
/// is held strongly (it holds its row stores weakly).
@usableFromInline
package final class ScopeCache {
  /// What identifies a scope made by key paths: the same key paths give the same store while
  /// something holds it.
  package struct Key: Hashable {
    let state: AnyKeyPath
    let action: AnyKeyPath?
    let kind: Kind

    package init(state: AnyKeyPath, action: AnyKeyPath?, kind: Kind) {
      self.state = state
      self.action = action
      self.kind = kind
    }
  }

  /// Which scope a key names: the same key paths scope differently per kind.
  package enum Kind: UInt8, Hashable {
    case optional, presented, rows, unwrapped, stack, stackElement
  }

  private struct Entry {
    weak var store: AnyObject?
    var identity: NavigationIdentity?
    var rows: AnyObject?
  }

  private var entries: [Key: Entry] = [:]
  /// For a stack's store: the `NavigationLink(state:)` push of each element pushed through
  /// its path (see `Store.setNavigationPath(_:)`), so the path shows the link's component.
  var links: [StackElementID: Int] = [:]
  /// For a stack's store: what its path's components name it by (unique in the process,
  /// unlike the address of a store that may be freed and reused).
  private(set) lazy var stackToken: Int = ScopeCache.nextStackToken()

  private static let stackTokens = LockIsolated(0)

  private static func nextStackToken() -> Int {
    stackTokens.withValue { count in
      count += 1
      return count
    }
  }
  /// The size of `entries` at which released stores' entries are pruned next.
  private var pruneAt = 16

  package init() {}

  /// How many scopes are cached, released stores included until the next prune (for tests).
  package var count: Int { entries.count }

  /// The child store cached for `key`, if it is still held and was made for a child of
  /// `identity`.
  func store(for key: Key, identity: NavigationIdentity) -> AnyObject? {
    guard let entry = entries[key], entry.identity == identity else { return nil }
    return entry.store
  }

  /// Caches `store` (weakly), made for the child of `identity`, for `key`.
  func cache(store: AnyObject, identity: NavigationIdentity, for key: Key) {
    insert(Entry(store: store, identity: identity, rows: nil), for: key)
  }

  /// The store cached for `key` whatever its child (a scope whose state is always there),
  /// if it is still held.
  func store(for key: Key) -> AnyObject? {
    entries[key]?.store
  }

  /// Caches `store` (weakly) for `key`, a scope whose state is always there.
  func cache(store: AnyObject, for key: Key) {
    insert(Entry(store: store, identity: nil, rows: nil), for: key)
  }

  /// ``links``, without the elements no longer on the stack.
  func pruneLinks(keeping ids: [StackElementID]) -> [StackElementID: Int] {
    if links.count > 0, links.keys.contains(where: { !ids.contains($0) }) {
      let onStack = Set(ids)
      links = links.filter { onStack.contains($0.key) }
    }
    return links
  }

  /// The row cache of the list at `key`, if made.
  func rows(for key: Key) -> AnyObject? {
    entries[key]?.rows
  }

  /// Caches a list's row cache (strongly) for `key`.
  func cache(rows: AnyObject, for key: Key) {
    insert(Entry(store: nil, identity: nil, rows: rows), for: key)
  }

  private func insert(_ entry: Entry, for key: Key) {
    entries[key] = entry
    if entries.count >= pruneAt {
      entries = entries.filter { $0.value.rows != nil || $0.value.store != nil }
      pruneAt = max(16, entries.count * 2)
    }
  }
}

/// Reads the navigation identity of an optional child, its type's shape found once (only an
/// `Identifiable` child or an enum has an identity beyond being present).
@usableFromInline
final class ChildIdentityReader<Value> {
  private var shape: NavigationShape?

  @usableFromInline
  init() {}

  /// A reader for which every present value is the same child: a stack element's store is
  /// its element's (by its stack id) whatever case or `id` the element takes.
  init(presenceOnly: Bool) {
    if presenceOnly { shape = NavigationShape(kind: .plain, isEphemeral: false) }
  }

  /// The identity of `value`, or `nil` when it is `nil`.
  @usableFromInline
  func identity(of value: Value?) -> NavigationIdentity? {
    guard let value else { return nil }
    let shape = self.shape ?? NavigationShape.of(value)
    self.shape = shape
    return shape.facts(of: value).identity
  }

  /// Whether `value` is present and of `identity`.
  func isPresent(_ value: Value?, as identity: NavigationIdentity) -> Bool {
    guard let value else { return false }
    let shape = self.shape ?? NavigationShape.of(value)
    self.shape = shape
    if shape.kind == .plain { return true }
    return shape.facts(of: value).identity == identity
  }
}
