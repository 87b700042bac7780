/// The effects one sent action started, transitively; what a ``StoreTask`` waits for.
///
/// Reached from any thread: an effect leaves its group where it finishes (on the pool, with
/// no hop back to the store's actor), and a task waiting for the group cancels it where it is
/// cancelled. A group and every group under it share one lock (a step's group is made under
/// its parent, and takes the parent's lock), so entering, leaving and the idle check of the
/// whole tree are each one atomic step.
@usableFromInline
package final class EffectGroup: @unchecked Sendable {
  // NB: `@unchecked Sendable` is sound: every stored `var` below is read and written only
  // inside `tree.withLock`, and every group of a tree holds the same `tree` (a child takes
  // its parent's at `init`, and a group's parent never changes), so no two threads touch
  // them at once, however the groups of a tree are reached. Nothing runs user code, resumes
  // a continuation or cancels a task while the lock is held: those happen after it is
  // released. The test of this proof: `EffectGroupConcurrencyTests` enters, leaves, waits
  // for and cancels the groups of one tree from many threads at once, and CI runs the suite
  // under the thread sanitizer.
  /// The tree's lock, and how many of its groups are alive (for tests).
  private let tree: LockIsolated<Int>
  private var running: Set<UInt64> = []
  private var children: [EffectGroup] = []
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private weak var parent: EffectGroup?
  /// Whether the parent lists this group; an idle child is dropped from the list, so a
  /// long-lived effect that keeps starting steps does not grow it without bound.
  private var isAttached = true
  private var cancelled = false
  private let cancelTask: @Sendable (UInt64) -> Void
  /// Whether this is a step of a concatenation (or a gated effect), whose end is what the
  /// next step waits for: actions its effects send join the group it is part of instead.
  private let isStep: Bool

  /// - Parameters:
  ///   - parent: The group this one is part of: waiting for the parent waits for this one.
  ///   - isStep: Whether it is a step (see ``groupForSentActions``).
  ///   - cancelTask: Cancels the task of an effect of the group.
  package init(
    parent: EffectGroup? = nil, isStep: Bool = false,
    cancelTask: @escaping @Sendable (UInt64) -> Void
  ) {
    self.cancelTask = cancelTask
    self.isStep = isStep && parent != nil
    guard let parent else {
      self.tree = LockIsolated(1)
      return
    }
    self.tree = parent.tree
    self.parent = parent
    tree.withLock { alive in
      alive += 1
      parent.children.append(self)
    }
  }

  deinit {
    tree.withLock { $0 -= 1 }
  }

  /// How many groups of this group's tree are alive (for tests).
  var groupsInTree: Int { tree.withLock { $0 } }

  /// Whether the group, or a group it is part of, was cancelled: nothing starts in it.
  @usableFromInline package var isCancelled: Bool {
    tree.withLock { _ in isCancelledLocked }
  }

  private var isCancelledLocked: Bool {
    var group: EffectGroup? = self
    while let current = group {
      if current.cancelled { return true }
      group = current.parent
    }
    return false
  }

  /// Whether nothing in the group is running.
  package var isIdle: Bool {
    tree.withLock { _ in isIdleLocked }
  }

  private var isIdleLocked: Bool {
    running.isEmpty && children.allSatisfy(\.isIdleLocked)
  }

  /// Enters the effect `id`, unless the group (or one it is part of) was cancelled.
  ///
  /// - Returns: Whether it was entered.
  func enter(_ id: UInt64) -> Bool {
    tree.withLock { _ in
      guard !isCancelledLocked else { return false }
      if !isAttached, let parent {
        parent.children.append(self)
        isAttached = true
      }
      running.insert(id)
      return true
    }
  }

  /// The group an action sent by an effect of this group joins (with the effects it
  /// starts): this one, or for a step, the first group above it that is not a step. A step
  /// ends when its own effects end, as in TCA, where a concatenation's next operation starts
  /// when the one before returns, whatever the actions it sent started; the send's task still
  /// waits for those.
  @usableFromInline package var groupForSentActions: EffectGroup {
    tree.withLock { _ in
      var group = self
      while group.isStep, let parent = group.parent { group = parent }
      return group
    }
  }

  /// How many child groups the group lists (for tests).
  var childCount: Int { tree.withLock { _ in children.count } }

  /// The effect `id` finished: wakes whoever waits for a group it leaves idle.
  func leave(_ id: UInt64) {
    let woken = tree.withLock { _ in
      running.remove(id)
      var woken: [CheckedContinuation<Void, Never>] = []
      resumeIfIdleLocked(into: &woken)
      return woken
    }
    for waiter in woken { waiter.resume() }
  }

  private func resumeIfIdleLocked(into woken: inout [CheckedContinuation<Void, Never>]) {
    guard isIdleLocked else { return }
    woken += waiters
    waiters.removeAll()
    if let parent, isAttached {
      isAttached = false
      parent.children.removeAll { $0 === self }
    }
    parent?.resumeIfIdleLocked(into: &woken)
  }

  /// Suspends until everything in the group has finished; resumes on the caller's actor (a
  /// concatenation's driver, on its store's actor, starts the next step without a hop).
  package func wait(isolation: isolated (any Actor)? = #isolation) async {
    if isIdle { return }
    await withCheckedContinuation(isolation: isolation) {
      (waiter: CheckedContinuation<Void, Never>) in
      let idle = tree.withLock { _ in
        if isIdleLocked { return true }
        waiters.append(waiter)
        return false
      }
      if idle { waiter.resume() }
    }
  }

  /// Cancels everything in the group: from now on nothing starts in it, and the tasks of
  /// what runs in it (and in the groups under it) are cancelled.
  package func cancel() {
    let toCancel = tree.withLock { _ in
      cancelled = true
      var toCancel: [(cancel: @Sendable (UInt64) -> Void, id: UInt64)] = []
      collectRunningLocked(into: &toCancel)
      return toCancel
    }
    for (cancel, id) in toCancel { cancel(id) }
  }

  private func collectRunningLocked(
    into toCancel: inout [(cancel: @Sendable (UInt64) -> Void, id: UInt64)]
  ) {
    for id in running { toCancel.append((cancelTask, id)) }
    for child in children { child.collectRunningLocked(into: &toCancel) }
  }
}
