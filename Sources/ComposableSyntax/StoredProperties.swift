// The stored properties of a type, read from source text (`@DependencyClient` reads its
// endpoints with it).

/// A stored property read from source text: `var fetch: @Sendable (_ id: Int) async throws
/// -> String = { … }`.
package struct StoredProperty: Equatable {
  package var name: String
  /// The type as written (`@Sendable (_ id: Int) async throws -> String`).
  package var type: String
  /// The initial value as written, if any.
  package var initializer: String?
  package var isStatic: Bool
  package var isLet: Bool
  package var hasAccessors: Bool
  package var attributes: [String]
  /// `public`, `private`, … as written.
  package var access: String?
  /// The UTF-8 offset of `var` or `let`.
  package var offset: Int
  /// Whether it is declared inside `#if`.
  package var isConditional = false

  /// The closure type's parts, when the type is a function type.
  package var endpoint: EndpointType? { EndpointType(type) }
}

/// A function type: its parameters' names (`id` in `_ id: Int`), whether it is `async`,
/// `throws`, and what it returns.
package struct EndpointType {
  /// The function type's attributes as written (`@MainActor`, `@Sendable`).
  package var attributes: [String] = []
  package var parameters: [(name: String?, type: String)]
  package var isAsync: Bool
  package var isThrowing: Bool
  /// The error type of typed throws (`throws(MyError)`); `nil` for `throws`, `throws(any
  /// Error)` and none. `throws(Never)` is no throwing at all.
  package var thrownType: String?
  package var result: String

  package init?(_ type: String) {
    guard let tokens = try? swiftTokens(type) else { return nil }
    var index = 0
    // Attributes: `@Sendable`, `@MainActor`, `@escaping`.
    var attributes: [String] = []
    while index + 1 < tokens.count, tokens[index].text == "@" {
      let start = index
      index += 2
      if index < tokens.count, tokens[index].text == "(", !tokens[index].spaced,
        let close = tokens.closing(index)
      {
        index = close + 1
      }
      attributes.append(tokens.text(from: start, to: index))
    }
    guard index < tokens.count, tokens[index].text == "(", let close = tokens.closing(index)
    else { return nil }
    var parameters: [(String?, String)] = []
    var start = index + 1
    var depth = 0
    for position in (index + 1)...close {
      let text = tokens[position].text
      if position == close || (text == "," && depth == 0) {
        if start < position {
          var name: String?
          var typeStart = start
          if position - start >= 3, tokens[start].text == "_",
            tokens[start + 1].kind == .identifier, tokens[start + 2].text == ":"
          {
            name = tokens[start + 1].text
            typeStart = start + 3
          } else if position - start >= 2, tokens[start].text == "_",
            tokens[start + 1].text == ":"
          {
            // `_: Int`: a parameter with neither label nor name.
            typeStart = start + 2
          }
          parameters.append((name, tokens.text(from: typeStart, to: position)))
        }
        start = position + 1
        continue
      }
      switch text {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      default: break
      }
    }
    index = close + 1
    var isAsync = false
    var isThrowing = false
    var thrownType: String?
    while index < tokens.count, tokens[index].text != "->" {
      switch tokens[index].text {
      case "async": isAsync = true
      case "throws", "rethrows":
        isThrowing = true
        if index + 1 < tokens.count, tokens[index + 1].text == "(",
          let close = tokens.closing(index + 1)
        {
          let type = tokens.text(from: index + 2, to: close)
          switch type {
          case "any Error", "Error", "Swift.Error", "any Swift.Error": break
          case "Never", "Swift.Never": isThrowing = false
          default: thrownType = type
          }
          index = close
        }
      default: break
      }
      index += 1
    }
    guard index < tokens.count else { return nil }
    self.attributes = attributes
    self.parameters = parameters
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.thrownType = thrownType
    self.result = tokens.text(from: index + 1, to: tokens.count)
  }

  package var returnsVoid: Bool { ["Void", "()", "Swift.Void"].contains(result) }

  /// Whether it returns an optional (`String?`, `Optional<String>`).
  package var returnsOptional: Bool {
    result.hasSuffix("?") || result.hasPrefix("Optional<") || result.hasPrefix("Swift.Optional<")
  }
}

