#if canImport(SwiftUI)
  import SwiftUI

  // NB: Each member maps a UI-free member of `Store` (Views/Store+Bindable.swift,
  // Views/StackPath.swift), tested on Linux, onto a SwiftUI binding.

  extension Bindable {
    /// `$store.field`, for `.sending(\.fieldChanged)`, in a feature without `BindableAction`.
    @_disfavoredOverload
    @MainActor
    public subscript<State, Action, Member>(
      dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBindable<State, Action, Member> where Value == Store<State, Action> {
      _StoreBindable(store: wrappedValue, keyPath: keyPath)
    }

    /// A binding to the presented child's store (`nil` while nothing is presented; setting
    /// `nil` sends `.dismiss` while the child it showed is presented), for `.sheet(item:)` and
    /// the like.
    ///
    /// - Parameters:
    ///   - state: The presented child state.
    ///   - action: The case carrying the presentation actions.
    @MainActor
    public func scope<State, Action: CasePathable, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      let shown = ShownChild(wrappedValue.scope(state: state, action: action))
      return self[dynamicMember: \Store<State, Action>.[state: state, action: action, shown: shown]]
    }

    /// A binding to the presented destination's store, from its `@Presents` projection (TCA
    /// 1.25's enum scopes): `$store.scope(state: \.$destination, action: \.destination)`,
    /// then `.edit` or `.alert` for a case's store.
    ///
    /// - Parameters:
    ///   - state: The presentation state, `\.$destination`.
    ///   - action: The case carrying the presentation actions.
    @MainActor
    public func scope<State, Action: CasePathable, ChildState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      scope(state: state.appending(path: \.wrappedValue), action: action)
    }

    /// A binding to the stack's store, for `NavigationStack(path:root:destination:)`.
    ///
    /// - Parameters:
    ///   - state: The stack.
    ///   - action: The case carrying the stack actions.
    @MainActor
    public func scope<State, Action: CasePathable, ElementState, ElementAction>(
      state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      self[dynamicMember: \Store<State, Action>.[state: state, action: action]]
    }
  }

  // NB: `@State var store` gives `$store` as a `Binding<Store>`: its members are the
  // `Bindable` ones of the store it holds.
  extension Binding {
    /// `$store.field` of a `@State var store`, for `.sending(\.fieldChanged)`.
    @_disfavoredOverload
    @MainActor
    public subscript<State, Action, Member>(
      dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBindable<State, Action, Member> where Value == Store<State, Action> {
      Bindable(wrappedValue)[dynamicMember: keyPath]
    }

    /// A binding to the presented child's store; see `Bindable.scope(state:action:)`.
    ///
    /// - Parameters:
    ///   - state: The presented child state.
    ///   - action: The case carrying the presentation actions.
    @MainActor
    public func scope<State, Action: CasePathable, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      Bindable(wrappedValue).scope(state: state, action: action)
    }

    /// A binding to the presented destination's store, from its `@Presents` projection; see
    /// `Bindable.scope(state:action:)`.
    ///
    /// - Parameters:
    ///   - state: The presentation state, `\.$destination`.
    ///   - action: The case carrying the presentation actions.
    @MainActor
    public func scope<State, Action: CasePathable, ChildState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      Bindable(wrappedValue).scope(state: state, action: action)
    }

    /// A binding to the stack's store; see `Bindable.scope(state:action:)`.
    ///
    /// - Parameters:
    ///   - state: The stack.
    ///   - action: The case carrying the stack actions.
    @MainActor
    public func scope<State, Action: CasePathable, ElementState, ElementAction>(
      state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      Bindable(wrappedValue).scope(state: state, action: action)
    }
  }

  /// A member of a store's state on the way to a binding: `$store.text`, then
  /// `.sending(\.textChanged)`.
  @MainActor
  @dynamicMemberLookup
  public struct _StoreBindable<State, Action, Value> {
    let store: Store<State, Action>
    let keyPath: KeyPath<State, Value>

    /// A member of this member: `$store.settings.volume`.
    ///
    /// - Parameter member: The member.
    public subscript<Member>(
      dynamicMember member: KeyPath<Value, Member>
    ) -> _StoreBindable<State, Action, Member> {
      _StoreBindable<State, Action, Member>(store: store, keyPath: keyPath.appending(path: member))
    }

    /// A binding that reads the member and sends the action `action` names with each new
    /// value: `TextField("Name", text: $store.name.sending(\.nameChanged))`.
    ///
    /// - Parameter action: The case of the action that carries a new value.
    /// - Returns: The binding.
    public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value>
    where Action: CasePathable {
      Bindable(store)[dynamicMember: \Store<State, Action>.[state: keyPath, action: action]]
    }
  }

  extension Binding where Value: _OptionalCaseScopeStore {
    /// A binding to the store of one case of a destination's store (TCA 1.25's enum
    /// scopes): `.edit` in `$store.scope(state: \.$destination, action: \.destination).edit`.
    /// See `Optional.subscript(_caseScope:shown:)`.
    ///
    /// - Parameter keyPath: The case, among the destination's `CaseScope` case paths.
    @MainActor
    public subscript<Case>(
      dynamicMember keyPath: KeyPath<
        Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Case>
      >
    ) -> Binding<Case?> {
      let shown = ShownCase(wrappedValue[_caseScope: keyPath, shown: ShownCase(Case?.none)])
      return self[dynamicMember: \.[_caseScope: keyPath, shown: shown]]
    }
  }
#endif
