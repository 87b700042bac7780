import Dispatch
import Testing

@testable import Composable

/// An effect finishes where its task ends, on any thread: its group and the store's
/// cancellation tables are reached from many threads at once.
@Suite struct EffectGroupConcurrencyTests {
  /// The proof of `EffectGroup`'s `@unchecked Sendable`: the groups of one tree entered,
  /// left, waited for and cancelled from many threads at once. Under the thread sanitizer
  /// (CI), any access outside the tree's lock is reported.
  @Test func theGroupsOfOneTreeAreUsedFromManyThreadsAtOnce() async {
    let cancelled = LockIsolated<Set<UInt64>>([])
    let root = EffectGroup { id in cancelled.withValue { _ = $0.insert(id) } }
    let children = (0..<4).map { _ in
      EffectGroup(parent: root) { id in cancelled.withValue { _ = $0.insert(id) } }
    }
    let perChild: UInt64 = 500
    await withTaskGroup(of: Void.self) { tasks in
      for (index, child) in children.enumerated() {
        tasks.addTask {
          let base = UInt64(index) * perChild
          for id in base..<(base + perChild) {
            if child.enter(id) { child.leave(id) }
            if id % 50 == 0 { await child.wait() }
          }
        }
      }
      tasks.addTask { await root.wait() }
      tasks.addTask {
        for child in children where !child.isIdle { _ = child.childCount }
      }
    }
    #expect(root.isIdle)
    #expect(root.childCount == 0, "Every child left idle is dropped from its parent's list")
    // A cancelled tree: what still runs in it is cancelled, nothing new enters.
    #expect(children[0].enter(10_000))
    await withTaskGroup(of: Void.self) { tasks in
      tasks.addTask { root.cancel() }
      tasks.addTask { _ = children[1].enter(10_001) }
    }
    #expect(cancelled.value.contains(10_000))
    #expect(!children[2].enter(10_002), "Nothing starts in a cancelled group")
    children[0].leave(10_000)
    children[1].leave(10_001)
    await root.wait()
    #expect(root.isIdle)
  }

  /// A `.run` effect on the pool may end before the store has recorded its task: it is
  /// finished all the same, and not tracked again afterwards.
  @MainActor
  @Test func anEffectThatEndsBeforeItsTaskIsRecordedIsNotTrackedAfterwards() async {
    let store = kindStore(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        guard action else {
          state += 1
          return .none
        }
        return .run { _ in }.startingOnPool().cancellable(id: "effect")
      }
    }
    guard let core = store.core as? RootCore<Reduce<Int, Bool>> else {
      Issue.record("Not a root store")
      return
    }
    core.effects.keepsRecords = true
    core.effects.spawner = FinishingSpawner()
    await store.send(true).finish()
    #expect(core.effects.records.isEmpty)
    #expect(
      !core.effects.cancellations.isRunning(
        key: CancellationKey(path: [], id: AnyHashableSendable("effect"))))
    store.send(false)
    #expect(store.state == 1)
  }
}

/// Creates each effect's task and returns it only once the effect has ended (on the pool):
/// the store records the task after the effect finished.
private final class FinishingSpawner: EffectTaskSpawner {
  func spawn(
    priority: TaskPriority?, operation: sending @escaping () async -> Void
  ) -> Task<Void, Never> {
    let ended = DispatchSemaphore(value: 0)
    let task = Task.detached(priority: priority) {
      await operation()
      ended.signal()
    }
    ended.wait()
    return task
  }
}
