/// What comparing two values by structure found (``compareStructurally(_:_:root:referencesByIdentity:)``).
package struct StructuralComparison: Equatable, Sendable {
  /// A part that could not be compared: where it is, and its type.
  package struct Opaque: Equatable, Hashable, Sendable {
    /// Its path from the root, as diffs write it (`State.onTap`).
    package let path: String
    /// Its type's short name.
    package let typeName: String
    /// Whether its type's module was built without reflection metadata (Xcode's "Reflection
    /// Metadata Level: None"), so its `Mirror` shows none of its fields or cases.
    package var hasNoReflectionMetadata = false
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
///   - trustsCustomMirrors: Whether a custom mirror that shows some of a value's fields is
///     compared by those; when not, the value is a part that cannot be compared.
/// - Returns: What the comparison found.
package func compareStructurally(
  _ lhs: Any, _ rhs: Any, root: String, referencesByIdentity: Bool = false,
  trustsCustomMirrors: Bool = true
) -> StructuralComparison {
  var comparer = StructuralComparer(referencesByIdentity: referencesByIdentity)
  comparer.trustsCustomMirrors = trustsCustomMirrors
  comparer.compare(lhs, rhs, path: root)
  return comparer.result
}

struct StructuralComparer {
  let referencesByIdentity: Bool
  var result = StructuralComparison()
  /// The pairs of class instances compared so far (both are kept alive by the values being
  /// compared, so their identifiers are not reused meanwhile).
  private var compared: Set<[ObjectIdentifier]> = []

  /// Whether a custom mirror that shows some fields is compared by those (else it is a part
  /// that cannot be compared).
  var trustsCustomMirrors = true

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
      let (l, r) = distinctTypeNames(type(of: lhs), type(of: rhs))
      return differ(path, "types differ: \(l) and \(r)")
    }
    if let lhs = lhs as? Any.Type, let rhs = rhs as? Any.Type {
      if ObjectIdentifier(lhs) != ObjectIdentifier(rhs) { differ(path) }
      return
    }
    let lm = Mirror(reflecting: lhs)
    // NB: Optionals first: a dynamic cast to `any Equatable` looks through an optional, and
    // through an `Any?` holding an optional `nil`, which would then equal a plain `nil`.
    if lm.displayStyle == .optional {
      switch (lm.children.first?.value, Mirror(reflecting: rhs).children.first?.value) {
      case let (l?, r?): compare(l, r, path: path)
      case (nil, nil): return
      default: differ(path)
      }
      return
    }
    if let equal = dynamicValuesEqual(lhs, rhs) {
      if !equal {
        differ(
          path,
          classInstance(lhs) == nil
            ? "not equal by its type's ==, though both dump the same"
            : "not equal by \(shortTypeName(type(of: lhs)))'s ==, though both dump the same "
              + "(a class's == may compare identity, as NSObject's does)")
      }
      return
    }
    // NB: One instance is equal to itself, whatever its mirror shows.
    if let l = classInstance(lhs), let r = classInstance(rhs), l === r { return }
    if referencesByIdentity, let l = classInstance(lhs), let r = classInstance(rhs) {
      if ObjectIdentifier(l) != ObjectIdentifier(r) {
        differ(path, "different instances of \(shortTypeName(type(of: lhs)))")
      }
      return
    }
    compareParts(lhs, rhs, lm, Mirror(reflecting: rhs), path: path)
  }

  private mutating func compareParts(
    _ lhs: Any, _ rhs: Any, _ lm: Mirror, _ rm: Mirror, path: String
  ) {
    // NB: A custom mirror that shows nothing of a value that has fields hides them: nothing
    // to compare (an empty struct, with no custom mirror, has nothing to hide). One that shows
    // some is compared by those (a state's way to leave a field out: Testing.md), unless
    // custom mirrors are not trusted (errors: one may leave out the status code that tells
    // two apart).
    let hidesFields =
      lm.displayStyle == nil || lm.displayStyle == .struct || lm.displayStyle == .class
    if lhs is any CustomReflectable,
      hidesFields && lm.children.isEmpty || !trustsCustomMirrors && !showsEverything(lhs)
    {
      return result.opaque.append(.init(path: path, typeName: shortTypeName(type(of: lhs))))
    }
    if lacksReflectionMetadata(lhs, lm) {
      return result.opaque.append(
        .init(path: path, typeName: shortTypeName(type(of: lhs)), hasNoReflectionMetadata: true))
    }
    switch lm.displayStyle {
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
      // NB: Only instances of classes have an identity: a struct whose custom mirror says
      // `.class` is compared as a struct (`as AnyObject` would box it anew each time).
      guard let l = classInstance(lhs), let r = classInstance(rhs) else {
        return compareFields(allChildren(lm), allChildren(rm), path: path)
      }
      // NB: Each pair of instances is compared once: met again (a cycle, or an instance
      // reachable along two paths), it is not compared again, and the first meeting decides.
      let pair = [ObjectIdentifier(l), ObjectIdentifier(r)]
      guard pair[0] != pair[1], compared.insert(pair).inserted else { return }
      let (lc, rc) = (allChildren(lm), allChildren(rm))
      // NB: Two instances of a class with no fields: nothing tells them apart, and nothing
      // says they are alike (a token replaced by another).
      guard !lc.isEmpty || !rc.isEmpty else {
        return result.opaque.append(.init(path: path, typeName: shortTypeName(type(of: lhs))))
      }
      compareFields(lc, rc, path: path)
    case .collection, .set, .dictionary:
      // NB: A stack reflects as a dictionary keyed by id, but its order is part of it.
      if let l = lhs as? any _IdentifiedElements, let r = rhs as? any _IdentifiedElements {
        let le = l._identifiedElements
        let re = r._identifiedElements
        guard le.map(\.id) == re.map(\.id) else { return differ(path) }
        for (l, r) in zip(le, re) {
          compare(l.element, r.element, path: "\(path)[id: \(customDump(l.id.base))]")
        }
        return
      }
      if lm.displayStyle == .dictionary { return compareDictionaries(lm, rm, path: path) }
      let le = lm.children.map(\.value)
      let re = rm.children.map(\.value)
      guard le.count == re.count else { return differ(path) }
      for (index, (l, r)) in zip(le, re).enumerated() { compare(l, r, path: "\(path)[\(index)]") }
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
    // NB: In the order of the keys' dumps (each key dumped once), so that what is reported
    // first does not depend on hashing.
    let keyed = l.map { (name: customDump($0.value.key), key: $0.key, value: $0.value.value) }
    for entry in keyed.sorted(by: { $0.name < $1.name }) {
      if let right = r[entry.key] {
        compare(entry.value, right.value, path: "\(path)[\(entry.name)]")
      }
    }
  }
}

/// Whether `value`'s custom mirror is one that shows all of it: the standard library's and
/// this library's collections (an array's mirror shows every element). Any other custom
/// mirror, whatever its display style, may leave out a field.
func showsEverything(_ value: Any) -> Bool {
  let name = String(reflecting: type(of: value))
  return name.hasPrefix("Swift.") || name.hasPrefix("Composable.")
}

/// The instance `value` is, when it is an instance of a class (not a struct or enum, whatever
/// its custom mirror says).
func classInstance(_ value: Any) -> AnyObject? {
  guard type(of: value) is AnyClass else { return nil }
  return value as AnyObject
}

/// Names for two different types that tell them apart: their short names, or their full ones
/// when the short names are the same (two local types called `Item`).
func distinctTypeNames(_ lhs: Any.Type, _ rhs: Any.Type) -> (String, String) {
  let short = (shortTypeName(lhs), shortTypeName(rhs))
  guard short.0 == short.1 else { return short }
  return (String(reflecting: lhs), String(reflecting: rhs))
}

/// Whether `value`'s type has fields or cases its `Mirror` cannot show because the module
/// that declares it was built without reflection metadata (`-disable-reflection-metadata`,
/// Xcode's "Reflection Metadata Level: None"): a struct that takes up memory yet shows no
/// field, or an enum in a case the runtime cannot name. (Compared as they show, every such
/// value would equal every other of its type.) An empty struct takes up no memory, and a
/// class instance cannot be told apart this way: it is compared as its `Mirror` shows it.
func lacksReflectionMetadata(_ value: Any, _ mirror: Mirror) -> Bool {
  guard mirror.children.isEmpty, !(value is any CustomReflectable) else { return false }
  switch mirror.displayStyle {
  case .struct:
    func size<T>(_: T) -> Int { MemoryLayout<T>.size }
    return _openExistential(value, do: size) > 0
  case .enum:
    return enumCaseName(value) == nil
  default:
    return false
  }
}
