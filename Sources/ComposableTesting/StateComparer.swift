import Composable

/// How a ``TestStore`` compares class instances in a state that is not `Equatable`.
public enum ReferenceComparison: Equatable, Sendable {
  /// Field by field, as the dump shows them (the default): two instances with the same
  /// contents are equal.
  case contents
  /// By identity: only the same instance is equal to itself.
  case identity
}

extension TestStore {
  /// How class instances that are not `Equatable` compare when the state is not `Equatable`
  /// (``ReferenceComparison/contents`` unless set). An `Equatable` state, or an `Equatable`
  /// part of one, is compared by its `==` either way.
  ///
  /// ```swift
  /// store.referenceComparison = .identity
  /// ```
  public var referenceComparison: ReferenceComparison {
    get { stateComparer.referenceComparison }
    set { stateComparer.referenceComparison = newValue }
  }
}

/// Compares a test store's states: by `==` when `State` is `Equatable` (checked at run time),
/// else by structure (``compareStructurally(_:_:root:referencesByIdentity:)``), reporting each
/// part that cannot be compared once, at the step that met it.
@MainActor
final class StateComparer<State> {
  private let equals = equality(of: State.self)
  var referenceComparison = ReferenceComparison.contents
  /// The parts already reported as impossible to compare.
  private var reported: Set<StructuralComparison.Opaque> = []

  /// Compares two states, each read in its own shared values (see `SharedOverlay`).
  func compare(
    _ lhs: State, in lhsShared: SharedSnapshot, _ rhs: State, in rhsShared: SharedSnapshot
  ) -> StructuralComparison {
    SharedOverlay.compare(lhs, in: lhsShared, rhs, in: rhsShared) { lhs, rhs in
      if let equals {
        return StructuralComparison(isEqual: equals(lhs, rhs))
      }
      return compareStructurally(
        lhs, rhs, root: shortTypeName(State.self),
        referencesByIdentity: referenceComparison == .identity)
    }
  }

  /// Fails the test once for each part of `result` that could not be compared.
  func reportOpaque(_ result: StructuralComparison, at location: SourceLocationInfo) {
    for part in result.opaque where reported.insert(part).inserted {
      TestFailure.record(
        """
        Cannot compare \(part.path), a \(part.typeName): \(shortTypeName(State.self)) is not \
        Equatable, so the test store compares it by structure, and this value has nothing to \
        compare (a closure, or a type whose Mirror shows no fields). Make the type that holds \
        it Equatable (its == then decides), or the state itself.
        """, at: location)
    }
  }
}
