import ComposableSyntax

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
      // NB: As swift-dependencies: a property with no written type (`var name = "api"`) keeps
      // its value (the initializer cannot name its type), and so do a constant with a value
      // and a private property with one; a property inside `#if` is left out (it may not
      // exist).
      let properties = try storedProperties(in: request.declaration.source).filter {
        !$0.isStatic && !$0.hasAccessors && !($0.isLet && $0.initializer != nil)
          && !$0.type.isEmpty && !$0.isConditional
          && !($0.access == "private" && $0.initializer != nil)
      }
      guard properties.contains(where: isEndpoint) else { return MacroExpansion(source: "") }
      // Two initializers, as swift-dependencies': one of every property (endpoints without
      // a default), and one of the properties that are not endpoints (`init()` when there
      // are none), whose endpoints stay unimplemented.
      let full = initializer(properties, access: access)
      let values = initializer(properties.filter { !isEndpoint($0) }, access: access)
      return MacroExpansion(source: full + "\n" + values)
    default:
      return MacroExpansion(source: "")
    }
  }

  /// Whether `property` is an endpoint: a `var` of a function type (a constant is a value).
  static func isEndpoint(_ property: StoredProperty) -> Bool {
    property.endpoint != nil && !property.isLet
  }

  /// An initializer taking `properties`: endpoints `@escaping`; other properties with their
  /// written value as default, or `nil` for an optional.
  static func initializer(_ properties: [StoredProperty], access: String) -> String {
    let parameters = properties.map { property in
      let escaping = property.endpoint != nil ? "@escaping " : ""
      let type = property.type.hasPrefix("@escaping") ? property.type : escaping + property.type
      var value = ""
      if !isEndpoint(property) {
        if let initializer = property.initializer {
          value = " = \(initializer)"
        } else if property.type.hasSuffix("?") || property.type.hasPrefix("Optional<") {
          value = " = nil"
        }
      }
      return "\(property.name): \(type)\(value)"
    }
    // NB: An endpoint's storage, not the endpoint: its initializer would wrap the value.
    let assignments = properties.map {
      isEndpoint($0)
        ? "self._\($0.name.filter { $0 != "`" }) = \($0.name)"
        : "self.\($0.name) = \($0.name)"
    }
    return """
      \(access)init(
        \(parameters.joined(separator: ",\n  "))
      ) {
        \(assignments.joined(separator: "\n  "))
      }
      """
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
    // NB: `_default` for `` `default` ``: the backticks go (`_` makes it no keyword).
    let storage = "_" + property.name.filter { $0 != "`" }
    switch request.role {
    case "accessor":
      // NB: The value written after `=` reaches the storage through `init`: wrapped, so that
      // calling it reports too.
      let initial =
        property.initializer == nil
        ? "initialValue"
        : try unimplementedBody(
          property, endpoint, calling: "initialValue",
          enclosingTypeName: request.enclosingTypeName)
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
      // NB: The default as the endpoint's type: a closure literal alone would be inferred
      // synchronous, and `await` on it warns.
      let body = try unimplementedBody(
        property, endpoint, calling: property.initializer.map { "(\($0) as \(property.type))" },
        enclosingTypeName: request.enclosingTypeName)
      var source = "private var \(storage): \(property.type) = \(body)"
      if endpoint.parameters.contains(where: { $0.name != nil }) {
        let parameters = endpoint.parameters.enumerated().map { position, parameter in
          "\(parameter.name ?? "_") p\(position): \(parameter.type)"
        }
        let call =
          (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : "")
          + "self.\(property.name)(\(callArguments(endpoint)))"
        let effects =
          (endpoint.isAsync ? " async" : "")
          + (endpoint.isThrowing ? " throws" : "") + (endpoint.thrownType.map { "(\($0))" } ?? "")
        let access = property.access.map { "\($0) " } ?? ""
        // NB: The closure's global actor (`@MainActor`) is the method's too: it calls it.
        var isolation = endpoint.attributes.filter {
          !["@Sendable", "@escaping"].contains($0) && !$0.hasPrefix("@isolated")
            && !$0.hasPrefix("@convention")
        }.map { $0 + " " }.joined()
        // NB: So is the property's (`@MainActor var`): the method reads it (found by review).
        if property.attributes.contains("MainActor"), !endpoint.attributes.contains("@MainActor") {
          isolation += "@MainActor "
        }
        source += """

          \(isolation)\(access)func \(property.name)(\(parameters.joined(separator: ", ")))\(effects) -> \(endpoint.result) {
            \(call)
          }
          """
      }
      return MacroExpansion(source: source)
    default:
      return MacroExpansion(source: "")
    }
  }

  /// The arguments `p0, p1, …` passed on: an `inout` one with `&`, an autoclosure's evaluated.
  static func callArguments(_ endpoint: EndpointType) -> String {
    endpoint.parameters.enumerated().map { position, parameter in
      parameter.type.hasPrefix("inout ")
        ? "&p\(position)"
        : parameter.type.hasPrefix("@autoclosure") ? "p\(position)()" : "p\(position)"
    }.joined(separator: ", ")
  }

  /// A closure of the endpoint's type that reports it unimplemented, then calls `value` (the
  /// default written), throws ``Unimplemented`` or returns nothing.
  static func unimplementedBody(
    _ property: StoredProperty, _ endpoint: EndpointType, calling value: String?,
    enclosingTypeName: String? = nil
  ) throws -> String {
    let names = endpoint.parameters.indices.map { "p\($0)" }
    var arguments = names.isEmpty ? "" : names.joined(separator: ", ") + " in "
    // NB: A closure throws `any Error` unless its signature says otherwise.
    if let thrownType = endpoint.thrownType {
      arguments =
        "(\(names.joined(separator: ", ")))\(endpoint.isAsync ? " async" : "") "
        + "throws(\(thrownType)) in "
    }
    // NB: Named with its client, as swift-dependencies names it (`APIClient.fetch`), when the
    // host says what the endpoint is a member of.
    let name = [enclosingTypeName, property.name.filter { $0 != "`" }]
      .compactMap { $0 }.joined(separator: ".")
    let report = "reportIssue(\"Unimplemented: '\(name)'\")"
    if let value {
      let call =
        (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : "")
        + "\(value)(\(callArguments(endpoint)))"
      return "{ \(arguments)\(report); return \(call) }"
    }
    if endpoint.isThrowing, endpoint.thrownType == nil {
      return "{ \(arguments)\(report); throw Unimplemented(\"\(name)\") }"
    }
    if endpoint.returnsVoid { return "{ \(arguments)\(report) }" }
    if endpoint.returnsOptional { return "{ \(arguments)\(report); return nil }" }
    let placeholders = names.isEmpty ? "" : names.map { _ in "_" }.joined(separator: ", ") + " in "
    // NB: `Unimplemented` is not the typed error: such an endpoint needs a default too.
    let what =
      endpoint.thrownType.map { "throws only '\($0)'" } ?? "does not throw"
    throw MacroDiagnostic(
      message: "'\(property.name)' returns '\(endpoint.result)' and \(what): give it a "
        + "default ('= { \(placeholders)<value> }'), returned after a test that calls it "
        + "unoverridden fails",
      // NB: Less the `struct S {` line the property was read in.
      offset: max(property.offset - 11, 0))
  }
}
