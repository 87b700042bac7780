import Composable

/// The seed feature: count up and down, ask for a trivia fact about the count, and show it
/// as an alert until dismissed.
///
/// A second fact request while one is loading cancels the first. A failure is shown as an
/// alert with its reason.
public struct CounterFact: Reducer {
  /// The feature's state.
  public struct State: Equatable, Sendable {
    /// The current count.
    public var count: Int
    /// Whether a fact is being fetched.
    public var isLoadingFact: Bool
    /// The alert on screen: a fact, or why there is none.
    public var alert: FactAlert?

    /// A state with `count` and nothing loading or shown.
    public init(count: Int = 0, isLoadingFact: Bool = false, alert: FactAlert? = nil) {
      self.count = count
      self.isLoadingFact = isLoadingFact
      self.alert = alert
    }
  }

  /// An alert: a fact, or a failure with its reason.
  public struct FactAlert: Equatable, Sendable {
    /// The title line.
    public var title: String
    /// The body text.
    public var message: String

    /// An alert with `title` and `message`.
    public init(title: String, message: String) {
      self.title = title
      self.message = message
    }
  }

  /// What can happen in the feature.
  public enum Action: Equatable, Sendable {
    /// The user dismissed the alert.
    case alertDismissed
    /// The user tapped "−".
    case decrementButtonTapped
    /// The user tapped "+".
    case incrementButtonTapped
    /// The user asked for a fact about the count.
    case numberFactButtonTapped
    /// The fact request finished.
    case numberFactResponse(TaskResult<String>)
  }

  enum CancelID { case fact }

  @Dependency(\.numberFact) var numberFact

  /// The feature.
  public init() {}

  /// Handles an action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .alertDismissed:
      state.alert = nil
      return .none

    case .decrementButtonTapped:
      state.count -= 1
      return .none

    case .incrementButtonTapped:
      state.count += 1
      return .none

    case .numberFactButtonTapped:
      state.isLoadingFact = true
      state.alert = nil
      let count = state.count
      let numberFact = self.numberFact
      return .run { send in
        await send(.numberFactResponse(TaskResult { try await numberFact.fetch(count) }))
      }
      .cancellable(id: CancelID.fact, cancelInFlight: true)

    case let .numberFactResponse(.success(fact)):
      state.isLoadingFact = false
      state.alert = FactAlert(title: "Number fact", message: fact)
      return .none

    case let .numberFactResponse(.failure(error)):
      state.isLoadingFact = false
      state.alert = FactAlert(title: "Could not load a fact", message: describe(error))
      return .none
    }
  }
}

/// A readable description of `error`, for an alert.
func describe(_ error: any Error) -> String {
  if let error = error as? NumberFactError { return error.description }
  return String(describing: error)
}
