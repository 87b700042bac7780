/// The members of a `CasePathable` conformance, as source text: what `@CasePathable` expands
/// to and what `generate-case-paths` writes, one line per case.
package enum CasePathsSource {
  /// `AllCasePaths`, `allCasePaths` and `_extract(from:embeddedBy:)` for an enum whose cases
  /// are `members`' (cases inside `#if` stay inside the same `#if`).
  ///
  /// - Parameters:
  ///   - root: The enum's name where the members are written (`Action` inside it, or
  ///     `Feature.Action` in an extension at file scope).
  ///   - access: `public `, `package ` or empty: what each member is declared with.
  ///   - indent: The indentation of the members.
  package static func members(
    root: String, access: String, cases members: [Member], indent: String = "  ",
    includingExtract: Bool = true
  ) -> String {
    var output = "\(indent)\(access)struct AllCasePaths: Sendable {\n"
    output += lines(members, indent: indent + "  ") { enumCase, indent in
      "\(indent)\(access)var \(identifier(enumCase.name)): AnyCasePath<\(root), "
        + "\(valueType(enumCase))> { .init(embed: \(embed(enumCase, root: root)), "
        + "extract: \(extract(enumCase))) }\n"
    }
    output += "\(indent)}\n"
    output += "\(indent)\(access)static var allCasePaths: AllCasePaths { AllCasePaths() }\n"
    if includingExtract { output += extract(access: access, cases: members, indent: indent) }
    return output
  }

  /// `_extract(from:embeddedBy:)`, a `switch` over the cases.
  package static func extract(access: String, cases members: [Member], indent: String = "  ")
    -> String
  {
    var output = "\(indent)\(access)static func _extract<Value>(from root: Self, "
    output += "embeddedBy embed: (Value) -> Self) -> Value?? {\n"
    output += "\(indent)  switch root {\n"
    output += lines(members, indent: indent + "  ") { enumCase, indent in
      fastExtract(enumCase, indent: indent)
    }
    output += "\(indent)  }\n"
    output += "\(indent)  return .some(nil)\n"
    output += "\(indent)}\n"
    return output
  }

  /// One line (or more) per case, through `#if` blocks as written.
  package static func lines(
    _ members: [Member], indent: String, _ line: (EnumCase, String) -> String
  ) -> String {
    var output = ""
    for member in members {
      switch member {
      case let .enumCase(enumCase):
        output += line(enumCase, indent)
      case let .conditional(clauses):
        for clause in clauses {
          output +=
            clause.condition.isEmpty
            ? "\(clause.directive)\n" : "\(clause.directive) \(clause.condition)\n"
          output += lines(clause.members, indent: indent, line)
        }
        output += "#endif\n"
      default:
        continue
      }
    }
    return output
  }

  /// One case of `_extract(from:embeddedBy:)`: what makes `/Action.child` a pattern match
  /// instead of reflection. The payload is cast to `Value` (a checked cast), and `embed`'s
  /// result must be in `root`'s case, so a payload of the right type in another case is never
  /// returned.
  private static func fastExtract(_ enumCase: EnumCase, indent: String) -> String {
    let name = identifier(enumCase.name)
    switch enumCase.payload.count {
    case 0:
      return "\(indent)case .\(name): break\n"
    case 1:
      return
        "\(indent)case let .\(name)(v): if let v = v as? Value, case .\(name) = embed(v) { return v }\n"
    default:
      let values = enumCase.payload.indices.map { "v\($0)" }.joined(separator: ", ")
      // NB: The payload as a tuple with the case's own labels, as reflection reads it: a
      // path whose tuple has other labels (or the same in another order) is not this case's.
      let labeled = enumCase.payload.enumerated().map { index, element in
        (element.label.map { "\($0): " } ?? "") + "v\(index)"
      }.joined(separator: ", ")
      return "\(indent)case let .\(name)(\(values)): "
        + "if let v = (\(labeled)) as? Value, case .\(name) = embed(v) { return v }\n"
    }
  }

  /// `Void`, the payload's type, or a tuple of its elements' types with the case's labels
  /// (`(id: Int, action: Row.Action)`), as swift-case-paths writes it.
  package static func valueType(_ enumCase: EnumCase) -> String {
    switch enumCase.payload.count {
    case 0: "Void"
    case 1: enumCase.payload[0].type
    default:
      "("
        + enumCase.payload.map { ($0.label.map { "\($0): " } ?? "") + $0.type }
        .joined(separator: ", ") + ")"
    }
  }

  private static func embed(_ enumCase: EnumCase, root: String) -> String {
    let name = identifier(enumCase.name)
    switch enumCase.payload.count {
    case 0:
      return "{ _ in .\(name) }"
    case 1 where ["Never", "Swift.Never"].contains(enumCase.payload[0].type):
      // NB: A payload that cannot exist (`case alert(Never)`, an alert with no actions): the
      // case is never made, and `{ .alert($0) }`, or a `switch` over it, is "will never be
      // executed" in the user's build (a new user's trial: a warning, an error under warnings
      // as errors). A closure with no body, unreachable, is not.
      return "{ (_: Never) -> \(root) in }"
    case 1:
      let label = enumCase.payload[0].label.map { "\($0): " } ?? ""
      return "{ .\(name)(\(label)$0) }"
    default:
      let arguments = enumCase.payload.enumerated().map { index, element in
        (element.label.map { "\($0): " } ?? "") + "$0.\(index)"
      }
      return "{ .\(name)(\(arguments.joined(separator: ", "))) }"
    }
  }

  private static func extract(_ enumCase: EnumCase) -> String {
    let name = identifier(enumCase.name)
    switch enumCase.payload.count {
    case 0:
      return "{ if case .\(name) = $0 { () } else { nil } }"
    case 1:
      return "{ if case let .\(name)(v) = $0 { v } else { nil } }"
    default:
      let values = enumCase.payload.indices.map { "v\($0)" }.joined(separator: ", ")
      return "{ if case let .\(name)(\(values)) = $0 { (\(values)) } else { nil } }"
    }
  }

  // NB: Swift's reserved words (The Swift Programming Language, "Lexical Structure",
  // "Keywords and Punctuation"), and `await`, reserved in asynchronous code: a name in
  // backticks is the name, so a word escaped that needs no escaping is harmless.
  private static let keywords: Set<String> = [
    "Any", "Self", "as", "associatedtype", "await", "break", "case", "catch", "class",
    "continue", "default", "defer", "deinit", "do", "else", "enum", "extension",
    "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
    "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private",
    "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct",
    "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
    "where", "while",
  ]

  /// `name`, in backticks when it is a keyword: `` `default` ``.
  package static func identifier(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// `public `, `package ` or nothing: what the generated members of a type of that access
  /// level are declared with.
  package static func accessPrefix(_ access: String?) -> String {
    switch access {
    case "public", "open": "public "
    case "package": "package "
    default: ""
    }
  }
}
