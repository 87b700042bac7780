#if canImport(SwiftUI)
  import SwiftUI

  // NB: What the path reads and what setting it sends, and each screen's store, are
  // `Store.navigationPath()`, `setNavigationPath(_:)` and `elementStore(for:)`
  // (Views/StackPath.swift), tested on Linux.

  extension NavigationStack {
    /// A navigation stack driven by a store's `StackState`: popping in the UI sends
    /// `.popFrom(id:)`, a `NavigationLink(state:)` sends `.push(id:state:)`, and each screen
    /// gets its element's store.
    ///
    /// ```swift
    /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
    ///   SyncUpsListView(store: store.scope(state: \.syncUpsList, action: \.syncUpsList))
    /// } destination: { store in
    ///   if let store = store.scope(state: \.detail, action: \.detail) {
    ///     SyncUpDetailView(store: store)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: A binding to the stack's store.
    ///   - root: The view under the stack.
    ///   - destination: The view of a screen, given its store.
    @MainActor
    public init<State, Action, Destination: View, Content: View>(
      path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
      @ViewBuilder root: () -> Content,
      @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
    )
    where
      Data == StackState<State>.PathView,
      Root == ModifiedContent<Content, _StackDestinations<State, Action, Destination>>
    {
      // NB: Main-actor (above), as the initializer it calls: the iOS 26 SDK declares
      // `NavigationStack` `nonisolated`, which would leave this one nonisolated, calling
      // main-actor code (an error in Xcode 26); with the iOS 18 SDK's main-actor type, it
      // changes nothing.
      let store = path.wrappedValue
      // NB: The transaction SwiftUI sets the path in (a swipe's, an animated push's) is the
      // one the pop or push is reduced in.
      self.init(
        path: Binding(
          get: { @MainActor in store.navigationPath() },
          set: { @MainActor path, transaction in
            withTransaction(transaction) { store.setNavigationPath(path) }
          }),
        root: { root().modifier(_StackDestinations(store: store, destination: destination)) })
    }
  }

  /// The screens of a store's stack: each component's view, given its element's store.
  public struct _StackDestinations<State, Action, Destination: View>: ViewModifier {
    let store: Store<StackState<State>, StackAction<State, Action>>
    let destination: (Store<State, Action>) -> Destination

    /// The content, with a destination for the stack's components.
    ///
    /// - Parameter content: The root view.
    public func body(content: Content) -> some View {
      content.navigationDestination(for: StackState<State>.Component.self) { component in
        if let element = store.elementStore(for: component) {
          destination(element)
        }
      }
    }
  }

  extension NavigationLink where Destination == Never {
    /// A link that pushes `state` onto the stack of the enclosing store-driven
    /// `NavigationStack` (sending `.push(id:state:)`).
    ///
    /// - Parameters:
    ///   - state: The element to push, or `nil` for a link that does nothing.
    ///   - label: The link's label.
    public init<Element>(state: Element?, @ViewBuilder label: () -> Label) {
      self.init(value: state.map { StackState<Element>.Component(pushing: $0) }, label: label)
    }

    /// A link titled `title` that pushes `state`.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - state: The element to push, or `nil` for a link that does nothing.
    public init<Title: StringProtocol, Element>(_ title: Title, state: Element?)
    where Label == Text {
      self.init(title, value: state.map { StackState<Element>.Component(pushing: $0) })
    }
  }
#endif
