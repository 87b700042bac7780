/// What comparing two values by structure found (``compareStructurally(_:_:root:referencesByIdentity:)``).
package struct StructuralComparison: Equatable, Sendable {
  /// A part that could not be compared: where it is, and its type.
  package struct Opaque: Equatable, Hashable, Sendable {
    /// Its path from the root, as diffs write it (`State.onTap`).
    package let path: String
    /// Its type's short name.
    package let typeName: String
  }

  /// Whether no compared part differs. Parts in ``opaque`` are not compared.
  package var isEqual = true
  /// The first difference found, as `path: how`, for differences a dump cannot show (two
  /// instances with the same contents compared by identity; `==` that disagrees with the
  /// dump).
  package var firstDifference: String?
  /// The parts that could not be compared, in the order met.
  package var opaque: [Opaque] = []

  /// Two equal values, unless set otherwise.
  package init(isEqual: Bool = true) {
    self.isEqual = isEqual
  }
}

/// Compares two values by their structure, for a state that is not `Equatable`: whatever is
/// `Equatable` at run time by its `==`; structs, tuples and class instances field by field
/// (class instances by identity instead when `referencesByIdentity`); enums by case, then
/// payload; optionals, arrays, identified arrays and dictionaries element by element;
/// property wrappers of state (`@Shared`, `@PresentationState`) by their wrapped values;
/// metatypes by identity. A value with nothing to compare (a closure, or a type with no
/// fields in its `Mirror` that is not `Equatable`) is listed in
/// ``StructuralComparison/opaque`` and the rest is still compared.
///
/// - Parameters:
///   - lhs: One value.
///   - rhs: The other.
///   - root: The name paths start with (`State`).
///   - referencesByIdentity: Whether class instances that are not `Equatable` are equal only
///     when they are the same instance.
/// - Returns: What the comparison found.
package func compareStructurally(
  _ lhs: Any, _ rhs: Any, root: String, referencesByIdentity: Bool = false
) -> StructuralComparison {
  var comparer = StructuralComparer(referencesByIdentity: referencesByIdentity)
  comparer.compare(lhs, rhs, path: root)
  return comparer.result
}

struct StructuralComparer {
  let referencesByIdentity: Bool
  var result = StructuralComparison()
  /// Pairs of instances being compared further up: met again (a cycle), they count as equal
  /// here, and the first meeting decides.
  private var inProgress: Set<[ObjectIdentifier]> = []

  init(referencesByIdentity: Bool) {
    self.referencesByIdentity = referencesByIdentity
  }

  private mutating func differ(_ path: String, _ how: String? = nil) {
    result.isEqual = false
    if result.firstDifference == nil, let how { result.firstDifference = "\(path): \(how)" }
  }

  mutating func compare(_ lhs: Any, _ rhs: Any, path: String) {
    if let lhs = lhs as? any _WrapsStateField, let rhs = rhs as? any _WrapsStateField {
      return compare(lhs._wrappedFieldValue, rhs._wrappedFieldValue, path: path)
    }
    guard type(of: lhs) == type(of: rhs) else {
      return differ(
        path, "a \(shortTypeName(type(of: lhs))) and a \(shortTypeName(type(of: rhs)))")
    }
    if let lhs = lhs as? Any.Type, let rhs = rhs as? Any.Type {
      if ObjectIdentifier(lhs) != ObjectIdentifier(rhs) { differ(path) }
      return
    }
    if let equal = dynamicValuesEqual(lhs, rhs) {
      if !equal { differ(path, "differ by ==, but dump the same") }
      return
    }
    let mirror = Mirror(reflecting: lhs)
    if referencesByIdentity, mirror.displayStyle == .class {
      if ObjectIdentifier(lhs as AnyObject) != ObjectIdentifier(rhs as AnyObject) {
        differ(path, "different instances of \(shortTypeName(type(of: lhs)))")
      }
      return
    }
    compareParts(lhs, rhs, mirror, Mirror(reflecting: rhs), path: path)
  }

  private mutating func compareParts(
    _ lhs: Any, _ rhs: Any, _ lm: Mirror, _ rm: Mirror, path: String
  ) {
    switch lm.displayStyle {
    case .optional:
      switch (lm.children.first?.value, rm.children.first?.value) {
      case let (l?, r?): compare(l, r, path: path)
      case (nil, nil): return
      default: differ(path)
      }
    case .enum:
      let label = caseLabel(lhs, lm)
      guard label == caseLabel(rhs, rm) else { return differ(path) }
      switch (lm.children.first?.value, rm.children.first?.value) {
      case let (l?, r?): compare(l, r, path: "\(path).\(label)")
      case (nil, nil): return
      default: differ(path)
      }
    case .struct, .tuple:
      compareFields(Array(lm.children), Array(rm.children), path: path)
    case .class:
      let pair = [ObjectIdentifier(lhs as AnyObject), ObjectIdentifier(rhs as AnyObject)]
      guard pair[0] != pair[1], inProgress.insert(pair).inserted else { return }
      defer { inProgress.remove(pair) }
      compareFields(allChildren(lm), allChildren(rm), path: path)
    case .collection, .set:
      if let l = lhs as? any _IdentifiedElements, let r = rhs as? any _IdentifiedElements {
        let le = l._identifiedElements
        let re = r._identifiedElements
        guard le.map(\.id) == re.map(\.id) else { return differ(path) }
        for (l, r) in zip(le, re) {
          compare(l.element, r.element, path: "\(path)[id: \(customDump(l.id.base))]")
        }
        return
      }
      let le = lm.children.map(\.value)
      let re = rm.children.map(\.value)
      guard le.count == re.count else { return differ(path) }
      for (index, (l, r)) in zip(le, re).enumerated() { compare(l, r, path: "\(path)[\(index)]") }
    case .dictionary:
      compareDictionaries(lm, rm, path: path)
    default:
      let lc = Array(lm.children)
      guard !lc.isEmpty else {
        return result.opaque.append(.init(path: path, typeName: shortTypeName(type(of: lhs))))
      }
      compareFields(lc, Array(rm.children), path: path)
    }
  }

  private mutating func compareFields(_ lc: [Mirror.Child], _ rc: [Mirror.Child], path: String) {
    guard lc.count == rc.count else { return differ(path) }
    for (index, (l, r)) in zip(lc, rc).enumerated() {
      let label = l.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      let name = label.map { fieldLabel($0, value: l.value) } ?? "\(index)"
      compare(l.value, r.value, path: "\(path).\(name)")
    }
  }

  private mutating func compareDictionaries(_ lm: Mirror, _ rm: Mirror, path: String) {
    func pairs(_ mirror: Mirror) -> [AnyHashable: (key: Any, value: Any)] {
      var result: [AnyHashable: (key: Any, value: Any)] = [:]
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        // NB: A dictionary's keys are `Hashable`, so each becomes an `AnyHashable`.
        if pair.count == 2, let key = pair[0].value as? AnyHashable {
          result[key] = (pair[0].value, pair[1].value)
        }
      }
      return result
    }
    let l = pairs(lm)
    let r = pairs(rm)
    guard l.count == r.count, Set(l.keys) == Set(r.keys) else { return differ(path) }
    for (key, left) in l.sorted(by: { customDump($0.value.key) < customDump($1.value.key) }) {
      if let right = r[key] {
        compare(left.value, right.value, path: "\(path)[\(customDump(left.key))]")
      }
    }
  }
}
