prefix operator /

/// A case path for an enum case with an associated value, from its case constructor: the
/// TCA 1.0 spelling.
///
/// ```swift
/// enum Action { case child(Child.Action), row(id: Int, action: Row.Action), tapped }
/// /Action.child                 // AnyCasePath<Action, Child.Action>
/// /Action.row(id:action:)       // AnyCasePath<Action, (Int, Row.Action)>
/// ```
///
/// Extraction reads the case with `Mirror`, casts its payload to `Value`, and checks that the
/// constructor builds the same case, so two cases whose payloads share a type are never
/// confused, and a value of the wrong type is never returned. That costs far more than the
/// pattern match behind a ``CasePathable`` key path (`\.child`); prefer those in new code.
///
/// Misuse is reported as a runtime diagnostic (a test failure under a `TestStore`), and the
/// path extracts nothing: a root that is not an enum, a function that is not a case
/// constructor, a function-typed payload (use ``AnyCasePath/init(embed:extract:)`` with a
/// pattern match instead), and an enum compiled without reflection metadata.
///
/// - Parameter embed: An enum case constructor. Pass nothing else: the path calls it from
///   any thread, which only a function that captures no state, as a case constructor, allows.
/// - Returns: A case path to that case.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> AnyCasePath<Root, Value> {
  AnyCasePath(
    embed: { embed($0) },
    extract: { ReflectedCase.extract(from: $0, embed: embed) })
}

/// The Swift 5 language mode spelling of ``/(_:)-2u28q``, where case
/// constructors are not inferred `@Sendable`. Unavailable in Swift 6 mode, where they are:
/// there, only a `@Sendable` function compiles, so a closure that captures mutable state
/// can't be passed.
///
/// - Parameter embed: An enum case constructor.
/// - Returns: A case path to that case.
///
/// Disfavored, so that where a case constructor is inferred `@Sendable` in Swift 5 mode too
/// (`InferSendableFromCaptures`, the usual step before Swift 6), the `@Sendable` overload is
/// chosen instead of both matching ("ambiguous use of operator '/'").
@available(swift, obsoleted: 6.0, message: "pass an enum case constructor, which is @Sendable")
@_disfavoredOverload
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
  let constructor = CaseConstructor(embed)
  return AnyCasePath(
    embed: { constructor.embed($0) },
    extract: { ReflectedCase.extract(from: $0, embed: constructor.embed) })
}

/// ``/(_:)-2u28q`` for a ``CasePathable`` enum: a generated conformance extracts with its own
/// `switch` (`_extract(from:embeddedBy:)`), at the cost of a pattern match,
/// and any other conformance falls back to reflection. Chosen over the unconstrained
/// overload wherever `Root` conforms.
///
/// - Parameter embed: An enum case constructor.
/// - Returns: A case path to that case.
@inlinable
public prefix func / <Root: CasePathable, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> AnyCasePath<Root, Value> {
  AnyCasePath(embed: embed) { root in
    Root._extract(from: root, embeddedBy: embed)
      ?? ReflectedCase.extract(from: root, embed: embed)
  }
}

/// The Swift 5 language mode spelling of the ``CasePathable`` overload of `/`.
///
/// - Parameter embed: An enum case constructor.
/// - Returns: A case path to that case.
@available(swift, obsoleted: 6.0, message: "pass an enum case constructor, which is @Sendable")
@_disfavoredOverload
@inlinable
public prefix func / <Root: CasePathable, Value>(
  embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
  let constructor = CaseConstructor(embed)
  return AnyCasePath(embed: { constructor.embed($0) }) { root in
    Root._extract(from: root, embeddedBy: constructor.embed)
      ?? ReflectedCase.extract(from: root, embed: constructor.embed)
  }
}

