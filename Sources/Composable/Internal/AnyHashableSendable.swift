/// A type-erased `Hashable & Sendable` value, used for cancellation ids and namespaces.
@usableFromInline
package struct AnyHashableSendable: Hashable, Sendable, CustomStringConvertible {
  package let base: any Hashable & Sendable

  package init(_ base: some Hashable & Sendable) {
    if let erased = base as? AnyHashableSendable {
      self = erased
    } else {
      self.base = base
    }
  }

  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }

  @usableFromInline
  package var description: String {
    String(describing: base)
  }
}
