import Foundation
import Testing

@testable import CasePathGenerator

/// `CaseReducer` enums (TCA's `@Reducer enum`, without a macro): what the generator writes
/// for them, on the fixture package (`Tests/CasePathPluginFixture/Sources/Fixture/Features.swift`,
/// which `Scripts/test-case-path-plugin.sh` builds with the generated file).
@Suite struct CaseReducerGeneratorTests {
  static var generated: String {
    get throws { try String(contentsOf: CasePathGeneratorTests.generated, encoding: .utf8) }
  }

  @Test func eachCaseGetsItsRole() {
    func role(_ declaration: String) -> Generator.CaseRole {
      Generator.role(of: Generator.parseCase(declaration))
    }
    #expect(role("case add(SyncUpForm)") == .feature(type: "SyncUpForm"))
    #expect(role("case editor(Parent.Editor)") == .feature(type: "Parent.Editor"))
    #expect(role("case alert(AlertState<Alert>)") == .ephemeral(action: "Alert"))
    #expect(role("case dialog(ConfirmationDialogState<A.B>)") == .ephemeral(action: "A.B"))
    // State only: no payload, a labeled one, several, or a type that is not a plain name.
    #expect(role("case loading") == .stateOnly)
    #expect(role("case model(model: Model)") == .stateOnly)
    #expect(role("case meeting(Meeting, syncUp: SyncUp)") == .stateOnly)
    #expect(role("case values([Int])") == .stateOnly)
    #expect(role("case maybe(Feature?)") == .stateOnly)
  }

  @Test func stateActionAndBodyAreWrittenFromTheCases() throws {
    let generated = try Self.generated
    #expect(
      generated.contains(
        """
        extension Parent.Destination {
          @dynamicMemberLookup
          public enum State: CaseReducerState, StateConformances {
            public typealias StateReducer = Parent.Destination
            case counter(Counter.State)
            case editor(Parent.Editor.State)
            case alert(AlertState<Parent.Destination.Alert>)
            case dialog(ConfirmationDialogState<Parent.Destination.Alert>)
            case loading
            case model(model: Model)
            case pair(Int, name: String)
          }
          public enum Action: ActionConformances {
            case counter(Counter.Action)
            case editor(Parent.Editor.Action)
            case alert(Parent.Destination.Alert)
            case dialog(Parent.Destination.Alert)
          }
          public struct Body: Reducer, Sendable {
            public typealias State = Parent.Destination.State
            public typealias Action = Parent.Destination.Action
            public init() {}
            @ReducerBuilder<State, Action>
            public var body: some Reducer<State, Action> {
              Scope(state: \\.counter, action: \\.counter) { Counter() }
              Scope(state: \\.editor, action: \\.editor) { Parent.Editor() }
            }
          }
          public static var body: Body { Body() }
          @dynamicMemberLookup
          public enum CaseScope: CasePathable {
            case counter(StoreOf<Counter>)
            case editor(StoreOf<Parent.Editor>)
            case alert(Store<AlertState<Parent.Destination.Alert>, Parent.Destination.Alert>)
            case dialog(Store<ConfirmationDialogState<Parent.Destination.Alert>, Parent.Destination.Alert>)
            case loading
            case model(model: Model)
            case pair(Int, name: String)
        """))
    // TCA 1.25's enum scopes read a case's store through these: `.alert` after
    // `$store.scope(state: \.$destination, action: \.destination)`.
    #expect(
      generated.contains(
        """
              public var alert: AnyCasePath<CaseScope, Store<AlertState<Parent.Destination.Alert>, \
        Parent.Destination.Alert>> { .init(embed: { .alert($0) }, extract:
        """))
    #expect(
      generated.contains(
        """
            case let .alert(v): return .alert(store._caseScope(state: \\.alert, action: \\.alert, current: v))
        """))
    #expect(generated.contains("extension Parent.Destination.State: CasePathable {"))
    #expect(generated.contains("extension Parent.Destination.Action: CasePathable {"))
    // The enum of features itself is never a value: it gets no conformance of its own.
    #expect(!generated.contains("extension Parent.Destination: CasePathable"))
  }

  @Test func anEnumWithoutFeaturesOrConformancesGetsAnEmptyBody() throws {
    let generated = try Self.generated
    #expect(
      generated.contains(
        """
          @dynamicMemberLookup
          enum State: CaseReducerState {
            typealias StateReducer = Parent.Path
            case alert(AlertState<Parent.Destination.Alert>)
            case empty
          }
          enum Action {
            case alert(Parent.Destination.Alert)
          }
          struct Body: Reducer, Sendable {
            typealias State = Parent.Path.State
            typealias Action = Parent.Path.Action
            init() {}
            @ReducerBuilder<State, Action>
            var body: some Reducer<State, Action> {
              EmptyReducer()
            }
          }
          static var body: Body { Body() }
        """))
  }

  @Test func theMarkerIsReadFromTheDeclarationAsWritten() {
    #expect(
      Generator.inheritedNames(
        inDeclaration: """
          @available(macOS, introduced: 14) // a colon: CaseReducer
          public enum Destination: Composable.CaseReducer, /* , Other */ Sendable where X: Y {
          """) == ["CaseReducer", "Sendable"])
    #expect(Generator.inheritedNames(inDeclaration: "enum Plain { case a }") == [])
    #expect(Generator.inheritedNames(inDeclaration: "enum A { case b(B) } // : CaseReducer") == [])
  }

  @Test func onlyTheEnumsOwnTypealiasesCount() {
    let declaration = """
      enum Destination: CaseReducer {
        case add(Form)
        // typealias ActionConformances = Equatable
        typealias StateConformances = Equatable & Sendable
        enum Alert { typealias ActionConformances = Equatable }
      }
      """
    #expect(Generator.memberTypealiases(inDeclaration: declaration) == ["StateConformances"])
  }
}
