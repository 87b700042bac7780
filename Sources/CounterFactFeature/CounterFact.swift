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
    /// The alert on screen: a fact, or why there is none. Dismissed through
    /// `.alert(.dismiss)`.
    @PresentationState public var alert: AlertState<Action.Alert>?

    /// A state with `count` and nothing loading or shown.
    public init(
      count: Int = 0, isLoadingFact: Bool = false, alert: AlertState<Action.Alert>? = nil
    ) {
      self.count = count
      self.isLoadingFact = isLoadingFact
      self.alert = alert
    }
  }

  /// What can happen in the feature.
  public enum Action: Equatable, Sendable {
    /// The alert's actions: only its dismissal (`.alert(.dismiss)`), as it has no buttons
    /// of its own besides "OK".
    case alert(PresentationAction<Alert>)
    /// The user tapped "−".
    case decrementButtonTapped
    /// The user tapped "+".
    case incrementButtonTapped
    /// The user asked for a fact about the count.
    case numberFactButtonTapped
    /// The fact request finished.
    case numberFactResponse(TaskResult<String>)

    /// The actions of the alert's buttons: none, "OK" only dismisses.
    public enum Alert: Equatable, Sendable {}
  }

  /// The alert showing `message` under `title`, with an "OK" button that dismisses it.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The fact, or why there is none.
  public static func alert(title: String, message: String) -> AlertState<Action.Alert> {
    AlertState {
      TextState(title)
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState(message)
    }
  }

  enum CancelID { case fact }

  @Dependency(\.numberFact) var numberFact

  /// The feature.
  public init() {}

  /// The feature: its own logic, and the alert presented through `PresentationState`.
  public var body: some ReducerOf<Self> {
    Reduce(core)
      .ifLet(\.$alert, action: \.alert)
  }

  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .alert:
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
      state.alert = Self.alert(title: "Number fact", message: fact)
      return .none

    case let .numberFactResponse(.failure(error)):
      state.isLoadingFact = false
      state.alert = Self.alert(title: "Could not load a fact", message: describe(error))
      return .none
    }
  }
}

/// A readable description of `error`, for an alert.
func describe(_ error: any Error) -> String {
  if let error = error as? NumberFactError { return error.description }
  return String(describing: error)
}
