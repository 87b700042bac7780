// MARK: - Names

/// Checks that `name` can be written into Swift source as a name, and throws a one-line
/// error naming `field` and the value (escaped) when it can't: every name
/// `composable-inspect test` writes, from a recording or from its command line, goes
/// through here.
///
/// A name is an identifier of Swift's grammar (The Swift Programming Language, "Lexical
/// Structure"), less its format characters (bidirectional overrides, zero-width joiners:
/// text that reads other than it compiles), that is not a keyword; with `dotted`, it is
/// identifiers joined by dots (`App.Counter`). Backticks and generic arguments are refused.
///
/// - Parameters:
///   - name: The name.
///   - field: What it is, for the error: `--name`, `the recording's stateType`.
///   - kind: What it must be, for the error: `type name`.
///   - dotted: Whether `name` may have dotted components.
/// - Throws: ``GenerationError``: `--name 'a b' is not a Swift type name`.
func validateSwiftName(
  _ name: String, field: String, kind: String, dotted: Bool
) throws(GenerationError) {
  let refusal = "\(field) '\(visibleText(name))' is not a Swift \(kind)"
  let components =
    dotted ? name.split(separator: ".", omittingEmptySubsequences: false) : [name[...]]
  for component in components {
    guard let first = component.unicodeScalars.first, isIdentifierHead(first),
      component.unicodeScalars.dropFirst().allSatisfy(isIdentifierCharacter)
    else { throw GenerationError(refusal) }
  }
  if let keyword = components.first(where: { swiftKeywords.contains(String($0)) }) {
    throw GenerationError("\(refusal) ('\(keyword)' is a keyword)")
  }
}

/// Words a name may not be: Swift's keywords, and the contextual ones that mean something
/// where a type's name goes (`Counter.Type`, `any Counter`, `some Counter`).
private let swiftKeywords: Set<String> = [
  // Used in declarations.
  "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
  "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
  "operator", "package", "precedencegroup", "private", "protocol", "public", "rethrows",
  "static", "struct", "subscript", "typealias", "var",
  // Used in statements.
  "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
  "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
  // Used in expressions and types.
  "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  // Used in patterns.
  "_",
  // Contextual, with a meaning where a type's name goes.
  "Type", "Protocol", "any", "some", "each", "isolated", "sending",
]

/// Whether `scalar` may start an identifier: Swift's `identifier-head`, less format characters.
private func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
  guard scalar.properties.generalCategory != .format else { return false }
  switch scalar.value {
  case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
  case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA: return true
  case 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: return true
  case 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF: return true
  case 0x1E00...0x1FFF: return true
  case 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F: return true
  case 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793: return true
  case 0x2C00...0x2DFF, 0x2E80...0x2FFF: return true
  case 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF: return true
  case 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44: return true
  case 0xFE47...0xFFFD: return true
  case 0x10000...0xEFFFD: return scalar.value & 0xFFFF <= 0xFFFD
  default: return false
  }
}

/// Whether `scalar` may be in an identifier after its first: Swift's `identifier-character`.
private func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
  default: isIdentifierHead(scalar)
  }
}

// MARK: - Text

/// Whether `scalar` is written as an escape in generated source: a control character (the
/// compiler reads some as line breaks and refuses others), a line or paragraph separator, or
/// a format character (bidirectional overrides, zero-width joiners: text that reads other
/// than it is).
private func isEscapedInSource(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .control, .format, .lineSeparator, .paragraphSeparator: true
  default: false
  }
}

/// `text` with what ``isEscapedInSource(_:)`` names written as `\u{…}` (a line break
/// included): one line that shows what it holds, for a `//` comment in generated source and
/// for a name in an error.
func visibleText(_ text: String) -> String {
  var result = ""
  for scalar in text.unicodeScalars {
    if isEscapedInSource(scalar) {
      result += "\\u{\(String(scalar.value, radix: 16))}"
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

/// `text` as a Swift string literal that holds it exactly, whatever it holds: every string
/// literal `composable-inspect test` writes goes through here.
///
/// The literal is a multi-line raw string, each of `text`'s lines indented by `indentation`
/// (the closing delimiter's too): its `#`s are as many as it takes for no `"""#…` in `text`
/// to end it and no `\#…` to start an escape, and what ``isEscapedInSource(_:)`` names is
/// written as an escape (`\#u{1b}`), so the file reads as it compiles.
///
/// ```
/// ##"""
///     {"action":"say(\"\"\"#)"}
///     """##
/// ```
func swiftStringLiteral(_ text: String, indentation: String) -> String {
  // NB: Searched for as bytes, as the compiler reads them: as `Character`s, a `#` followed
  // by a combining mark would not be found, and would still end the literal.
  func holds(_ part: String) -> Bool { text.utf8.firstRange(of: part.utf8) != nil }
  var hashes = "#"
  while holds("\"\"\"" + hashes) || holds("\\" + hashes) { hashes += "#" }
  var result = hashes + "\"\"\"\n" + indentation
  for scalar in text.unicodeScalars {
    if scalar == "\n" {
      result += "\n" + indentation
    } else if isEscapedInSource(scalar) {
      result += "\\\(hashes)u{\(String(scalar.value, radix: 16))}"
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result + "\n" + indentation + "\"\"\"" + hashes
}
