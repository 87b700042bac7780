import ComposableTesting
import Testing

@testable import Composable

/// A presented child's `\.dismiss` is published for the extent of its reducer only (see
/// `PresentationSlot`): these pin where it applies and where it must not.
@MainActor
@Suite struct PresentationSlotTests {
  /// Reports what `\.isPresented` was, in the child and in the parent after the child ran.
  struct Probe: Reducer {
    struct State: Equatable {
      var sawPresented: Bool?
      var tapped = 0
      @PresentationState var inner: Probe.State?
    }
    indirect enum Action: Equatable {
      case check
      case presentInner
      case closeTapped
      case inner(PresentationAction<Probe.Action>)
    }
    @Dependency(\.isPresented) var isPresented
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .check:
          state.sawPresented = isPresented
          return .none
        case .presentInner:
          state.inner = Probe.State()
          return .none
        case .closeTapped:
          state.tapped += 1
          return .run { _ in await dismiss() }
        case .inner:
          return .none
        }
      }
      .ifLet(\.$inner, action: /Action.inner) { Probe() }
    }
  }

  /// Presents a `Probe`, and reads `\.isPresented` itself after the child has run.
  struct Host: Reducer {
    struct State: Equatable {
      @PresentationState var probe: Probe.State? = Probe.State()
      var parentSawPresented: Bool?
    }
    enum Action: Equatable {
      case probe(PresentationAction<Probe.Action>)
    }
    @Dependency(\.isPresented) var isPresented

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$probe, action: /Action.probe) { Probe() }
      Reduce { state, _ in
        state.parentSawPresented = isPresented
        return .none
      }
    }
  }

  @Test func theChildSeesItIsPresentedAndTheParentAfterItDoesNot() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.probe(.presented(.check))) {
      $0.probe?.sawPresented = true
      $0.parentSawPresented = false
    }
  }

  @Test func aGrandchildDismissesItselfNotItsParent() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.probe(.presented(.presentInner))) {
      $0.probe?.inner = Probe.State()
      $0.parentSawPresented = false
    }
    await store.send(.probe(.presented(.inner(.presented(.closeTapped))))) {
      $0.probe?.inner?.tapped = 1
    }
    await store.receive(.probe(.presented(.inner(.dismiss)))) {
      $0.probe?.inner = nil
    }
    // The middle feature is still presented, and still dismisses itself.
    await store.send(.probe(.presented(.closeTapped))) { $0.probe?.tapped = 1 }
    await store.receive(.probe(.dismiss)) { $0.probe = nil }
  }

  @Test func anOverrideInsideTheChildWins() async {
    struct Overriding: Reducer {
      typealias State = Host.State
      typealias Action = Host.Action
      let onDismiss: @MainActor @Sendable () -> Void
      var body: some ReducerOf<Self> {
        EmptyReducer()
          .ifLet(\.$probe, action: /Action.probe) {
            Probe().dependency(\.dismiss, DismissEffect(onDismiss))
          }
      }
    }
    let dismissed = LockIsolated(0)
    let store = TestStore(initialState: Host.State()) {
      Overriding { dismissed.withValue { $0 += 1 } }
    }
    await store.send(.probe(.presented(.closeTapped))) { $0.probe?.tapped = 1 }
    await store.finish()
    // The override ran instead of the presentation's dismiss: no `.dismiss` was sent.
    #expect(dismissed.value == 1)
  }

  @Test func aReducerCalledWithoutAStoreStillPresentsItsChild() {
    var state = Host.State()
    _ = Host().reduce(into: &state, action: .probe(.presented(.check)))
    #expect(state.probe?.sawPresented == true)
    #expect(state.parentSawPresented == false)
  }

  @Test func nothingIsPublishedOnceTheSendIsOver() {
    let store = kindStore(initialState: Host.State()) { Host() }
    store.send(.probe(.presented(.check)))
    #expect(DependencySlot.currentBox == nil)
    #expect(DependencyValues._current.isPresented == false)
  }

  /// A presented child changes in place: its own storage is never shared while it changes,
  /// so a big child state costs no copy per action.
  @Test func aPresentedChildChangesInPlace() {
    struct List: Reducer {
      struct State: Equatable { var items = Array(repeating: 0, count: 1_000) }
      enum Action: Equatable { case bump }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.items[0] += 1
        return .none
      }
    }
    struct Parent: Reducer {
      struct State: Equatable { @PresentationState var list: List.State? = List.State() }
      enum Action: Equatable { case list(PresentationAction<List.Action>) }
      var body: some ReducerOf<Self> {
        EmptyReducer().ifLet(\.$list, action: /Action.list) { List() }
      }
    }
    // Reduced directly: a store that was read since its last change keeps the state from
    // before each send (to tell whether it changed), which shares the storage once.
    var state = Parent.State()
    func address() -> UnsafeRawPointer? {
      state.list?.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    let before = address()
    for _ in 1...3 {
      _ = Parent().reduce(into: &state, action: .list(.presented(.bump)))
    }
    #expect(address() == before)
    #expect(state.list?.items[0] == 3)
  }
}