/// An enum case constructor, taken as a plain function so that the TCA 1.0 spelling
/// `/Action.child` compiles in Swift 5 language mode, where case constructors are not
/// inferred `@Sendable` and `@preconcurrency` does not lift that.
@usableFromInline
struct CaseConstructor<Root, Value>: @unchecked Sendable {
  // NB: `@unchecked Sendable`: only the Swift 5 mode overload of `/` builds one (it is
  // unavailable in Swift 6 mode, where the `@Sendable` overload is the only one), and Swift 5
  // mode checks no sendability anywhere: a capturing closure there is the caller's race, as
  // it would be without this library. For what `/` is documented to take, an enum case
  // constructor (a function of its payload that captures nothing), calling it from several
  // threads cannot race. Tests/Swift5Client uses this overload; Scripts/test-case-path-
  // sendability.sh checks that Swift 6 mode rejects a capturing closure.
  @usableFromInline let embed: (Value) -> Root

  @usableFromInline init(_ embed: @escaping (Value) -> Root) {
    self.embed = embed
  }
}

/// A case path for an enum case without an associated value.
///
/// ```swift
/// /Action.tapped                // AnyCasePath<Action, Void>
/// ```
///
/// Extraction compares with `==`, which for a case without a payload is a case comparison.
/// A `Root` that is not an enum is reported as a runtime diagnostic, and the path extracts
/// nothing.
///
/// - Parameter case: An enum case with no associated value.
/// - Returns: A case path that extracts `()` from that case.
public prefix func / <Root: Sendable & Equatable>(
  case: Root
) -> AnyCasePath<Root, Void> {
  let isEnum = ReflectedCase.isEnum(`case`)
  return AnyCasePath(
    embed: { _ in `case` },
    extract: { root in isEnum && root == `case` ? () : nil }
  )
}

/// The identity case path `/Root.self`, as written in a `Scope` over a whole enum.
public prefix func / <Root>(
  type: Root.Type
) -> AnyCasePath<Root, Root> {
  .identity
}

/// The reflection behind the `/` operator: `Mirror`, casts, and diagnostics for misuse.
///
/// Nothing here reads memory layouts or calls runtime witnesses: a value is only ever
/// returned by a checked `as?` cast from what `Mirror` reads, so it always has the type it
/// claims.
@usableFromInline
enum ReflectedCase {
  /// The payload of `root` when it is in the case that `embed` builds, or `nil`.
  @usableFromInline
  static func extract<Root, Value>(from root: Root, embed: (Value) -> Root) -> Value? {
    var mirror = Mirror(reflecting: root)
    guard mirror.displayStyle == .enum || mirror.displayStyle == .optional else {
      warn(
        """
        A case path built with "/" was used on "\(typeName(Root.self))", which is not an \
        enum. It extracts nothing. Build a case path by hand with \
        "AnyCasePath(embed:extract:)".
        """)
      return nil
    }
    guard var child = mirror.children.first else {
      if mirror.displayStyle == .enum, lacksReflectionMetadata(root) {
        warn(
          """
          "\(typeName(Root.self))" has no reflection metadata (it was compiled with \
          "-disable-reflection-metadata", or "Reflection Metadata Level" set to "None"), so \
          a case path built with "/" cannot read its cases, and extracts nothing. Generate \
          its "CasePathable" conformance ("swift package generate-case-paths"), which "/" \
          reads without reflection, or use key paths such as "\\.child".
          """)
      }
      return nil
    }
    // An optional root whose wrapped value is not the payload: TCA 1.0's optional promotion,
    // `/Destination.child` used on a `Destination?`. Look through each `some`.
    var depth = 0
    while mirror.displayStyle == .optional, payload(child.value, as: Value.self) == nil {
      let inner = Mirror(reflecting: child.value)
      guard inner.displayStyle == .enum || inner.displayStyle == .optional,
        let innerChild = inner.children.first
      else { return nil }
      mirror = inner
      child = innerChild
      depth += 1
    }
    if containsFunctionType(Value.self) {
      // A payload without a function can't be this case's: no diagnostic for it.
      guard containsFunctionType(type(of: child.value)) else { return nil }
      warn(
        """
        A case path built with "/" for a payload holding a function, \
        "\(typeName(Value.self))", of "\(typeName(Root.self))" extracts nothing: functions \
        cannot be read back by reflection safely. Conform the enum to "CasePathable", or build the path with \
        "AnyCasePath(embed:extract:)" and a pattern match.
        """)
      return nil
    }
    guard let value = payload(child.value, as: Value.self) else { return nil }
    var embedded = Mirror(reflecting: embed(value))
    for _ in 0..<depth {
      guard let some = embedded.children.first else { return nil }
      embedded = Mirror(reflecting: some.value)
    }
    guard let embeddedChild = embedded.children.first, let label = embeddedChild.label else {
      warn(
        """
        A case path built with "/" on "\(typeName(Root.self))" was given a function that is \
        not a case constructor with a payload: what it built has no payload to extract. \
        Pass a case constructor, such as "/\(typeName(Root.self)).\(child.label ?? "case")".
        """)
      return nil
    }
    // NB: The base name and the payload's labels: `select(index:)` and `select(offset:)`
    // share the base name "select".
    guard label == child.label else { return nil }
    return payloadLabels(embeddedChild.value) == payloadLabels(child.value) ? value : nil
  }

