extension Reducer {
  /// Runs an element reducer on each row of an ``IdentifiedArray``, routing row actions by id.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.todos, action: \.todos) { Todo() }
  /// ```
  ///
  /// The element runs before the parent. When the parent removes a row, that row's effects in
  /// flight are cancelled. Effect ids are per row: two rows can use the same cancellation id.
  /// An action for an id that is not in the array is a runtime diagnostic (a test failure
  /// under a `TestStore`) and is ignored.
  ///
  /// - Parameters:
  ///   - toElementsState: The rows.
  ///   - toElementAction: The case of the parent action carrying a row's id and action.
  ///   - element: The row reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>> & Sendable,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    _ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: toElementAction,
      site: OperatorSite(
        kind: .forEach, fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs an element reducer on each row, for a case `todos(IdentifiedActionOf<Todo>)` named
  /// by key path: TCA 1.4's shape.
  ///
  /// ```swift
  /// enum Action { case todos(IdentifiedActionOf<Todo>) }
  ///
  /// Reduce { state, action in ... }
  ///   .forEach(\.todos, action: \.todos) { Todo() }
  /// ```
  ///
  /// - Parameters:
  ///   - toElementsState: The rows.
  ///   - toElementAction: The case of the parent action carrying row actions.
  ///   - element: The row reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>> & Sendable,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where
    Element.State == ElementState, Element.Action == ElementAction, Action: CasePathable
  {
    forEach(
      toElementsState,
      action: IdentifiedAction.pairs(Action.allCasePaths[keyPath: toElementAction]),
      element: element, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs an element reducer on each row, for a case `row(id:action:)` named by key path.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.todos, action: \.todo) { Todo() }
  /// ```
  ///
  /// - Parameters:
  ///   - toElementsState: The rows.
  ///   - toElementAction: The case of the parent action carrying a row's id and action.
  ///   - element: The row reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>> & Sendable,
    action toElementAction: CaseKeyPath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where
    Element.State == ElementState, Element.Action == ElementAction, Action: CasePathable
  {
    forEach(
      toElementsState, action: Action.allCasePaths[keyPath: toElementAction],
      element: element, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// ``forEach(_:action:element:fileID:filePath:line:column:)`` with the case key path of a
  /// case written with labels, `case row(id: Row.State.ID, action: Row.Action)`, whose
  /// value (as swift-case-paths writes it) is `(id: ID, action: ElementAction)`.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.rows, action: \.row) { Row() }
  /// ```
  ///
  /// - Parameters:
  ///   - toElementsState: The rows.
  ///   - toElementAction: The case of the parent action carrying a row's id and action.
  ///   - element: The row reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>> & Sendable,
    action toElementAction: CaseKeyPath<Action, (id: ID, action: ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where
    Element.State == ElementState, Element.Action == ElementAction, Action: CasePathable
  {
    let labeled = Action.allCasePaths[keyPath: toElementAction]
    return forEach(
      toElementsState,
      action: AnyCasePath(
        embed: { labeled.embed((id: $0.0, action: $0.1)) },
        extract: { labeled.extract(from: $0).map { ($0.id, $0.action) } }),
      element: element, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer built by ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElementsState:
    WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>> & Sendable
  @usableFromInline let toElementAction: AnyCasePath<Parent.Action, (ID, Element.Action)>
  @usableFromInline let site: OperatorSite

  @inlinable
  init(
    parent: Parent, element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>> & Sendable,
    toElementAction: AnyCasePath<Parent.Action, (ID, Element.Action)>, site: OperatorSite
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.site = site
  }

  /// Runs the row's reducer, then the parent; cancels removed rows' effects.
  @inlinable
  @inline(__always)
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    // NB: Only the token of the id sequence is kept, not the ids: holding the id index
    // across the parent would make its next insertion copy the whole index (O(n) per
    // action, so building a list one row per action would be quadratic).
    let structureBefore = state[keyPath: toElementsState].structure
    var elementEffect = Effect<Parent.Action>.none
    if let (id, elementAction) = toElementAction.extract(from: action) {
      if let position = state[keyPath: toElementsState].position(of: id) {
        let (effect, idChange) = state[keyPath: toElementsState].updateElement(at: position) {
          element.reduce(into: &$0, action: elementAction)
        }
        // NB: The effects the action returned are for a row of the old id, which is gone:
        // dropped, as its others are cancelled (the structure changed).
        if let idChange {
          site.warnIDChanged(idChange, action: action)
        } else if !effect.isNone {
          let embed = toElementAction
          elementEffect = effect.map { embed.embed((id, $0)) }.namespaced(
            ChildNamespace.of(OperatorKey(Self.self, site: site, path: toElementsState), id: id))
        }
      } else {
        site.warnMissing(id: id, action: action)
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    // NB: The same token means the same ids: no row was removed.
    guard state[keyPath: toElementsState].structure !== structureBefore else {
      return elementEffect.merge(with: parentEffect)
    }
    // Rows may be gone: cancel the effects of those that have some in flight. A sweep of the
    // effects running, not a diff of the rows: O(effects in flight), not O(rows).
    let cancellations: Effect<Parent.Action> = ChildNamespace.cancelChildren(
      of: OperatorKey(Self.self, site: site, path: toElementsState),
      notIn: state[keyPath: toElementsState].positions)
    return .merge([elementEffect, parentEffect, cancellations])
  }
}

extension _ForEachReducer: Sendable where Parent: Sendable, Element: Sendable {}
