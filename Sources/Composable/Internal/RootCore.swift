/// The runtime behind a root ``Store``: the state, the reducer, the action queue and the
/// effects in flight.
@MainActor
package final class RootCore<R: Reducer>: StoreCore {
  package typealias State = R.State
  package typealias Action = R.Action

  package var state: State
  package let runtime = StoreRuntime()
  /// The store's dependencies, captured when it was created.
  package var dependencies: DependencyValues
  package let effects = EffectRegistry()
  /// Called with each action before it is reduced (`TestStore` records them).
  package var willReduce: ((Action) -> Void)?
  /// Called with each action after it is reduced, before its effects start.
  package var didReduce: ((Action) -> Void)?
  private let reducer: R
  private var queue: [(action: Action, group: EffectGroup?)] = []
  private var isSending = false

  package init(initialState: State, reducer: R, dependencies: DependencyValues) {
    self.state = initialState
    self.reducer = reducer
    self.dependencies = dependencies
  }

  deinit {
    effects.cancelAll()
  }

  package func send(_ action: Action, group: EffectGroup?) -> EffectGroup? {
    if isSending {
      // NB: Sent while reducing (an observer, or a reducer calling out): queue it, FIFO.
      let group = group ?? makeGroup()
      queue.append((action, group))
      return group
    }
    queue.append((action, group))
    isSending = true
    var outer: EffectGroup?
    DependencySlot.with(dependencies) {
      var index = 0
      while index < queue.count {
        let (action, group) = queue[index]
        index += 1
        willReduce?(action)
        runtime.willChange()
        let effect = reducer.reduce(into: &state, action: action)
        runtime.didChange()
        didReduce?(action)
        if !effect.isNone {
          interpret(
            effect, path: [], keys: [], group: group, outer: &outer, origin: action)
        }
      }
    }
    queue.removeAll(keepingCapacity: true)
    isSending = false
    return outer
  }

  private func makeGroup(parent: EffectGroup? = nil) -> EffectGroup {
    EffectGroup(parent: parent) { [effects] id in effects.cancel(taskID: id) }
  }

  /// Starts `effect`: queues its actions, cancels what it cancels, starts its tasks.
  private func interpret(
    _ effect: Effect<Action>,
    path: [AnyHashableSendable],
    keys: [CancellationKey],
    group: EffectGroup?,
    outer: inout EffectGroup?,
    origin: Action
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(box):
      queue.append((box.action, group))
    case let .run(priority, operation):
      let group = group ?? groupCreatingOuter(&outer)
      let send = makeSend(group: group)
      effects.start(priority: priority, keys: keys, group: group, origin: origin) {
        await operation(send)
      }
    case let .merge(effects):
      for effect in effects {
        interpret(effect, path: path, keys: keys, group: group, outer: &outer, origin: origin)
      }
    case let .concatenate(effects):
      let group = group ?? groupCreatingOuter(&outer)
      self.effects.start(priority: nil, keys: keys, group: group, origin: origin) {
        [weak self] in
        for effect in effects {
          guard !Task.isCancelled, let self else { return }
          let step = self.makeGroup(parent: group)
          self.runStep(effect, path: path, keys: keys, group: step, origin: origin)
          await step.wait()
        }
      }
    case let .gated(gate, inner):
      let group = group ?? groupCreatingOuter(&outer)
      effects.start(priority: nil, keys: keys, group: group, origin: origin) { [weak self] in
        guard await gate(), !Task.isCancelled, let self else { return }
        let step = self.makeGroup(parent: group)
        self.runStep(inner, path: path, keys: keys, group: step, origin: origin)
        await step.wait()
      }
    case let .cancellable(id, cancelInFlight, inner):
      let key = CancellationKey(path: path, id: id)
      if cancelInFlight { effects.cancel(key: key) }
      interpret(
        inner, path: path, keys: keys + [key], group: group, outer: &outer, origin: origin)
    case let .cancel(ids):
      for id in ids { effects.cancel(key: CancellationKey(path: path, id: id)) }
    case let .namespace(name, inner):
      let path = path + [name]
      let key = CancellationKey(path: path, id: CancellationKey.wholeNamespace)
      interpret(
        inner, path: path, keys: keys + [key], group: group, outer: &outer, origin: origin)
    case let .cancelNamespace(name):
      effects.cancel(key: CancellationKey(path: path + [name], id: CancellationKey.wholeNamespace))
    }
  }

  /// One step of a concatenation, started from its driver task.
  private func runStep(
    _ effect: Effect<Action>,
    path: [AnyHashableSendable],
    keys: [CancellationKey],
    group: EffectGroup,
    origin: Action
  ) {
    var outer: EffectGroup?
    let start = queue.count
    interpret(effect, path: path, keys: keys, group: group, outer: &outer, origin: origin)
    // Actions the step sent synchronously: reduce them now, in order.
    let sent = queue[start...].map(\.action)
    queue.removeSubrange(start...)
    for action in sent { _ = send(action, group: group) }
  }

  private func groupCreatingOuter(_ outer: inout EffectGroup?) -> EffectGroup {
    if let outer { return outer }
    let group = makeGroup()
    outer = group
    return group
  }

  private func makeSend(group: EffectGroup) -> Send<Action> {
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
        _ = self.send(action, group: group)
      },
      reportError: { _, diagnostic in Diagnostics.report(diagnostic) }
    )
  }
}
