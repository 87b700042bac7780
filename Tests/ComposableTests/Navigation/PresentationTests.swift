import ComposableTesting
import Foundation
import Testing

/// A child presented with `@PresentationState` and `ifLet(\.$child, …)`, written as TCA 1.0
/// users write it.
struct Sheet: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case startTimer
    case tick
    case closeTapped
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .startTimer:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.count += 1
      return .none
    case .closeTapped:
      return .run { _ in await dismiss() }
    }
  }
}

struct Presenter: Reducer {
  struct State: Equatable {
    @PresentationState var child: Sheet.State?
    var dismissals = 0
  }
  enum Action: Equatable {
    case child(PresentationAction<Sheet.Action>)
    case present(id: Int)
    case closeTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(.dismiss):
        state.dismissals += 1
        return .none
      case .child:
        return .none
      case let .present(id):
        state.child = Sheet.State(id: id)
        return .none
      case .closeTapped:
        state.child = nil
        return .none
      }
    }
    .ifLet(\.$child, action: /Action.child) { Sheet() }
  }
}

@MainActor
@Suite struct PresentationTests {
  func makeStore(_ clock: TestClock = TestClock()) -> TestStoreOf<Presenter> {
    TestStore(initialState: Presenter.State()) {
      Presenter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func presentChildActionAndDismissFromTheParent() async {
    let store = makeStore()
    await store.send(.present(id: 1)) { $0.child = Sheet.State(id: 1) }
    await store.send(.child(.presented(.increment))) { $0.child?.count = 1 }
    await store.send(.child(.dismiss)) {
      $0.child = nil
      $0.dismissals = 1
    }
  }

  @Test func theChildDismissesItselfThroughTheDismissDependency() async {
    let store = makeStore()
    await store.send(.present(id: 1)) { $0.child = Sheet.State(id: 1) }
    await store.send(.child(.presented(.closeTapped)))
    await store.receive(.child(.dismiss)) {
      $0.child = nil
      $0.dismissals = 1
    }
  }

  /// A child in the initial state (no action presented it) whose first action dismisses it:
  /// its dismissal listener starts with that action, before the child's effect.
  @Test func aChildPresentedInTheInitialStateDismissesItself() async {
    let store = TestStore(initialState: Presenter.State(child: Sheet.State(id: 7))) {
      Presenter()
    }
    await store.send(.child(.presented(.closeTapped)))
    await store.receive(.child(.dismiss)) {
      $0.child = nil
      $0.dismissals = 1
    }
  }

  @Test func childEffectsAreCancelledWhenTheParentDismisses() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.present(id: 1)) { $0.child = Sheet.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.presented(.tick))) { $0.child?.count = 1 }
    await store.send(.closeTapped) { $0.child = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func aChildReplacedByAnotherIdentityHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.present(id: 1)) { $0.child = Sheet.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await store.send(.present(id: 2)) { $0.child = Sheet.State(id: 2) }
    await clock.advance(by: .seconds(3))
    // The new child listens for its own dismissal: it can still dismiss itself.
    await store.send(.child(.presented(.closeTapped)))
    await store.receive(.child(.dismiss)) {
      $0.child = nil
      $0.dismissals = 1
    }
  }

