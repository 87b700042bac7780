import Testing

@testable import Composable

/// An operator keeps where it was written in two words (see `OperatorSite`); these pin that
/// the file, line and column come back exactly, in the diagnostics users read.
@MainActor
@Suite struct OperatorSiteTests {
  enum Screen: Equatable, CasePathable {
    case list(Int)
    case detail(String)

    struct AllCasePaths {
      var list: AnyCasePath<Screen, Int> {
        AnyCasePath(embed: Screen.list) { if case .list(let v) = $0 { v } else { nil } }
      }
      var detail: AnyCasePath<Screen, String> {
        AnyCasePath(embed: Screen.detail) { if case .detail(let v) = $0 { v } else { nil } }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  enum Action: Equatable, CasePathable {
    case list(Int)
    case rows(id: Int, action: Int)

    struct AllCasePaths {
      var list: AnyCasePath<Action, Int> {
        AnyCasePath(embed: Action.list) { if case .list(let v) = $0 { v } else { nil } }
      }
      var rows: AnyCasePath<Action, (Int, Int)> {
        AnyCasePath(embed: { Action.rows(id: $0, action: $1) }) {
          if case .rows(let id, let action) = $0 { (id, action) } else { nil }
        }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  struct Row: Equatable, Identifiable {
    let id: Int
    var value = 0
  }

  /// Runs `body` and returns the diagnostics it raised, whole.
  func diagnostics(_ body: () -> Void) -> [Diagnostic] {
    let collected = LockIsolated<[Diagnostic]>([])
    Diagnostics.$handler.withValue({ diagnostic in collected.withLock { $0.append(diagnostic) } }) {
      body()
    }
    return collected.current
  }

  @Test func scopeOnAnotherCaseNamesItsFileAndLine() {
    let line = #line + 2
    let store = Store<Screen, Action>(initialState: .detail("a")) {
      Scope(state: \.list, action: \.list) {
        Reduce<Int, Int> { state, action in
          state += action
          return .none
        }
      }
    }
    let reported = diagnostics { store.send(.list(1)) }
    #expect(reported.count == 1)
    #expect(reported.first?.fileID == "ComposableTests/OperatorSiteTests.swift")
    #expect(reported.first?.line == UInt(line))
    #expect(
      reported.first?.message.hasPrefix(
        "A \"Scope\" at \"ComposableTests/OperatorSiteTests.swift:\(line)\" received a child "
          + "action when its state was in another case.") == true)
  }

  @Test func forEachMissingRowNamesItsFileLineAndColumn() {
    let store = kindStore(initialState: IdentifiedArrayOf<Row>()) {
      EmptyReducer<IdentifiedArrayOf<Row>, Action>()
        .forEach(
          \.self, action: \.rows, element: { Reduce<Row, Int> { _, _ in .none } },
          fileID: "Module/Rows.swift", line: 12_345, column: 67)
    }
    let reported = diagnostics { store.send(.rows(id: 9, action: 1)) }
    #expect(reported.count == 1)
    #expect(reported.first?.fileID == "Module/Rows.swift")
    #expect(reported.first?.line == 12_345)
    #expect(reported.first?.column == 67)
    #expect(
      reported.first?.message.hasPrefix(
        "A \"forEach\" at \"Module/Rows.swift:12345\" received a child action when its child "
          + "state was missing (no element with id 9).") == true)
  }

  @Test func siteKeepsBothStaticStringRepresentations() {
    // A literal built as a unicode scalar literal is the representation without a pointer.
    let scalar: StaticString = unicodeScalarLiteral()
    let text: StaticString = "Feature/Feature.swift"
    #expect(!scalar.hasPointerRepresentation)
    #expect(text.hasPointerRepresentation)
    let path: StaticString = "/Users/é/App/Feature/Feature.swift"
    let scalarSite = OperatorSite(
      kind: .ifLet, fileID: scalar, filePath: scalar, line: 1, column: 2)
    let textSite = OperatorSite(
      kind: .ifCaseLet, fileID: text, filePath: path, line: 4_000_000, column: 80)
    #expect(scalarSite.fileID == "ü")
    #expect(scalarSite.kind == .ifLet)
    #expect(scalarSite.line == 1 && scalarSite.column == 2)
    #expect(textSite.fileID == "Feature/Feature.swift")
    #expect(textSite.kind == .ifCaseLet)
    #expect(textSite.line == 4_000_000 && textSite.column == 80)
    #expect(scalarSite.filePath == nil)
    #expect(textSite.filePath.map { "\($0)" } == "/Users/é/App/Feature/Feature.swift")
    #expect(textSite.filePath?.isASCII == false)
  }

  /// A file path is rebuilt whole, however long (from a review: a count cut to 16 bits ended
  /// a 65,535-byte path inside its last character).
  @Test func aLongNonASCIIFilePathIsRebuiltWhole() throws {
    #expect(longPathLiteral.utf8CodeUnitCount == 65_535)
    let site = OperatorSite(
      kind: .ifLet, fileID: "M/F.swift", filePath: longPathLiteral, line: 1, column: 1)
    let rebuilt = try #require(site.filePath)
    #expect(rebuilt.utf8CodeUnitCount == 65_535)
    #expect(rebuilt.description == longPathLiteral.description)
    #expect(!rebuilt.isASCII)
  }

  /// XCTest places a failure by its `StaticString` file path: an operator's diagnostic carries
  /// the caller's, not the library's (which put failures in `OperatorSite.swift` at the
  /// caller's line number).
  @Test func diagnosticsCarryTheCallersFilePath() {
    let store = kindStore(initialState: IdentifiedArrayOf<Row>()) {
      EmptyReducer<IdentifiedArrayOf<Row>, Action>()
        .forEach(\.self, action: \.rows) { Reduce<Row, Int> { _, _ in .none } }
    }
    let reported = diagnostics { store.send(.rows(id: 9, action: 1)) }
    #expect(reported.count == 1)
    #expect(reported.first.map { "\($0.filePath)" } == "\(#filePath)")
    #expect(reported.first?.fileID == "\(#fileID)")
  }

  /// A child's namespace is its operator (its reducer type, site and state key path) and its
  /// id.
  @Test func namespacesAreKeyedByOperatorTypeSitePathAndID() {
    struct A {}
    struct B {}
    struct Parent {
      var left = 0
      var right = 0
    }
    func site(line: UInt) -> OperatorSite {
      OperatorSite(
        kind: .forEach, fileID: "A/A.swift", filePath: "/A/A.swift", line: line, column: 5)
    }
    func key(_ type: Any.Type, line: UInt = 3, _ path: (AnyKeyPath & Sendable)? = \Parent.left)
      -> OperatorKey
    {
      OperatorKey(type, site: site(line: line), path: path)
    }
    let a = key(A.self)
    #expect(ChildNamespace.of(a, id: 1) == ChildNamespace.of(key(A.self), id: 1))
    #expect(ChildNamespace.of(a, id: 1) != ChildNamespace.of(key(B.self), id: 1))
    #expect(ChildNamespace.of(a, id: 1) != ChildNamespace.of(key(A.self, line: 4), id: 1))
    #expect(ChildNamespace.of(a, id: 1) != ChildNamespace.of(key(A.self, \Parent.right), id: 1))
    #expect(ChildNamespace.of(a, id: 1) != ChildNamespace.of(key(A.self, nil), id: 1))
    #expect(ChildNamespace.of(a, id: 1) != ChildNamespace.of(a, id: 2))
  }
}

/// "ü" built through `ExpressibleByUnicodeScalarLiteral`: for `StaticString`, the one
/// representation that holds a scalar instead of a pointer.
private func unicodeScalarLiteral<T: ExpressibleByUnicodeScalarLiteral>() -> T { "ü" }
