/// Case key paths into the actions of stack elements, list rows and bindings, as TCA 1.6–1.9
/// spell them in tests: `\.path[id: 0].detail.saveTapped`, `\.rows[id: 3].toggled`,
/// `\.binding.title`, `\.destination.add.binding.title`.
extension AnyCasePath {
  /// The actions of the stack element `id`: `\.path[id: 0]`.
  ///
  /// - Parameter id: The element's id.
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> AnyCasePath<Root, ElementAction>
  where Value == StackAction<ElementState, ElementAction> {
    appending(path: StackAction<ElementState, ElementAction>.element(id: id))
  }

  /// The actions of the row `id` of a list: `\.rows[id: 3]`.
  ///
  /// - Parameter id: The row's id.
  public subscript<RowID, RowAction>(
    id id: RowID
  ) -> AnyCasePath<Root, RowAction>
  where Value == IdentifiedAction<RowID, RowAction> {
    appending(path: IdentifiedAction<RowID, RowAction>.row(id: id))
  }

  /// The binding action that sets one field: `\.binding.title`, whose value is the new title.
  ///
  /// - Parameter keyPath: The field.
  public subscript<State, Field: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Field> & Sendable
  ) -> AnyCasePath<Root, Field> where Value == BindingAction<State> {
    appending(path: BindingAction<State>.setting(keyPath))
  }

  /// The binding action that sets one field of a presented feature:
  /// `\.destination.add.binding.title`.
  ///
  /// - Parameter keyPath: The field.
  public subscript<State, Field: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Field> & Sendable
  ) -> AnyCasePath<Root, PresentationAction<Field>>
  where Value == PresentationAction<BindingAction<State>> {
    appending(
      path: PresentationAction<BindingAction<State>>.presenting(
        BindingAction<State>.setting(keyPath)))
  }
}

extension StackAction {
  /// The case path of the actions of element `id`.
  @usableFromInline
  static func element(id: StackElementID) -> AnyCasePath<StackAction, Action> {
    AnyCasePath(
      embed: { .element(id: id, action: $0) },
      extract: { action in
        guard case let .element(elementID, elementAction) = action, elementID == id else {
          return nil
        }
        return elementAction
      })
  }
}

extension IdentifiedAction {
  /// The case path of the actions of row `id`.
  @usableFromInline
  static func row(id: ID) -> AnyCasePath<IdentifiedAction, Action> {
    AnyCasePath(
      embed: { .element(id: id, action: $0) },
      extract: { action in
        guard case let .element(rowID, rowAction) = action, rowID == id else { return nil }
        return rowAction
      })
  }
}

extension BindingAction {
  /// The case path of the binding actions that set `keyPath`.
  @usableFromInline
  static func setting<Field: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Field> & Sendable
  ) -> AnyCasePath<BindingAction, Field> {
    AnyCasePath(
      embed: { .set(keyPath, $0) },
      extract: { action in
        guard action.keyPath as AnyKeyPath == keyPath as AnyKeyPath else { return nil }
        return action.value as? Field
      })
  }
}
