import ComposableSyntax

/// `@ViewAction(for: Feature.self)`: the view's `ViewActionSending` conformance, so that it
/// sends its feature's view actions with `send(.tapped)`.
enum ViewActionMacro: AttachedMacro {
  static func expansion(of request: MacroRequest) throws -> MacroExpansion {
    let declaration = try readTypeDeclaration(request.declaration.source, readingMembers: true)
    guard request.role == "extension" else { return MacroExpansion(source: "") }
    guard declaration.keyword == "struct" || declaration.keyword == "class" else {
      throw MacroDiagnostic(
        message: "'@\(request.macroName)' applies to a view (a struct); '\(declaration.name)' is "
          + "a \(declaration.keyword)",
        offset: request.attributeOffset)
    }
    guard Member.declaresMember("store", isStatic: false, in: declaration.members ?? []) else {
      throw MacroDiagnostic(
        message: "'@\(request.macroName)' needs a 'store' property: add "
          + "'let store: StoreOf<Feature>' to '\(declaration.name)'",
        offset: request.attributeOffset)
    }
    return MacroExpansion(
      source: request.conformanceExtension(["ViewActionSending"], declaration: declaration))
  }
}