  /// The labels of a payload's elements (`index` for `select(index: 7)`); empty for a
  /// single unlabeled payload.
  private static func payloadLabels(_ payload: Any) -> [String?] {
    let mirror = Mirror(reflecting: payload)
    guard mirror.displayStyle == .tuple else { return [] }
    return mirror.children.map(\.label)
  }

  /// Whether `value` is an enum, reporting a diagnostic when it is not.
  static func isEnum<Root>(_ value: Root) -> Bool {
    let style = Mirror(reflecting: value).displayStyle
    guard style == .enum || style == .optional else {
      warn(
        """
        A case path built with "/" was given a value of "\(typeName(Root.self))", which is \
        not an enum case. It extracts nothing.
        """)
      return false
    }
    return true
  }

  /// `payload` as a `Value`, by a checked cast; a single labeled payload reflects as a
  /// one-element tuple, which is unwrapped.
  private static func payload<Value>(_ payload: Any, as _: Value.Type) -> Value? {
    if let value = payload as? Value { return value }
    let inner = Mirror(reflecting: payload)
    if inner.displayStyle == .tuple, inner.children.count == 1,
      let value = inner.children.first?.value as? Value
    {
      return value
    }
    return nil
  }

  private static let functionTypes = LockIsolated<[ObjectIdentifier: Bool]>([:])
  private static let metadataless = LockIsolated<[ObjectIdentifier: Bool]>([:])

  /// Whether `type` is or holds a function type where reflection would see it: a function
  /// (`(A) -> B`), or a tuple, optional or generic argument with one (`(id: Int, f: (Int) ->
  /// Int)`, `((Int) -> Int)?`). Read from its name: an arrow anywhere. A function read back
  /// from `Mirror` inside such a payload is not callable safely (it returned garbage), so
  /// these payloads are refused. Cached per type.
  static func containsFunctionType(_ type: Any.Type) -> Bool {
    let id = ObjectIdentifier(type)
    if let known = functionTypes.withLock({ $0[id] }) { return known }
    let contains = typeName(type).contains("->")
    functionTypes.withLock { $0[id] = contains }
    return contains
  }

  /// Whether `root`, an enum value with no children, reflects as its type's name alone,
  /// which is what an enum without reflection metadata does. Cached per type; a type that
  /// customizes its description can't be told, and is assumed fine.
  static func lacksReflectionMetadata<Root>(_ root: Root) -> Bool {
    let id = ObjectIdentifier(Root.self)
    if let known = metadataless.withLock({ $0[id] }) { return known }
    let customized =
      root is any CustomStringConvertible || root is any CustomDebugStringConvertible
      || root is any CustomReflectable
    let lacks = !customized && String(reflecting: root) == String(reflecting: Root.self)
    metadataless.withLock { $0[id] = lacks }
    return lacks
  }

  private static func typeName(_ type: Any.Type) -> String {
    String(describing: type)
  }

  private static func warn(_ message: String) {
    runtimeWarn(message)
  }
}

func caseName<Root>(of root: Root) -> String? {
  let mirror = Mirror(reflecting: root)
  guard mirror.displayStyle == .enum else { return nil }
  return mirror.children.first?.label ?? String(describing: root)
}
