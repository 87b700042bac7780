/// Swift source text as tokens: enough of the language's lexical grammar to read declarations
/// (names, punctuation, balanced brackets) without mistaking what a comment or a string
/// literal holds for code.
///
/// Comments are skipped; a string literal (with interpolations, multi-line and raw forms) is
/// one token. Each token keeps its UTF-8 offset in the source, for diagnostics at the user's
/// line, and whether a line break or a comment came before it.
package struct SwiftToken: Equatable, Sendable {
  package enum Kind: Equatable, Sendable {
    /// A name or a keyword: `case`, `Action`, `` `default` `` (backticks kept in `text`).
    case identifier
    /// `#if`, `#else`, `#Preview`: `#` and the name.
    case pound
    /// One of `{ } ( ) [ ] , : ; @ . =`, or a run of operator characters (`->`, `?`, `<`).
    case punctuation
    case string
    case number
  }

  package var kind: Kind
  package var text: String
  /// The UTF-8 offset of the token's first byte in the source.
  package var offset: Int
  /// A line break (or a comment spanning one) comes between the previous token and this.
  package var startsLine: Bool
  /// Some space or comment comes between the previous token and this.
  package var spaced: Bool

  /// The name without backticks: `default` for `` `default` ``.
  package var name: String {
    text.count > 2 && text.hasPrefix("`") && text.hasSuffix("`")
      ? String(text.dropFirst().dropLast()) : text
  }
}

/// A lexical error: an unterminated comment or string literal, at a UTF-8 offset.
package struct SwiftLexError: Error, Equatable, Sendable {
  package var message: String
  package var offset: Int
}

/// Splits `source` into tokens.
///
/// - Throws: ``SwiftLexError`` for an unterminated block comment or string literal.
package func swiftTokens(_ source: String) throws -> [SwiftToken] {
  var lexer = SwiftLexer(bytes: Array(source.utf8))
  return try lexer.tokens(untilCloseParen: false)
}

private struct SwiftLexer {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  private static let singles: Set<UInt8> = Set("{}()[],:;@.".utf8)
  private static let operators: Set<UInt8> = Set("/=-+!*%<>&|^~?".utf8)

  private func byte(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte >= 0x80
  }

