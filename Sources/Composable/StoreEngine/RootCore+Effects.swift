#if canImport(SwiftUI)
  import SwiftUI
#endif

// MARK: - Effects

/// How a root store runs what its reducer returns: `.none` costs nothing, `.send` is queued,
/// `.run` starts a task (after the send that returned it ends), cancellation and merging
/// are bookkeeping in the ``EffectRegistry``.
extension RootCore {
  func makeGroup(parent: EffectGroup? = nil) -> EffectGroup {
    EffectGroup(parent: parent) { [cancellations = effects.cancellations] id in
      cancellations.cancel(taskID: id)
    }
  }

  /// Starts `effect`: queues its actions, cancels what it cancels, starts its tasks.
  @usableFromInline
  func interpret(
    _ effect: Effect<Action>,
    path: [AnyHashableSendable],
    keys: [CancellationKey],
    group: EffectGroup?,
    outer: inout EffectGroup?,
    origin: EffectOrigin<Action>
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(box):
      control.queue.append(
        QueuedAction(box.action, group, origin: origin.reduction, animation: box.animation))
    case let .run(priority, operation, startsOnPool):
      let group = group ?? groupCreatingOuter(&outer)
      let completion = EffectCompletion()
      let send = makeSend(group: group, origin: origin, completion: completion)
      let deferred = control.isSending
      if deferred { control.hasDeferredStarts = true }
      let context = EffectContext(
        cancellations: effects.cancellations, path: path, spawner: effects.spawner)
      effects.startRun(
        priority: priority, keys: keys, group: group, origin: origin.action, deferred: deferred,
        inDrain: !startsOnPool
      ) {
        await EffectContext.$current.withValue(context) { await operation(send) }
        completion.finish()
      }
    case let .merge(effects):
      // NB: Flattened without recursion, so a 10,000-deep fold of `merge(with:)` needs no
      // more stack than a flat `merge`.
      for effect in Effect.leaves(of: effects, concatenating: false) {
        interpret(effect, path: path, keys: keys, group: group, outer: &outer, origin: origin)
      }
    case let .concatenate(effects):
      var steps = Effect.leaves(of: effects, concatenating: true)[...]
      // NB: Leading steps that only send are synchronous, as in TCA 1.0: their actions are
      // reduced right after this one's, before anything an effect sends later.
      while let step = steps.first, case let .send(box) = step.operation {
        control.queue.append(
          QueuedAction(box.action, group, origin: origin.reduction, animation: box.animation))
        steps.removeFirst()
      }
      guard let first = steps.popFirst() else { return }
      let group = group ?? groupCreatingOuter(&outer)
      // NB: The first step starts now, as an effect on its own would: its cancellable ids are
      // registered before anything reduced later in this send looks for them (a
      // `.cancel(id:)`, or a presented child's `dismiss()` reaching its dismissal listener).
      let firstStep = makeGroup(parent: group)
      var firstOuter: EffectGroup?
      interpret(first, path: path, keys: keys, group: firstStep, outer: &firstOuter, origin: origin)
      guard !steps.isEmpty else { return }
      // NB: One driver for the rest of the chain, however it was folded: nested
      // concatenations would each need a driver task and a step group of their own.
      self.effects.start(priority: nil, keys: keys, group: group, origin: origin.action) {
        [weak self] in
        await firstStep.wait()
        for effect in steps {
          guard !Task.isCancelled else { return }
          // NB: The core is held only while the step starts, never across the `await`: a
          // store released while a step runs must be freed, which cancels this driver.
          guard
            let step = self?.startStep(
              effect, path: path, keys: keys, parent: group, origin: origin)
          else { return }
          await step.wait()
        }
      }
    case let .gated(gate, inner):
      let group = group ?? groupCreatingOuter(&outer)
      effects.start(priority: nil, keys: keys, group: group, origin: origin.action) {
        [weak self] in
        let context = GateContext(throttles: self?.effects.throttles, path: path)
        guard await gate(context), !Task.isCancelled else { return }
        // NB: As for a concatenation's steps: the core is not held across the `await`.
        guard
          let step = self?.startStep(inner, path: path, keys: keys, parent: group, origin: origin)
        else { return }
        await step.wait()
      }
    case let .cancellable(id, _, inner) where id == NavigationListenerID.key.id:
      // NB: A presented child's dismissal listener lasts as long as the presentation, not as
      // the action that presented it: it runs in a group of its own, so that waiting for that
      // action's effects (`StoreTask.finish()`) does not wait for the child to be dismissed.
      // Dismissing the child still cancels it, by its keys.
      var detached: EffectGroup?
      let prefixed = (0...path.count).map { CancellationKey(path: Array(path[..<$0]), id: id) }
      interpret(
        inner, path: path, keys: keys + prefixed, group: makeGroup(), outer: &detached,
        origin: origin)
    case let .cancellable(id, cancelInFlight, inner):
      // NB: Registered under every prefix of the path (TCA 1.0's rule), so a parent's
      // `.cancel(id:)` reaches the effects its children started with that id, while each
      // child's own `.cancel(id:)` and `cancelInFlight` stay within its path.
      if cancelInFlight { _effects?.cancellations.cancel(key: CancellationKey(path: path, id: id)) }
      let prefixed = (0...path.count).map { CancellationKey(path: Array(path[..<$0]), id: id) }
      interpret(
        inner, path: path, keys: keys + prefixed, group: group, outer: &outer, origin: origin)
    case let .cancel(ids):
      // NB: Without a registry, no effect ever ran here: nothing to cancel, nothing to create.
      for id in ids { _effects?.cancellations.cancel(key: CancellationKey(path: path, id: id)) }
    case let .namespace(name, inner):
      let path = path + [name]
      let key = CancellationKey(path: path, id: CancellationKey.wholeNamespace)
      interpret(
        inner, path: path, keys: keys + [key], group: group, outer: &outer, origin: origin)
    case let .cancelNamespace(name):
      _effects?.cancellations.cancel(
        key: CancellationKey(path: path + [name], id: CancellationKey.wholeNamespace))
    case let .cancelNamespaces(isGone):
      _effects?.cancellations.cancelNamespaces(under: path, where: isGone)
    }
  }

  /// Starts one step of a concatenation (or a gated effect) in a new group under `parent`,
  /// and returns the group, to be awaited.
  func startStep(
    _ effect: Effect<Action>,
    path: [AnyHashableSendable],
    keys: [CancellationKey],
    parent: EffectGroup,
    origin: EffectOrigin<Action>
  ) -> EffectGroup {
    let step = makeGroup(parent: parent)
    runStep(effect, path: path, keys: keys, group: step, origin: origin)
    return step
  }

  /// One step of a concatenation, started from its driver task.
  func runStep(
    _ effect: Effect<Action>,
    path: [AnyHashableSendable],
    keys: [CancellationKey],
    group: EffectGroup,
    origin: EffectOrigin<Action>
  ) {
    var outer: EffectGroup?
    let start = control.queue.count
    interpret(effect, path: path, keys: keys, group: group, outer: &outer, origin: origin)
    // Actions the step sent synchronously: reduce them now, in order.
    let sent = Array(control.queue[start...])
    control.queue.removeSubrange(start...)
    for queued in sent {
      control.nextOrigin = queued.origin
      if case let .some(animation) = queued.animation {
        withAnimation(animation) { _ = send(queued.action, group: group) }
      } else {
        _ = send(queued.action, group: group)
      }
    }
  }

  func groupCreatingOuter(_ outer: inout EffectGroup?) -> EffectGroup {
    if let outer { return outer }
    let group = makeGroup()
    outer = group
    return group
  }

  func makeSend(
    group: EffectGroup, origin: EffectOrigin<Action>, completion: EffectCompletion
  ) -> Send<Action> {
    Send(
      send: { [weak self] action in
        guard let self else {
          runtimeWarn(
            """
            An effect sent \(describe(action)) after its Store was deallocated. Effects are \
            cancelled when their store goes away; check for cancellation in long-running work.
            """)
          return
        }
        guard !completion.isFinished else {
          // NB: Delivered, as TCA 1.0 does, but outside the finished effect's group: nothing
          // waits for that effect any more, and its cancellation can no longer reach it.
          runtimeWarn(
            """
            An effect started by \(describe(origin.action)) sent \(describe(action)) after it had \
            finished: the "send" of a ".run" was kept beyond the effect (in a "Task" of its \
            own). The action is delivered, but the effect's cancellation and the tests that \
            wait for it no longer cover it. Keep the "run" closure running until it is done \
            sending.
            """)
          self.control.nextOrigin = origin.reduction
          _ = self.send(action, group: nil)
          return
        }
        self.control.nextOrigin = origin.reduction
        _ = self.send(action, group: group)
      },
      reportError: { _, diagnostic in
        var diagnostic = diagnostic
        diagnostic.message += " The effect was started by \(describe(origin.action))."
        Diagnostics.report(diagnostic)
      }
    )
  }
}

/// The action whose effect this is, and the number of its reduction (the origin of what the
/// effect sends, see ``ReductionOrigin``).
@usableFromInline
struct EffectOrigin<Action> {
  @usableFromInline let action: Action
  @usableFromInline let reduction: UInt64

  @usableFromInline
  init(action: Action, reduction: UInt64) {
    self.action = action
    self.reduction = reduction
  }
}
