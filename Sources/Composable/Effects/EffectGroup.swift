/// The effects one sent action started, transitively; what a ``StoreTask`` waits for.
@MainActor
@usableFromInline
package final class EffectGroup {
  private var running: Set<UInt64> = []
  private var children: [EffectGroup] = []
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private weak var parent: EffectGroup?
  private let cancelTask: (UInt64) -> Void
  package private(set) var isCancelled = false

  package init(parent: EffectGroup? = nil, cancelTask: @escaping (UInt64) -> Void) {
    self.parent = parent
    self.cancelTask = cancelTask
    parent?.children.append(self)
  }

  /// Whether nothing in the group is running.
  package var isIdle: Bool { running.isEmpty && children.allSatisfy(\.isIdle) }

  func enter(_ id: UInt64) {
    running.insert(id)
  }

  func leave(_ id: UInt64) {
    running.remove(id)
    resumeIfIdle()
  }

  private func resumeIfIdle() {
    guard isIdle else { return }
    let waiters = self.waiters
    self.waiters.removeAll()
    for waiter in waiters { waiter.resume() }
    parent?.resumeIfIdle()
  }

  /// Suspends until everything in the group has finished.
  package func wait() async {
    if isIdle { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Cancels everything in the group.
  package func cancel() {
    isCancelled = true
    for id in running { cancelTask(id) }
    for child in children { child.cancel() }
  }
}
