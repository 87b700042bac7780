import ComposableSyntax

/// `@Reducer`: on a struct, its `Reducer` conformance, `@CasePathable` on its `Action` and
/// `@ObservableState` on its `State`; on an enum of features, its `State`, `Action` and `body`
/// (as `generate-case-paths` writes them for a `CaseReducer`) and its `CaseReducer`
/// conformance.
enum ReducerMacro: AttachedMacro {
  static func expansion(of request: MacroRequest) throws -> MacroExpansion {
    if request.role == "memberAttribute" {
      return MacroExpansion(source: memberAttributes(request))
    }
    let declaration = try readTypeDeclaration(
      request.declaration.source, readingMembers: request.role == "member")
    switch declaration.keyword {
    case "struct", "class":
      guard request.role == "extension" else { return MacroExpansion(source: "") }
      return MacroExpansion(
        source: request.conformanceExtension(["Reducer"], declaration: declaration))
    case "enum":
      if request.role == "extension" {
        // NB: `Reducer` too, though `CaseReducer` refines it: the compiler checks the
        // conformances a macro declares it adds against those it wrote. `CaseReducer` first:
        // listed after `Reducer`, the compiler infers `Body` for `Reducer` alone, where
        // `Body == Never` wins over an enum's own `static var body` (seen, Swift 6.3).
        return MacroExpansion(
          source: request.conformanceExtension(
            ["CaseReducer", "Reducer"], declaration: declaration))
      }
      guard request.role == "member" else { return MacroExpansion(source: "") }
      return MacroExpansion(source: try enumMembers(declaration, request: request))
    default:
      guard request.role == "extension" else { return MacroExpansion(source: "") }
      throw MacroDiagnostic(
        message: "'@\(request.macroName)' applies to a struct (a feature) or an enum (of "
          + "features); '\(declaration.name)' is a \(declaration.keyword)",
        offset: request.attributeOffset)
    }
  }

  /// On a struct's members: `@CasePathable` for `enum Action`; `@ObservableState` for
  /// `State` (and `@CasePathable @dynamicMemberLookup` for an enum `State`), each unless
  /// written.
  private static func memberAttributes(_ request: MacroRequest) -> String {
    guard let parent = request.parent,
      let reducer = try? readTypeDeclaration(parent.source, readingMembers: false),
      reducer.keyword == "struct" || reducer.keyword == "class"
    else { return "" }
    if let builder = bodyBuilderAttribute(request.declaration.source) { return builder }
    guard let member = try? readTypeDeclaration(request.declaration.source, readingMembers: false)
    else { return "" }
    func missing(_ attributes: [String]) -> String {
      attributes.filter { attribute in
        !member.hasAttribute(attribute)
          && !member.inherited.contains { $0 == attribute || $0.hasSuffix(".\(attribute)") }
      }.map { "@\($0)" }.joined(separator: " ")
    }
    switch (member.name, member.keyword) {
    case ("Action", "enum"): return missing(["CasePathable"])
    case ("State", "struct"): return missing(["ObservableState"])
    case ("State", "enum"):
      return missing(["CasePathable", "dynamicMemberLookup", "ObservableState"])
    default: return ""
    }
  }

