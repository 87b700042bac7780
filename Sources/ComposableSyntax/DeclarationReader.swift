/// Reads the type declaration that `source` holds (the first one, after any leading comments
/// and attributes): what a macro receives as its declaration, or a declaration cut from a
/// file.
///
/// - Parameter readingMembers: Whether to read the body's members (otherwise `members` is
///   `nil`).
/// - Throws: ``DeclarationError`` (or ``SwiftLexError``) naming what is wrong and where.
package func readTypeDeclaration(_ source: String, readingMembers: Bool = true) throws
  -> TypeDeclaration
{
  let tokens = try swiftTokens(source)
  var reader = DeclarationReader(tokens: tokens)
  guard let declaration = try reader.readType(readingMembers: readingMembers) else {
    throw DeclarationError(
      message: "no type declaration found", offset: tokens.first?.offset ?? 0)
  }
  return declaration
}

private let typeKeywords: Set<String> = [
  "enum", "struct", "class", "actor", "protocol", "extension",
]
private let memberKeywords: Set<String> = [
  "var", "let", "func", "init", "deinit", "subscript", "associatedtype", "macro", "typealias",
  "case", "operator", "precedencegroup",
]
private let modifiers: Set<String> = [
  "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect",
  "nonisolated", "static", "mutating", "nonmutating", "override", "required", "convenience",
  "dynamic", "lazy", "weak", "unowned", "optional", "prefix", "postfix", "infix", "consuming",
  "borrowing", "distributed", "isolated", "__consuming",
]
private let accessLevels: Set<String> = [
  "public", "private", "fileprivate", "internal", "package", "open",
]

private struct DeclarationReader {
  let tokens: [SwiftToken]
  var position = 0

  init(tokens: [SwiftToken]) { self.tokens = tokens }

  private func token(_ offset: Int = 0) -> SwiftToken? {
    position + offset < tokens.count ? tokens[position + offset] : nil
  }

  private func isPunctuation(_ text: String, at offset: Int = 0) -> Bool {
    guard let token = token(offset) else { return false }
    return token.kind == .punctuation && token.text == text
  }

  private var endOffset: Int { tokens.last.map { $0.offset + $0.text.utf8.count } ?? 0 }

  /// Attributes and modifiers, then a type's keyword: the type, or `nil` if what follows is
  /// no type declaration.
  mutating func readType(readingMembers: Bool) throws -> TypeDeclaration? {
    let (attributes, access, _) = try readAttributesAndModifiers()
    guard let keyword = token(), keyword.kind == .identifier, typeKeywords.contains(keyword.text)
    else { return nil }
    position += 1
    return try readTypeRest(
      keyword: keyword, attributes: attributes, access: access, readingMembers: readingMembers)
  }

  /// `@A(…) @B public static`: the attributes, the access level and whether `static` or
  /// `class` (before `func`, `var`, …) was among them.
  private mutating func readAttributesAndModifiers() throws -> (
    attributes: [Attribute], access: String?, isStatic: Bool
  ) {
    var attributes: [Attribute] = []
    var access: String?
    var isStatic = false
    while let current = token() {
      if current.kind == .punctuation, current.text == "@" {
        let start = current.offset
        position += 1
        var name = ""
        while let part = token(), part.kind == .identifier {
          name += part.name
          position += 1
          guard isPunctuation("."), let next = token(1), next.kind == .identifier, !next.spaced
          else { break }
          name += "."
          position += 1
        }
        guard !name.isEmpty else {
          throw DeclarationError(message: "expected an attribute name after '@'", offset: start)
        }
        var arguments: String?
        if isPunctuation("("), let open = token(), !open.spaced {
          guard let close = tokens.closing(position) else {
            throw DeclarationError(message: "unbalanced '(' in @\(name)", offset: open.offset)
          }
          arguments = tokens.text(from: position + 1, to: close)
          position = close + 1
        }
        attributes.append(Attribute(name: name, arguments: arguments, offset: start))
        continue
      }
      guard current.kind == .identifier else { break }
      let word = current.text
      if word == "class", let next = token(1), next.kind == .identifier,
        memberKeywords.contains(next.text)
      {
        isStatic = true
        position += 1
        continue
      }
      guard modifiers.contains(word) else { break }
      position += 1
      // NB: `private(set)`, `nonisolated(unsafe)`: the parenthesized part belongs to it.
      if isPunctuation("("), let close = tokens.closing(position) {
        position = close + 1
        continue
      }
      if accessLevels.contains(word) { access = word }
      if word == "static" { isStatic = true }
    }
    return (attributes, access, isStatic)
  }

