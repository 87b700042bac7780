import Composable
import Testing

/// Store semantics that TCA 1.0 users rely on (its StoreTests and CompatibilityTests).
@MainActor
@Suite struct StoreSemanticsTests {
  struct LongLiving: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case task }
    let started: Signal
    let cancelled: Signal
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { [started, cancelled] _ in
        started.fire()
        do {
          try await Task.sleep(for: .seconds(3_600))
        } catch {
          cancelled.fire()
        }
      }
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func cancellingTheTaskAwaitingFinishCancelsTheEffects() async {
    let started = Signal()
    let cancelled = Signal()
    let store = kindStore(initialState: LongLiving.State()) {
      LongLiving(started: started, cancelled: cancelled)
    }
    // The SwiftUI idiom: `.task { await store.send(.task).finish() }`, then the view goes away.
    let viewTask = Task { await store.send(.task).finish() }
    await started.wait()
    viewTask.cancel()
    await viewTask.value
    await cancelled.wait()
  }

  /// An action payload that runs `onDeinit` when it is destroyed.
  final class DeinitProbe: Sendable {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
  }

  struct Reentrant: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action { case start, payload(DeinitProbe), fromDeinit }
    let onPayloadDeinit: @Sendable () -> Void
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        state.log.append("start")
        return .send(.payload(DeinitProbe(onDeinit: onPayloadDeinit)))
      case .payload:
        state.log.append("payload")
        return .none
      case .fromDeinit:
        state.log.append("fromDeinit")
        return .none
      }
    }
  }

  @MainActor final class StoreReference {
    weak var store: Store<Reentrant.State, Reentrant.Action>?
  }

  @Test func aPayloadSendingFromItsDeinitIsQueuedNotACrash() {
    let reference = StoreReference()
    let store = Store(initialState: Reentrant.State()) {
      Reentrant {
        MainActor.assumeIsolated { _ = reference.store?.send(.fromDeinit) }
      }
    }
    reference.store = store
    store.send(.start)
    #expect(store.state.log == ["start", "payload", "fromDeinit"])
  }
}
