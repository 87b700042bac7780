/// The identity of a presented child, which decides whether a new child state is the same
/// child: its `id` when it is `Identifiable` (with a `Sendable` id), its case when it is an
/// enum, and otherwise its type, so that any non-`nil` value is the same child.
///
/// `ifLet` and `ifCaseLet` namespace a child's effects by it: when the parent replaces the
/// child by one of a different identity, the old child's effects are cancelled, as TCA 1.0
/// does, so its late responses never reach the new child.
@usableFromInline
func navigationIdentity<Value>(of value: Value) -> AnyHashableSendable {
  if let identifiable = value as? any Identifiable, let id = sendableID(of: identifiable) {
    return id
  }
  if let name = enumCaseName(of: value) {
    return AnyHashableSendable(CaseIdentity(name: name))
  }
  return AnyHashableSendable(ObjectIdentifier(Value.self))
}

private func sendableID<Value: Identifiable>(of value: Value) -> AnyHashableSendable? {
  AnyHashableSendable(IDIdentity(id: AnyHashable(value.id)))
}

private struct IDIdentity: Hashable, @unchecked Sendable {
  // NB: `@unchecked Sendable`: an `Identifiable` id need not be `Sendable`, and `Sendable`
  // can't be checked at run time. The id is a copy taken from child state on the main actor,
  // and the only uses of this key are hashing and `==` in the store's effect registry, which
  // runs on the main actor too, so the id is never touched from two threads at once.
  let id: AnyHashable
}

private struct CaseIdentity: Hashable, Sendable {
  let name: String
}

/// The case name of an enum value, or `nil` for any other value; types that are not enums
/// are remembered, so only enums pay for `Mirror`.
private func enumCaseName<Value>(of value: Value) -> String? {
  let type = ObjectIdentifier(Value.self)
  if notEnums.withLock({ $0.contains(type) }) { return nil }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else {
    notEnums.withLock { _ = $0.insert(type) }
    return nil
  }
  return mirror.children.first?.label ?? String(describing: value)
}

private let notEnums = LockIsolated<Set<ObjectIdentifier>>([])
