import Testing

@testable import ComposableSyntax

/// The declaration reader the macros (and the case-path generator) share: what users write,
/// read from source text.
@Suite struct DeclarationReaderTests {
  func cases(_ source: String) throws -> [EnumCase] {
    Member.cases(in: try readTypeDeclaration(source).members ?? [])
  }

  func payloads(_ source: String) throws -> [String] {
    try cases(source).map { enumCase in
      enumCase.name + "("
        + enumCase.payload.map { ($0.label.map { "\($0): " } ?? "") + $0.type }
        .joined(separator: ", ") + ")"
    }
  }

  @Test func payloadsLabeledUnlabeledAndNamed() throws {
    let source = """
      public enum Action: Equatable, Sendable {
        case tapped, twice
        case child(Child.Action)
        case pair(Int, name: String)
        case named(_ value: Int, _ other: [String: Int])
        case closure(@Sendable () async -> Void)
        case generic(Result<[Int], any Error>, Optional<(Int, String)>)
        case defaulted(count: Int = 0)
        indirect case tree(Action)
      }
      """
    #expect(
      try payloads(source) == [
        "tapped()", "twice()", "child(Child.Action)", "pair(Int, name: String)",
        "named(Int, [String: Int])", "closure(@Sendable () async -> Void)",
        "generic(Result<[Int], any Error>, Optional<(Int, String)>)", "defaulted(count: Int)",
        "tree(Action)",
      ])
    let declaration = try readTypeDeclaration(source)
    #expect(declaration.keyword == "enum")
    #expect(declaration.name == "Action")
    #expect(declaration.access == "public")
    #expect(declaration.inherited == ["Equatable", "Sendable"])
  }

  @Test func commentsAndStringsHoldingBracesAreNotCode() throws {
    let source = #"""
      @CasePathable
      enum Action {
        // case commented(Int) {
        /* case blocked { /* nested */ } */
        case a(String = "}{ case fake")
        static let text = """
          } case fake2
          """
        static let raw = #"\(}" case"#
        static let interpolated = "\(["}": 1].count) case"
        case b
      }
      """#
    #expect(try cases(source).map(\.name) == ["a", "b"])
  }

  /// A string that ends with an interpolation (`"\(count)"`): its closing quote ends it
  /// (before, the reader stepped over that quote and read on to the end of the line: "unterminated
  /// string literal" from `@ObservableState`, `@Reducer`, `@CasePathable`).
  @Test func stringsEndingInAnInterpolation() throws {
    let source = ##"""
      enum Action {
        case a(Int)
        var label: String { "a\(1)" }
        var title: String { "Count: \(label)" }
        var raw: String { #"n\#(label)"# }
        var multi: String {
          """
          \(label)
          """
        }
        case b
      }
      """##
    #expect(try cases(source).map(\.name) == ["a", "b"])
    let tokens = try swiftTokens(#""\(x)" + y"#)
    #expect(tokens.map(\.text) == [#""\(x)""#, "+", "y"])
  }

  @Test func typealiasesNestedTypesAndMembersAreNotCases() throws {
    let source = """
      enum Destination {
        typealias V = @Sendable () async -> Void
        case add(SyncUpForm)
        enum Alert { case confirm, cancel }
        struct Helper { func f() { switch x { case .a: break; default: break } } }
        static var body: some Reducer<State, Action> { EmptyReducer() }
        case alert(AlertState<Alert>)
        enum Action { case add(SyncUpForm.Action) }
      }
      """
    let declaration = try readTypeDeclaration(source)
    let members = declaration.members ?? []
    #expect(Member.cases(in: members).map(\.name) == ["add", "alert"])
    #expect(Member.declaresType("Alert", in: members))
    #expect(Member.declaresType("V", in: members))
    #expect(Member.declaresType("Action", in: members))
    #expect(!Member.declaresType("State", in: members))
    #expect(Member.declaresMember("body", isStatic: true, in: members))
    #expect(!Member.declaresMember("body", isStatic: false, in: members))
  }

  @Test func attributesOnCasesAndTypes() throws {
    let source = """
      @Reducer(state: .equatable, .sendable)
      @available(iOS 17, *) public
      enum Destination {
        @ReducerCaseIgnored
        case meeting(Meeting, syncUp: SyncUp)
        @ReducerCaseEphemeral case dialog(Dialog)
      }
      """
    let declaration = try readTypeDeclaration(source)
    #expect(declaration.attributes.map(\.name) == ["Reducer", "available"])
    #expect(declaration.attributes[0].arguments == "state: .equatable, .sendable")
    #expect(declaration.access == "public")
    let cases = Member.cases(in: declaration.members ?? [])
    #expect(cases[0].hasAttribute("ReducerCaseIgnored"))
    #expect(CaseReducerSource.role(of: cases[0]) == .stateOnly)
    #expect(CaseReducerSource.role(of: cases[1]) == .ephemeral(action: "Dialog.Action"))
  }

  @Test func conditionalCasesKeepTheirClauses() throws {
    let source = """
      enum Action {
        case a
        #if os(iOS)
        case b(Int)
        #elseif DEBUG
        case c
        #else
        case d
        #endif
      }
      """
    let members = try readTypeDeclaration(source).members ?? []
    #expect(members.count == 2)
    guard case let .conditional(clauses) = members[1] else {
      Issue.record("no #if block: \(members)")
      return
    }
    #expect(clauses.map(\.directive) == ["#if", "#elseif", "#else"])
    #expect(clauses.map(\.condition) == ["os(iOS)", "DEBUG", ""])
    #expect(Member.cases(in: members).map(\.name) == ["a", "b", "c", "d"])
  }

  @Test func genericsAndExtensions() throws {
    let generic = try readTypeDeclaration(
      "enum Loadable<Value: Equatable> where Value: Sendable { case loaded(Value) }")
    #expect(generic.name == "Loadable")
    #expect(generic.genericParameters == "<Value: Equatable>")
    #expect(try payloads("enum E<T> { case a(T), b([T]) }") == ["a(T)", "b([T])"])
    let extended = try readTypeDeclaration("extension Feature.Action: CasePathable {}")
    #expect(extended.keyword == "extension")
    #expect(extended.name == "Feature.Action")
  }

  @Test func errorsSayWhatAndWhere() throws {
    #expect(throws: SwiftLexError(message: "unterminated comment", offset: 9)) {
      try readTypeDeclaration("enum A { /* case a }")
    }
    #expect(throws: SwiftLexError(message: "unterminated string literal", offset: 20)) {
      try readTypeDeclaration("enum A { case a(S = \"x) }")
    }
    #expect(throws: DeclarationError(message: "'#if' without '#endif'", offset: 9)) {
      try readTypeDeclaration("enum A { #if X case a }")
    }
    #expect(throws: DeclarationError.self) { try readTypeDeclaration("let x = 1") }
  }
}
