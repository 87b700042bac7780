prefix operator /

/// A case path for an enum case with an associated value, from its case constructor.
///
/// ```swift
/// enum Action { case child(Child.Action), row(id: Int, action: Row.Action), tapped }
/// /Action.child                 // AnyCasePath<Action, Child.Action>
/// /Action.row(id:action:)       // AnyCasePath<Action, (Int, Row.Action)>
/// ```
///
/// Extraction compares the enum's case tag, so two cases whose payloads share a type are
/// never confused.
///
/// - Parameter embed: An enum case constructor.
/// - Returns: A case path to that case.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> AnyCasePath<Root, Value> {
  AnyCasePath(extractor: CaseExtractor(embed: embed))
}

/// A case path for an enum case without an associated value.
///
/// ```swift
/// /Action.tapped                // AnyCasePath<Action, Void>
/// ```
///
/// > Note: `Root` must be `Equatable`. Equality is not used (extraction compares case tags);
/// > the requirement keeps case *constructors* such as `Action.child`, which are values too,
/// > from being taken for a case without payload when there is no contextual type.
///
/// - Parameter case: An enum case with no associated value.
/// - Returns: A case path that extracts `()` from that case.
public prefix func / <Root: Sendable & Equatable>(
  case: Root
) -> AnyCasePath<Root, Void> {
  let reflection = EnumReflection(Root.self)
  let tag = reflection?.tag(of: `case`)
  return AnyCasePath(
    embed: { _ in `case` },
    extract: { root in
      if let reflection, let tag {
        return reflection.tag(of: root) == tag ? () : nil
      }
      return caseName(of: root) == caseName(of: `case`) ? () : nil
    }
  )
}

/// The identity case path `/Root.self`, as written in a `Scope` over a whole enum.
public prefix func / <Root>(
  type: Root.Type
) -> AnyCasePath<Root, Root> {
  .identity
}

func caseName<Root>(of root: Root) -> String? {
  let mirror = Mirror(reflecting: root)
  guard mirror.displayStyle == .enum else { return nil }
  return mirror.children.first?.label ?? String(describing: root)
}
