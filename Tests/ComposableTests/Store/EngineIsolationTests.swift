import Testing

@testable import Composable

/// The store engine is not isolated to the main actor: a core runs on the actor that made it,
/// and what is main-actor only (animation, main-actor code) runs only when that is the main
/// actor.
@Suite struct EngineIsolationTests {
  actor Other {
    func ranMainActorCode() -> Bool {
      ifMainActor(self) { true } ?? false
    }

    func read<Value>(_ box: IsolatedBox<Value>) -> Bool {
      box.value(self) != nil
    }

    func makeBox() -> IsolatedBox<Counter> {
      IsolatedBox(Counter(), isolation: self)
    }
  }

  final class Counter {
    var count = 0
  }

  /// The proof of `ifMainActor`: its body runs on the main actor only.
  @Test func mainActorCodeRunsOnlyOnTheMainActor() async {
    #expect(await Other().ranMainActorCode() == false)
    let onMain = await MainActor.run { ifMainActor(MainActor.shared) { true } }
    #expect(onMain == true)
  }

  /// The proof of `IsolatedBox`'s `@unchecked Sendable`: its value is handed out only on the
  /// actor it was made on.
  @MainActor
  @Test func aBoxHandsOutItsValueOnlyOnItsOwnActor() async {
    let mainBox = IsolatedBox(Counter(), isolation: MainActor.shared)
    #expect(mainBox.value(MainActor.shared) != nil)
    let other = Other()
    #expect(await other.read(mainBox) == false)
    let otherBox = await other.makeBox()
    #expect(otherBox.value(MainActor.shared) == nil)
    #expect(await other.read(otherBox))
  }

  #if !canImport(SwiftUI)
    /// An animation is applied only to a store on the main actor, where views are.
    @MainActor
    @Test func anAnimationIsAppliedOnlyForAStoreOnTheMainActor() {
      let onMain = withAnimation(.default, onMainActor: true) { Transaction.current }
      #expect(onMain?.animation != nil)
      let elsewhere = withAnimation(.default, onMainActor: false) { Transaction.current }
      #expect(elsewhere == nil)
    }
  #endif

  // MARK: - A core on an actor of its own

  struct Feature: Reducer {
    struct State: Equatable, Sendable {
      var log: [String] = []
    }
    enum Action: Equatable, Sendable {
      case start, startTwoSteps, startCancellable, cancel
      case done(String)
    }
    enum CancelID { case work }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.log.append(
        MainActorReduction.isReducingOnCurrentThread ? "main-marked" : "unmarked")
      switch action {
      case .start:
        return .run { send in await send(.done("run")) }
      case .startTwoSteps:
        return .concatenate(
          .run { send in await send(.done("step 1")) },
          .run { send in await send(.done("step 2")) })
      case .startCancellable:
        return .run { send in
          try await Task.sleep(for: .seconds(3_600))
          await send(.done("slept"))
        }
        .cancellable(id: CancelID.work)
      case .cancel:
        return .cancel(id: CancelID.work)
      case let .done(what):
        state.log.append(what)
        return .none
      }
    }
  }

  /// Runs a feature's core on itself, as a store on an actor does.
  actor Host {
    private var core: RootCore<Feature>?

    func start() {
      core = RootCore(
        initialState: Feature.State(), reducer: Feature(),
        dependencies: DependencyValues._storeValues(nil), isolation: self)
    }

    func send(_ action: Feature.Action) -> EffectGroup? {
      guard let core else { return nil }
      let group = core.send(action, group: nil)
      if core.hasPendingEffects { core.startPendingEffects(isolation: self) }
      return group
    }

    var log: [String] { core?.state.log ?? [] }
  }

  @Test func aCoreRunsItsEffectsOnTheActorThatMadeIt() async {
    let host = Host()
    await host.start()
    await host.send(.start)?.wait()
    #expect(await host.log == ["unmarked", "unmarked", "run"])
  }

  @Test func aConcatenationIsDrivenOnTheActorThatMadeTheCore() async {
    let host = Host()
    await host.start()
    await host.send(.startTwoSteps)?.wait()
    #expect(
      await host.log == ["unmarked", "unmarked", "step 1", "unmarked", "step 2"])
  }

  @Test func anEffectOfACoreOnAnotherActorIsCancelled() async {
    let host = Host()
    await host.start()
    let group = await host.send(.startCancellable)
    _ = await host.send(.cancel)
    await group?.wait()
    #expect(await host.log == ["unmarked", "unmarked"])
  }
}
