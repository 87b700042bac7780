/// A path from an enum to one of its cases: embed a value into the case, or extract it back.
///
/// Case paths are to enums what key paths are to structs. Build one from a case constructor
/// with the prefix `/` operator, or by hand:
///
/// ```swift
/// let child = /Action.child                 // AnyCasePath<Action, Child.Action>
/// let row = /Action.row(id:action:)         // AnyCasePath<Action, (Row.ID, Row.Action)>
/// let tapped = /Action.tapped               // AnyCasePath<Action, Void>
/// let manual = AnyCasePath<Action, Int>(
///   embed: { .count($0) },
///   extract: { if case let .count(n) = $0 { n } else { nil } }
/// )
/// ```
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: (@Sendable (Root) -> Value?)?
  @usableFromInline let reflection: EnumReflection?

  /// Creates a case path from an embed function and an extract function.
  ///
  /// - Parameters:
  ///   - embed: Wraps a value in the case.
  ///   - extract: Returns the case's value, or `nil` when the root is in another case.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
    self.reflection = nil
  }

  /// A case path that extracts by case tag (see `CaseExtractor`), built by the `/` operator.
  init(extractor: CaseExtractor<Root, Value>) {
    self._embed = extractor.embed
    if let reflection = extractor.reflection {
      self._extract = nil
      self.reflection = reflection
    } else {
      self._extract = { extractor.extract(from: $0) }
      self.reflection = nil
    }
  }

  /// Wraps `value` in the case this path points to.
  @inlinable
  public func embed(_ value: Value) -> Root {
    _embed(value)
  }

  /// The value of the case this path points to, or `nil` when `root` is in another case.
  @inlinable
  public func extract(from root: Root) -> Value? {
    if let _extract { return _extract(root) }
    return CaseExtractor(embed: _embed, reflection: reflection).extract(from: root)
  }

  /// Replaces the case's value in `root` by `transform`ing it; does nothing in another case.
  ///
  /// - Returns: Whether `root` was in the case.
  @discardableResult
  public func modify(_ root: inout Root, _ transform: (inout Value) -> Void) -> Bool {
    guard var value = extract(from: root) else { return false }
    transform(&value)
    root = _embed(value)
    return true
  }

  /// A case path that goes through this one, then `next`.
  public func appending<AppendedValue>(
    path next: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    AnyCasePath<Root, AppendedValue>(
      embed: { self.embed(next.embed($0)) },
      extract: { self.extract(from: $0).flatMap(next.extract(from:)) }
    )
  }
}

extension AnyCasePath where Root == Value {
  /// The identity path: embedding and extracting return the value unchanged.
  public static var identity: Self {
    AnyCasePath(embed: { $0 }, extract: { $0 })
  }
}
