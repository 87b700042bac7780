import Composable

/// What a test store knows of the shared values its feature holds: the changes its effects
/// made that no step has asserted yet.
///
/// A state held by a test store is a value, but every copy of it refers to the same shared
/// values. So the store snapshots the shared values around each reduction, and reads each
/// state in its own snapshot: the expected state (built by the assertion closure from the
/// state before the step) in the values as of before the step, the actual state in the
/// values as of after it.
final class SharedStateTracker: Sendable {
  struct EffectChange: Sendable {
    let reference: any AnySharedReference
    /// The value before the first unasserted change.
    var before: any Sendable
    /// When it was made (see ``stamp``).
    var stamp: UInt64
    /// When the last change was made: after a step's values were taken, it is a later
    /// step's to assert.
    var lastStamp: UInt64
  }

  private struct Tracking: Sendable {
    var isReducing = false
    var effectChanges: [ObjectIdentifier: EffectChange] = [:]
    /// Counts changes and captures, to tell which came first.
    var clock: UInt64 = 0
  }

  private let tracking = LockIsolated(Tracking())

  /// What the store's effects are run with: tells this tracker of their changes.
  var observer: SharedChangeObserver {
    SharedChangeObserver { [weak self] reference, old in
      self?.noteEffectChange(of: reference, from: old)
    }
  }

  /// Whether the store's reducer is running: its changes are the step's, not an effect's.
  var isReducing: Bool {
    get { tracking.withLock { $0.isReducing } }
    set { tracking.withLock { $0.isReducing = newValue } }
  }

  private func noteEffectChange(of reference: any AnySharedReference, from old: any Sendable) {
    tracking.withLock { tracking in
      guard !tracking.isReducing else { return }
      tracking.clock += 1
      let id = ObjectIdentifier(reference)
      if tracking.effectChanges[id] == nil {
        tracking.effectChanges[id] = EffectChange(
          reference: reference, before: old, stamp: tracking.clock, lastStamp: tracking.clock)
      } else {
        tracking.effectChanges[id]?.lastStamp = tracking.clock
      }
    }
  }

  /// The shared values `state` holds, now, and when (see ``stamp``); empty while no shared
  /// value exists.
  func capture(_ state: Any) -> SharedSnapshot {
    guard SharedValuesInUse.any else { return SharedSnapshot() }
    return SharedSnapshot(capturing: sharedReferences(in: state))
  }

  /// The time on the tracker's clock: an effect's change stamped before a capture is in
  /// that capture's values.
  var stamp: UInt64 {
    tracking.withLock { tracking in
      tracking.clock += 1
      return tracking.clock
    }
  }

  /// Where an assertion's expected state starts: the values before the step, except those
  /// an effect changed since the last assertion and before the step's values were taken
  /// (`asOf`), which must be asserted in this step.
  func expectedStart(from before: SharedSnapshot, asOf stamp: UInt64) -> SharedSnapshot {
    let changes = tracking.withLock { $0.effectChanges }
    guard !changes.isEmpty else { return before }
    var start = before
    for (id, change) in changes where change.stamp < stamp {
      start.entries[id] = SharedSnapshot.Entry(reference: change.reference, value: change.before)
    }
    return start
  }

  /// A step was asserted: its values are the baseline now (whether it passed or not, so a
  /// failure is reported once). An effect's change made after the step's values were taken
  /// is a later step's.
  ///
  /// A value an effect changed again after the step's values were taken stays unasserted,
  /// from its value in the step (before, an effect that set 1, sent an action, then set 2 had
  /// its 2 never asserted).
  func didAssert(_ after: SharedSnapshot, asOf stamp: UInt64) {
    tracking.withLock { tracking in
      for (id, entry) in after.entries {
        guard let change = tracking.effectChanges[id], change.stamp < stamp else { continue }
        if change.lastStamp < stamp {
          tracking.effectChanges[id] = nil
        } else {
          tracking.effectChanges[id]?.before = entry.value
          tracking.effectChanges[id]?.stamp = stamp
        }
      }
    }
  }

  /// The effect changes made before a step's values were taken (`asOf`), to shared values
  /// the state held before the step (`before`) and no longer holds after it (`after`): the
  /// step removed what held them, so its assertion cannot show them, and no step asserted
  /// them. One message each, and they are forgotten.
  func changesRemovedUnasserted(
    before: SharedSnapshot, after: SharedSnapshot, asOf stamp: UInt64
  ) -> [String] {
    let removed = tracking.withLock { tracking -> [(EffectChange, any Sendable)] in
      var removed: [(EffectChange, any Sendable)] = []
      for (id, change) in tracking.effectChanges
      where change.stamp < stamp && after.entries[id] == nil {
        guard let held = before.entries[id] else { continue }
        tracking.effectChanges[id] = nil
        removed.append((change, held.value))
      }
      return removed
    }
    return removed.compactMap { change, value in
      guard !change.reference.valuesEqual(change.before, value) else { return nil }
      return """
        A shared value was changed by an effect, and this step removed the state that held it \
        before any step asserted the change: \(change.reference.keyDescription) changed from \
        \(customDump(change.before)) to \(customDump(value)). Assert it in a step before this \
        one, or with "store.assert { … }".
        """
    }
  }

  /// The effect changes no step asserted, still in effect, to shared values that `state`
  /// (the feature's state at the end) holds: one message each.
  ///
  /// A shared value the state does not hold is not the feature's to assert (as in TCA and
  /// swift-sharing): an effect may change it freely, and the test asserts it, if it wants,
  /// through its own holder.
  func unassertedChanges(heldBy state: Any) -> [String] {
    let changes = tracking.withLock { tracking in
      defer { tracking.effectChanges.removeAll() }
      return tracking.effectChanges.values
    }
    guard !changes.isEmpty else { return [] }
    let held = Set(SharedSnapshot(capturing: sharedReferences(in: state)).entries.keys)
    return changes.compactMap { change in
      guard held.contains(ObjectIdentifier(change.reference)) else { return nil }
      let now = change.reference.currentValue
      guard !change.reference.valuesEqual(change.before, now) else { return nil }
      return """
        A shared value was changed by an effect, and no step asserted it: \
        \(change.reference.keyDescription) changed from \(customDump(change.before)) to \
        \(customDump(now)). Assert it in the step after the change, or with \
        "store.assert { … }".
        """
    }
  }
}

/// Starts a test store's effects with its tracker as the observer of their shared changes.
final class SharedTrackingSpawner: EffectTaskSpawner {
  let base: any EffectTaskSpawner
  let observer: SharedChangeObserver

  init(base: any EffectTaskSpawner, observer: SharedChangeObserver) {
    self.base = base
    self.observer = observer
  }

  func spawnInner<R: Sendable>(
    _ operation: @escaping @Sendable () async -> R
  ) -> Task<R, Never> {
    base.spawnInner(operation)
  }

  func spawn(
    priority: TaskPriority?, operation: sending @escaping () async -> Void
  ) -> Task<Void, Never> {
    let observer = observer
    return base.spawn(priority: priority) {
      await SharedChangeTracking.$effectOwner.withValue(observer) { await operation() }
    }
  }
}
