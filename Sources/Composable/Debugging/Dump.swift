import Foundation

/// Types whose elements are keyed by an id, dumped and diffed by id (`IdentifiedArray`).
package protocol _IdentifiedElements {
  /// The elements, in order, with their ids.
  var _identifiedElements: [(id: AnyHashable, element: Any)] { get }
  /// A number no other change in the process gives a list: two lists with the same one hold
  /// the same elements (`nil`: the list has none).
  var _elementsVersion: UInt64? { get }
}

extension _IdentifiedElements {
  package var _elementsVersion: UInt64? { nil }
}

/// Property-wrapper storage (`@PresentationState`, `@BindingState`) that dumps and diffs
/// show under the wrapped property's name.
package protocol _WrapsStateField {
  /// The wrapped value, which dumps and diffs show in the wrapper's place.
  var _wrappedFieldValue: Any { get }
}

/// Renders a value as indented, Swift-like text from its `Mirror`, for test failure messages
/// and `_printChanges()`.
///
/// ```
/// State(
///   count: 1,
///   fact: nil
/// )
/// ```
package func customDump(_ value: Any, indent: Int = 0) -> String {
  var visited: Set<ObjectIdentifier> = []
  return Dumper().render(value, indent: indent, visited: &visited)
}

struct Dumper {
  func render(_ value: Any, indent: Int, visited: inout Set<ObjectIdentifier>) -> String {
    if let wrapper = value as? any _WrapsStateField {
      return render(wrapper._wrappedFieldValue, indent: indent, visited: &visited)
    }
    // NB: An `AnyHashable` shows its base (a dictionary's keys sorted, as everywhere). Checked
    // by type: `as? AnyHashable` would succeed for any `Hashable` value.
    if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
      return render(hashable.base, indent: indent, visited: &visited)
    }
    let pad = String(repeating: "  ", count: indent + 1)
    let closePad = String(repeating: "  ", count: indent)
    if let leaf = leafDescription(value) { return leaf }
    let mirror = Mirror(reflecting: value)
    let typeName = shortTypeName(type(of: value))
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return render(wrapped, indent: indent, visited: &visited)
    case .enum:
      let name = caseLabel(value, mirror)
      guard let payload = mirror.children.first?.value else { return "\(typeName).\(name)" }
      let payloadMirror = Mirror(reflecting: payload)
      if payloadMirror.displayStyle == .tuple {
        let parts = payloadMirror.children.map { child -> String in
          let rendered = render(child.value, indent: indent, visited: &visited)
          if let label = child.label, !label.hasPrefix(".") { return "\(label): \(rendered)" }
          return rendered
        }
        return "\(typeName).\(name)(\(parts.joined(separator: ", ")))"
      }
      return "\(typeName).\(name)(\(render(payload, indent: indent, visited: &visited)))"
    case .collection, .set:
      let elements: [Any]
      if let identified = value as? any _IdentifiedElements {
        elements = identified._identifiedElements.map(\.element)
      } else {
        elements = mirror.children.map(\.value)
      }
      guard !elements.isEmpty else { return "[]" }
      var lines: [String] = []
      for (index, element) in elements.enumerated() {
        lines.append("\(pad)[\(index)]: \(render(element, indent: indent + 1, visited: &visited))")
      }
      let open = mirror.displayStyle == .set ? "Set([" : "["
      let close = mirror.displayStyle == .set ? "])" : "]"
      return "\(open)\n\(lines.joined(separator: ",\n"))\n\(closePad)\(close)"
    case .dictionary:
      let rendered = mirror.children.compactMap { child -> (String, String)? in
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { return nil }
        return (
          render(pair[0].value, indent: indent + 1, visited: &visited),
          render(pair[1].value, indent: indent + 1, visited: &visited)
        )
      }
      // NB: A stack (keyed by id) keeps its order; a dictionary's is its hashing's.
      let pairs = value is any _IdentifiedElements ? rendered : rendered.sorted { $0.0 < $1.0 }
      guard !pairs.isEmpty else { return "[:]" }
      let lines = pairs.map { "\(pad)\($0.0): \($0.1)" }
      return "[\n\(lines.joined(separator: ",\n"))\n\(closePad)]"
    case .tuple:
      let parts = mirror.children.map { child -> String in
        let rendered = render(child.value, indent: indent, visited: &visited)
        if let label = child.label, !label.hasPrefix(".") { return "\(label): \(rendered)" }
        return rendered
      }
      return "(\(parts.joined(separator: ", ")))"
    case .class:
      // NB: Only a class instance has an identity to revisit (a struct whose custom mirror
      // says `.class` would be boxed anew by `as AnyObject`).
      guard let instance = classInstance(value) else {
        return dumpFields(typeName, allChildren(mirror), indent: indent, visited: &visited)
      }
      let id = ObjectIdentifier(instance)
      guard visited.insert(id).inserted else { return "\(typeName)(↩︎)" }
      defer { visited.remove(id) }
      return dumpFields(typeName, allChildren(mirror), indent: indent, visited: &visited)
    case .struct:
      return dumpFields(typeName, Array(mirror.children), indent: indent, visited: &visited)
    default:
      return String(describing: value)
    }
  }

  private func dumpFields(
    _ typeName: String, _ children: [Mirror.Child], indent: Int,
    visited: inout Set<ObjectIdentifier>
  ) -> String {
    guard !children.isEmpty else { return "\(typeName)()" }
    let pad = String(repeating: "  ", count: indent + 1)
    let lines = children.map { child -> String in
      let rendered = render(child.value, indent: indent + 1, visited: &visited)
      return "\(pad)\(fieldLabel(child.label, value: child.value)): \(rendered)"
    }
    return
      "\(typeName)(\n\(lines.joined(separator: ",\n"))\n\(String(repeating: "  ", count: indent)))"
  }
}

