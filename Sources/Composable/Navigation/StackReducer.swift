extension Reducer {
  /// Runs the element reducer of a navigation stack on each element's actions, and manages
  /// the elements' lifetimes: TCA 1.0's stack `forEach`.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in ... }
  ///     .forEach(\.path, action: /Action.path) { Path() }
  /// }
  /// ```
  ///
  /// - `.element(id:action:)` runs the element reducer, then the parent.
  /// - `.popFrom(id:)` reaches the parent first, then pops the element and those above it.
  /// - `.push(id:state:)` pushes the element, then runs the parent.
  /// - An element can pop itself with `@Dependency(\.dismiss)`: the parent then receives
  ///   `.popFrom(id:)`.
  /// - When an element leaves the stack, its effects are cancelled.
  /// - An action for an element not on the stack, a pop of a missing element and a push of
  ///   an id already there are reported as runtime diagnostics (test failures under a
  ///   `TestStore`).
  ///
  /// - Parameters:
  ///   - toStackState: The stack, `\.path`.
  ///   - toStackAction: The case of the parent action carrying stack actions.
  ///   - destination: The element reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>> & Sendable,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self, destination: destination(), toStackState: toStackState,
      toStackAction: toStackAction,
      site: OperatorSite(
        kind: .forEach, fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// ``forEach(_:action:destination:fileID:filePath:line:column:)-(_,AnyCasePath<Self.Action,StackAction<DestinationState,DestinationAction>>,_,_,_,_,_)``
  /// naming the action case by key path: `.forEach(\.path, action: \.path) { Path() }`.
  ///
  /// - Parameters:
  ///   - toStackState: The stack, `\.path`.
  ///   - toStackAction: The case of the parent action carrying stack actions.
  ///   - destination: The element reducer.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>> & Sendable,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where
    Destination.State == DestinationState, Destination.Action == DestinationAction,
    Action: CasePathable
  {
    forEach(
      toStackState, action: Action.allCasePaths[keyPath: toStackAction],
      destination: destination, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer built by ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)-(_,AnyCasePath<Self.Action,StackAction<DestinationState,DestinationAction>>,_,_,_,_,_)``.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>> & Sendable
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  let site: OperatorSite

  /// Runs the element (on `.element`), then the parent; pops, pushes, cancels the effects of
  /// elements that left, and listens for the `dismiss()` of elements that arrived.
  public func reduce(
    into state: inout Base.State, action: Base.Action
  ) -> Effect<Base.Action> {
    let idsBefore = state[keyPath: toStackState].ids
    // NB: Each element's birth tells it from any other that had its id (see `StackState`);
    // the listeners that ran are those of the state before the action, as in TCA (a copy of
    // an earlier stack assigned back carries the `mounted` of its time, not of now).
    let birthsBefore = state[keyPath: toStackState].elementBirths
    let mountedBefore = state[keyPath: toStackState].mounted
    // NB: A stack this reducer has not seen whole (built before the store, or written from
    // outside it) may hold ids the store's generator has not given: the ids it gives next
    // are above them, so no new element takes the id of one of these.
    if !birthsBefore.allSatisfy(mountedBefore.contains), let last = idsBefore.max() {
      DependencyValues._current.contextStackElementID?.advance(past: last)
    }
    var leftEffects: [Effect<Base.Action>] = []
    var stackKey: OperatorKey { OperatorKey(Self.self, site: site, path: toStackState) }
    var elementEffect = Effect<Base.Action>.none
    var parentEffect = Effect<Base.Action>.none

    switch toStackAction.extract(from: action) {
    case .none:
      parentEffect = base.reduce(into: &state, action: action)

    case let .element(id, elementAction):
      // NB: An action an effect sent is reduced in that effect's task: when the effect is
      // one of an element that left the stack unseen by this reducer (a parent replaced the
      // stack), and a new element has its id, the action is not the new element's.
      let sent = SentTo(id, in: idsBefore, births: birthsBefore, key: stackKey)
      if let index = sent.index, sent.staleSenders.isEmpty,
        var element = state[keyPath: toStackState][id: id]
      {
        let embed = toStackAction
        elementEffect = destination.reducePresented(
          into: &element, action: elementAction,
          child: PresentedChild(
            operator: sent.key, identity: .element(id, birth: birthsBefore[index]))
        ) { embed.embed(.element(id: id, action: $0)) }
        state[keyPath: toStackState][id: id] = element
      } else if sent.index != nil {
        site.warnFromLeftElement(id: id, action: action)
      } else {
        site.warnMissing(id: id, action: action)
      }
      // NB: First, so nothing this action starts is cancelled with them.
      leftEffects = sent.staleEffects()
      parentEffect = base.reduce(into: &state, action: action)

    case let .popFrom(id):
      // NB: The dismissal listener of a screen that left unseen (see `.element`) pops
      // nothing: the screen that took its id did not ask.
      let sent = SentTo(id, in: idsBefore, births: birthsBefore, key: stackKey)
      leftEffects = sent.staleEffects()
      parentEffect = base.reduce(into: &state, action: action)
      if sent.index != nil, !sent.staleSenders.isEmpty {
        site.warnFromLeftElement(id: id, action: action)
      } else if sent.index != nil {
        state[keyPath: toStackState].pop(from: id)
      } else {
        site.warn(
          """
          A "forEach" at "\(site.fileID):\(site.line)" received "popFrom(id: \(id))", but no \
          element with that id is on the stack (ids: \(describeIDs(idsBefore))). Nothing was \
          popped.
          """)
      }

    case let .push(id, element):
      if state[keyPath: toStackState].ids.contains(id) {
        site.warn(
          """
          A "forEach" at "\(site.fileID):\(site.line)" received "push(id: \(id))", but an \
          element with that id is already on the stack (ids: \(describeIDs(idsBefore))). \
          Nothing was pushed; push with a new id.
          """)
      } else {
        state[keyPath: toStackState].insert(
          element, id: id, at: state[keyPath: toStackState].endIndex)
        DependencyValues._current.contextStackElementID?.advance(past: id)
      }
      parentEffect = base.reduce(into: &state, action: action)
    }

    let idsAfter = state[keyPath: toStackState].ids
    let birthsAfter = state[keyPath: toStackState].elementBirths
    var effects = leftEffects + [elementEffect, parentEffect]
    // An element left when its birth did, whatever the ids: a stack replaced by a new one
    // (`path = StackState([...])`, `path.removeAll()`, a saved copy assigned back) may give
    // a new element the id of one that left.
    let changed = birthsAfter != birthsBefore || idsAfter != idsBefore
    if changed {
      let key = stackKey
      let remaining = Set(birthsAfter)
      for (id, birth) in zip(idsBefore, birthsBefore) where !remaining.contains(birth) {
        effects.append(
          .cancelNamespace(
            ChildNamespace.of(key, id: NavigationIdentity.element(id, birth: birth))))
      }
    }
    if changed || mountedBefore.count != birthsAfter.count {
      let key = stackKey
      for (id, birth) in zip(idsAfter, birthsAfter) where !mountedBefore.contains(birth) {
        effects.append(
          .navigationListener(
            namespace: ChildNamespace.of(key, id: NavigationIdentity.element(id, birth: birth)),
            then: toStackAction.embed(.popFrom(id: id))))
      }
      state[keyPath: toStackState].mounted = Set(birthsAfter)
    }
    return .merge(effects)
  }
}

extension _StackReducer {
  /// What an action for the element with an id finds: the element's index before the
  /// action, and the elements with that id that left unseen whose effects sent it.
  struct SentTo {
    let id: StackElementID
    let key: OperatorKey
    let index: Int?
    let staleSenders: [UInt64]

    init(_ id: StackElementID, in ids: [StackElementID], births: [UInt64], key: OperatorKey) {
      self.id = id
      self.key = key
      index = ids.firstIndex(of: id)
      staleSenders =
        ReductionOrigin.isSentByEffect
        ? _StackReducer.staleSenders(of: id, key: key, birth: index.map { births[$0] }) : []
    }

    /// Effects that cancel the effects of the stale senders.
    func staleEffects() -> [Effect<Base.Action>] {
      staleSenders.map {
        .cancelNamespace(ChildNamespace.of(key, id: NavigationIdentity.element(id, birth: $0)))
      }
    }
  }

  /// The births of the elements with `id` whose effects sent the action being reduced, when
  /// none is `birth`, the element with that id now (`nil`: none): elements that left the
  /// stack without this reducer seeing them leave. Empty when the action came from the
  /// element on the stack (or its children), or from no element of this stack.
  static func staleSenders(of id: StackElementID, key: OperatorKey, birth: UInt64?) -> [UInt64] {
    guard let path = EffectContext.current?.path else { return [] }
    // NB: Only the names inside the presented child that runs this `forEach` (a screen of an
    // outer stack, a sheet) can be this stack's elements: in a recursive screen the outer
    // stack's element has this stack's key, and may have the id asked for (found by review).
    var start = path.startIndex
    if case let .presented(enclosing) = DependencyValues._current.dismiss.kind {
      let namespace = enclosing.namespace
      guard let index = path.lastIndex(where: { ScopedNamespace.innermost($0) == namespace })
      else { return [] }
      start = index + 1
    }
    var senders: [UInt64] = []
    for name in path[start...] {
      guard let child = ScopedNamespace.innermost(name).base as? ChildNamespace, child.key == key,
        case let .element(senderID, senderBirth)? = child.id.base as? NavigationIdentity,
        senderID == id
      else { continue }
      // NB: A stack of the same feature inside an element (a recursive screen) has the same
      // key: the sender is this stack's element if any of the names is.
      if senderBirth == birth { return [] }
      senders.append(senderBirth)
    }
    return senders
  }
}

extension _StackReducer: Sendable where Base: Sendable, Destination: Sendable {}

private func describeIDs(_ ids: [StackElementID]) -> String {
  "[" + ids.map(\.description).joined(separator: ", ") + "]"
}
