import Composable

/// The seed feature: count up and down, ask for a trivia fact about the count, and show it
/// as an alert until dismissed.
///
/// A second fact request while one is loading cancels the first. A failure is shown as an
/// alert with its reason. The fact on screen can be saved to the favourite facts, which a
/// second screen lists; both screens share the list (see ``FavoriteFacts``), which the app
/// keeps in a file.
public struct CounterFact: Reducer {
  /// The feature's state.
  public struct State: Codable, Equatable, Sendable {
    /// The current count.
    public var count: Int
    /// Whether a fact is being fetched.
    public var isLoadingFact: Bool
    /// The alert on screen: a fact, or why there is none. Dismissed through
    /// `.alert(.dismiss)`.
    @PresentationState public var alert: AlertState<Action.Alert>?
    /// The favourite facts, shared with the favourites screen (the app keeps them in a
    /// file: `Shared(wrappedValue: [], .fileStorage(url))`).
    @Shared public var favorites: [String]
    /// The favourites screen, while it is shown.
    @PresentationState public var favoritesScreen: FavoriteFacts.State?

    /// A state with `count` and nothing loading or shown.
    ///
    /// - Parameters:
    ///   - count: The count.
    ///   - isLoadingFact: Whether a fact is being fetched.
    ///   - alert: The alert on screen.
    ///   - favorites: The favourite facts (by default a list of its own, kept in memory).
    public init(
      count: Int = 0, isLoadingFact: Bool = false, alert: AlertState<Action.Alert>? = nil,
      favorites: Shared<[String]> = Shared(value: [])
    ) {
      self.count = count
      self.isLoadingFact = isLoadingFact
      self.alert = alert
      self._favorites = favorites
    }

    /// The fact the alert shows, if it shows one: a fact fetched, or the offline fact a failed
    /// request offers in its place ("… Offline fact: 7 is prime."); `nil` for an error that
    /// offers none.
    public var factShown: String? {
      guard let alert, let message = alert.message?.description else { return nil }
      if alert.title.description == CounterFact.factTitle { return message }
      guard alert.title.description == CounterFact.failureTitle,
        let marker = message.range(of: CounterFact.offlineFactMarker)
      else { return nil }
      return String(message[marker.upperBound...])
    }
  }

  /// What can happen in the feature.
  public enum Action: Codable, Equatable, Sendable {
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
    /// The user saved the fact on screen to the favourites.
    case saveFactButtonTapped
    /// The user opened the favourites screen.
    case favoritesButtonTapped
    /// The favourites screen's actions.
    case favoritesScreen(PresentationAction<FavoriteFacts.Action>)

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

  /// The title of an alert that shows a fact.
  public static let factTitle = "Number fact"
  /// The title of an alert that shows why a fact could not be fetched.
  public static let failureTitle = "Could not load a fact"
  /// What precedes the offline fact in a failure's message (``NumberFactError``).
  static let offlineFactMarker = ". Offline fact: "

  enum CancelID { case fact }

  @Dependency(\.numberFact) var numberFact

  /// The feature.
  public init() {}

  /// The feature: its own logic, and the alert presented through `PresentationState`.
  public var body: some ReducerOf<Self> {
    Reduce(core)
      .ifLet(\.$alert, action: \.alert)
      .ifLet(\.$favoritesScreen, action: \.favoritesScreen) { FavoriteFacts() }
  }

  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .alert, .favoritesScreen:
      return .none

    case .saveFactButtonTapped:
      guard let fact = state.factShown, !state.favorites.contains(fact) else { return .none }
      state.$favorites.withLock { $0.append(fact) }
      return .none

    case .favoritesButtonTapped:
      state.favoritesScreen = FavoriteFacts.State(facts: state.$favorites)
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
      state.alert = Self.alert(title: Self.factTitle, message: fact)
      return .none

    case let .numberFactResponse(.failure(error)):
      state.isLoadingFact = false
      state.alert = Self.alert(title: Self.failureTitle, message: describe(error))
      return .none
    }
  }
}

extension CounterFact.Action.Alert: Codable {
  /// Never called: the alert has no actions to encode.
  public func encode(to encoder: any Encoder) throws {
    switch self {}
  }

  /// Always fails: the alert has no actions to decode.
  public init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "The alert has no actions."))
  }
}

/// A readable description of `error`, for an alert.
func describe(_ error: any Error) -> String {
  if let error = error as? NumberFactError { return error.description }
  return String(describing: error)
}
