import ComposableTesting
import Foundation
import Testing

/// A presented child of a plain type (neither `Identifiable` nor an enum): any value of it is
/// the same child, and its actions take `ifLet`'s fast path, which these tests pin. It
/// behaves as `Sheet`, whose state is `Identifiable`.
struct Memo: Reducer {
  struct State: Equatable {
    var count = 0
  }

  func reduce(into state: inout State, action: Sheet.Action) -> Effect<Sheet.Action> {
    var sheet = Sheet.State(count: state.count)
    defer { state.count = sheet.count }
    return Sheet().reduce(into: &sheet, action: action)
  }
}

struct MemoHost: Reducer {
  struct State: Equatable {
    @PresentationState var memo: Memo.State?
    var saved: [Int] = []
  }
  enum Action: Equatable {
    case memo(PresentationAction<Sheet.Action>)
    case resetTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .memo(.presented(.increment)) where state.memo?.count == 3:
        // The parent ends the child in answer to one of the child's own actions.
        state.saved.append(3)
        state.memo = nil
        return .none
      case .memo:
        return .none
      case .resetTapped:
        // Another value of a plain type: the same child.
        state.memo = Memo.State()
        return .none
      }
    }
    .ifLet(\.$memo, action: \.memo) { Memo() }
  }
}

extension MemoHost.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var memo: AnyCasePath<MemoHost.Action, PresentationAction<Sheet.Action>> {
      AnyCasePath(embed: { .memo($0) }) { if case let .memo(action) = $0 { action } else { nil } }
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

@MainActor
@Suite struct PlainPresentationTests {
  func makeStore(
    presenting memo: Memo.State? = nil, clock: TestClock = TestClock()
  ) -> TestStoreOf<MemoHost> {
    TestStore(initialState: MemoHost.State(memo: memo)) {
      MemoHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aChildPresentedFromTheStartCanDismissItself() async {
    // Nothing listened for this child's `dismiss()` before its first action.
    let store = makeStore(presenting: Memo.State())
    await store.send(.memo(.presented(.increment))) { $0.memo?.count = 1 }
    await store.send(.memo(.presented(.closeTapped)))
    await store.receive(.memo(.dismiss)) { $0.memo = nil }
  }

  /// The child's first action dismisses it: its dismissal listener starts in the same send
  /// as the child's `dismiss()` effect (TCA 1.0's `hydratedDestination_childDismissal`).
  @Test func aChildPresentedFromTheStartWhoseFirstActionDismissesIt() async {
    let store = makeStore(presenting: Memo.State())
    await store.send(.memo(.presented(.closeTapped)))
    await store.receive(.memo(.dismiss)) { $0.memo = nil }
  }

  @Test func aChildKeepsItsEffectsAcrossItsActions() async {
    let clock = TestClock()
    let store = makeStore(presenting: Memo.State(), clock: clock)
    await store.send(.memo(.presented(.startTimer)))
    await store.send(.memo(.presented(.increment))) { $0.memo?.count = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.memo(.presented(.tick))) { $0.memo?.count = 2 }
    await store.send(.memo(.dismiss)) { $0.memo = nil }
  }

  @Test func aChildTheParentEndsDuringItsOwnActionHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = makeStore(presenting: Memo.State(count: 1), clock: clock)
    await store.send(.memo(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.memo(.presented(.tick))) { $0.memo?.count = 2 }
    await store.send(.memo(.presented(.increment))) {
      $0.memo = nil
      $0.saved = [3]
    }
    // A tick now would be an unexpected action, and a timer left running an unfinished
    // effect: the store would fail this test for either.
    await clock.advance(by: .seconds(5))
  }

  @Test func anotherValueOfAPlainChildIsTheSameChild() async {
    let clock = TestClock()
    let store = makeStore(presenting: Memo.State(count: 5), clock: clock)
    await store.send(.memo(.presented(.startTimer)))
    await store.send(.resetTapped) { $0.memo?.count = 0 }
    await clock.advance(by: .seconds(1))
    await store.receive(.memo(.presented(.tick))) { $0.memo?.count = 1 }
    await store.send(.memo(.presented(.closeTapped)))
    await store.receive(.memo(.dismiss)) { $0.memo = nil }
  }

  @Test func anActionForADismissedChildIsStillADiagnostic() async {
    let store = makeStore()
    await expectFailures {
      await store.send(.memo(.presented(.increment)))
    } matching: { issue in
      issue.description.contains(
        "An \"ifLet\" at \"ComposableTests/PlainPresentationTests.swift:")
        && issue.description.contains("received a child action when its child state was nil")
        && issue.description.contains(".presented(Sheet.Action.increment)")
    }
  }
}
