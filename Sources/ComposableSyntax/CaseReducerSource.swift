/// The `State`, `Action` and `body` of an enum of features (TCA's `@Reducer enum`), as source
/// text: what `@Reducer` expands to on an enum and what `generate-case-paths` writes for a
/// `CaseReducer`.
package enum CaseReducerSource {
  /// What one case of an enum of features becomes.
  package enum Role: Equatable, Sendable {
    /// `case add(SyncUpForm)`: a feature, scoped to its case.
    case feature(type: String)
    /// `case alert(AlertState<Alert>)`: state that sends `action`, scoped to nothing.
    case ephemeral(action: String)
    /// Anything else: in `State` only.
    case stateOnly
  }

  /// The role of `enumCase`: `@ReducerCaseIgnored` is state only; `AlertState<A>` or
  /// `ConfirmationDialogState<A>` sends `A` (as does any `@ReducerCaseEphemeral` case, its
  /// type's `Action`); otherwise one unlabeled payload named by a plain type name is a
  /// feature, and anything else state only.
  package static func role(of enumCase: EnumCase) -> Role {
    guard !enumCase.hasAttribute("ReducerCaseIgnored"), enumCase.payload.count == 1,
      enumCase.payload[0].label == nil
    else { return .stateOnly }
    let type = enumCase.payload[0].type
    for wrapper in ["AlertState<", "ConfirmationDialogState<"]
    where type.hasPrefix(wrapper) && type.hasSuffix(">") {
      return .ephemeral(action: String(type.dropFirst(wrapper.count).dropLast()))
    }
    if enumCase.hasAttribute("ReducerCaseEphemeral") { return .ephemeral(action: type + ".Action") }
    let isPlainName =
      !type.isEmpty && type.first != "."
      && type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return isPlainName ? .feature(type: type) : .stateOnly
  }

  /// The members of the enum `name`: `State` and `Action` (each `CasePathable`, with its case
  /// paths), `Body` and `static var body`.
  ///
  /// - Parameters:
  ///   - members: The enum's members, whose cases (inside `#if` too) are the features.
  ///   - access: `public `, `package ` or empty.
  ///   - stateConformances: What `State` conforms to besides (`Equatable`, `Sendable`).
  ///   - writesAction: Whether to write `Action` (not when the enum declares its own).
  ///   - writesBody: Whether to write `Body` and `static var body` (not when the enum declares
  ///     its own `static var body`, whose type is then its `Body`, as in TCA's TicTacToe).
  ///   - casePaths: Whether `State` and `Action` get their case paths here (the generator
  ///     writes them in extensions of their own).
  package static func members(
    name: String, members: [Member], access: String, stateConformances: [String] = [],
    actionConformances: [String] = [], writesAction: Bool = true, writesBody: Bool = true,
    casePaths: Bool = true,
    explicitActions: [String: String] = [:], indent: String = "  "
  ) -> String {
    let stateMembers = map(members) { enumCase in
      switch role(of: enumCase) {
      case let .feature(type):
        EnumCase(name: enumCase.name, payload: [.init(type: type + ".State")], offset: 0)
      case .ephemeral, .stateOnly:
        EnumCase(name: enumCase.name, payload: enumCase.payload, offset: 0)
      }
    }
    let actionMembers = map(members) { enumCase in
      switch role(of: enumCase) {
      case let .feature(type):
        EnumCase(name: enumCase.name, payload: [.init(type: type + ".Action")], offset: 0)
      case let .ephemeral(action):
        EnumCase(name: enumCase.name, payload: [.init(type: action)], offset: 0)
      case .stateOnly:
        nil
      }
    }
    let inner = indent + "  "
    var output = "\(indent)@dynamicMemberLookup\n"
    output += "\(indent)\(access)enum State: "
    let casePathable = casePaths ? ["CasePathable"] : []
    output += (["CaseReducerState"] + casePathable + stateConformances).joined(separator: ", ")
    output += " {\n"
    output += "\(inner)\(access)typealias StateReducer = \(name)\n"
    output += declarations(stateMembers, indent: inner)
    if casePaths {
      output += CasePathsSource.members(
        root: "State", access: access, cases: stateMembers, indent: inner)
    }
    output += "\(indent)}\n"
    if writesAction {
      let inherited = casePathable + actionConformances
      output += "\(indent)\(access)enum Action"
      output += inherited.isEmpty ? " {\n" : ": \(inherited.joined(separator: ", ")) {\n"
      output += declarations(actionMembers, indent: inner)
      if casePaths {
        output += CasePathsSource.members(
          root: "Action", access: access, cases: actionMembers, indent: inner)
      }
      output += "\(indent)}\n"
    }
    if writesBody { output += body(members, name: name, access: access, indent: indent) }
    output += caseScope(
      members, access: access, explicitActions: explicitActions, indent: indent)
    return output
  }

  /// `Body`, a reducer that scopes each feature to its case, and `static var body`.
  private static func body(_ members: [Member], name: String, access: String, indent: String)
    -> String
  {
    let inner = indent + "  "
    var output = ""
    // NB: `Body` is a struct of its own, not an opaque type: the enum's `Body` is inferred
    // from a member named so, where an opaque `static var body` in another file than the
    // conformance leaves it to `Reducer`'s `Body == Never` default.
    output += "\(indent)\(access)struct Body: Reducer, Sendable {\n"
    output += "\(inner)\(access)typealias State = \(name).State\n"
    output += "\(inner)\(access)typealias Action = \(name).Action\n"
    output += "\(inner)\(access)init() {}\n"
    output += "\(inner)@ReducerBuilder<State, Action>\n"
    output += "\(inner)\(access)var body: some Reducer<State, Action> {\n"
    let scopes = CasePathsSource.lines(members, indent: inner + "  ") { enumCase, indent in
      guard case let .feature(type) = role(of: enumCase) else { return "" }
      let path = "\\.\(CasePathsSource.identifier(enumCase.name))"
      return "\(indent)Scope(state: \(path), action: \(path)) { \(type)() }\n"
    }
    output += scopes.contains("Scope(") ? scopes : "\(inner)  EmptyReducer()\n"
    output += "\(inner)}\n"
    output += "\(indent)}\n"
    output += "\(indent)\(access)static var body: Body { Body() }\n"
    return output
  }

  /// `CaseScope` (a case per case: a feature's store, or the case's values) and `scope(_:)`,
  /// what `store.case` reads.
  private static func caseScope(
    _ members: [Member], access: String, explicitActions: [String: String], indent: String
  ) -> String {
    let inner = indent + "  "
    // NB: A `@ReducerCaseIgnored` case of one payload whose name the enum's own `Action` has
    // (`case alert(Alert)`) is scoped to a store of its state and those actions, as TCA 1.25's
    // macro does (TCA 1.25's SyncUps: `@ReducerCaseIgnored case alert(AlertState<Alert>)`).
    func explicitAction(_ enumCase: EnumCase) -> String? {
      guard role(of: enumCase) == .stateOnly, enumCase.hasAttribute("ReducerCaseIgnored"),
        enumCase.payload.count == 1, enumCase.payload[0].label == nil
      else { return nil }
      return explicitActions[enumCase.name]
    }
    // NB: A feature's case holds its store, an alert's (or any ephemeral case's) the store of
    // its state and actions, as TCA 1.25's: `$store.scope(state: \.$destination, action:
    // \.destination).alert` reads it through the case paths below.
    let scopeCases = map(members) { enumCase in
      var scoped = enumCase
      switch role(of: enumCase) {
      case let .feature(type):
        scoped.payload = [EnumCase.Element(type: "StoreOf<\(type)>")]
      case let .ephemeral(action):
        scoped.payload = [EnumCase.Element(type: "Store<\(enumCase.payload[0].type), \(action)>")]
      case .stateOnly:
        if let action = explicitAction(enumCase) {
          scoped.payload = [EnumCase.Element(type: "Store<\(enumCase.payload[0].type), \(action)>")]
        }
      }
      return scoped
    }
    var output = "\(indent)@dynamicMemberLookup\n"
    output += "\(indent)\(access)enum CaseScope: CasePathable {\n"
    output += declarations(scopeCases, indent: inner)
    output += CasePathsSource.members(
      root: "CaseScope", access: access, cases: scopeCases, indent: inner)
    output += "\(indent)}\n"
    output += "\(indent)@MainActor\n"
    output += "\(indent)\(access)static func scope(_ store: Store<State, Action>) -> CaseScope {\n"
    output += "\(inner)switch store.state {\n"
    output += CasePathsSource.lines(members, indent: inner) { enumCase, indent in
      let name = CasePathsSource.identifier(enumCase.name)
      if role(of: enumCase) != .stateOnly || explicitAction(enumCase) != nil {
        let path = "\\.\(name)"
        return "\(indent)case let .\(name)(v): return .\(name)(store._caseScope(state: \(path), "
          + "action: \(path), current: v))\n"
      }
      switch enumCase.payload.count {
      case 0:
        return "\(indent)case .\(name): return .\(name)\n"
      default:
        let values = enumCase.payload.indices.map { "v\($0)" }
        let arguments = zip(enumCase.payload, values).map { element, value in
          (element.label.map { "\($0): " } ?? "") + value
        }
        return "\(indent)case let .\(name)(\(values.joined(separator: ", "))): "
          + "return .\(name)(\(arguments.joined(separator: ", ")))\n"
      }
    }
    output += "\(inner)}\n"
    output += "\(indent)}\n"
    return output
  }

  /// `members` with each case replaced by `transform`'s case (or dropped), `#if` kept.
  package static func map(_ members: [Member], _ transform: (EnumCase) -> EnumCase?) -> [Member] {
    members.compactMap { member in
      switch member {
      case let .enumCase(enumCase):
        return transform(enumCase).map(Member.enumCase)
      case let .conditional(clauses):
        return .conditional(
          clauses.map {
            ConditionalClause(
              directive: $0.directive, condition: $0.condition, members: map($0.members, transform))
          })
      default:
        return nil
      }
    }
  }

  /// `case add(SyncUpForm.State)`, one line per case, `#if` kept.
  private static func declarations(_ members: [Member], indent: String) -> String {
    CasePathsSource.lines(members, indent: indent) { enumCase, indent in
      let name = CasePathsSource.identifier(enumCase.name)
      guard !enumCase.payload.isEmpty else { return "\(indent)case \(name)\n" }
      let elements = enumCase.payload.map { element in
        (element.label.map { "\($0): " } ?? "") + element.type
      }
      return "\(indent)case \(name)(\(elements.joined(separator: ", ")))\n"
    }
  }
}