  @Test func aChildReplacedByTheSameIdentityKeepsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.present(id: 1)) { $0.child = Sheet.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await store.send(.present(id: 1))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.presented(.tick))) { $0.child?.count = 1 }
    await store.send(.closeTapped) { $0.child = nil }
  }

  @Test func aTestMayEndWithTheChildStillPresented() async {
    let store = makeStore()
    await store.send(.present(id: 1)) { $0.child = Sheet.State(id: 1) }
    await store.finish()
  }

  @Test func anActionForADismissedChildIsADiagnostic() async {
    let store = makeStore()
    await expectFailures {
      await store.send(.child(.presented(.increment)))
    } matching: { issue in
      issue.description.contains(
        "An \"ifLet\" at \"ComposableTests/PresentationTests.swift:")
        && issue.description.contains("received a child action when its child state was nil")
        && issue.description.contains("Presenter.Action.child(")
        && issue.description.contains(".presented(Sheet.Action.increment)")
    }
    await expectFailures {
      await store.send(.child(.dismiss)) { $0.dismissals = 1 }
    } matching: { issue in
      issue.description.contains("received a child action when its child state was nil")
    }
  }

  /// A feature a `TestStore` runs on its own is the root: its `dismiss()` is recorded, as in
  /// TCA (before: a "not presented" failure), and it is still not presented.
  @Test func aTestedFeaturesDismissalIsRecorded() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    #expect(!store.isDismissed)
    await store.send(.closeTapped)
    #expect(store.isDismissed)
  }

  /// TCA 1.11+'s SyncUps `RecordMeeting` tests end with the meeting's timer still running:
  /// a tested feature's `dismiss()` skips the effects in flight then (before: "An effect
  /// returned for RecordMeeting.Action.onTask is still running at the end of the test").
  @Test func aTestedFeaturesDismissalSkipsItsEffectsInFlight() async {
    struct Meeting: Reducer {
      struct State: Equatable { var ticks = 0 }
      enum Action: Equatable { case onTask, tick, endTapped, later }
      @Dependency(\.continuousClock) var clock
      @Dependency(\.dismiss) var dismiss
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onTask:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.ticks += 1
          return .none
        case .endTapped:
          return .run { _ in await dismiss() }
        case .later:
          return .run { _ in try await clock.sleep(for: .seconds(5)) }
        }
      }
    }
    let clock = TestClock()
    let store = TestStore(initialState: Meeting.State()) {
      Meeting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.endTapped)
    #expect(store.isDismissed)
    // The timer still in flight is not reported at the end of the test.
  }

  /// A test that overrides `\.dismiss` replaces the test store's recording: its closure runs,
  /// and `isDismissed` stays `false` (as Navigation.md says).
  @Test func anOverriddenDismissReplacesTheRecording() async {
    let called = LockIsolated(0)
    let dismiss = DismissEffect({ called.withLock { count in count += 1 } })
    let store = TestStore(initialState: Sheet.State()) {
      Sheet()
    } withDependencies: { values in
      values.dismiss = dismiss
    }
    await store.send(.closeTapped).finish()
    #expect(called.current == 1)
    #expect(!store.isDismissed)
  }

  /// An action sent after the tested feature dismissed itself fails the test, as in TCA (it
  /// was reduced, and its effects tracked): its screen is gone, so nothing could send it.
  @Test func aSendAfterTheTestedFeatureDismissedItselfFails() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    await store.send(.closeTapped)
    let messages = await failureMessages {
      await store.send(.closeTapped)
    }
    #expect(
      messages == [
        """
        send(Sheet.Action.closeTapped) came after the feature dismissed itself (dismiss()), \
        and was not reduced: once a feature is dismissed, its screen is gone and nothing can \
        send it an action. End the test at the dismissal (assert store.isDismissed).
        """
      ])
  }

  @Test func dismissOutsideAPresentationIsADiagnostic() async {
    let store = kindStore(initialState: Sheet.State()) { Sheet() }
    await expectFailures {
      await store.send(.closeTapped).finish()
    } matching: { issue in
      issue.description.contains(
        "\"dismiss()\" was called at \"ComposableTests/PresentationTests.swift:")
        && issue.description.contains("in a feature that is not presented")
    }
  }

  @Test func isPresentedTellsAPresentedFeatureFromARootOne() async {
    struct Probe: Reducer {
      struct State: Equatable { var isPresented: Bool? }
      enum Action: Equatable { case check }
      @Dependency(\.isPresented) var isPresented
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.isPresented = isPresented
        return .none
      }
    }
    struct Host: Reducer {
      struct State: Equatable { @PresentationState var probe: Probe.State? = Probe.State() }
      enum Action: Equatable { case probe(PresentationAction<Probe.Action>) }
      var body: some ReducerOf<Self> {
        EmptyReducer().ifLet(\.$probe, action: /Action.probe) { Probe() }
      }
    }
    let root = TestStore(initialState: Probe.State()) { Probe() }
    await root.send(.check) { $0.isPresented = false }
    let host = TestStore(initialState: Host.State()) { Host() }
    await host.send(.probe(.presented(.check))) { $0.probe?.isPresented = true }
  }

  @Test func presentationStateHasValueSemantics() {
    var original = Presenter.State()
    original.child = Sheet.State(id: 1)
    var copy = original
    copy.child?.count = 5
    #expect(original.child?.count == 0)
    #expect(copy.child?.count == 5)
    copy.$child.wrappedValue = nil
    #expect(original.child != nil)
  }
}