  private static func isNamePart(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  private func text(_ start: Int) -> String {
    String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Reads tokens to the end, or (inside a string's interpolation) to the `)` that closes it.
  mutating func tokens(untilCloseParen: Bool) throws -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    var startsLine = true
    var spaced = false
    var depth = 0
    while let current = byte() {
      switch current {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        startsLine = true
        spaced = true
        index += 1
        continue
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        spaced = true
        index += 1
        continue
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
        while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
        spaced = true
        continue
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
        if try skipBlockComment() { startsLine = true }
        spaced = true
        continue
      default:
        break
      }
      let start = index
      var kind = SwiftToken.Kind.punctuation
      if current == UInt8(ascii: "\"") || (current == UInt8(ascii: "#") && rawStringAhead()) {
        try skipString()
        kind = .string
      } else if current == UInt8(ascii: "#"), let next = byte(1), Self.isNameStart(next) {
        index += 1
        while let next = byte(), Self.isNamePart(next) { index += 1 }
        kind = .pound
      } else if current == UInt8(ascii: "`") {
        index += 1
        while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") {
          index += 1
        }
        if byte() == UInt8(ascii: "`") { index += 1 }
        kind = .identifier
      } else if current == UInt8(ascii: "$") || Self.isNameStart(current) {
        index += 1
        while let next = byte(), Self.isNamePart(next) { index += 1 }
        kind = .identifier
      } else if current >= 0x30 && current <= 0x39 {
        index += 1
        while let next = byte(), Self.isNamePart(next) || next == UInt8(ascii: ".") {
          // NB: `1.0` is a number, `tuple.0.name` is not one number: a `.` must be followed by
          // a digit to continue it.
          if next == UInt8(ascii: "."), !(byte(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false) {
            break
          }
          index += 1
        }
        kind = .number
      } else if Self.singles.contains(current) {
        index += 1
        if current == UInt8(ascii: "(") { depth += 1 }
        if current == UInt8(ascii: ")") {
          if untilCloseParen, depth == 0 { return tokens }
          depth -= 1
        }
      } else if Self.operators.contains(current) {
        index += 1
        // NB: `<` and `>` are tokens of their own (`>>` closes two generic lists, `?>` is an
        // optional and a bracket), so the reader can balance them; `->` is one token.
        if current == UInt8(ascii: "-"), byte() == UInt8(ascii: ">") {
          index += 1
        } else if current != UInt8(ascii: "<"), current != UInt8(ascii: ">") {
          while let next = byte(), Self.operators.contains(next), next != UInt8(ascii: "<"),
            next != UInt8(ascii: ">"),
            !(next == UInt8(ascii: "/")
              && (byte(1) == UInt8(ascii: "/") || byte(1) == UInt8(ascii: "*")))
          {
            index += 1
          }
        }
      } else {
        index += 1
      }
      tokens.append(
        SwiftToken(
          kind: kind, text: text(start), offset: start, startsLine: startsLine, spaced: spaced))
      startsLine = false
      spaced = false
    }
    if untilCloseParen {
      throw SwiftLexError(message: "unterminated string interpolation", offset: index)
    }
    return tokens
  }

  /// Skips a `/* */` comment (they nest); whether it spanned a line break.
  private mutating func skipBlockComment() throws -> Bool {
    let start = index
    var depth = 0
    var sawNewline = false
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return sawNewline }
      } else {
        if bytes[index] == UInt8(ascii: "\n") { sawNewline = true }
        index += 1
      }
    }
    throw SwiftLexError(message: "unterminated comment", offset: start)
  }

  /// `#"…"#`, `##"""…`: hashes, then a quote.
  private func rawStringAhead() -> Bool {
    var offset = 0
    while byte(offset) == UInt8(ascii: "#") { offset += 1 }
    return offset > 0 && byte(offset) == UInt8(ascii: "\"")
  }

  /// Skips a string literal: `"…"`, `"""…"""`, with `\(…)` interpolations (which may hold
  /// strings and parentheses) and their raw forms (`#"…"#`, whose escapes take the hashes).
  private mutating func skipString() throws {
    let start = index
    var hashes = 0
    while byte() == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let quote = UInt8(ascii: "\"")
    let multiline = byte(1) == quote && byte(2) == quote
    index += multiline ? 3 : 1
    while let current = byte() {
      if current == UInt8(ascii: "\\"), escapeHashesFollow(hashes) {
        index += 1 + hashes
        if byte() == UInt8(ascii: "(") {
          index += 1
          // NB: Returns past the `)` that closes the interpolation.
          _ = try tokens(untilCloseParen: true)
        } else {
          index += 1
        }
        continue
      }
      if current == UInt8(ascii: "\n"), !multiline {
        throw SwiftLexError(message: "unterminated string literal", offset: start)
      }
      if current == quote, !multiline || (byte(1) == quote && byte(2) == quote) {
        let closeLength = multiline ? 3 : 1
        if closingHashesFollow(hashes, after: closeLength) {
          index += closeLength + hashes
          return
        }
      }
      index += 1
    }
    throw SwiftLexError(message: "unterminated string literal", offset: start)
  }

  private func escapeHashesFollow(_ hashes: Int) -> Bool {
    (0..<hashes).allSatisfy { byte(1 + $0) == UInt8(ascii: "#") }
  }

  private func closingHashesFollow(_ hashes: Int, after length: Int) -> Bool {
    (0..<hashes).allSatisfy { byte(length + $0) == UInt8(ascii: "#") }
  }
}

extension [SwiftToken] {
  /// The tokens from `start` to `end` (excluded) as source text without comments: one space
  /// where the source had space, a line break or a comment.
  package func text(from start: Int, to end: Int) -> String {
    var result = ""
    for position in start..<end {
      if position > start, self[position].spaced { result += " " }
      result += self[position].text
    }
    return result
  }

  /// The index of the bracket closing the one at `open` (`(`, `[`, `{` or `<`), counting
  /// only brackets of every kind: `nil` when it is not closed.
  package func closing(_ open: Int) -> Int? {
    var depth = 0
    for position in open..<count where self[position].kind == .punctuation {
      switch self[position].text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "<" where self[open].text == "<": depth += 1
      case ">" where self[open].text == "<": depth -= 1
      default: continue
      }
      if depth == 0 { return position }
    }
    return nil
  }
}
