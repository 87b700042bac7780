import Observation

/// TCA 1.0's view layer: a view's state derived from a store, deduplicated, with `send`.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: { $0 })
/// viewStore.send(.incrementButtonTapped)
/// viewStore.count  // 1
/// ```
///
/// Kept so that TCA 1.0 code moves over unchanged; new code reads the store itself
/// (`store.state`, which is observable). A view store is `Observable`: reading ``state`` (or a
/// member of it) inside `withObservationTracking`, or in a SwiftUI view's `body`, observes it,
/// and only a change that `removeDuplicates` does not call a duplicate notifies. It holds its
/// store, and updates once per `send` that changed the store's state (after all of its
/// actions), not once per action. There is no `publisher` (no Combine) and no `binding` here;
/// `WithViewStore` is SwiftUI glue, not provided.
@MainActor
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction>: Observable {
  private let registrar = ObservationRegistrar()
  private var viewState: ViewState
  private let sendAction: (ViewAction) -> StoreTask
  private var subscription: StoreSubscription?
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// Keeps the store (and so its effects) alive for as long as the view store is.
  private let store: AnyObject

  /// A view store of `store`'s state as `toViewState` derives it, sending actions through
  /// `fromViewAction`, and notifying only when `isDuplicate` says the view state changed.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: Derives the view's state from the store's.
  ///   - fromViewAction: Turns a view action into the store's.
  ///   - isDuplicate: Whether two view states are the same for the view.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (State) -> ViewState,
    send fromViewAction: @escaping (ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool
  ) {
    self.store = store
    self.viewState = toViewState(store.core.state)
    self.sendAction = { store.send(fromViewAction($0)) }
    self.subscription = store.subscribe { [weak self] state in
      guard let self else { return }
      let newValue = toViewState(state)
      guard !isDuplicate(self.viewState, newValue) else { return }
      self.registrar.withMutation(of: self, keyPath: \.state) { self.viewState = newValue }
      self.resumeWaiters()
    }
  }

  /// A view store of `store`'s state as `toViewState` derives it, notifying only when
  /// `isDuplicate` says the view state changed.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: Derives the view's state from the store's.
  ///   - isDuplicate: Whether two view states are the same for the view.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// The current view state.
  public var state: ViewState {
    registrar.access(self, keyPath: \.state)
    return viewState
  }

  /// A member of the view state: `viewStore.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends a view action to the store.
  ///
  /// - Parameter action: What happened.
  /// - Returns: The effects the action started; `await` its `finish()` to wait for them.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    sendAction(action)
  }

  /// Sends `action`, then waits while `predicate` holds of the view state (TCA 1.0's
  /// pull-to-refresh idiom); cancelling the waiting task cancels the action's effects.
  ///
  /// - Parameters:
  ///   - action: What happened.
  ///   - predicate: Waits while this is true.
  public func send(_ action: ViewAction, while predicate: (ViewState) -> Bool) async {
    let task = send(action)
    await yield(while: predicate)
    if Task.isCancelled { task.cancel() }
  }

  /// Waits while `predicate` holds of the view state, or until the task is cancelled.
  ///
  /// - Parameter predicate: Waits while this is true.
  public func yield(while predicate: (ViewState) -> Bool) async {
    while predicate(viewState), !Task.isCancelled {
      await withTaskCancellationHandler {
        await withCheckedContinuation { waiters.append($0) }
      } onCancel: {
        Task { @MainActor [weak self] in self?.resumeWaiters() }
      }
    }
  }

  private func resumeWaiters() {
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }
}

extension ViewStore where ViewState: Equatable {
  /// A view store of `store`'s state as `toViewState` derives it, sending actions through
  /// `fromViewAction`, and notifying only when the view state changed (`==`).
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: Derives the view's state from the store's.
  ///   - fromViewAction: Turns a view action into the store's.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (State) -> ViewState,
    send fromViewAction: @escaping (ViewAction) -> Action
  ) {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }

  /// A view store of `store`'s state as `toViewState` derives it, notifying only when the
  /// view state changed (`==`).
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: Derives the view's state from the store's.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (State) -> ViewState
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: { $0 == $1 })
  }
}

/// A view store of a feature's state and actions: `ViewStoreOf<Feature>`.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

extension StoreTask {
  /// Waits for the effects to finish (TCA 1.0's `await task.value`).
  public var value: Void {
    get async { await finish() }
  }
}
