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
