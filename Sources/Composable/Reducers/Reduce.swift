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
/// The closure is a plain closure, as in TCA 1.0: it may capture what the code around it
/// keeps, a main-actor test's `var` included:
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
/// A `Reduce` is not `Sendable`, as its closure is not. It remembers the actor it was made on
/// (`#isolation`), and a closure made on an actor runs only on that actor: one made in a
/// main-actor test runs in main-actor stores and in the test itself. Called anywhere else it
/// is not run, and a runtime diagnostic (a test failure in a test) names where it was made.
/// In Swift 6 mode the compiler keeps a `Reduce` that is not `Sendable` in the isolation that
/// made it; the run-time check is for Swift 5 mode, which does not track where a value goes.
/// A `Reduce` made where nothing is isolated, as in a nonisolated reducer's `body`, runs
/// wherever its reducer does.
///
/// What the check cannot see, in Swift 5 mode: a `Reduce` that records no actor (made in a
/// nonisolated `body`, in a `@Sendable` closure such as `onChange`'s, or in a nonisolated
/// function of your own handed a main-actor closure) but uses a class instance that
/// main-actor code also uses. Folded by hand off the main actor, it races; stores run
/// reducers on the main actor. And a `Reduce` made in a `nonisolated(nonsending)` async
/// function records its caller's actor, so it runs only there even when it captures nothing.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>
  /// Where the closure was made, if on an actor: it may have captured that actor's state, so
  /// it runs only there.
  @usableFromInline
  let madeOn: ReduceOrigin?

  /// A reducer that runs `reduce`.
  ///
  /// - Parameters:
  ///   - isolation: The actor the closure is made on; leave it out.
  ///   - fileID: Where it is made, named by diagnostics; leave it out.
  ///   - filePath: Where it is made, for test failures; leave it out.
  ///   - line: Where it is made; leave it out.
  ///   - column: Where it is made; leave it out.
  ///   - reduce: Changes the state for an action and returns effects.
  @inlinable
  public init(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>
  ) {
    self.reduce = reduce
    self.madeOn = isolation.map {
      ReduceOrigin(actor: $0, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// A type-erased copy of `reducer`, which runs wherever `reducer` may.
  @inlinable
  public init<R: Reducer>(_ reducer: R)
  where R.State == State, R.Action == Action {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
    self.madeOn = nil
  }

  /// Runs the closure; one made on an actor, only on that actor.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if let madeOn, !madeOn.isCurrent {
      madeOn.reportCalledElsewhere()
      return .none
    }
    return reduce(&state, action)
  }
}

/// The actor a ``Reduce`` closure was made on, and where.
@usableFromInline
final class ReduceOrigin {
  let actor: any Actor
  let site: CallSite

  @usableFromInline
  init(
    actor: any Actor, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.actor = actor
    self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Whether the current thread is running code isolated to the actor.
  ///
  /// For the main actor, ``MainActorReduction/isOnMainActor``. For another actor Swift has no
  /// query that does not trap, and no store runs on another actor yet, so the answer is no.
  @usableFromInline
  var isCurrent: Bool {
    actor === MainActor.shared && MainActorReduction.isOnMainActor
  }

  /// Reports, at the `Reduce`, that it was called off its actor and not run.
  @usableFromInline
  func reportCalledElsewhere() {
    let place = "\(site.fileID.description.split(separator: "/").last ?? ""):\(site.line)"
    runtimeWarn(
      actor === MainActor.shared
        ? """
        A "Reduce" closure made on the main actor at \(place) was called off the main actor, \
        and was not run: it may use what it captured there. Call "reduce(into:action:)" from \
        the main actor (mark the test "@MainActor"), or make the "Reduce" where nothing is \
        isolated (a nonisolated reducer's "body").
        """
        : """
        A "Reduce" closure made at \(place) on an actor other than the main actor was called, \
        and was not run: it may use what it captured there, and only main-actor stores run \
        reducers. Make the "Reduce" where nothing is isolated (a nonisolated reducer's \
        "body"), or on the main actor.
        """,
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
  }
}
