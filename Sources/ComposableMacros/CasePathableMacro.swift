import ComposableSyntax

/// `@CasePathable`: an enum's `CasePathable` conformance, with one case path per case, as
/// `generate-case-paths` writes it.
enum CasePathableMacro: AttachedMacro {
  static func expansion(of request: MacroRequest) throws -> MacroExpansion {
    let declaration = try readTypeDeclaration(request.declaration.source)
    guard declaration.keyword == "enum" else {
      // NB: Said once, by the member role; the extension role adds nothing.
      guard request.role == "member" else { return MacroExpansion(source: "") }
      throw MacroDiagnostic(
        message: "'@\(request.macroName)' applies to an enum; '\(declaration.name)' is a "
          + "\(declaration.keyword)",
        offset: request.attributeOffset)
    }
    switch request.role {
    case "member":
      return MacroExpansion(source: try members(of: declaration))
    case "extension":
      // NB: `_extract` here, not among the members: its patterns (`case .child = embed(v)`)
      // look the enum's cases up, which inside the enum's own member expansion the compiler's
      // JSON AST dump (Scripts/check-availability.py) takes for a circular reference.
      let extended = request.extendedType ?? declaration.name
      let conformance =
        request.asksConformance(to: "CasePathable", declaration: declaration)
        ? ": CasePathable" : ""
      let members = declaration.members ?? []
      guard !Member.declaresType("AllCasePaths", in: members) else {
        return MacroExpansion(
          source: conformance.isEmpty ? "" : "extension \(extended)\(conformance) {}")
      }
      return MacroExpansion(
        source: "extension \(extended)\(conformance) {\n"
          + CasePathsSource.extract(
            access: CasePathsSource.accessPrefix(declaration.access), cases: members)
          + "}")
    default:
      return MacroExpansion(source: "")
    }
  }

  /// The conformance's members for `declaration`, an enum.
  static func members(of declaration: TypeDeclaration) throws -> String {
    let members = declaration.members ?? []
    if Member.declaresType("AllCasePaths", in: members) { return "" }
    try checkCaseNames(in: members)
    return CasePathsSource.members(
      root: declaration.name, access: CasePathsSource.accessPrefix(declaration.access),
      cases: members, includingExtract: false)
  }

  /// Two cases with one base name (`case a(Int)`, `case a(String)`) have no key path each.
  static func checkCaseNames(in members: [Member]) throws {
    var seen: Set<String> = []
    for enumCase in Member.cases(in: members) where !seen.insert(enumCase.name).inserted {
      // NB: The same name in two clauses of one `#if` is one case in each build.
      if !hasConditionalClauses(members) {
        throw MacroDiagnostic(
          message: "case '\(enumCase.name)' is declared twice: case paths need one case per "
            + "name (rename one)",
          offset: enumCase.offset)
      }
    }
  }

  private static func hasConditionalClauses(_ members: [Member]) -> Bool {
    members.contains { if case .conditional = $0 { true } else { false } }
  }
}
