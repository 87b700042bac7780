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
        // conformances a macro declares it adds against those it wrote.
        return MacroExpansion(
          source: request.conformanceExtension(
            ["Reducer", "CaseReducer"], declaration: declaration))
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
      reducer.keyword == "struct" || reducer.keyword == "class",
      let member = try? readTypeDeclaration(request.declaration.source, readingMembers: false)
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
      writesAction: !Member.declaresType("Action", in: members))
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
