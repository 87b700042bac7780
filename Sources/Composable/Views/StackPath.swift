extension StackState {
  /// An element of a stack with its id: what a `NavigationStack`'s path holds.
  ///
  /// Two components are equal when they are the same screen: the same element of the same
  /// stack, or the same `NavigationLink(state:)` push (before and after it is pushed, so that
  /// SwiftUI sees the screen it appended come back, not another).
  public struct Component: Hashable {
    /// The element's id on its stack (for a component ``isPending``, a placeholder).
    public let id: StackElementID
    /// The element.
    public var element: Element
    /// The `NavigationLink(state:)` push this component was made for, if any.
    let link: Int?
    /// The stack store this component was read from, if it was.
    let stack: Int?

    /// The element `element` with `id`.
    ///
    /// - Parameters:
    ///   - id: The element's id.
    ///   - element: The element.
    public init(id: StackElementID, element: Element) {
      self.init(id: id, element: element, link: nil, stack: nil)
    }

    init(id: StackElementID, element: Element, link: Int?, stack: Int?) {
      self.id = id
      self.element = element
      self.link = link
      self.stack = stack
    }

    /// A component for an element not yet on a stack, as `NavigationLink(state:)` makes:
    /// setting a path that ends with it pushes `element` with the stack's next id.
    ///
    /// - Parameter element: The element to push.
    public init(pushing element: Element) {
      let link = Self.nextLink()
      self.init(id: StackElementID(generation: -link), element: element, link: link, stack: nil)
    }

    /// Whether this component is waiting to be pushed (made by ``init(pushing:)`` and not
    /// read back from a stack).
    public var isPending: Bool { link != nil && stack == nil }

    private enum Identity: Hashable {
      case link(Int)
      case element(Int?, StackElementID)
    }

    private var identity: Identity { link.map(Identity.link) ?? .element(stack, id) }

    /// Equal when they are the same screen (see ``StackState/Component``).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    /// Hashes the screen's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    private static func nextLink() -> Int {
      linkCounter.withValue { count in
        count += 1
        return count
      }
    }
  }

  /// The stack as a `NavigationStack`'s path: its components, bottom first.
  public struct PathView: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
    /// The components, bottom first.
    public var components: [Component]

    /// An empty path.
    public init() { components = [] }

    /// The position of the bottom component.
    public var startIndex: Int { components.startIndex }
    /// The position after the top component.
    public var endIndex: Int { components.endIndex }

    /// The component at `position`.
    public subscript(position: Int) -> Component {
      get { components[position] }
      set { components[position] = newValue }
    }

    /// Replaces the components in `subrange`.
    ///
    /// - Parameters:
    ///   - subrange: The positions to replace.
    ///   - newElements: The components to put there.
    public mutating func replaceSubrange<C: Collection<Component>>(
      _ subrange: Range<Int>, with newElements: C
    ) {
      components.replaceSubrange(subrange, with: newElements)
    }
  }

  /// The stack's elements with their ids, as a path.
  public var path: PathView {
    var path = PathView()
    path.components = zip(ids, self).map { Component(id: $0, element: $1) }
    return path
  }
}

/// The count behind ``StackState/Component/init(pushing:)``'s ids (negative, so never an id
/// a stack gives).
private let linkCounter = LockIsolated(0)

