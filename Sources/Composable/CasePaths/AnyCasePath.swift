/// A path from an enum to one of its cases: embed a value into the case, or extract it back.
///
/// Case paths are to enums what key paths are to structs. Most code never builds one by
/// name: with a ``CasePathable`` enum, write a key path such as `\.child`, and every operator
/// turns it into a case path. The other two ways are by hand, and the TCA 1.0 spelling with
/// the prefix `/` operator:
///
/// ```swift
/// let manual = AnyCasePath<Action, Int>(
///   embed: Action.count,
///   extract: { if case let .count(n) = $0 { n } else { nil } }
/// )
/// let legacy = /Action.count               // reflection: slower, see "CasePaths.md"
/// ```
///
/// A case path of a ``CasePathable`` payload reaches further cases by member access:
/// `casePath.response.success` is a path into `.response(.success(_))`.
@dynamicMemberLookup
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: @Sendable (Root) -> Value?

  /// Creates a case path from an embed function and an extract function.
  ///
  /// ```swift
  /// AnyCasePath<Action, Int>(
  ///   embed: Action.count,
  ///   extract: { if case let .count(n) = $0 { n } else { nil } }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - embed: Wraps a value in the case: the case constructor itself, or in Swift 5
  ///     language mode (which does not infer constructors `@Sendable`) a closure such as
  ///     `{ .count($0) }`.
  ///   - extract: Returns the case's value, or `nil` when the root is in another case.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
  }

  /// Wraps `value` in the case this path points to.
  @inlinable
  public func embed(_ value: Value) -> Root {
    _embed(value)
  }

  /// The value of the case this path points to, or `nil` when `root` is in another case.
  @inlinable
  public func extract(from root: Root) -> Value? {
    _extract(root)
  }

  /// Changes the case's value in `root` in place, as TCA 1.0 does:
  ///
  /// ```swift
  /// try (/.some).modify(&state.child) { $0.count += 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - root: The enum value to change.
  ///   - body: Changes the case's value.
  /// - Returns: What `body` returns.
  /// - Throws: ``CasePathExtractionError`` when `root` is in another case (and `root` is left
  ///   as it was), or what `body` throws.
  @discardableResult
  @inlinable
  public func modify<Result>(
    _ root: inout Root, _ body: (inout Value) throws -> Result
  ) throws -> Result {
    guard var value = _extract(root) else { throw CasePathExtractionError() }
    let result = try body(&value)
    root = _embed(value)
    return result
  }

  /// A case path that goes through this one, then `next`.
  @inlinable
  public func appending<AppendedValue>(
    path next: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    AnyCasePath<Root, AppendedValue>(
      embed: { self._embed(next._embed($0)) },
      extract: { self._extract($0).flatMap(next._extract) }
    )
  }

  /// A case path that goes through this one, then into a case of the value.
  ///
  /// ```swift
  /// let success = AnyCasePath(\Action.Cases.response).success   // written `\.response.success`
  /// ```
  @inlinable
  public subscript<AppendedValue>(
    dynamicMember keyPath: CaseKeyPath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> where Value: CasePathable {
    appending(path: Value.allCasePaths[keyPath: keyPath])
  }
}

/// Thrown by ``AnyCasePath/modify(_:_:)`` when the value is in another case.
public struct CasePathExtractionError: Error, Equatable, Sendable {
  /// Creates the error.
  public init() {}
}

extension AnyCasePath where Root == Value {
  /// The identity path: embedding and extracting return the value unchanged.
  @inlinable
  public static var identity: Self {
    AnyCasePath(embed: { $0 }, extract: { $0 })
  }

  /// The identity path, spelled as TCA 1.0 code spells it: `/.self`.
  ///
  /// ```swift
  /// Scope(state: \.self, action: /.self) { Feature() }
  /// ```
  @inlinable
  public static var `self`: Self { identity }
}

/// Returns `path` itself, so that a static case path reads like the others: `/.self`.
///
/// - Parameter path: A case path.
/// - Returns: `path`.
@inlinable
public prefix func / <Root, Value>(path: AnyCasePath<Root, Value>) -> AnyCasePath<Root, Value> {
  path
}

/// Whether `value` is in the case that `pattern` names: lets a case path be a `switch`
/// pattern.
///
/// ```swift
/// switch action {
/// case /Action.child: ...
/// default: ...
/// }
/// ```
///
/// - Parameters:
///   - pattern: A case path.
///   - value: The value to test.
/// - Returns: Whether the path extracts a value from `value`.
@inlinable
public func ~= <Root, Value>(pattern: AnyCasePath<Root, Value>, value: Root) -> Bool {
  pattern._extract(value) != nil
}

extension AnyCasePath where Root: CasePathable {
  /// The case path that a case key path names.
  ///
  /// ```swift
  /// let child = AnyCasePath(\Action.Cases.child)
  /// ```
  ///
  /// - Parameter keyPath: A key path to one of `Root`'s ``CasePathable/AllCasePaths``.
  @inlinable
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    self = Root.allCasePaths[keyPath: keyPath]
  }
}

extension AnyCasePath where Root == Value? {
  /// The path to an optional's value, spelled as TCA 1.0 code spells it, in Swift 5 and 6
  /// language modes: `/.some`.
  ///
  /// ```swift
  /// try (/.some).modify(&state.child) { $0.count += 1 }
  /// ```
  @inlinable
  public static var some: Self {
    AnyCasePath(embed: { .some($0) }, extract: { $0 })
  }
}
