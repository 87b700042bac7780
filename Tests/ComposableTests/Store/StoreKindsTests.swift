import Foundation
import Testing

@testable import Composable

/// The same behaviours, run against both kinds of store: the main actor's ``Store`` and a
/// ``StoreActor`` (parameterized: each test runs once per kind). Effects, cancellation,
/// scoping (`Scope`, `ifLet`, `ifCaseLet`, `forEach`, two rows and two children), navigation
/// (presented children and stacks), shared state, dependencies, bindings and recording; the
/// extensions in `StoreKindsTests+*.swift` hold more.
@Suite struct StoreKindsTests {
  enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case mainActorStore, storeActor
    var testDescription: String { rawValue }
  }

  /// A store of either kind, driven from the test with `await`.
  enum AnyStore<R: Reducer>: Sendable where R.State: Sendable, R.Action: Sendable {
    case main(MainBox<R>)
    case actor(StoreActor<R.State, R.Action>)

    @discardableResult
    func send(_ action: R.Action) async -> StoreTask {
      switch self {
      case let .main(box): await box.store.send(action)
      case let .actor(store): await store.send(action)
      }
    }

    var states: AsyncStream<R.State> {
      get async {
        switch self {
        case let .main(box): await box.store.states
        case let .actor(store): await store.states
        }
      }
    }

    /// The first state, the current one included, for which `predicate` holds: what the
    /// test waits for where a change comes in a group of its own (a dismissal).
    func firstState(where predicate: (R.State) -> Bool) async -> R.State? {
      for await state in await states where predicate(state) { return state }
      return nil
    }

    var state: R.State {
      get async {
        switch self {
        case let .main(box): await box.store.state
        case let .actor(store): await store.state
        }
      }
    }
  }

  /// What `body` returns, unless it takes longer than `limit`: a bound for a failing test
  /// (an effect that is never cancelled, a change that never comes, would hang it), never a
  /// wait for work to happen.
  static func bounded<T: Sendable>(
    within limit: Duration = .seconds(30), _ body: @escaping @Sendable () async -> T
  ) async -> T? {
    await withTaskGroup(of: T?.self) { group in
      group.addTask { await body() }
      group.addTask {
        try? await Task.sleep(for: limit)
        return nil
      }
      let first = await group.next()
      group.cancelAll()
      return first.flatMap { $0 }
    }
  }

  /// Whether `task` finishes within the bound of ``bounded(within:_:)``.
  static func finishes(_ task: StoreTask?) async -> Bool {
    guard let task else { return false }
    return await bounded { await task.finish() } != nil
  }

  @MainActor final class MainBox<R: Reducer> {
    let store: Store<R.State, R.Action>
    init(_ store: Store<R.State, R.Action>) { self.store = store }
  }

  static func make<R: Reducer & Sendable>(
    _ kind: Kind, _ state: @autoclosure @escaping @Sendable () -> R.State, _ reducer: R,
    dependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  ) async -> AnyStore<R> where R.State: Sendable, R.Action: Sendable {
    switch kind {
    case .mainActorStore:
      return .main(
        await MainActor.run {
          MainBox(
            Store(initialState: state(), reducer: { reducer }, withDependencies: dependencies))
        })
    case .storeActor:
      return .actor(
        StoreActor(initialState: state(), reducer: { reducer }, withDependencies: dependencies))
    }
  }

  // MARK: - The feature

  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var count = 0
      var log: [String] = []
      var stamp = ""
    }
    enum Action: Equatable, Sendable {
      case tap, startLong, stop, stamp
      case finished(String)
    }
    enum CancelID { case long }
    @Dependency(\.uuid) var uuid

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tap:
        state.count += 1
        let id = state.id
        return .run { send in await send(.finished("tap \(id)")) }
      case .startLong:
        return .run { send in
          // Nothing waits for it: it is cancelled.
          try await Task.sleep(for: .seconds(3_600))
          await send(.finished("slept"))
        }
        .cancellable(id: CancelID.long)
      case .stop:
        return .cancel(id: CancelID.long)
      case .stamp:
        state.stamp = uuid().uuidString
        return .none
      case let .finished(what):
        state.log.append(what)
        return .none
      }
    }
  }

  struct Editor: Reducer {
    struct State: Equatable, Sendable { var text = "" }
    enum Action: Equatable, Sendable { case typed(String), closeTapped }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .typed(text):
        state.text = text
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      }
    }
  }

  struct App: Reducer {
    struct State: Equatable, Sendable {
      var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
      var child: Row.State?
      var pinned = Row.State(id: 0)
      @PresentationState var editor: Editor.State?
      var log: [String] = []
      var stamp = ""
    }
    enum Action: Equatable, Sendable {
      case row(id: Int, action: Row.Action)
      case child(Row.Action)
      case pinned(Row.Action)
      case editor(PresentationAction<Editor.Action>)
      case openEditor, replaceChild(id: Int), removeRow(id: Int)
      case steps, merged, stamp, fail
      case search(String)
      case logged(String)
    }
    @Dependency(\.uuid) var uuid
    enum SearchID { case search }
    struct Boom: Error {}

    var body: some ReducerOf<Self> {
      Scope(state: \.pinned, action: /Action.pinned) { Row() }
      Reduce { state, action in
        switch action {
        case .openEditor:
          state.editor = Editor.State()
          return .none
        case let .replaceChild(id):
          state.child = Row.State(id: id)
          return .none
        case let .removeRow(id):
          state.rows.remove(id: id)
          return .none
        case .steps:
          return .concatenate(
            .run { send in await send(.logged("step 1")) },
            .send(.logged("step 2")),
            .run { send in await send(.logged("step 3")) })
        case .merged:
          return .merge(
            .run { send in await send(.logged("a")) },
            .run { send in await send(.logged("a")) })
        case .stamp:
          state.stamp = uuid().uuidString
          return .none
        case .fail:
          return .run { _ in throw Boom() }
        case let .search(query):
          return .run { send in
            // Nothing waits for it: a later search cancels it.
            if query == "slow" { try await Task.sleep(for: .seconds(3_600)) }
            await send(.logged(query))
          }
          .cancellable(id: SearchID.search, cancelInFlight: true)
        case let .logged(what):
          state.log.append(what)
          return .none
        case .row, .child, .pinned, .editor:
          return .none
        }
      }
      .ifLet(\.child, action: /Action.child) { Row() }
      .forEach(\.rows, action: /Action.row(id:action:)) { Row() }
      .ifLet(\.$editor, action: /Action.editor) { Editor() }
    }
  }

  // MARK: - Effects

  @Test(arguments: Kind.allCases)
  func effectsSendBackInOrder(_ kind: Kind) async {
    let store = await Self.make(kind, App.State(), App())
    await store.send(.steps).finish()
    await store.send(.merged).finish()
    #expect(await store.state.log == ["step 1", "step 2", "step 3", "a", "a"])
  }

  @Test(arguments: Kind.allCases)
  func dependenciesAreTheStoresOwn(_ kind: Kind) async {
    let store = await Self.make(kind, App.State(), App()) { $0.uuid = .incrementing }
    await store.send(.stamp)
    #expect(await store.state.stamp == "00000000-0000-0000-0000-000000000000")
    await store.send(.stamp)
    #expect(await store.state.stamp == "00000000-0000-0000-0000-000000000001")
  }

  // MARK: - Scoping: two rows, a child, a scoped feature

  @Test(arguments: Kind.allCases)
  func eachRowAndChildRunsItsOwnEffects(_ kind: Kind) async {
    let store = await Self.make(kind, App.State(), App())
    await store.send(.replaceChild(id: 7))
    await store.send(.row(id: 1, action: .tap)).finish()
    await store.send(.row(id: 2, action: .tap)).finish()
    await store.send(.row(id: 2, action: .tap)).finish()
    await store.send(.child(.tap)).finish()
    await store.send(.pinned(.tap)).finish()
    let state = await store.state
    #expect(state.rows[id: 1]?.log == ["tap 1"])
    #expect(state.rows[id: 2]?.log == ["tap 2", "tap 2"])
    #expect(state.rows[id: 2]?.count == 2)
    #expect(state.child?.log == ["tap 7"])
    #expect(state.pinned.log == ["tap 0"])
  }

  // MARK: - Cancellation

  @Test(arguments: Kind.allCases)
  func removingARowCancelsOnlyItsEffects(_ kind: Kind) async {
    let store = await Self.make(kind, App.State(), App())
    let first = await store.send(.row(id: 1, action: .startLong))
    let second = await store.send(.row(id: 2, action: .startLong))
    await store.send(.removeRow(id: 1))
    #expect(await Self.finishes(first), "the removed row's effect runs on")
    #expect(!second.isFinished)
    await store.send(.row(id: 2, action: .stop))
    #expect(await Self.finishes(second), "row 2's effect runs on after .stop")
    #expect(await store.state.rows.map(\.id) == [2])
  }

  @Test(arguments: Kind.allCases)
  func replacingAChildCancelsTheOldOnesEffects(_ kind: Kind) async {
    let store = await Self.make(kind, App.State(), App())
    await store.send(.replaceChild(id: 1))
    let old = await store.send(.child(.startLong))
    await store.send(.replaceChild(id: 2))
    #expect(await Self.finishes(old), "the replaced child's effect runs on")
    #expect(await store.state.child == Row.State(id: 2))
  }

  @Test(arguments: Kind.allCases)
  func releasingTheStoreCancelsItsEffects(_ kind: Kind) async {
    var store: AnyStore<App>? = await Self.make(kind, App.State(), App())
    let task = await store?.send(.row(id: 1, action: .startLong))
    store = nil
    #expect(await Self.finishes(task), "the released store's effect runs on")
  }

  @Test(arguments: Kind.allCases)
  func aNewSearchCancelsTheOneInFlight(_ kind: Kind) async {
    let store = await Self.make(kind, App.State(), App())
    let slow = await store.send(.search("slow"))
    await store.send(.search("fast")).finish()
    #expect(await Self.finishes(slow), "the first search runs on")
    #expect(await store.state.log == ["fast"])
  }

  @Test(arguments: Kind.allCases)
  func anEffectThatThrowsIsReportedWithTheActionThatStartedIt(_ kind: Kind) async {
    let store = await Self.make(kind, App.State(), App())
    let messages = await collectDiagnostics {
      await store.send(.fail).finish()
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Boom") == true, "\(messages)")
    #expect(
      messages.first?.contains("started by StoreKindsTests.App.Action.fail") == true, "\(messages)")
  }

  // MARK: - Navigation

  @Test(arguments: Kind.allCases)
  func aPresentedChildDismissesItself(_ kind: Kind) async {
    let store = await Self.make(kind, App.State(), App())
    await store.send(.openEditor)
    await store.send(.editor(.presented(.typed("draft"))))
    #expect(await store.state.editor?.text == "draft")
    // The dismissal arrives as `.editor(.dismiss)`, in a group of its own.
    await store.send(.editor(.presented(.closeTapped))).finish()
    let dismissed = await Self.bounded { await store.firstState { $0.editor == nil } } ?? nil
    #expect(dismissed != nil, "the editor was not dismissed")
  }

  // MARK: - Shared state

  struct Tally: Reducer {
    struct State: Equatable, Sendable {
      @Shared var total: Int
    }
    enum Action: Equatable, Sendable { case add(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .add(amount):
        state.$total.withLock { $0 += amount }
        return .none
      }
    }
  }

  @Test(arguments: Kind.allCases)
  func twoStoresShareAValue(_ kind: Kind) async {
    let total = Shared(value: 0)
    let first = await Self.make(kind, Tally.State(total: total), Tally())
    let second = await Self.make(kind, Tally.State(total: total), Tally())
    await first.send(.add(1))
    await second.send(.add(10))
    #expect(await first.state.total == 11)
    #expect(await second.state.total == 11)
  }

  // MARK: - States

  final class Tracker: Sendable {}

  struct Tracking: Reducer {
    struct State: Sendable { var tracker: Tracker? }
    enum Action: Sendable { case hold, drop }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.tracker = action == .hold ? Tracker() : nil
      return .none
    }
  }

  /// A `states` stream that ended (dropped unread) keeps nothing alive: not the states it
  /// buffered, while the store lives on.
  @Test(arguments: Kind.allCases)
  func aDroppedStatesStreamReleasesWhatItBuffered(_ kind: Kind) async {
    let store = await Self.make(kind, Tracking.State(), Tracking())
    weak var tracked: Tracker?
    do {
      let stream = await store.states
      await store.send(.hold)
      tracked = await store.state.tracker
      _ = stream
    }
    await store.send(.drop)
    #expect(tracked == nil)
  }

  // MARK: - Recording

  @Test(arguments: Kind.allCases)
  func aRecorderTellsWhichEffectSentAnAction(_ kind: Kind) async {
    let recorder = Recorder()
    let store = await Self.make(kind, Row.State(id: 1), Row()._record(to: recorder))
    await store.send(.tap).finish()
    let origins = recorder.actions.map(\.origin)
    #expect(origins == [.user, .effect(of: 1)])
  }
}
