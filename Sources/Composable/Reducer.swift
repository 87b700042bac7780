/// Describes how a feature's state changes in response to an action, and what effects run
/// afterwards.
///
/// Implement exactly one of ``reduce(into:action:)`` and ``body-swift.property``:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment, decrement }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .increment: state.count += 1
///     case .decrement: state.count -= 1
///     }
///     return .none
///   }
/// }
/// ```
///
/// Compose reducers in `body` with ``Reduce``, ``Scope`` and the operators on this protocol.
///
/// A reducer need not be `Sendable`, as in TCA, so that a ``Reduce`` closure may capture what
/// the code around it keeps: in Swift 6 mode, Swift keeps a reducer that is not `Sendable` in
/// the isolation that made it, and a ``Reduce`` made on an actor checks, when it runs, that
/// it runs there. Effects that capture the reducer (`self.clock` inside a `.run` closure, which
/// is `@Sendable`) need it to be `Sendable`: an `internal`, non-generic struct whose stored
/// properties are `Sendable` (usually `@Dependency` values) is so without saying it; a
/// `public` one says `struct Feature: Reducer, Sendable`.
///
/// A conformance is never isolated to an actor (`@MainActor Reducer` does not compile): a
/// store may run its reducer elsewhere than where it was made.
public protocol Reducer<State, Action>: _ReducerBase {
  /// The state the reducer changes.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The type of ``body-swift.property``; `Never` for reducers that implement `reduce`.
  associatedtype Body

  /// Changes `state` in response to `action`, and returns the effects to run afterwards.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place.
  ///   - action: What happened.
  /// - Returns: Work for the store to do next, or ``Effect/none``.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer this reducer is made of, composed from others.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// A reducer of `R`'s state and action: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  ///
  /// > Important: Never call it: it traps, as there is no body to return.
  public var body: Body {
    // NB: Unreachable through the library: stores and every operator call
    // `reduce(into:action:)`, never `body`, and a reducer that implements neither member does
    // not compile (no default `reduce` exists for `Body == Never`). Only a direct call to
    // `.body` on such a reducer gets here, and `Never` leaves nothing else to return.
    fatalError(
      """
      "\(Self.self)" implements "reduce(into:action:)" and has no "body". Call \
      "reduce(into:action:)" instead.
      """)
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body-swift.property``.
  @inlinable
  @inline(__always)
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    body.reduce(into: &state, action: action)
  }
}

#if compiler(>=6.2)
  /// What every ``Reducer`` is: here, a type whose metatype may be used from any isolation
  /// (`SendableMetatype`), so that a conformance is never isolated to an actor
  /// (`@MainActor Reducer`): a store may run its reducer on another actor than the one that
  /// made it, which such a conformance could not survive. So with main-actor default
  /// isolation, a reducer type is inferred nonisolated.
  public protocol _ReducerBase: SendableMetatype {}
#else
  /// What every ``Reducer`` is (nothing before Swift 6.2, which has no `SendableMetatype`
  /// and no isolated conformances).
  public protocol _ReducerBase {}
#endif
