import ComposableSyntax

/// `@ObservableState`: the state's `ObservableState` conformance. The store observes any
/// state without it; it is there so that TCA code (and constraints on it) compiles as is.
enum ObservableStateMacro: AttachedMacro {
  static func expansion(of request: MacroRequest) throws -> MacroExpansion {
    let declaration = try readTypeDeclaration(request.declaration.source, readingMembers: false)
    guard declaration.keyword == "struct" || declaration.keyword == "enum" else {
      guard request.role == "extension" else { return MacroExpansion(source: "") }
      throw MacroDiagnostic(
        message: "'@\(request.macroName)' applies to a struct or an enum; '\(declaration.name)' "
          + "is a \(declaration.keyword)",
        offset: request.attributeOffset)
    }
    guard request.role == "extension" else { return MacroExpansion(source: "") }
    return MacroExpansion(
      source: request.conformanceExtension(["ObservableState"], declaration: declaration))
  }
}
