/// An action for one element of a collection, by id: the payload of a parent's row case.
///
/// ```swift
/// enum Action {
///   case todos(IdentifiedActionOf<Todo>)
/// }
/// // …
/// .forEach(\.todos, action: \.todos) { Todo() }
/// // …
/// store.send(.todos(.element(id: todo.id, action: .toggled)))
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// The action `action` for the element with id `id`.
  case element(id: ID, action: Action)

  /// The case paths of `IdentifiedAction`.
  public struct AllCasePaths: Sendable {
    @inlinable
    init() {}

    /// The path to `.element(id:action:)`: its value is labeled as the case is (`.id`,
    /// `.action`), as in swift-case-paths.
    @inlinable
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          if case let .element(id, action) = $0 { (id: id, action: action) } else { nil }
        })
    }
  }

  /// The case paths of `IdentifiedAction`.
  @inlinable
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension IdentifiedAction {
  /// A path to `(id, action)` pairs, through a path to the `IdentifiedAction` case.
  ///
  /// Inlined, so that the extraction is specialized where the reducer is written: unspecialized,
  /// each extraction looks up the payload tuple's metadata (W8: 300 → 50 ns a row action).
  @inlinable
  static func pairs<Root>(
    _ path: AnyCasePath<Root, Self>
  ) -> AnyCasePath<Root, (ID, Action)> {
    path.appending(
      path: AnyCasePath<Self, (ID, Action)>(
        embed: { .element(id: $0.0, action: $0.1) },
        extract: {
          if case let .element(id, action) = $0 { (id, action) } else { nil }
        }))
  }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

/// The ``IdentifiedAction`` of a reducer whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}
