import Foundation

/// Reading declarations from their source text, where the parse does not give them.
extension Generator {
  /// The names of the typealiases declared directly in a type declaration's body (not in a
  /// nested type's): `["StateConformances"]` for `enum D { typealias StateConformances = … }`.
  static func memberTypealiases(inDeclaration text: String) -> [String] {
    var names: [String] = []
    var depth = 0
    var words: [Substring] = []
    var word = ""
    for character in withoutComments(text) + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if !word.isEmpty {
        if depth == 1, words.last == "typealias" { names.append(word) }
        words.append(Substring(word))
        word = ""
      }
      if character == "{" { depth += 1 }
      if character == "}" { depth -= 1 }
    }
    return names
  }

  /// The types an enum declaration's text inherits, as written, without a module:
  /// `["CaseReducer", "Sendable"]` for `public enum Destination: Composable.CaseReducer, Sendable {`.
  static func inheritedNames(inDeclaration text: String) -> [String] {
    let header = withoutComments(text).prefix { $0 != "{" }
    guard let keyword = header.range(of: "enum ") else { return [] }
    var list = header[keyword.upperBound...]
    guard let colon = list.firstIndex(of: ":") else { return [] }
    list = list[list.index(after: colon)...]
    if let clause = list.range(of: "where") { list = list[..<clause.lowerBound] }
    return list.split(separator: ",").map { name in
      let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
      return name.split(separator: ".").last.map(String.init) ?? name
    }
  }

  /// Parses `public case row(id: Int, action: Row.Action)`, written on one line or several,
  /// with comments, and with default values (`count: Int = 0`), which are dropped.
  static func parseCase(_ declaration: String) -> Case {
    var text = Substring(withoutComments(declaration))
    if let range = text.range(of: "case ") { text = text[range.upperBound...] }
    guard let open = text.firstIndex(of: "(") else {
      return Case(name: text.trimmingCharacters(in: .whitespacesAndNewlines), payload: [])
    }
    let name = text[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
    var inner = Substring(
      text[text.index(after: open)...].trimmingCharacters(in: .whitespacesAndNewlines))
    if inner.hasSuffix(")") { inner = inner.dropLast() }
    let payload = splitTopLevel(inner, separator: ",").map { element in
      var element = element.trimmingCharacters(in: .whitespacesAndNewlines)
      if let equals = topLevelIndex(of: "=", in: Substring(element)) {
        element = element[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
      }
      if let colon = topLevelIndex(of: ":", in: Substring(element)) {
        // NB: A label, or `_` and an internal name (`_ name: T`, which Swift allows): the
        // case's label is the first.
        let names = element[..<colon].split(whereSeparator: \.isWhitespace)
        if (1...2).contains(names.count), names.allSatisfy(isIdentifier) {
          let label = String(names[0])
          let type = element[element.index(after: colon)...]
          return (label: label == "_" ? nil : label, type: collapsingWhitespace(type))
        }
      }
      return (label: String?.none, type: collapsingWhitespace(Substring(element)))
    }
    return Case(name: name, payload: payload)
  }

  /// Whether `name` is an identifier (or `_`), plain or in backticks.
  static func isIdentifier(_ name: Substring) -> Bool {
    var name = name
    if name.count > 2, name.first == "`", name.last == "`" { name = name.dropFirst().dropLast() }
    guard let first = name.first, !first.isNumber else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// `text` without its `//` and `/* */` comments (string literals kept as they are).
  static func withoutComments(_ text: String) -> String {
    var result = ""
    var index = text.startIndex
    var inString = false
    while index < text.endIndex {
      let rest = text[index...]
      if inString {
        if rest.hasPrefix("\\") {
          result += rest.prefix(2)
          index = text.index(index, offsetBy: min(2, rest.count))
          continue
        }
        if rest.first == "\"" { inString = false }
      } else if rest.hasPrefix("//") {
        index = rest.firstIndex(of: "\n") ?? text.endIndex
        continue
      } else if rest.hasPrefix("/*") {
        index = rest.range(of: "*/").map(\.upperBound) ?? text.endIndex
        result += " "
        continue
      } else if rest.first == "\"" {
        inString = true
      }
      result.append(text[index])
      index = text.index(after: index)
    }
    return result
  }

  /// `text` on one line: each run of spaces and line breaks as one space, none next to
  /// brackets (`(\n  a: Int\n)` reads `(a: Int)`).
  static func collapsingWhitespace(_ text: Substring) -> String {
    let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
    var result = words.joined(separator: " ")
    for (spaced, tight) in [("( ", "("), (" )", ")"), ("[ ", "["), (" ]", "]"), (" ,", ",")] {
      result = result.replacingOccurrences(of: spaced, with: tight)
    }
    return result
  }

  static func splitTopLevel(_ text: Substring, separator: Character) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    var previous: Character = " "
    var inString = false
    for character in text {
      if inString {
        if character == "\"", previous != "\\" { inString = false }
        current.append(character)
        previous = character
        continue
      }
      switch character {
      case "\"": inString = true
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      case separator where depth == 0:
        parts.append(current)
        current = ""
        previous = character
        continue
      default: break
      }
      current.append(character)
      previous = character
    }
    if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
    return parts
  }

  static func topLevelIndex(of target: Character, in text: Substring) -> String.Index? {
    var depth = 0
    var previous: Character = " "
    for index in text.indices {
      switch text[index] {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      case target where depth == 0: return index
      default: break
      }
      previous = text[index]
    }
    return nil
  }
}
