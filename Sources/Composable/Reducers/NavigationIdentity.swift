/// The identity of a presented child, which decides whether a new child state is the same
/// child: its `id` when it is `Identifiable`, its case when it is an enum, its stack id when
/// it is a stack element, and otherwise nothing, so that any non-`nil` value is the same
/// child.
///
/// `ifLet`, `ifCaseLet` and the navigation reducers namespace a child's effects by it: when
/// the parent replaces the child by one of a different identity, the old child's effects are
/// cancelled, as TCA 1.0 does, so its late responses never reach the new child.
@usableFromInline
enum NavigationIdentity: Hashable, Sendable {
  /// A value of a type that is neither `Identifiable` nor an enum: every value is the same
  /// child. (A slot holds values of one type, so the type needs no recording.)
  case same
  /// An `Identifiable` child's `id`.
  case id(IDIdentity)
  /// An enum child's case name, and its payload's `id` when the payload is `Identifiable`
  /// (as TCA 1.0: a `.child1` whose child changed its id is another child).
  case enumCase(String, IDIdentity?)
  /// A stack element's id, and its birth (see ``StackState``): an element that took the id
  /// of one that left is another child, whose effects live in a namespace of their own.
  case element(StackElementID, birth: UInt64)
}

/// What is known about a navigated-to value beyond its type: its identity, and whether it is
/// ephemeral (an alert or a dialog, dismissed after any of its actions).
@usableFromInline
struct NavigationFacts: Sendable {
  @usableFromInline let identity: NavigationIdentity
  @usableFromInline let isEphemeral: Bool

  @inlinable
  init(identity: NavigationIdentity, isEphemeral: Bool) {
    self.identity = identity
    self.isEphemeral = isEphemeral
  }
}

/// What a type's values are, for navigation; decided once per type (see ``shape(of:)``).
@usableFromInline
struct NavigationShape: Sendable {
  @usableFromInline
  enum Kind: Sendable {
    case plain, identifiable, enumeration
  }
  @usableFromInline let kind: Kind
  /// For a type that is not an enum: whether it is an ``_EphemeralState``.
  @usableFromInline let isEphemeral: Bool

  /// The shape of `Value`, classified from `sample` the first time and remembered, so only
  /// enums pay for `Mirror`, and only for their case.
  static func of<Value>(_ sample: Value) -> NavigationShape {
    let type = ObjectIdentifier(Value.self)
    if let known = shapes.withLock({ $0[type] }) { return known }
    let kind: Kind
    // NB: An enum first, even an `Identifiable` one: its case is part of its identity (and
    // tells whether it holds an alert), as in TCA.
    if Mirror(reflecting: sample).displayStyle == .enum {
      kind = .enumeration
    } else if sample is any Identifiable {
      kind = .identifiable
    } else {
      kind = .plain
    }
    let shape = NavigationShape(kind: kind, isEphemeral: sample is any _EphemeralState)
    shapes.withLock { $0[type] = shape }
    return shape
  }

  /// The identity and ephemerality of `value`, a value of this shape's type.
  @usableFromInline
  func facts<Value>(of value: Value) -> NavigationFacts {
    switch kind {
    case .plain:
      return NavigationFacts(identity: .same, isEphemeral: isEphemeral)
    case .identifiable:
      guard let identifiable = value as? any Identifiable else {
        return NavigationFacts(identity: .same, isEphemeral: isEphemeral)
      }
      return NavigationFacts(identity: .id(IDIdentity(of: identifiable)), isEphemeral: isEphemeral)
    case .enumeration:
      // One reflection gives both the case and, for an enum destination, whether the case
      // holds an alert or a dialog.
      let mirror = Mirror(reflecting: value)
      guard let child = mirror.children.first else {
        if ReflectedCase.lacksReflectionMetadata(value) {
          runtimeWarn(
            """
            "\(Value.self)" has no reflection metadata (it was compiled with \
            "-disable-reflection-metadata", or "Reflection Metadata Level" set to "None"), so \
            its cases cannot be told apart as presented children: switching from one case to \
            another does not cancel the first case's effects. Build it with reflection \
            metadata, or present each case from a "@PresentationState" of its own.
            """)
        }
        return NavigationFacts(
          identity: .enumCase(String(describing: value), nil), isEphemeral: isEphemeral)
      }
      // NB: The payload's `id`, else the enum's own when it is `Identifiable`.
      let payloadID =
        (child.value as? any Identifiable).map { IDIdentity(of: $0) }
        ?? (value as? any Identifiable).map { IDIdentity(of: $0) }
      return NavigationFacts(
        identity: .enumCase(child.label ?? String(describing: value), payloadID),
        isEphemeral: isEphemeral || child.value is any _EphemeralState)
    }
  }
}

private let shapes = LockIsolated<[ObjectIdentifier: NavigationShape]>([:])

/// The identity of `value` as a presented child (see ``NavigationIdentity``).
@usableFromInline
func navigationIdentity<Value>(of value: Value) -> NavigationIdentity {
  NavigationShape.of(value).facts(of: value).identity
}

/// An `Identifiable` child's id, type-erased.
@usableFromInline
struct IDIdentity: Hashable, @unchecked Sendable {
  // NB: `@unchecked Sendable`: an `Identifiable` id need not be `Sendable`, and `Sendable`
  // can't be checked at run time. The id is a copy taken from child state, never mutated
  // afterwards (the property is a `let` of a value held in `AnyHashable`'s own box), and
  // the only uses of it are hashing and `==` (effect namespaces, `dismiss()`), which only
  // read it. Ids are values (`UUID`, `Int`, `String`, tagged wrappers); an id class whose
  // `==` or `hash(into:)` read shared mutable state would need its own synchronization, as
  // it would in any `Set`.
  @usableFromInline let id: AnyHashable

  init(of value: some Identifiable) {
    self.id = AnyHashable(value.id)
  }
}