/// A store of a navigation stack, as `NavigationStack(path:)` binds it: its path, what setting
/// a path sends, and the store of each screen. Tested without SwiftUI; the SwiftUI adapter
/// only maps these onto `NavigationStack`.
extension Store {
  /// The stack store at `state`, the same store while something holds it: what
  /// `$store.scope(state: \.path, action: \.path)` gives `NavigationStack(path:)`.
  ///
  /// - Parameters:
  ///   - state: The stack within this store's state.
  ///   - action: The case of this store's action that carries stack actions.
  public subscript<ElementState, ElementAction>(
    state state: KeyPath<State, StackState<ElementState>>,
    action action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
  where Action: CasePathable {
    get {
      typealias Stack = Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
      let key = ScopeCache.Key(state: state, action: action, kind: .stack)
      if let cached = core.scopes.store(for: key) as? Stack { return cached }
      let store = scope(state: state, action: action)
      core.scopes.cache(store: store, for: key)
      return store
    }
    set {}
  }

  /// The stack's path, for `NavigationStack(path:)`: reading it observes the ids on the
  /// stack (not the elements' own changes).
  ///
  /// - Returns: The components, bottom first.
  public func navigationPath<ElementState, ElementAction>() -> StackState<ElementState>.PathView
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let ids = self[dynamicMember: \.ids]
    let links = core.scopes.pruneLinks(keeping: ids)
    let stack = core.scopes.stackToken
    var path = StackState<ElementState>.PathView()
    path.components = zip(ids, core.state).map {
      StackState<ElementState>.Component(id: $0, element: $1, link: links[$0], stack: stack)
    }
    return path
  }

  /// What the UI's new path sends: a shorter path (the user went back) sends
  /// `.popFrom(id:)` for the first element gone; components added by
  /// `NavigationLink(state:)` send `.push(id:state:)` each, with the stack's next id.
  ///
  /// Components that are neither on the stack nor links (screens the state popped while the
  /// UI still showed them, or another stack's) are ignored: they are never pushed again.
  ///
  /// - Parameter path: The path the UI shows now.
  public func setNavigationPath<ElementState, ElementAction>(
    _ path: StackState<ElementState>.PathView
  ) where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let current = core.state.ids
    let stack = core.scopes.stackToken
    let links = core.scopes.pruneLinks(keeping: current)
    /// Whether `component` is the element `id` of this stack (a link is, once it pushed it).
    func isElement(_ component: StackState<ElementState>.Component, _ id: StackElementID) -> Bool {
      if component.isPending { return component.link == links[id] }
      return component.id == id && (component.stack == nil || component.stack == stack)
    }
    var kept = 0
    while kept < min(current.count, path.count), isElement(path[kept], current[kept]) {
      kept += 1
    }
    if kept < current.count {
      send(.popFrom(id: current[kept]))
    }
    let pushedLinks = Set(links.values)
    for component in path.dropFirst(kept) where component.isPending {
      // NB: A link that pushed an element still on the stack (out of its place) is not
      // pushed twice.
      guard let link = component.link, !pushedLinks.contains(link) else { continue }
      // NB: The id the stack's reducer would give it (its store's generator's next, as in
      // TCA), which the push then counts as given.
      let id = Swift.max(
        core.rootDependencies.stackElementID.peek(), core.state.nextID)
      core.scopes.links[id] = link
      send(.push(id: id, state: component.element))
    }
    _ = core.scopes.pruneLinks(keeping: core.state.ids)
  }

  /// The store of the screen `component` shows, the same store while something holds it and
  /// the element is on the stack; `nil` once it is gone.
  ///
  /// - Parameter component: A component of ``navigationPath()``.
  /// - Returns: The element's store.
  public func elementStore<ElementState, ElementAction>(
    for component: StackState<ElementState>.Component
  ) -> Store<ElementState, ElementAction>?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    guard component.stack == nil || component.stack == core.scopes.stackToken else { return nil }
    var id = component.id
    if component.isPending {
      guard let pushed = core.scopes.links.first(where: { $0.value == component.link })?.key
      else { return nil }
      id = pushed
    }
    // NB: The element's store is its stack id's: a screen whose state changes case or `id`
    // ("loading" to "loaded") keeps its store, as the element keeps its place on the stack.
    return childStore(
      key: ScopeCache.Key(
        state: \StackState<ElementState>.[id: id], action: nil, kind: .stackElement),
      toChildState: { $0[id: id] },
      embed: { .element(id: id, action: $0) },
      presenceOnly: true)
  }
}
