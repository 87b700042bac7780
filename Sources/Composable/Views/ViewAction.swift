#if canImport(SwiftUI)
  import SwiftUI
#endif

/// An action with a case for what its view does, as TCA's `ViewAction`: the view sends
/// `store.send(.saveTapped)` for `.view(.saveTapped)`.
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   case response(String)
///   enum View { case saveTapped }
/// }
/// ```
public protocol ViewAction<ViewAction> {
  /// The view's actions.
  associatedtype ViewAction
  /// The action carrying a view action.
  ///
  /// - Parameter action: What the view did.
  static func view(_ action: ViewAction) -> Self
}

extension Store where Action: ViewAction {
  /// Sends `.view(action)`.
  ///
  /// - Parameter action: What the view did.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: Action.ViewAction) -> StoreTask {
    send(.view(action))
  }

  /// Sends `.view(action)` with `animation`.
  ///
  /// - Parameters:
  ///   - action: What the view did.
  ///   - animation: The animation, or `nil` for none.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: Action.ViewAction, animation: Animation?) -> StoreTask {
    send(.view(action), animation: animation)
  }
}

/// A view that sends its feature's view actions with `send(.tapped)`: TCA's
/// `ViewActionSending`, what its `@ViewAction(for:)` macro (``ViewAction(for:)``) conforms a
/// view to. Or conform the view yourself:
///
/// ```swift
/// struct CounterView: View, ViewActionSending {
///   let store: StoreOf<Counter>
///   var body: some View {
///     Button("+") { send(.incrementTapped) }
///   }
/// }
/// ```
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The feature's state.
  associatedtype StoreState
  /// The feature's action, which has a `view` case.
  associatedtype StoreAction: ViewAction
  /// The feature's store.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends `.view(action)` to the store.
  ///
  /// - Parameter action: What the view did.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }

  /// Sends `.view(action)` to the store with `animation`.
  ///
  /// - Parameters:
  ///   - action: What the view did.
  ///   - animation: The animation, or `nil` for none.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    store.send(.view(action), animation: animation)
  }

  /// Sends `.view(action)` to the store in `transaction`.
  ///
  /// - Parameters:
  ///   - action: What the view did.
  ///   - transaction: The transaction.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
    store.send(.view(action), transaction: transaction)
  }
}

/// Conforms a view to ``ViewActionSending``, so that it sends its feature's view actions with
/// `send(.tapped)`: TCA's `@ViewAction(for:)`.
///
/// ```swift
/// @ViewAction(for: Counter.self)
/// struct CounterView: View {
///   let store: StoreOf<Counter>
///   var body: some View { Button("+") { send(.incrementTapped) } }
/// }
/// ```
///
/// - Parameter reducer: The feature whose store the view holds (as `store`).
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for reducer: R.Type) =
  #externalMacro(module: "ComposableMacros", type: "ViewActionMacro")