  /// `@ReducerBuilder<State, Action>` for `var body: some Reducer<State, Action> { … }` (or
  /// `some ReducerOf<Self>`: `Self.State, Self.Action`), a getter with no `@ReducerBuilder`
  /// written, as TCA's macro adds it: a body of several reducers is built, not returned.
  /// `nil` for any other member.
  static func bodyBuilderAttribute(_ source: String) -> String? {
    guard let tokens = try? swiftTokens(source) else { return nil }
    var index = 0
    func at(_ text: String) -> Bool { index < tokens.count && tokens[index].text == text }
    // Attributes and modifiers before `var`.
    while index < tokens.count, !at("var") {
      if at("@") {
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        var name = tokens[index].text
        index += 1
        while at("."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
          name += "." + tokens[index + 1].text
          index += 2
        }
        if name == "ReducerBuilder" || name.hasSuffix(".ReducerBuilder") { return nil }
        for bracket in ["<", "("] where at(bracket) && !tokens[index].spaced {
          guard let close = tokens.closing(index) else { return nil }
          index = close + 1
        }
      } else if tokens[index].kind == .identifier {
        index += 1
      } else {
        return nil
      }
    }
    guard at("var") else { return nil }
    index += 1
    guard at("body") else { return nil }
    index += 1
    guard at(":") else { return nil }
    index += 1
    guard at("some") else { return nil }
    index += 1
    while index + 1 < tokens.count, tokens[index].kind == .identifier,
      tokens[index + 1].text == "."
    {
      index += 2
    }
    guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
    index += 1
    guard at("<"), let close = tokens.closing(index) else { return nil }
    var arguments: [String] = []
    var start = index + 1
    var depth = 0
    for position in (index + 1)..<close {
      switch tokens[position].text {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0:
        arguments.append(tokens.text(from: start, to: position))
        start = position + 1
      default: break
      }
    }
    arguments.append(tokens.text(from: start, to: close))
    index = close + 1
    // A getter: `{ statements }`, not `{ get … }` nor a stored property.
    guard at("{"), index + 1 < tokens.count,
      !["get", "set", "_read", "_modify", "willSet", "didSet"].contains(tokens[index + 1].text)
    else { return nil }
    let generics =
      arguments.count == 1
      ? "\(arguments[0]).State, \(arguments[0]).Action" : arguments.joined(separator: ", ")
    return "@ReducerBuilder<\(generics)>"
  }

  /// An enum of features' `State`, `Action`, `Body` and `body`.
  private static func enumMembers(_ declaration: TypeDeclaration, request: MacroRequest) throws
    -> String
  {
    let members = declaration.members ?? []
    let (state, action) = try conformances(request)
    try CasePathableMacro.checkCaseNames(in: members)
    return CaseReducerSource.members(
      name: declaration.name, members: members,
      access: CasePathsSource.accessPrefix(declaration.access),
      stateConformances: state, actionConformances: action,
      writesAction: !Member.declaresType("Action", in: members),
      writesBody: !Member.declaresMember("body", isStatic: true, in: members),
      explicitActions: Member.singlePayloadCases(ofType: "Action", in: members))
  }

  /// `@Reducer(state: .equatable, .sendable, action: .equatable)`: what `State` and `Action`
  /// conform to besides.
  private static func conformances(_ request: MacroRequest) throws -> (
    state: [String], action: [String]
  ) {
    let attribute = try swiftTokens(request.attribute.source)
    guard let open = attribute.firstIndex(where: { $0.text == "(" }),
      let close = attribute.closing(open)
    else { return ([], []) }
    let names = [
      "equatable": "Equatable", "hashable": "Hashable", "sendable": "Sendable",
      "codable": "Codable", "decodable": "Decodable", "encodable": "Encodable",
    ]
    var state: [String] = []
    var action: [String] = []
    var label = ""
    var index = open + 1
    while index < close {
      let token = attribute[index]
      if token.kind == .identifier, index + 1 < close, attribute[index + 1].text == ":" {
        label = token.text
        index += 2
        continue
      }
      if token.text == ".", index + 1 < close, attribute[index + 1].kind == .identifier {
        let option = attribute[index + 1].text
        guard let conformance = names[option], label == "state" || label == "action" else {
          throw MacroDiagnostic(
            message: "'@\(request.macroName)' takes 'state:' and 'action:' with .equatable, "
              + ".hashable, .sendable, .codable, .decodable or .encodable; not '.\(option)'",
            offset: request.attributeOffset)
        }
        if label == "state" { state.append(conformance) } else { action.append(conformance) }
        index += 2
        continue
      }
      index += 1
    }
    return (state, action)
  }
}
