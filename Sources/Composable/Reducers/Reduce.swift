/// A reducer made from a closure, for the logic a feature adds on top of its children.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .incrementButtonTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// The closure is a plain closure, as in TCA: it may capture what the code around it keeps,
/// a test's `var` included, and Swift checks where it may run at compile time:
///
/// ```swift
/// var handled: [String] = []
/// let store = TestStore(initialState: 0) {
///   Reduce { _, action in
///     handled.append(action)
///     return .none
///   }
/// }
/// ```
///
/// A `Reduce` is not `Sendable`, as its closure is not: it stays in the isolation that made
/// it. One made in a main-actor test that captures the test's `var` runs only in stores on
/// the main actor; one made in a reducer's `body`, which captures nothing isolated, may go
/// wherever its reducer goes. A reducer whose `body` uses main-actor state (a view model, a
/// main-actor class) says so with `@MainActor struct Feature: @MainActor Reducer`.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// A reducer that runs `reduce`.
  ///
  /// - Parameter reduce: Changes the state for an action and returns effects; runs wherever
  ///   the store running the reducer runs.
  @inlinable
  public init(
    _ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>
  ) {
    self.reduce = reduce
  }

  /// A type-erased copy of `reducer`.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Runs the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