  /// After a type's keyword: its name, generic parameters, inheritance and body.
  private mutating func readTypeRest(
    keyword: SwiftToken, attributes: [Attribute], access: String?, readingMembers: Bool
  ) throws -> TypeDeclaration {
    var declaration = TypeDeclaration(
      keyword: keyword.text, name: "", access: access, attributes: attributes,
      offset: keyword.offset)
    // The name: `Feature`, or an extension's `Feature.Action`, `Array<Int>`.
    let nameStart = position
    while let current = token() {
      if current.kind == .identifier, current.text != "where" {
        position += 1
      } else if current.kind == .punctuation, current.text == "." {
        position += 1
      } else if current.kind == .punctuation, current.text == "<",
        keyword.text == "extension", let close = tokens.closing(position)
      {
        position = close + 1
      } else {
        break
      }
    }
    guard position > nameStart else {
      throw DeclarationError(
        message: "expected a name after '\(keyword.text)'",
        offset: token()?.offset ?? endOffset)
    }
    declaration.name = tokens.text(from: nameStart, to: position)
    if isPunctuation("<"), let close = tokens.closing(position) {
      declaration.genericParameters = tokens.text(from: position, to: close + 1)
      position = close + 1
    }
    if isPunctuation(":") {
      position += 1
      var start = position
      while let current = token() {
        let atEnd =
          (current.kind == .punctuation && current.text == "{")
          || (current.kind == .identifier && current.text == "where")
        if atEnd || (current.kind == .punctuation && current.text == ",") {
          if position > start {
            declaration.inherited.append(tokens.text(from: start, to: position))
          }
          if atEnd { break }
          position += 1
          start = position
          continue
        }
        if current.kind == .punctuation, ["(", "[", "<"].contains(current.text),
          let close = tokens.closing(position)
        {
          position = close + 1
        } else {
          position += 1
        }
      }
    }
    while let current = token(), !(current.kind == .punctuation && current.text == "{") {
      position += 1
    }
    guard token() != nil, let close = tokens.closing(position) else {
      throw DeclarationError(
        message: "expected the body of '\(declaration.name)' ('{ … }')",
        offset: token()?.offset ?? endOffset)
    }
    if readingMembers {
      var body = DeclarationReader(tokens: Array(tokens[(position + 1)..<close]))
      declaration.members = try body.readMembers(untilDirective: false).members
    }
    position = close + 1
    return declaration
  }

  /// Members up to the end (or, inside `#if`, up to the `#elseif`, `#else` or `#endif` of its
  /// level, which is left to read).
  private mutating func readMembers(untilDirective: Bool) throws -> (
    members: [Member], stoppedAt: String?
  ) {
    var members: [Member] = []
    while let current = token() {
      if current.kind == .pound {
        switch current.text {
        case "#if":
          members.append(.conditional(try readConditional()))
          continue
        case "#elseif", "#else", "#endif":
          guard untilDirective else {
            throw DeclarationError(
              message: "'\(current.text)' without '#if'", offset: current.offset)
          }
          return (members, current.text)
        default:
          // `#warning("…")`, `#sourceLocation(…)`: passed over.
          position += 1
          if isPunctuation("("), let close = tokens.closing(position) { position = close + 1 }
          continue
        }
      }
      if current.kind == .punctuation, current.text == ";" {
        position += 1
        continue
      }
      let (attributes, access, isStatic) = try readAttributesAndModifiers()
      guard let keyword = token() else { break }
      guard keyword.kind == .identifier else {
        skipMember()
        continue
      }
      if typeKeywords.contains(keyword.text) {
        position += 1
        // NB: A nested `enum Action` is read whole: an enum of features that declares its own
        // `Action` names, by its cases, the actions of its `@ReducerCaseIgnored` cases.
        let readsMembers = keyword.text == "enum" && token()?.name == "Action"
        members.append(
          .type(
            try readTypeRest(
              keyword: keyword, attributes: attributes, access: access,
              readingMembers: readsMembers)))
        continue
      }
      switch keyword.text {
      case "case":
        position += 1
        try readCases(attributes: attributes, into: &members)
      case "typealias":
        position += 1
        if let name = token(), name.kind == .identifier {
          members.append(.typeAlias(name: name.name, offset: keyword.offset))
        }
        skipMember()
      case "var", "let", "func", "init", "deinit", "subscript", "associatedtype", "macro":
        position += 1
        let name =
          keyword.text == "init" || keyword.text == "deinit"
          ? keyword.text
          : token().map(\.name) ?? ""
        members.append(
          .other(keyword: keyword.text, name: name, isStatic: isStatic, offset: keyword.offset))
        skipMember()
      default:
        skipMember()
      }
    }
    if untilDirective {
      throw DeclarationError(message: "'#if' without '#endif'", offset: endOffset)
    }
    return (members, nil)
  }

