import Dispatch

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
/// The closure is isolated to the main actor, where stores run their reducers, so it may
/// capture what a test or a view model keeps there, as TCA allows:
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
/// `Reduce` is still `Sendable` (a main-actor closure is), so a feature that holds one needs
/// no `Sendable` of its own. Called off the main actor, outside any store (a hand-written fold
/// in a `nonisolated` test), it does not run the closure: it raises a runtime diagnostic.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: @MainActor (inout State, Action) -> Effect<Action>

  /// A reducer that runs `reduce`.
  ///
  /// - Parameter reduce: Changes the state for an action and returns effects; runs on the main
  ///   actor.
  @inlinable
  public init(
    _ reduce: @escaping @MainActor (_ state: inout State, _ action: Action) -> Effect<Action>
  ) {
    self.reduce = reduce
  }

  /// A type-erased copy of `reducer`.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Runs the closure, on the main actor.
  ///
  /// Inside a store, and anywhere on the main actor, the closure runs. Called off the main
  /// actor (a test folding a reducer by hand in a `nonisolated` test), it does not: the call
  /// raises a runtime diagnostic (a test failure in a test) and returns `.none`. Make such a
  /// test `@MainActor`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // NB: Safe: `isOnMainActor` holds only synchronously inside a store's reduction, which is
    // main-actor isolated at compile time and marks its own thread (`MainActorReduction`), on
    // the main thread, where an app's main actor runs, or inside work of the main queue, the
    // main actor's executor. In each case no other main-actor code runs meanwhile, so the
    // closure may touch what it captured from main-actor code; elsewhere it is run inside the
    // main queue. The cast drops only the isolation attribute, which a function value's
    // representation does not carry (`@isolated(any)` would); `unsafeBitCast` traps if the
    // sizes ever differed. Tested: `ReduceIsolationTests` (a closure that checks it is on the
    // main actor, called from the pool; the suite runs under ThreadSanitizer in CI).
    guard MainActorReduction.isOnMainActor else {
      reportReduceOffMainActor()
      return .none
    }
    let body = unsafeBitCast(reduce, to: ((inout State, Action) -> Effect<Action>).self)
    return body(&state, action)
  }
}

@usableFromInline
func reportReduceOffMainActor(fileID: StaticString = #fileID, line: UInt = #line) {
  runtimeWarn(
    """
    A "Reduce" closure was called off the main actor, outside any store, and was not run. \
    Its closure is main-actor isolated: call "reduce(into:action:)" from the main actor (mark \
    the test "@MainActor").
    """)
}