/// A short description of a value for diagnostics: its dump, cut at 300 characters.
@usableFromInline
package func describe(_ value: Any) -> String {
  let text = customDump(value)
  return text.count > 300 ? String(text.prefix(300)) + "…" : text
}

/// A one-line rendering for values that are atoms to a reader.
func leafDescription(_ value: Any) -> String? {
  switch value {
  case let string as String: return stringLiteral(string)
  case let substring as Substring: return stringLiteral(String(substring))
  case let character as Character: return stringLiteral(String(character))
  case is any BinaryInteger, is any BinaryFloatingPoint, is Bool: return String(describing: value)
  case let uuid as UUID: return "UUID(\(uuid.uuidString))"
  case let date as Date: return "Date(\(date.formatted(.iso8601)))"
  case let url as URL: return "URL(\(url.absoluteString))"
  case let data as Data: return "Data(\(data.count) bytes)"
  case let decimal as Decimal: return "\(decimal)"
  case let duration as Duration: return String(describing: duration)
  case is Any.Type: return String(describing: value)
  case let id as StackElementID: return id.description
  // NB: A key path reads as written, `\State.query` (its mirror shows a pointer).
  case let keyPath as AnyKeyPath: return String(describing: keyPath)
  case let text as TextState:
    return "TextState(\(stringLiteral(text.description)))"
      + text.modifiers.map { ".\($0)()" }.joined()
  default: break
  }
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == nil, mirror.children.isEmpty { return String(describing: value) }
  return nil
}

func stringLiteral(_ string: String) -> String {
  var escaped = ""
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": escaped += "\\\""
    case "\\": escaped += "\\\\"
    case "\n": escaped += "\\n"
    case "\t": escaped += "\\t"
    case "\r": escaped += "\\r"
    default: escaped.unicodeScalars.append(scalar)
    }
  }
  return "\"\(escaped)\""
}

/// The short names of the types named so far: dumps and diffs name each value's type, and
/// working a name out takes a few microseconds.
private let shortTypeNames = LockIsolated<[ObjectIdentifier: String]>([:])

package func shortTypeName(_ type: Any.Type) -> String {
  let id = ObjectIdentifier(type)
  if let known = shortTypeNames.withLock({ $0[id] }) { return known }
  let name = makeShortTypeName(type)
  shortTypeNames.withLock { $0[id] = name }
  return name
}

private func makeShortTypeName(_ type: Any.Type) -> String {
  // `String(reflecting:)` keeps nesting (`Feature.State`); drop what a reader does not need:
  // the `(unknown context at $…)` of local types, and the module name that starts each
  // fully qualified name, generic arguments' included (`Optional<Feature.State>`).
  var name = String(reflecting: type)
  while let start = name.range(of: "(unknown context at "),
    let end = name[start.upperBound...].range(of: ").")
  {
    name.removeSubrange(start.lowerBound..<end.upperBound)
  }
  var result = ""
  var component = ""
  func flush() {
    let parts = component.split(separator: ".", omittingEmptySubsequences: false)
    result += parts.count > 1 ? parts.dropFirst().joined(separator: ".") : component
    component = ""
  }
  for character in name {
    if "<>, ()[]:?".contains(character) {
      flush()
      result.append(character)
    } else {
      component.append(character)
    }
  }
  flush()
  return result
}

func caseLabel(_ value: Any, _ mirror: Mirror) -> String {
  if let label = mirror.children.first?.label { return label }
  // NB: A case without a payload has no child to name it: ask the runtime, as `print` does,
  // rather than `description`, which a type may customize (two cases would read the same).
  if let name = enumCaseName(value) { return name }
  let text = String(describing: value)
  return text.split(separator: "(").first.map(String.init) ?? text
}

/// The name of the case `value` is in, from the type's reflection metadata: `nil` when
/// `value` is not an enum or its metadata has no names.
func enumCaseName(_ value: Any) -> String? {
  func opened<T>(_ value: T) -> String? {
    // NB: Safe: `swift_EnumCaseName` is the runtime entry point the standard library's own
    // printing declares the same way (`_getEnumCaseName`). It returns `nil` or a pointer to a
    // NUL-terminated name in the type's reflection metadata, which lives as long as the
    // process; it is copied into a `String` at once. Tested: `payloadFreeCasesWithTheSame
    // DescriptionDiffer` (a wrong name would make two cases equal, or both dumps the same).
    runtimeEnumCaseName(value).map { String(cString: $0) }
  }
  return _openExistential(value, do: opened)
}

@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

func fieldLabel(_ label: String?, value: Any? = nil) -> String {
  guard let label else { return "_" }
  // `@PresentationState var child` reflects as `_child`: show the name the user wrote.
  if label.hasPrefix("_"), value is any _WrapsStateField { return String(label.dropFirst()) }
  // Property wrappers and lazy storage reflect as `_name` / `$__lazy_storage_$_name`.
  if label.hasPrefix("$__lazy_storage_$_") { return String(label.dropFirst(18)) }
  return label
}

func allChildren(_ mirror: Mirror) -> [Mirror.Child] {
  var children: [Mirror.Child] = []
  if let superclass = mirror.superclassMirror { children += allChildren(superclass) }
  children += mirror.children
  return children
}
