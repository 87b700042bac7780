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
/// Every reducer is `Sendable`, because its effects capture it (`self.clock` inside a `.run`
/// closure): a conforming type, `public` or not, needs no `Sendable` of its own, and Swift
/// checks that its stored properties (usually `@Dependency` values) are `Sendable`.
public protocol Reducer<State, Action>: Sendable {
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
