/// Makes a feature a ``Reducer``, as TCA's `@Reducer`.
///
/// On a struct: the `Reducer` conformance, `@CasePathable` on its `Action` enum and
/// `@ObservableState` on its `State` (an enum `State` also gets `@CasePathable` and
/// `@dynamicMemberLookup`):
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// On an enum of features (one case per feature, TCA's destinations and stack paths): its
/// `State` and `Action` enums, its `body` of `Scope`s and its ``CaseReducer`` conformance, as
/// `generate-case-paths` writes them for a `CaseReducer`:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case add(SyncUpForm)
///   case alert(AlertState<Alert>)
///   @ReducerCaseIgnored
///   case meeting(Meeting, syncUp: SyncUp)
/// }
/// ```
///
/// A case with one unlabeled payload naming a type is a feature; `AlertState<A>` and
/// `ConfirmationDialogState<A>` (or any `@ReducerCaseEphemeral` case) send their actions to the
/// parent; `@ReducerCaseIgnored` and every other case are state only. An enum that declares
/// its own `Action` keeps it.
@attached(member, names: arbitrary)
@attached(memberAttribute)
@attached(extension, conformances: CaseReducer, Reducer)
public macro Reducer() = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// ``Reducer()``, with what an enum of features' `State` and `Action` conform to besides:
/// `@Reducer(state: .equatable, .sendable, action: .equatable)`.
///
/// - Parameters:
///   - state: The conformances of `State`.
///   - action: The conformances of `Action`.
@attached(member, names: arbitrary)
@attached(memberAttribute)
@attached(extension, conformances: CaseReducer, Reducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// ``Reducer()`` with conformances for `State` only: `@Reducer(state: .equatable)`.
///
/// - Parameter state: The conformances of `State`.
@attached(member, names: arbitrary)
@attached(memberAttribute)
@attached(extension, conformances: CaseReducer, Reducer)
public macro Reducer(state: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// ``Reducer()`` with conformances for `Action` only: `@Reducer(action: .equatable)`.
///
/// - Parameter action: The conformances of `Action`.
@attached(member, names: arbitrary)
@attached(memberAttribute)
@attached(extension, conformances: CaseReducer, Reducer)
public macro Reducer(action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// A conformance that `@Reducer(state:action:)` gives an enum of features' `State` or
/// `Action`. Only its static members are meant to be used, in that attribute.
public struct _SynthesizedConformance: Sendable {
  private init() {}
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
}

/// Marks a case of a `@Reducer` enum as state only (no feature, no action): TCA's
/// `@ReducerCaseIgnored`.
@attached(peer, names: arbitrary)
public macro ReducerCaseIgnored() = #externalMacro(module: "ComposableMacros", type: "NoOpMacro")

/// Marks a case of a `@Reducer` enum as ephemeral state (like an alert): its `Action` case
/// carries the case's type's `Action`, sent to the parent, and no reducer is scoped to it.
@attached(peer, names: arbitrary)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableMacros", type: "NoOpMacro")
