import Observation
import Testing

@testable import Composable

/// A scope by a closure (`scope(state: { … }, action: { … })`) derives its state once per
/// change of the root's state, as TCA 1.0 did, however often it is read: a chain of them
/// does not run each parent's closure again on every read (issue 57).
@MainActor
@Suite struct ScopeClosureCacheTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var count = 0
      var other = 0
    }
    enum Action: Equatable {
      case increment
      case touchOther
      case readWhileReducing
    }
    var readBack: (@MainActor () -> Void)?
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment: state.count += 1
      case .touchOther: state.other += 1
      case .readWhileReducing:
        state.count += 100
        MainActor.assumeIsolated { readBack?() }
      }
      return .none
    }
  }

  /// Counts the runs of each closure of a chain of three.
  final class Calls {
    var first = 0
    var second = 0
    var third = 0
  }

  func chain(of store: StoreOf<Feature>, counting calls: Calls) -> Store<Int, Feature.Action> {
    let first = store.scope(
      state: { state -> Feature.State in
        calls.first += 1
        return state
      }, action: { $0 })
    let second = first.scope(
      state: { state -> Int in
        calls.second += 1
        return state.count
      }, action: { $0 })
    return second.scope(
      state: { count -> Int in
        calls.third += 1
        return count * 10
      }, action: { $0 })
  }

  @Test func eachClosureRunsOncePerSendHoweverOftenItIsRead() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let calls = Calls()
    let third = chain(of: store, counting: calls)
    // Once each as the stores are made (TCA 1.0's StoreTests.testScopeCallCount).
    #expect([calls.first, calls.second, calls.third] == [1, 1, 1])
    for _ in 0..<3 { #expect(third.state == 0) }
    #expect([calls.first, calls.second, calls.third] == [1, 1, 1])
    for expected in 1...5 {
      store.send(.increment)
      for _ in 0..<3 { #expect(third.state == expected * 10) }
    }
    #expect([calls.first, calls.second, calls.third] == [6, 6, 6])
  }

  @Test func aSendThatChangesAnotherPartStillDerivesAgain() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let calls = Calls()
    let third = chain(of: store, counting: calls)
    _ = third.state
    store.send(.touchOther)
    #expect(third.state == 0)
    #expect([calls.first, calls.second, calls.third] == [2, 2, 2])
  }

  @Test func twoRootsAndTwoScopesEachDeriveTheirOwn() {
    let one = Store(initialState: Feature.State()) { Feature() }
    let two = Store(initialState: Feature.State(count: 7)) { Feature() }
    let oneCalls = Calls()
    let twoCalls = Calls()
    let ofOne = chain(of: one, counting: oneCalls)
    let ofTwo = chain(of: two, counting: twoCalls)
    let doubled = one.scope(state: { $0.count * 2 }, action: { $0 })
    #expect(ofOne.state == 0)
    #expect(ofTwo.state == 70)
    one.send(.increment)
    one.send(.increment)
    #expect(ofOne.state == 20)
    #expect(ofTwo.state == 70)
    #expect(doubled.state == 4)
    two.send(.increment)
    #expect(ofTwo.state == 80)
    #expect(ofOne.state == 20)
    // One's: at the first read, after the first send (the read made the store watched, and
    // its observers' check derives it) and at the read after the second; none for two's send.
    // Two's: at the first read and after its send.
    #expect([oneCalls.first, twoCalls.first] == [3, 2])
  }

  struct Holder: Reducer {
    struct State {
      @Shared var count: Int
    }
    enum Action { case noop }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  @Test func aSharedValueChangedElsewhereIsDerivedAgain() {
    let shared = Shared(value: 1)
    let store = Store(initialState: Holder.State(count: shared)) { Holder() }
    let scoped = store.scope(state: { $0.count * 100 }, action: { $0 })
    #expect(scoped.state == 100)
    // Another holder, outside any store.
    shared.withLock { $0 = 2 }
    #expect(scoped.state == 200)
  }

  @Test func aSharedValueReadThroughWithLockIsReadAgain() {
    // From the review: `withLock` reads the value too.
    let shared = Shared(value: 1)
    let store = Store(initialState: Holder.State(count: shared)) { Holder() }
    let scoped = store.scope(state: { $0.$count.withLock { $0 } * 100 }, action: { $0 })
    #expect(scoped.state == 100)
    let told = LockIsolated(false)
    withObservationTracking {
      _ = scoped.state
    } onChange: {
      told.withValue { $0 = true }
    }
    shared.withLock { $0 = 2 }
    #expect(scoped.state == 200)
    #expect(told.value)
  }

  @Test func aSharedValuesLoadErrorReadIsReadAgain() {
    let shared = Shared(value: 1)
    let store = Store(initialState: Holder.State(count: shared)) { Holder() }
    var calls = 0
    let scoped = store.scope(
      state: { state -> Bool in
        calls += 1
        return state.$count.loadError == nil
      }, action: { $0 })
    #expect(scoped.state)
    #expect(scoped.state)
    #expect(calls == 3)
  }

  @Test func aScopeOfAScopeHearsOfTheSharedValueItsParentRead() {
    let shared = Shared(value: 1)
    let store = Store(initialState: Holder.State(count: shared)) { Holder() }
    let parent = store.scope(state: { $0.count }, action: { $0 })
    let child = parent.scope(state: { $0 + 1 }, action: { $0 })
    #expect(parent.state == 1)
    // The parent's state is kept; the child's derivation reads it from there.
    #expect(child.state == 2)
    shared.withLock { $0 = 5 }
    #expect(child.state == 6)
  }

  @Test func aDerivationThatReadASharedValueIsObservedAtEveryRead() {
    let shared = Shared(value: 1)
    let store = Store(initialState: Holder.State(count: shared)) { Holder() }
    let scoped = store.scope(state: { $0.count * 100 }, action: { $0 })
    #expect(scoped.state == 100)
    let told = LockIsolated(false)
    // A second read: observation hears of the shared value it read.
    withObservationTracking {
      _ = scoped.state
    } onChange: {
      told.withValue { $0 = true }
    }
    shared.withLock { $0 = 2 }
    #expect(told.value)
    #expect(scoped.state == 200)
  }

  /// A state that holds a shared value without the closure reading it.
  struct HoldsShared {
    @Shared var count: Int
  }

  @Test func aStateHoldingASharedValueIsKeptAndReadsItLive() {
    let shared = Shared(value: 1)
    let store = Store(initialState: Holder.State(count: shared)) { Holder() }
    var calls = 0
    let scoped = store.scope(
      state: { state -> HoldsShared in
        calls += 1
        return HoldsShared(count: state.$count)
      }, action: { $0 })
    #expect(scoped.state.count == 1)
    shared.withLock { $0 = 3 }
    #expect(scoped.state.count == 3)
    #expect(calls == 1)
  }

  @Test func aReadWhileTheRootReducesIsNotKept() {
    let selfReading = SelfReadingStore()
    #expect(selfReading.scoped.state == 0)
    // The read is a misuse, reported (StateReadWhileReducingTests); here it must not leave
    // the state it saw behind as the scope's state.
    Diagnostics.$handler.withValue({ _ in }) {
      selfReading.store.send(.readWhileReducing)
    }
    #expect(selfReading.seen == [0])
    #expect(selfReading.scoped.state == 100)
  }

  /// A store whose reducer reads its own closure scope while it runs.
  @MainActor final class SelfReadingStore {
    var seen: [Int] = []
    let store: StoreOf<Feature>
    let scoped: Store<Int, Feature.Action>
    /// The scope, for the reducer, which is made before it.
    final class Later {
      var scoped: Store<Int, Feature.Action>?
    }
    init() {
      let later = Later()
      var seen: (Int) -> Void = { _ in }
      store = Store(initialState: Feature.State()) {
        Feature(readBack: {
          if let scoped = later.scoped { seen(scoped.state) }
        })
      }
      scoped = store.scope(state: { $0.count }, action: { $0 })
      later.scoped = scoped
      seen = { [unowned self] in self.seen.append($0) }
    }
  }
}
