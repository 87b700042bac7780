import ComposableSyntax

/// A stored property read from source text: `var fetch: @Sendable (_ id: Int) async throws
/// -> String = { … }`.
struct StoredProperty {
  var name: String
  /// The type as written (`@Sendable (_ id: Int) async throws -> String`).
  var type: String
  /// The initial value as written, if any.
  var initializer: String?
  var isStatic: Bool
  var isLet: Bool
  var hasAccessors: Bool
  var attributes: [String]
  /// `public`, `private`, … as written.
  var access: String?
  /// The UTF-8 offset of `var` or `let`.
  var offset: Int

  /// The closure type's parts, when the type is a function type.
  var endpoint: EndpointType? { EndpointType(type) }
}

/// A function type: its parameters' names (`id` in `_ id: Int`), whether it is `async`,
/// `throws`, and what it returns.
struct EndpointType {
  var parameters: [(name: String?, type: String)]
  var isAsync: Bool
  var isThrowing: Bool
  var result: String

  init?(_ type: String) {
    guard let tokens = try? swiftTokens(type) else { return nil }
    var index = 0
    // Attributes: `@Sendable`, `@MainActor`, `@escaping`.
    while index + 1 < tokens.count, tokens[index].text == "@" {
      index += 2
      if index < tokens.count, tokens[index].text == "(", !tokens[index].spaced,
        let close = tokens.closing(index)
      {
        index = close + 1
      }
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
    while index < tokens.count, tokens[index].text != "->" {
      switch tokens[index].text {
      case "async": isAsync = true
      case "throws", "rethrows": isThrowing = true
      default: break
      }
      index += 1
    }
    guard index < tokens.count else { return nil }
    self.parameters = parameters
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.result = tokens.text(from: index + 1, to: tokens.count)
  }

  var returnsVoid: Bool { ["Void", "()", "Swift.Void"].contains(result) }
}

/// The stored properties declared directly in a type's body (`source` is the declaration),
/// in order.
func storedProperties(in source: String) throws -> [StoredProperty] {
  let tokens = try swiftTokens(source)
  guard let open = tokens.firstIndex(where: { $0.text == "{" }), let close = tokens.closing(open)
  else { return [] }
  var properties: [StoredProperty] = []
  var index = open + 1
  var attributes: [String] = []
  var isStatic = false
  var access: String?
  while index < close {
    let token = tokens[index]
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
      offset: token.offset)
    attributes = []
    isStatic = false
    access = nil
    index += 2
    guard index < close, tokens[index].text == ":" else {
      properties.append(property)
      continue
    }
    index += 1
    let typeStart = index
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
    if index < close, tokens[index].text == "=" {
      index += 1
      let valueStart = index
      while index < close {
        let text = tokens[index].text
        if text == ";" || (index > valueStart && tokens[index].startsLine) { break }
        if text == "{" || text == "(" || text == "[" {
          index = (tokens.closing(index) ?? close) + 1
          continue
        }
        index += 1
      }
      property.initializer = tokens.text(from: valueStart, to: index)
    } else if index < close, tokens[index].text == "{" {
      property.hasAccessors = true
      index = (tokens.closing(index) ?? close) + 1
    }
    properties.append(property)
  }
  return properties
}

/// `@DependencyClient`: on a struct of closure endpoints, `@DependencyEndpoint` on each
/// endpoint, an initializer taking every stored property, and `init()` with every endpoint
/// unimplemented (as swift-dependencies' macro).
enum DependencyClientMacro: AttachedMacro {
  static func expansion(of request: MacroRequest) throws -> MacroExpansion {
    switch request.role {
    case "memberAttribute":
      guard
        let property = try storedProperties(in: "struct S {\n\(request.declaration.source)\n}")
          .first,
        !property.isStatic, !property.isLet, !property.hasAccessors, property.endpoint != nil,
        !property.attributes.contains("DependencyEndpoint")
      else { return MacroExpansion(source: "") }
      return MacroExpansion(source: "@DependencyEndpoint")
    case "member":
      let declaration = try readTypeDeclaration(request.declaration.source, readingMembers: false)
      guard declaration.keyword == "struct" else {
        throw MacroDiagnostic(
          message: "'@\(request.macroName)' applies to a struct of endpoints; "
            + "'\(declaration.name)' is a \(declaration.keyword)",
          offset: request.attributeOffset)
      }
      let access = CasePathsSource.accessPrefix(declaration.access)
      // NB: A property with no written type (`var name = "api"`) keeps its value: the
      // initializer cannot name its type.
      let properties = try storedProperties(in: request.declaration.source).filter {
        !$0.isStatic && !$0.hasAccessors && !($0.isLet && $0.initializer != nil)
          && !$0.type.isEmpty
      }
      let parameters = properties.map { property in
        let escaping = property.endpoint != nil ? "@escaping " : ""
        let type = property.type.hasPrefix("@escaping") ? property.type : escaping + property.type
        let value = property.endpoint == nil ? property.initializer.map { " = \($0)" } ?? "" : ""
        return "\(property.name): \(type)\(value)"
      }
      // NB: An endpoint's storage, not the endpoint: its initializer would wrap the value.
      let assignments = properties.map {
        "self.\($0.endpoint == nil ? "" : "_")\($0.name) = \($0.name)"
      }
      var source = """
        \(access)init(
          \(parameters.joined(separator: ",\n  "))
        ) {
          \(assignments.joined(separator: "\n  "))
        }
        """
      // NB: `init()` only when every stored property has a value without it.
      if properties.allSatisfy({ $0.endpoint != nil || $0.initializer != nil }),
        !properties.isEmpty
      {
        source += "\n\(access)init() {}"
      }
      return MacroExpansion(source: source)
    default:
      return MacroExpansion(source: "")
    }
  }
}