/// The stored properties declared directly in a type's body (`source` is the declaration),
/// in order.
package func storedProperties(in source: String) throws -> [StoredProperty] {
  let tokens = try swiftTokens(source)
  guard let open = tokens.firstIndex(where: { $0.text == "{" }), let close = tokens.closing(open)
  else { return [] }
  var properties: [StoredProperty] = []
  var index = open + 1
  var attributes: [String] = []
  var isStatic = false
  var access: String?
  var conditionalDepth = 0
  while index < close {
    let token = tokens[index]
    if token.kind == .pound {
      if token.text == "#if" { conditionalDepth += 1 }
      if token.text == "#endif" { conditionalDepth = max(conditionalDepth - 1, 0) }
    }
    if token.text == "{" || token.text == "(" || token.text == "[" {
      index = (tokens.closing(index) ?? close) + 1
      attributes = []
      isStatic = false
      continue
    }
    if token.text == "@", index + 1 < close {
      attributes.append(tokens[index + 1].text)
      index += 2
      if index < close, tokens[index].text == "(", !tokens[index].spaced {
        index = (tokens.closing(index) ?? close) + 1
      }
      continue
    }
    guard token.text == "var" || token.text == "let", index + 1 < close,
      tokens[index + 1].kind == .identifier
    else {
      if token.text == "static" || token.text == "class" {
        isStatic = true
      } else if ["public", "package", "internal", "fileprivate", "private"].contains(token.text) {
        access = token.text
      } else if !["nonisolated", "final", "lazy", "weak", "unowned", "(", ")", "set"].contains(
        token.text)
      {
        // Anything else ends the declaration the attributes and modifiers were for.
        attributes = []
        isStatic = false
        access = nil
      }
      index += 1
      continue
    }
    var property = StoredProperty(
      name: tokens[index + 1].text, type: "", initializer: nil, isStatic: isStatic,
      isLet: token.text == "let", hasAccessors: false, attributes: attributes, access: access,
      offset: token.offset, isConditional: conditionalDepth > 0)
    attributes = []
    isStatic = false
    access = nil
    index += 2
    let typeStart = index + 1
    if index < close, tokens[index].text == ":" {
      index += 1
      var depth = 0
      while index < close {
        let text = tokens[index].text
        if depth == 0, text == "=" || text == "{" || text == ";" { break }
        if depth == 0, index > typeStart, tokens[index].startsLine,
          !["->", "async", "throws", "&", "."].contains(text), tokens[index - 1].text != "->"
        {
          break
        }
        switch text {
        case "(", "[", "<": depth += 1
        case ")", "]", ">": depth -= 1
        default: break
        }
        index += 1
      }
      property.type = tokens.text(from: typeStart, to: index)
    }
    if index < close, tokens[index].text == "=" {
      index += 1
      let valueStart = index
      while index < close {
        let text = tokens[index].text
        // NB: A line that starts with an operator or `.` (`+ "world"`, `?? 0`, `.seconds(3)`),
        // or follows one, goes on with the value.
        if text == ";"
          || (index > valueStart && tokens[index].startsLine
            && !continuesExpression(tokens[index]) && !continuesExpression(tokens[index - 1]))
        {
          break
        }
        if text == "{" || text == "(" || text == "[" {
          index = (tokens.closing(index) ?? close) + 1
          continue
        }
        index += 1
      }
      // As written, line breaks and comments included (joined on one line, a closure of two
      // statements would not compile); up to the end of its last token.
      if valueStart < index {
        let end = tokens[index - 1].offset + tokens[index - 1].text.utf8.count
        property.initializer = String(
          decoding: source.utf8.dropFirst(tokens[valueStart].offset).prefix(
            end - tokens[valueStart].offset), as: UTF8.self)
      }
    } else if index < close, tokens[index].text == "{" {
      property.hasAccessors = true
      index = (tokens.closing(index) ?? close) + 1
    }
    properties.append(property)
  }
  return properties
}

/// Whether `token` joins the line it starts, or ends, to the next: an operator (`+`, `??`,
/// `->`), `.` or `=`, not a bracket, `@` or `,`.
private func continuesExpression(_ token: SwiftToken) -> Bool {
  guard token.kind == .punctuation else { return false }
  return !["{", "}", "(", ")", "[", "]", ",", ":", ";", "@"].contains(token.text)
}