  /// `#if a … #elseif b … #else … #endif`, from its `#if`.
  private mutating func readConditional() throws -> [ConditionalClause] {
    var clauses: [ConditionalClause] = []
    var directive = "#if"
    let start = token()?.offset ?? endOffset
    while true {
      position += 1
      let conditionStart = position
      if directive != "#else" {
        while let current = token(), !current.startsLine { position += 1 }
      }
      let condition = tokens.text(from: conditionStart, to: position)
      let (members, stoppedAt): ([Member], String?)
      do {
        (members, stoppedAt) = try readMembers(untilDirective: true)
      } catch let error as DeclarationError where error.offset == endOffset {
        // NB: Said at the `#if` left open, not at the end of the body.
        throw DeclarationError(message: error.message, offset: start)
      }
      clauses.append(
        ConditionalClause(directive: directive, condition: condition, members: members))
      guard let stoppedAt, stoppedAt != "#endif" else {
        position += 1
        return clauses
      }
      directive = stoppedAt
    }
  }

  /// The elements of a `case` declaration, after `case`: `a, b(Int), c(label: String) = …`.
  private mutating func readCases(attributes: [Attribute], into members: inout [Member]) throws {
    while let name = token() {
      guard name.kind == .identifier else {
        throw DeclarationError(message: "expected a case name", offset: name.offset)
      }
      position += 1
      var payload: [EnumCase.Element] = []
      if isPunctuation("(") {
        guard let close = tokens.closing(position) else {
          throw DeclarationError(
            message: "unbalanced '(' in case '\(name.name)'", offset: name.offset)
        }
        payload = try readPayload(from: position + 1, to: close)
        position = close + 1
      }
      if isPunctuation("=") {
        position += 1
        while let current = token(), !current.startsLine, !isPunctuation(",") { position += 1 }
      }
      members.append(
        .enumCase(
          EnumCase(name: name.name, payload: payload, attributes: attributes, offset: name.offset)
        ))
      guard isPunctuation(",") else { return }
      position += 1
    }
  }

  /// A payload's elements, between its parentheses.
  private func readPayload(from start: Int, to end: Int) throws -> [EnumCase.Element] {
    var elements: [EnumCase.Element] = []
    var elementStart = start
    var index = start
    func finish(_ elementEnd: Int) throws {
      guard elementEnd > elementStart else {
        throw DeclarationError(
          message: "expected a type in a case's payload",
          offset: tokens[min(elementStart, end)].offset)
      }
      var typeStart = elementStart
      var label: String?
      let first = tokens[elementStart]
      func isColon(_ index: Int) -> Bool {
        index < elementEnd && tokens[index].kind == .punctuation && tokens[index].text == ":"
      }
      if first.kind == .identifier, isColon(elementStart + 1) {
        label = first.name == "_" ? nil : first.name
        typeStart = elementStart + 2
      } else if first.kind == .identifier, elementStart + 1 < elementEnd,
        tokens[elementStart + 1].kind == .identifier, isColon(elementStart + 2)
      {
        label = first.name == "_" ? nil : first.name
        typeStart = elementStart + 3
      }
      // A default value (`= 0`) is not part of the type.
      var typeEnd = typeStart
      while typeEnd < elementEnd,
        !(tokens[typeEnd].kind == .punctuation && tokens[typeEnd].text == "=")
      {
        if tokens[typeEnd].kind == .punctuation, ["(", "[", "<"].contains(tokens[typeEnd].text),
          let close = tokens.closing(typeEnd), close < elementEnd
        {
          typeEnd = close + 1
        } else {
          typeEnd += 1
        }
      }
      guard typeEnd > typeStart else {
        throw DeclarationError(
          message: "expected a type in a case's payload", offset: tokens[elementStart].offset)
      }
      elements.append(
        EnumCase.Element(label: label, type: tokens.text(from: typeStart, to: typeEnd)))
    }
    while index < end {
      let current = tokens[index]
      if current.kind == .punctuation, ["(", "[", "<", "{"].contains(current.text),
        let close = tokens.closing(index), close < end
      {
        index = close + 1
        continue
      }
      if current.kind == .punctuation, current.text == "," {
        try finish(index)
        elementStart = index + 1
      }
      index += 1
    }
    if end > start { try finish(end) }
    return elements
  }

  /// Skips the rest of a member: to the next token, outside brackets, that starts a line and
  /// starts a member (an attribute, a modifier, a declaration's keyword, a directive).
  private mutating func skipMember() {
    position += 1
    while let current = token() {
      if current.startsLine, startsMember(current) { return }
      if current.kind == .punctuation, current.text == ";" { return }
      if current.kind == .punctuation, ["(", "[", "{"].contains(current.text),
        let close = tokens.closing(position)
      {
        position = close + 1
      } else {
        position += 1
      }
    }
  }

  private func startsMember(_ token: SwiftToken) -> Bool {
    switch token.kind {
    case .pound: return true
    case .punctuation: return token.text == "@"
    case .identifier:
      return typeKeywords.contains(token.text) || memberKeywords.contains(token.text)
        || modifiers.contains(token.text)
    default: return false
    }
  }
}
