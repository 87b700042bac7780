import ComposableSyntax

/// An attached macro of this plugin: its expansion for one role, from source text.
protocol AttachedMacro {
  /// The source text the compiler inserts for `request`'s role (empty for nothing).
  ///
  /// - Throws: ``MacroDiagnostic`` (or the reader's errors) for a misuse, shown at the
  ///   user's line.
  static func expansion(of request: MacroRequest) throws -> MacroExpansion
}

/// What the compiler asks of an attached macro.
struct MacroRequest {
  /// `member`, `memberAttribute`, `extension`, `peer`, …
  var role: String
  /// The macro's name as the user spells it: `CasePathable`.
  var macroName: String
  /// The attribute, `@Reducer(state: .equatable)`.
  var attribute: SyntaxText
  /// The declaration it is attached to (for `memberAttribute`, the member).
  var declaration: SyntaxText
  /// For `memberAttribute`: the declaration whose member `declaration` is.
  var parent: SyntaxText?
  /// For `extension`: the type to extend, fully qualified (`Feature.Action`).
  var extendedType: String?
  /// For `extension`: the conformances the compiler asks for (those not declared already),
  /// or `nil` when the host does not say (before protocol version 7).
  var conformances: [String]?
  /// The name of the type the declaration is a member of (`APIClient` for its endpoint), when
  /// the host says (its lexical context).
  var enclosingTypeName: String?

  init(
    role: String, macroName: String, attribute: SyntaxText, declaration: SyntaxText,
    parent: SyntaxText? = nil, extendedType: String? = nil, conformances: [String]? = nil
  ) {
    self.role = role
    self.macroName = macroName
    self.attribute = attribute
    self.declaration = declaration
    self.parent = parent
    self.extendedType = extendedType
    self.conformances = conformances
  }

  init(_ message: AttachedExpansion) {
    self.init(
      role: message.macroRole, macroName: message.macro.name,
      attribute: message.attributeSyntax, declaration: message.declSyntax,
      parent: message.parentDeclSyntax,
      extendedType: message.extendedTypeSyntax?.source.trimmed,
      // NB: The host sends the conformances as a declaration, `struct Placeholder: A, B {}`.
      conformances: message.conformanceListSyntax.map { list in
        (try? readTypeDeclaration(list.source, readingMembers: false))?.inherited ?? []
      })
    enclosingTypeName = message.lexicalContext?.first.flatMap { Self.typeName(in: $0.source) }
  }

  /// The name a type declaration declares (`APIClient` in `struct APIClient: Sendable`), or
  /// what an extension extends.
  static func typeName(in source: String) -> String? {
    guard let tokens = try? swiftTokens(source) else { return nil }
    let keywords: Set = ["struct", "class", "enum", "actor", "extension", "protocol"]
    guard let index = tokens.firstIndex(where: { keywords.contains($0.text) }),
      index + 1 < tokens.count, tokens[index + 1].kind == .identifier
    else { return nil }
    var name = tokens[index + 1].name
    // NB: `extension Outer.Inner`: the whole qualified name.
    var next = index + 2
    while next + 1 < tokens.count, tokens[next].text == ".", !tokens[next].spaced,
      tokens[next + 1].kind == .identifier
    {
      name += "." + tokens[next + 1].name
      next += 2
    }
    return name
  }

  /// The offset of the attribute in the declaration's text (the declaration's keyword when
  /// the attribute is not inside it).
  var attributeOffset: Int {
    // NB: Both texts start with their leading trivia (the line breaks before the attribute):
    // the offset is the `@`'s.
    let leading = (try? swiftTokens(attribute.source))?.first?.offset ?? 0
    let start = attribute.location.offset - declaration.location.offset + leading
    return start >= 0 && start < declaration.source.utf8.count ? start : 0
  }

  /// Whether the compiler asks for a conformance to `proto` (asked when the host does not
  /// say which, unless the declaration lists it).
  func asksConformance(to proto: String, declaration: TypeDeclaration) -> Bool {
    if let conformances {
      return conformances.contains { $0 == proto || $0.hasSuffix(".\(proto)") }
    }
    return !declaration.inherited.contains { $0 == proto || $0.hasSuffix(".\(proto)") }
  }

  /// `extension <Type>: <conformances> {}`, for the conformances asked for among `protos`.
  func conformanceExtension(_ protos: [String], declaration: TypeDeclaration) -> String {
    let asked = protos.filter { asksConformance(to: $0, declaration: declaration) }
    guard !asked.isEmpty else { return "" }
    return "extension \(extendedType ?? declaration.name): \(asked.joined(separator: ", ")) {}"
  }
}

/// An expansion and the warnings that come with it.
struct MacroExpansion {
  var source: String
  var warnings: [MacroDiagnostic] = []
}

/// A message to the user at an offset of the declaration's text (its line, in their file).
struct MacroDiagnostic: Error, Equatable {
  struct FixIt: Equatable {
    var message: String
    /// UTF-8 offsets in the declaration's text of what `replacement` replaces.
    var start: Int
    var end: Int
    var replacement: String
  }

  var message: String
  var offset = 0
  var isWarning = false
  var fixIts: [FixIt] = []
}

extension String {
  var trimmed: String {
    var slice = self[...]
    while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
    while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
    return String(slice)
  }
}
