import Composable

/// The second screen: the favourite facts, shared with the counter screen, to browse and
/// delete from.
public struct FavoriteFacts: Reducer {
  /// The screen's state.
  public struct State: Codable, Equatable, Sendable {
    /// The favourite facts: the counter screen's own list, shared.
    @Shared public var facts: [String]
    /// The highlighted fact's position (`x` deletes it).
    public var selection: Int

    /// The screen over `facts`, the first fact highlighted.
    ///
    /// - Parameters:
    ///   - facts: The shared list.
    ///   - selection: The highlighted position.
    public init(facts: Shared<[String]>, selection: Int = 0) {
      self._facts = facts
      self.selection = selection
    }
  }

  /// What can happen on the screen.
  public enum Action: Codable, Equatable, Sendable {
    /// The user went back to the counter.
    case backButtonTapped
    /// The user deleted the highlighted fact.
    case deleteButtonTapped
    /// The user moved the highlight down.
    case selectNext
    /// The user moved the highlight up.
    case selectPrevious
  }

  @Dependency(\.dismiss) var dismiss

  /// The screen.
  public init() {}

  /// Moves the highlight, deletes the highlighted fact (from every screen, and the file),
  /// and dismisses itself.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .backButtonTapped:
      let dismiss = self.dismiss
      return .run { _ in await dismiss() }

    case .deleteButtonTapped:
      let index = state.selection
      guard state.facts.indices.contains(index) else { return .none }
      state.$facts.withLock { _ = $0.remove(at: index) }
      state.selection = max(0, min(index, state.facts.count - 1))
      return .none

    case .selectNext:
      if state.selection + 1 < state.facts.count { state.selection += 1 }
      return .none

    case .selectPrevious:
      if state.selection > 0 { state.selection -= 1 }
      return .none
    }
  }
}
