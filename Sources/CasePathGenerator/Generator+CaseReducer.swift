import ComposableSyntax
import Foundation

/// The `State`, `Action` and `body` of an enum declared `: CaseReducer` (TCA's
/// `@Reducer enum`), from its cases: written by `CaseReducerSource`, as `@Reducer` writes
/// them, with their case paths in extensions of their own.
extension Generator {
  /// What one case of a `CaseReducer` enum becomes.
  typealias CaseRole = CaseReducerSource.Role

  /// The role of `enumCase` (see ``CaseReducerSource/role(of:)``).
  static func role(of enumCase: Case) -> CaseRole {
    CaseReducerSource.role(of: syntaxCase(enumCase))
  }

  static func syntaxCase(_ enumCase: Case) -> EnumCase {
    EnumCase(
      name: enumCase.name,
      payload: enumCase.payload.map { EnumCase.Element(label: $0.label, type: $0.type) },
      offset: 0)
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
    var output = "\nextension \(name) {\n"
    output += CaseReducerSource.members(
      name: name, members: item.cases.map { .enumCase(syntaxCase($0)) },
      access: accessPrefix(item),
      stateConformances: item.conformances.contains("StateConformances")
        ? ["StateConformances"] : [],
      actionConformances: item.conformances.contains("ActionConformances")
        ? ["ActionConformances"] : [],
      casePaths: false)
    output += "}\n"
    return output
  }
}
