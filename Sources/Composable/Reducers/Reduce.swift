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
/// main-actor test runs in main-actor stores and in the test itself; one made on an actor of
/// yours runs in a ``StoreActor`` made `runningOn:` that actor. Called anywhere else it is not
/// run, and a runtime diagnostic (a test failure in a test) names where it was made. In Swift
/// 6 mode the compiler keeps a `Reduce` that is not `Sendable` in the isolation that made it;
/// the run-time check is for Swift 5 mode, which does not track where a value goes. A
/// `Reduce` made where nothing is isolated, as in a nonisolated reducer's `body`, runs
/// wherever its reducer does.
///
/// What the check cannot see, in Swift 5 mode: a `Reduce` that records no actor (made in a
/// nonisolated `body`, in a `@Sendable` closure such as `onChange`'s, or in a nonisolated
/// function of your own handed a main-actor closure) but uses a class instance that
/// main-actor code also uses. Run in a ``StoreActor``, or folded by hand off the main actor,
/// it races. And a `Reduce` made in a `nonisolated(nonsending)` async function records its
/// caller's actor, so it runs only there even when it captures nothing.
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
  /// The ``executorAnchor(_:)`` of the actor the closure was made on (a ``StoreActor`` is
  /// not held: a `Reduce` in its reducer would keep it alive).
  let actor: any Actor
  /// How a reduction on `actor` marks its thread: see ``reducingActorMark(_:)``.
  let mark: UInt
  let site: CallSite

  @usableFromInline
  init(
    actor: any Actor, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.actor = executorAnchor(actor)
    self.mark = reducingActorMark(actor)
    self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Whether the current thread is running code isolated to the actor.
  ///
  /// For the main actor, ``MainActorReduction/isOnMainActor``. For another actor Swift has no
  /// query that does not trap, so the answer is yes only inside a reduction of a store on
  /// that actor (or sharing its executor: a ``StoreActor``), which marks its thread with the
  /// actor (``MainActorReduction/isReducing(onActor:)``).
  @usableFromInline
  var isCurrent: Bool {
    mark == 0
      ? MainActorReduction.isOnMainActor : MainActorReduction.isReducing(onActor: mark)
  }

  /// Reports, at the `Reduce`, that it was called off its actor and not run.
  @usableFromInline
  func reportCalledElsewhere() {
    let place = "\(site.fileID.description.split(separator: "/").last ?? ""):\(site.line)"
    runtimeWarn(
      mark == 0 && MainActorReduction.isReducingOnAnActor
        ? """
        A "Reduce" closure made on the main actor at \(place) was called by a store on \
        another actor (a "StoreActor"), and was not run: it may use what it captured there. \
        Make the "Reduce" in the store's reducer closure, or where nothing is isolated (a \
        nonisolated reducer's "body"), or run the feature in a main-actor "Store".
        """
        : mark == 0
          ? """
          A "Reduce" closure made on the main actor at \(place) was called off the main actor, \
          and was not run: it may use what it captured there. Call "reduce(into:action:)" from \
          the main actor (mark the test "@MainActor"), or make the "Reduce" where nothing is \
          isolated (a nonisolated reducer's "body").
          """
          : """
          A "Reduce" closure made at \(place) on an actor other than the main actor was called \
          outside a reduction of a store on that actor, and was not run: it may use what it \
          captured there. Run it in a "StoreActor" on that actor ("runningOn:"), or make the \
          "Reduce" where nothing is isolated (a nonisolated reducer's "body").
          """,
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
  }
}
