/// The effects one sent action started, transitively; what a ``StoreTask`` waits for.
@MainActor
@usableFromInline
package final class EffectGroup {
  private var running: Set<UInt64> = []
  private var children: [EffectGroup] = []
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private weak var parent: EffectGroup?
  /// Whether the parent lists this group; an idle child is dropped from the list, so a
  /// long-lived effect that keeps starting steps does not grow it without bound.
  private var isAttached = true
  private let cancelTask: (UInt64) -> Void
  private var cancelled = false
  /// Whether the group, or a group it is part of, was cancelled: nothing starts in it.
  package var isCancelled: Bool { cancelled || parent?.isCancelled == true }

  package init(parent: EffectGroup? = nil, cancelTask: @escaping (UInt64) -> Void) {
    self.parent = parent
    self.cancelTask = cancelTask
    parent?.children.append(self)
  }

  /// Whether nothing in the group is running.
  package var isIdle: Bool { running.isEmpty && children.allSatisfy(\.isIdle) }

  func enter(_ id: UInt64) {
    if !isAttached, let parent {
      parent.children.append(self)
      isAttached = true
    }
    running.insert(id)
  }

  /// How many child groups the group lists (for tests).
  var childCount: Int { children.count }

  func leave(_ id: UInt64) {
    running.remove(id)
    resumeIfIdle()
  }

  private func resumeIfIdle() {
    guard isIdle else { return }
    let waiters = self.waiters
    self.waiters.removeAll()
    for waiter in waiters { waiter.resume() }
    if let parent, isAttached {
      isAttached = false
      parent.children.removeAll { $0 === self }
    }
    parent?.resumeIfIdle()
  }

  /// Suspends until everything in the group has finished.
  package func wait() async {
    if isIdle { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Cancels everything in the group.
  package func cancel() {
    cancelled = true
    for id in running { cancelTask(id) }
    for child in children { child.cancel() }
  }
}
