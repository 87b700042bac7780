import Composable
import Models

/// A child feature.
public struct Counter: Reducer, Sendable {
  public struct State: Equatable, Sendable { public var count = 0 }
  public enum Action: Equatable, Sendable { case increment }
  public init() {}
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// Features in a namespace: `Parent.Destination` and `Parent.Path` reach them by short names.
public enum Parent {
  /// A second child feature, declared in the namespace.
  public struct Editor: Reducer, Sendable {
    public struct State: Equatable, Sendable { public var text = "" }
    public enum Action: Equatable, Sendable { case edit(String) }
    public init() {}
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      guard case let .edit(text) = action else { return .none }
      state.text = text
      return .none
    }
  }

  /// Every role a case can have: a feature (two), an alert, a dialog, state only (no payload,
  /// a labeled payload, several), with conformances for both generated enums.
  public enum Destination: Composable.CaseReducer, Sendable {
    case counter(Counter)
    case editor(Editor)
    case alert(AlertState<Alert>)
    case dialog(ConfirmationDialogState<Alert>)
    case loading
    case model(model: Model)
    case pair(Int, name: String)

    public enum Alert: Equatable, Sendable { case confirm }

    // The generated `State` and `Action` conform to these.
    public typealias StateConformances = Equatable & Sendable
    public typealias ActionConformances = Equatable & Sendable
  }

  /// Internal, with no feature case and no conformances: `body` is empty, `Action` has only
  /// the alert's case.
  enum Path: CaseReducer {
    case alert(AlertState<Destination.Alert>)
    case empty
  }
}

/// A parent presenting the destination and stacking the path, with no trailing closures (its
/// state is not `Equatable`: `Parent.Path` declares no `StateConformances`).
struct Screen: Reducer {
  struct State {
    @PresentationState var destination: Parent.Destination.State?
    var path = StackState<Parent.Path.State>()
  }
  enum Action {
    case destination(PresentationAction<Parent.Destination.Action>)
    case path(StackActionOf<Parent.Path>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination)
      .forEach(\.path, action: \.path)
  }
}
