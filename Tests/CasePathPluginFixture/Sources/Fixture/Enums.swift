import Composable
import Foundation
import Models

/// A feature whose action has every shape of case.
public struct Feature {
  public struct State: Equatable, Sendable {}

  public enum Action: Sendable {
    case tapped
    case child(State)
    case labeled(value: Int)
    case row(id: Int, action: String)
    case mixed(Int, name: String)
    case tuple((Int, String))
    case optional(Int?)
    case dictionary([String: Int])
    case `default`
    case result(TaskResult<String>)
    case open(URL)
    case indexes(IndexSet)
    case model(Model)
  }
}

/// Internal, nested in an extension: gets an internal conformance.
extension Feature {
  enum Destination: Equatable, Sendable {
    case detail(Int)
    case alert
  }
}

/// Generic: skipped.
public enum Either<Left, Right> {
  case left(Left)
  case right(Right)
}

/// Private: skipped (another file can't extend it).
private enum Hidden { case secret(Int) }

/// Hand-written conformance: skipped.
enum HandWritten: Equatable, Sendable { case only(Int) }

extension HandWritten: CasePathable {
  struct AllCasePaths: Sendable {
    var only: AnyCasePath<HandWritten, Int> {
      .init(embed: { .only($0) }, extract: { if case let .only(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// No cases: skipped.
enum Namespace {}

/// Cases without payloads, not named like a state or an action: an id, skipped.
enum CancelID { case timer, request }

/// Cases without payloads, named like an action: gets a conformance.
enum AlertAction { case confirm, cancel }

/// TCA's names for payload-less actions nested in an action: each gets a conformance.
enum Screen2Action {
  case delegate(Delegate)
  case alert(Alert)

  enum Delegate: Equatable, Sendable { case deleteSyncUp, startMeeting }
  enum Alert { case confirmSave, confirmDiscard }
}

/// Declares the conformance itself (TCA's `@CasePathable enum`): the file adds the members.
enum Buttons: CasePathable { case ok, cancel }
