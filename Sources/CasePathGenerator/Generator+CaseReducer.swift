import Foundation

/// The `State`, `Action` and `body` of an enum declared `: CaseReducer` (TCA's
/// `@Reducer enum`), from its cases.
extension Generator {
  /// What one case of a `CaseReducer` enum becomes.
  enum CaseRole: Equatable {
    /// `case add(SyncUpForm)`: a feature, scoped to its case.
    case feature(type: String)
    /// `case alert(AlertState<Alert>)`: state that sends `Alert`s, scoped to nothing.
    case ephemeral(action: String)
    /// Anything else: in `State` only.
    case stateOnly
  }

  /// The role of `enumCase`: one unlabeled payload named by a plain type name is a feature;
  /// `AlertState<A>` or `ConfirmationDialogState<A>` sends `A`; anything else is state.
  static func role(of enumCase: Case) -> CaseRole {
    guard enumCase.payload.count == 1, enumCase.payload[0].label == nil else { return .stateOnly }
    let type = enumCase.payload[0].type
    for wrapper in ["AlertState<", "ConfirmationDialogState<"]
    where type.hasPrefix(wrapper) && type.hasSuffix(">") {
      return .ephemeral(action: String(type.dropFirst(wrapper.count).dropLast()))
    }
    let isPlainName =
      !type.isEmpty && type.first != "."
      && type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return isPlainName ? .feature(type: type) : .stateOnly
  }

  /// The enums that get a `CasePathable` conformance for `item`: itself, or, for a
  /// `CaseReducer`, its generated `State` and `Action` (an `Action` with no case has none).
  static func conformingEnums(for item: Enum) -> [Enum] {
    guard item.isCaseReducer else { return [item] }
    var state = Enum(path: item.path + ["State"], access: item.access, cases: [])
    var action = Enum(path: item.path + ["Action"], access: item.access, cases: [])
    for enumCase in item.cases {
      switch role(of: enumCase) {
      case let .feature(type):
        state.cases.append(Case(name: enumCase.name, payload: [(nil, type + ".State")]))
        action.cases.append(Case(name: enumCase.name, payload: [(nil, type + ".Action")]))
      case let .ephemeral(actionType):
        state.cases.append(enumCase)
        action.cases.append(Case(name: enumCase.name, payload: [(nil, actionType)]))
      case .stateOnly:
        state.cases.append(enumCase)
      }
    }
    return action.cases.isEmpty ? [state] : [state, action]
  }

  /// `extension <Enum> { State, Action, body }`, after a blank line.
  static func reducerExtension(for item: Enum) -> String {
    let name = item.path.joined(separator: ".")
    let access = accessPrefix(item)
    let enums = conformingEnums(for: item)
    var output = "\nextension \(name) {\n"
    output += "  @dynamicMemberLookup\n"
    let stateConformances = item.conformances.contains("StateConformances")
    let actionConformances = item.conformances.contains("ActionConformances")
    output += "  \(access)enum State: CaseReducerState"
    output += stateConformances ? ", StateConformances {\n" : " {\n"
    output += "    \(access)typealias StateReducer = \(name)\n"
    output += enums[0].cases.map { "    case \(declaration($0))\n" }.joined()
    output += "  }\n"
    output += "  \(access)enum Action\(actionConformances ? ": ActionConformances" : "") {\n"
    output += (enums.count > 1 ? enums[1].cases : []).map { "    case \(declaration($0))\n" }
      .joined()
    output += "  }\n"
    // NB: `Body` is a struct of its own, not an opaque type: the enum's `Body` is inferred
    // from a member named so, where an opaque `static var body` in another file than the
    // conformance leaves it to `Reducer`'s `Body == Never` default.
    output += "  \(access)struct Body: Reducer, Sendable {\n"
    output += "    \(access)typealias State = \(name).State\n"
    output += "    \(access)typealias Action = \(name).Action\n"
    output += "    \(access)init() {}\n"
    output += "    @ReducerBuilder<State, Action>\n"
    output += "    \(access)var body: some Reducer<State, Action> {\n"
    let scopes = item.cases.compactMap { enumCase -> String? in
      guard case let .feature(type) = role(of: enumCase) else { return nil }
      let path = "\\.\(identifier(enumCase.name))"
      return "      Scope(state: \(path), action: \(path)) { \(type)() }\n"
    }
    output += scopes.isEmpty ? "      EmptyReducer()\n" : scopes.joined()
    output += "    }\n"
    output += "  }\n"
    output += "  \(access)static var body: Body { Body() }\n"
    output += "}\n"
    return output
  }

  /// `add(SyncUpForm.State)`, `meeting(Meeting, syncUp: SyncUp)`: a case as declared.
  private static func declaration(_ enumCase: Case) -> String {
    let name = identifier(enumCase.name)
    guard !enumCase.payload.isEmpty else { return name }
    let elements = enumCase.payload.map { element in
      (element.label.map { "\($0): " } ?? "") + element.type
    }
    return "\(name)(\(elements.joined(separator: ", ")))"
  }
}