/// `@DependencyEndpoint`: an endpoint that, until overridden, reports a failure naming it
/// when called and throws ``Unimplemented`` (or returns its default, for one that does not
/// throw); and a method with the parameters' names as labels
/// (`fetch(id:)` for `_ id: Int`).
enum DependencyEndpointMacro: AttachedMacro {
  static func expansion(of request: MacroRequest) throws -> MacroExpansion {
    guard
      let property = try storedProperties(in: "struct S {\n\(request.declaration.source)\n}")
        .first
    else { return MacroExpansion(source: "") }
    guard let endpoint = property.endpoint, !property.isLet, !property.isStatic else {
      throw MacroDiagnostic(
        message: "'@\(request.macroName)' applies to a 'var' of a closure type",
        offset: request.attributeOffset)
    }
    let storage = "_\(property.name)"
    switch request.role {
    case "accessor":
      // NB: The value written after `=` reaches the storage through `init`: wrapped, so that
      // calling it reports too.
      let initial =
        property.initializer == nil
        ? "initialValue" : try unimplementedBody(property, endpoint, calling: "initialValue")
      return MacroExpansion(
        source: """
          @storageRestrictions(initializes: \(storage))
          init(initialValue) {
            \(storage) = \(initial)
          }
          get { \(storage) }
          set { \(storage) = newValue }
          """)
    case "peer":
      let names = endpoint.parameters.indices.map { "p\($0)" }
      let body = try unimplementedBody(
        property, endpoint, calling: property.initializer.map { "(\($0))" })
      var source = "private var \(storage): \(property.type) = \(body)"
      if endpoint.parameters.contains(where: { $0.name != nil }) {
        let parameters = endpoint.parameters.enumerated().map { position, parameter in
          "\(parameter.name ?? "_") p\(position): \(parameter.type)"
        }
        let call =
          (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : "")
          + "self.\(property.name)(\(names.joined(separator: ", ")))"
        let effects =
          (endpoint.isAsync ? " async" : "") + (endpoint.isThrowing ? " throws" : "")
        let access = property.access.map { "\($0) " } ?? ""
        source += """

          \(access)func \(property.name)(\(parameters.joined(separator: ", ")))\(effects) -> \(endpoint.result) {
            \(call)
          }
          """
      }
      return MacroExpansion(source: source)
    default:
      return MacroExpansion(source: "")
    }
  }

  /// A closure of the endpoint's type that reports it unimplemented, then calls `value` (the
  /// default written), throws ``Unimplemented`` or returns nothing.
  static func unimplementedBody(
    _ property: StoredProperty, _ endpoint: EndpointType, calling value: String?
  ) throws -> String {
    let names = endpoint.parameters.indices.map { "p\($0)" }
    let arguments = names.isEmpty ? "" : names.joined(separator: ", ") + " in "
    let report = "reportIssue(\"Unimplemented: '\(property.name)'\")"
    if let value {
      let call =
        (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : "")
        + "\(value)(\(names.joined(separator: ", ")))"
      return "{ \(arguments)\(report); return \(call) }"
    }
    if endpoint.isThrowing {
      return "{ \(arguments)\(report); throw Unimplemented(\"\(property.name)\") }"
    }
    if endpoint.returnsVoid { return "{ \(arguments)\(report) }" }
    let placeholders = names.isEmpty ? "" : names.map { _ in "_" }.joined(separator: ", ") + " in "
    throw MacroDiagnostic(
      message: "'\(property.name)' returns '\(endpoint.result)' and does not throw: give it a "
        + "default ('= { \(placeholders)<value> }'), returned after a test that calls it "
        + "unoverridden fails",
      // NB: Less the `struct S {` line the property was read in.
      offset: max(property.offset - 11, 0))
  }
}
