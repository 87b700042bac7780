/// A feature made of other features, one per case: TCA's `@Reducer enum`.
///
/// `@Reducer` on the enum (``Reducer()``) writes what follows, as TCA's macro does. Without
/// macros, write the enum of features with this conformance, and `swift package
/// --allow-writing-to-package-directory generate-case-paths --target <Target>` writes its
/// `State` and `Action` enums and its `body` into `<Target>+CasePaths.swift`:
///
/// ```swift
/// enum Destination: CaseReducer {
///   case add(SyncUpForm)
///   case alert(AlertState<Alert>)
///
///   enum Alert: Equatable, Sendable { case confirmDeletion }
///   // What `State` and `Action` conform to (TCA: `@Reducer(state: .equatable, ...)`).
///   typealias StateConformances = Equatable & Sendable
///   typealias ActionConformances = Equatable & Sendable
/// }
///
/// // In the parent:
/// //   .ifLet(\.$destination, action: \.destination)
/// //   .forEach(\.path, action: \.path)
/// ```
///
/// - A case with one unlabeled payload is a child feature: `State` has `add(SyncUpForm.State)`,
///   `Action` has `add(SyncUpForm.Action)`, and `body` scopes `SyncUpForm()` to that case.
/// - `AlertState<A>` and `ConfirmationDialogState<A>`: `State` holds the alert, `Action` has
///   `alert(A)`, and nothing is scoped (its buttons' actions go to the parent).
/// - Any other case (no payload, a labeled payload, several): state only, as TCA's
///   `@ReducerCaseIgnored`: `case meeting(Meeting, syncUp: SyncUp)` is in `State`, not in
///   `Action`. Label a single payload to keep it state only: `case detail(model: Model)`.
///
/// An enum that declares its own `static var body: some ReducerOf<Self>` (one that moves
/// between its cases, as TCA's TicTacToe app root does) keeps it: the macro writes the rest,
/// and `Body` is its body's type. A store of it is made with `{ Root.body }`.
///
/// `CaseScope` and `scope(_:)` give `store.case`: for the case the state is in, a store of its
/// feature (or, for a case that is state only, its values), so that a view switches over
/// every case (``Store/case``).
///
/// `State` and `Action` get the enum's access level and `CasePathable` conformances, and
/// `State` has `@dynamicMemberLookup` (`state.destination?.add`). They also conform to what
/// the enum's `StateConformances` and `ActionConformances` typealiases name, when it declares
/// them: `Equatable` is synthesized only for a conformance declared with the type, which is in
/// the generated file (`extension Destination.State: Equatable {}`, TCA's spelling, cannot
/// synthesize `==` from another file). `--check` (CI) fails when the generated file is stale.
public protocol CaseReducer: Reducer
where
  State: CaseReducerState, State.StateReducer == Self, Body: Reducer, Body.State == State,
  Body.Action == Action
{
  /// The type of ``body``.
  // NB: Restated (as TCA's `CaseReducer` does) so that an enum's own opaque
  // `static var body` names it: without it, `Reducer`'s `Body == Never` extension wins and
  // the enum does not conform (`EnumOwnBodyTests` does not compile).
  associatedtype Body = Body

  /// Each feature's reducer, scoped to its case.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// One case per case of the enum, each with a store of its feature (or, for a case that
  /// is state only, its values): what `store.case` gives, so that a view switches over the
  /// features exhaustively (``Store/case``).
  associatedtype CaseScope

  /// The case `store`'s state is in, with a store of that case's feature.
  ///
  /// - Parameter store: A store of this enum's features.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// ``body``, so that the enum is a `Reducer` too: `ReducerOf<Destination>`,
  /// `StackActionOf<Path>` and `Destination.State`/`Destination.Action` work as for any
  /// reducer (TCA's `CaseReducer` is one). A value of the enum (`.add(SyncUpForm())`) runs
  /// every feature's reducer, not only its own case's.
  public var body: Body { Self.body }
}

/// The `State` of a ``CaseReducer``, which names the reducer, so that `ifLet` and `forEach`
/// find its `body` from the state's type alone.
public protocol CaseReducerState {
  /// The enum of features whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
  /// Presents one of a ``CaseReducer``'s features: `.ifLet(\.$destination, action:
  /// \.destination)`, with the features' reducer found from the destination's state.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$destination`.
  ///   - toPresentationAction: The case of the parent action carrying the child's actions.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  @inlinable
  public func ifLet<DestinationState: CaseReducerState>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>> & Sendable,
    action toPresentationAction: CaseKeyPath<
      Action, PresentationAction<DestinationState.StateReducer.Action>
    >,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where Action: CasePathable {
    ifLet(
      toPresentationState, action: Action.allCasePaths[keyPath: toPresentationAction],
      destination: { DestinationState.StateReducer.body }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Runs a stack of a ``CaseReducer``'s features: `.forEach(\.path, action: \.path)`, with
  /// the features' reducer found from the stack's element state.
  ///
  /// - Parameters:
  ///   - toStackState: The stack, `\.path`.
  ///   - toStackAction: The case of the parent action carrying stack actions.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func forEach<ElementState: CaseReducerState>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>> & Sendable,
    action toStackAction: CaseKeyPath<
      Action, StackAction<ElementState, ElementState.StateReducer.Action>
    >,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, ElementState.StateReducer.Body>
  where Action: CasePathable {
    forEach(
      toStackState, action: Action.allCasePaths[keyPath: toStackAction],
      destination: { ElementState.StateReducer.body }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}
