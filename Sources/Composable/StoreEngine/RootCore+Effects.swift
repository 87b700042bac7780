#if canImport(SwiftUI)
  import SwiftUI
#endif

// MARK: - Effects

/// How a root store runs what its reducer returns: `.none` costs nothing, `.send` is queued,
/// `.run` starts a task (after the send that returned it ends), cancellation and merging
/// are bookkeeping in the ``EffectRegistry``.
extension RootCore {
  func makeGroup(parent: EffectGroup? = nil, isStep: Bool = false) -> EffectGroup {
    EffectGroup(parent: parent, isStep: isStep) { [cancellations = effects.cancellations] id in
      cancellations.cancel(taskID: id)
    }
  }

  /// Starts `effect`: queues its actions, cancels what it cancels, and tracks its tasks,
  /// which ``startPendingEffects(isolation:)`` creates (at the end of the send, or of the
  /// step that started them).
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
      guard
        let (id, finish) = effects.reserve(
          keys: keys, group: group, origin: origin.action, reduction: origin.reduction)
      else { return }
      control.pending.append(
        PendingEffect(
          id: id, finish: finish, path: path, keys: keys, group: group, origin: origin,
          kind: .run(priority: priority, inDrain: !startsOnPool, operation)))
    case let .merge(effects):
      // NB: Flattened without recursion, so a 10,000-deep fold of `merge(with:)` needs no
      // more stack than a flat `merge`.
      for effect in Effect.leaves(of: effects, concatenating: false) {
        interpret(
          effect, path: path, keys: keys, group: group, outer: &outer, origin: origin)
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
      let firstStep = makeGroup(parent: group, isStep: true)
      var firstOuter: EffectGroup?
      interpret(
        first, path: path, keys: keys, group: firstStep, outer: &firstOuter, origin: origin)
      guard !steps.isEmpty else { return }
      // NB: One driver for the rest of the chain, however it was folded: nested
      // concatenations would each need a driver task and a step group of their own.
      addDriver(
        .steps(after: firstStep, Array(steps)), path: path, keys: keys, group: group,
        origin: origin)
    case let .gated(gate, inner):
      let group = group ?? groupCreatingOuter(&outer)
      addDriver(.gate(gate, then: inner), path: path, keys: keys, group: group, origin: origin)
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

  /// Tracks a driver task (see ``Driver``), created with the send's other effects.
  func addDriver(
    _ driver: Driver, path: [AnyHashableSendable], keys: [CancellationKey],
    group: EffectGroup, origin: EffectOrigin<Action>
  ) {
    let isChainDriver: Bool
    if case .steps = driver { isChainDriver = true } else { isChainDriver = false }
    guard
      let (id, finish) = effects.reserve(
        keys: keys, group: group, origin: origin.action, reduction: origin.reduction,
        isChainDriver: isChainDriver)
    else { return }
    control.pending.append(
      PendingEffect(
        id: id, finish: finish, path: path, keys: keys, group: group, origin: origin,
        kind: .driver(driver)))
  }

  /// An effect tracked but not started yet: a `.run`, or a driver task.
  @usableFromInline
  struct PendingEffect {
    @usableFromInline
    enum Kind {
      case run(
        priority: TaskPriority?, inDrain: Bool, @Sendable (Send<Action>) async -> Void)
      case driver(Driver)
    }
    @usableFromInline let id: UInt64
    @usableFromInline let finish: @Sendable () -> Void
    @usableFromInline let path: [AnyHashableSendable]
    @usableFromInline let keys: [CancellationKey]
    @usableFromInline let group: EffectGroup
    @usableFromInline let origin: EffectOrigin<Action>
    @usableFromInline let kind: Kind
  }

  /// Creates the tasks of the effects reduced so far, in the order they were reduced (no
  /// effect body runs before every action of a `send` is reduced: TCA 1.0's order); an
  /// effect cancelled in the meantime finishes without ever running. Called, on the store's
  /// actor, by whoever ended a send that left ``Control/pending`` effects.
  @inlinable
  package func startPendingEffects(isolation: isolated any Actor) {
    // NB: Never inside a send: its effects start when it ends.
    guard !control.isSending else { return }
    while !control.pending.isEmpty {
      let starts = control.pending
      control.pending.removeAll(keepingCapacity: true)
      for start in starts {
        guard !start.group.isCancelled, !effects.cancellations.takeCancelledBeforeStart(start.id)
        else {
          start.finish()
          continue
        }
        switch start.kind {
        case let .run(priority, inDrain, operation):
          let completion = EffectCompletion()
          let context = EffectContext(
            cancellations: effects.cancellations, path: start.path, effectID: start.id,
            spawner: effects.spawner)
          let send = makeSend(
            group: start.group.groupForSentActions, origin: start.origin, completion: completion,
            context: context, isolation: isolation)
          let finish = start.finish
          effects.spawnRun(id: start.id, priority: priority, inDrain: inDrain, isolation: isolation)
          {
            await context.run { await operation(send) }
            completion.finish()
            finish()
          }
        case let .driver(driver):
          startDriver(start, driver: driver, isolation: isolation)
        }
      }
    }
  }

  /// What a driver task does, on the store's actor: start a concatenation's steps in turn, or
  /// a gated effect once its gate opens.
  @usableFromInline
  enum Driver {
    /// Once `first` is idle, each of `steps`, each after the one before has finished.
    case steps(after: EffectGroup, [Effect<Action>])
    /// `inner`, once `gate` lets it through.
    case gate(@Sendable (GateContext) async -> Bool, then: Effect<Action>)
  }

  /// Starts a task on the store's actor that runs `driver`, tracked as the effect `start`.
  @usableFromInline
  func startDriver(_ start: PendingEffect, driver: Driver, isolation: isolated any Actor) {
    let run = DriverRun(
      driver: driver, core: WeakCore(core: self), path: start.path, keys: start.keys,
      group: start.group, origin: start.origin)
    let finish = start.finish
    let task: Task<Void, Never>
    if let spawner = effects.spawner {
      // NB: Created by the spawner (a `TestStore`'s: on the executor the test drains, which
      // what the driver awaits off the store's actor, a gate's clock, then runs on too), and
      // so not isolated to the store's actor: what it needs of the core's region goes in a
      // box handed out only there.
      task = spawner.spawn(
        priority: nil, operation: Self.driving(IsolatedBox(run, isolation: isolation), finish))
    } else if isMainActor(isolation) {
      // NB: Isolated to `isolation` (it uses it), so it may use what the core's region holds.
      task = Task {
        await run.drive(isolation: isolation)
        finish()
      }
    } else {
      // NB: Not isolated to `isolation`, which may be a `StoreActor` (a task holds the actor
      // it is isolated to, and would keep the store alive): it hops to the box's actor, the
      // one whose executor the store runs on.
      task = Task(operation: Self.driving(IsolatedBox(run, isolation: isolation), finish))
    }
    effects.cancellations.setTask(task, for: start.id)
  }

  /// What runs the driver `boxed` holds, on the actor it was boxed on, then `finish`es it.
  static func driving(
    _ boxed: IsolatedBox<DriverRun>, _ finish: @escaping @Sendable () -> Void
  ) -> @Sendable () async -> Void {
    {
      await drive(boxed, isolation: boxed.actor)
      finish()
    }
  }

  /// Runs the driver `boxed` holds, on the actor it was boxed on.
  static func drive(_ boxed: IsolatedBox<DriverRun>, isolation: isolated any Actor) async {
    // NB: Always there: `isolation` is the box's actor.
    await boxed.value(isolation)?.drive(isolation: isolation)
  }

  /// A driver (``Driver``) and what it needs, on the store's actor.
  @usableFromInline
  struct DriverRun {
    let driver: Driver
    let core: WeakCore<R>
    let path: [AnyHashableSendable]
    let keys: [CancellationKey]
    let group: EffectGroup
    let origin: EffectOrigin<Action>

    /// Runs the driver. The core is held only while a step starts, never across an `await`:
    /// a store released while a step runs must be freed, which cancels the driver.
    func drive(isolation: isolated any Actor) async {
      switch driver {
      case let .steps(first, steps):
        await first.wait()
        for effect in steps {
          guard !Task.isCancelled else { return }
          guard
            let step = core.core?.startStep(
              effect, path: path, keys: keys, parent: group, origin: origin,
              isolation: isolation)
          else { return }
          await step.wait()
        }
      case let .gate(gate, inner):
        let context = GateContext(throttles: core.core?.effects.throttles, path: path)
        guard await gate(context), !Task.isCancelled else { return }
        guard
          let step = core.core?.startStep(
            inner, path: path, keys: keys, parent: group, origin: origin, isolation: isolation)
        else { return }
        await step.wait()
      }
    }
  }

  /// Starts one step of a concatenation (or a gated effect) in a new group under `parent`,
  /// and returns the group, to be awaited.
  func startStep(
    _ effect: Effect<Action>,
    path: [AnyHashableSendable],
    keys: [CancellationKey],
    parent: EffectGroup,
    origin: EffectOrigin<Action>,
    isolation: isolated any Actor
  ) -> EffectGroup {
    let step = makeGroup(parent: parent, isStep: true)
    runStep(effect, path: path, keys: keys, group: step, origin: origin, isolation: isolation)
    return step
  }

  /// One step of a concatenation, started from its driver task.
  func runStep(
    _ effect: Effect<Action>,
    path: [AnyHashableSendable],
    keys: [CancellationKey],
    group: EffectGroup,
    origin: EffectOrigin<Action>,
    isolation: isolated any Actor
  ) {
    var outer: EffectGroup?
    let start = control.queue.count
    interpret(effect, path: path, keys: keys, group: group, outer: &outer, origin: origin)
    // NB: The step's tasks start now, before the actions it sent synchronously are reduced,
    // as they would for an effect of its own.
    startPendingEffects(isolation: isolation)
    // Actions the step sent synchronously: reduce them now, in order.
    let sent = Array(control.queue[start...])
    control.queue.removeSubrange(start...)
    let group = group.groupForSentActions
    // NB: Reduced as an effect's own sends are, knowing the effect that sent them (its
    // path): a stack's `forEach` tells a step of a screen that left from one of the screen
    // that took its id (a concatenation's `.send` step, a debounced `.send`).
    let sender = EffectContext(cancellations: effects.cancellations, path: path)
    for queued in sent {
      control.nextOrigin = queued.origin | ReductionOrigin.sentByEffect
      EffectContext.$current.withValue(sender) {
        if case let .some(animation) = queued.animation {
          withAnimation(animation, onMainActor: isOnMainActor) {
            _ = send(queued.action, group: group)
          }
        } else {
          _ = send(queued.action, group: group)
        }
      }
      if hasPendingEffects { startPendingEffects(isolation: isolation) }
    }
  }

  func groupCreatingOuter(_ outer: inout EffectGroup?) -> EffectGroup {
    if let outer { return outer }
    let group = makeGroup()
    outer = group
    return group
  }

  @inlinable
  func makeSend(
    group: EffectGroup, origin: EffectOrigin<Action>, completion: EffectCompletion,
    context: EffectContext, isolation: isolated any Actor
  ) -> Send<Action> {
    let source = IsolatedBox(EffectSource(core: self, action: origin.action), isolation: isolation)
    let reduction = origin.reduction
    return Send(
      actor: source.actor,
      deliver: { action, isolation in
        // NB: Always there: the `Send` calls this on the actor it was made on, `source`'s.
        guard let source = source.value(isolation) else { return }
        guard let core = source.core else {
          warnSentAfterDeallocation(action)
          return
        }
        guard !completion.isFinished else {
          // NB: Delivered, as TCA 1.0 does, but outside the finished effect's group: nothing
          // waits for that effect any more, and its cancellation can no longer reach it.
          warnSentAfterFinishing(action, origin: source.action)
          core.control.nextOrigin = reduction | ReductionOrigin.sentByEffect
          context.whileSending { _ = core.send(action, group: nil) }
          if core.hasPendingEffects { core.startPendingEffects(isolation: isolation) }
          return
        }
        // NB: Reduced now, knowing the effect that sent it (its context, which the reducers
        // read: a stack's `forEach` tells a screen that left from one that took its id):
        // the effect's own task has it; a task the effect made without it (`Task.detached`)
        // is given it for the reduction (found by review).
        core.control.nextOrigin = reduction | ReductionOrigin.sentByEffect
        context.whileSending { _ = core.send(action, group: group) }
        if core.hasPendingEffects { core.startPendingEffects(isolation: isolation) }
      },
      reportError: { _, diagnostic, isolation in
        reportEffectError(diagnostic, origin: source.value(isolation)?.action)
      }
    )
  }
}

@usableFromInline
func warnSentAfterDeallocation(_ action: Any) {
  runtimeWarn(
    """
    An effect sent \(describe(action)) after its Store was deallocated. Effects are \
    cancelled when their store goes away; check for cancellation in long-running work.
    """)
}

@usableFromInline
func warnSentAfterFinishing(_ action: Any, origin: Any) {
  runtimeWarn(
    """
    An effect started by \(describe(origin)) sent \(describe(action)) after it had finished: \
    the "send" of a ".run" was kept beyond the effect (in a "Task" of its own). The action \
    is delivered, but the effect's cancellation and the tests that wait for it no longer \
    cover it. Keep the "run" closure running until it is done sending.
    """)
}

/// Reports an error an effect did not handle, naming the action that started the effect.
@usableFromInline
func reportEffectError(_ diagnostic: Diagnostic, origin: Any?) {
  var diagnostic = diagnostic
  if let origin { diagnostic.message += " The effect was started by \(describe(origin))." }
  Diagnostics.report(diagnostic)
}

/// A store's core, not kept alive (by a driver task, across its `await`s).
@usableFromInline
struct WeakCore<R: Reducer> {
  weak var core: RootCore<R>?
}

/// What an effect's `Send` reaches on its store's actor: the store's core (while it lives),
/// and the action whose effect it is, for diagnostics.
@usableFromInline
struct EffectSource<R: Reducer> {
  @usableFromInline weak var core: RootCore<R>?
  @usableFromInline let action: R.Action

  @usableFromInline
  init(core: RootCore<R>, action: R.Action) {
    self.core = core
    self.action = action
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
