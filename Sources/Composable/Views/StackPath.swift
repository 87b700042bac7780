extension StackState {
  /// An element of a stack with its id: what a `NavigationStack`'s path holds.
  ///
  /// Two components are equal when their ids are: SwiftUI tells the screens of a path apart
  /// by them.
  public struct Component: Hashable {
    /// The element's id on its stack.
    public let id: StackElementID
    /// The element.
    public var element: Element

    /// The element `element` with `id`.
    ///
    /// - Parameters:
    ///   - id: The element's id.
    ///   - element: The element.
    public init(id: StackElementID, element: Element) {
      self.id = id
      self.element = element
    }

    /// A component for an element not yet on a stack, as `NavigationLink(state:)` makes:
    /// setting a path that ends with it pushes `element` with the stack's next id.
    ///
    /// - Parameter element: The element to push.
    public init(pushing element: Element) {
      self.init(id: StackElementID(generation: -Self.nextLink()), element: element)
    }

    /// Whether this component is waiting to be pushed (made by ``init(pushing:)``).
    public var isPending: Bool { id.generation < 0 }

    /// Equal when the ids are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

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
    _ = self[dynamicMember: \.ids]
    return core.state.path
  }

  /// What the UI's new path sends: a shorter path (the user went back) sends
  /// `.popFrom(id:)` for the first element gone; components added by
  /// `NavigationLink(state:)` send `.push(id:state:)` each, with the stack's next id.
  ///
  /// - Parameter path: The path the UI shows now.
  public func setNavigationPath<ElementState, ElementAction>(
    _ path: StackState<ElementState>.PathView
  ) where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let current = core.state.ids
    var kept = 0
    while kept < min(current.count, path.count), current[kept] == path[kept].id { kept += 1 }
    if kept < current.count {
      send(.popFrom(id: current[kept]))
    }
    for component in path.dropFirst(kept) {
      let id = component.isPending ? core.state.nextID : component.id
      send(.push(id: id, state: component.element))
    }
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
    let id = component.id
    return childStore(
      key: ScopeCache.Key(
        state: \StackState<ElementState>.[id: id], action: nil, kind: .stackElement),
      toChildState: { $0[id: id] },
      embed: { .element(id: id, action: $0) })
  }
}
