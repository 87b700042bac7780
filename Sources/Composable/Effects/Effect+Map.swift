extension Effect {
  /// Transforms every action this effect sends.
  ///
  /// Parent features use it to lift a child's effect into their own action type, as
  /// ``Scope`` does with `.map(Action.child)`.
  ///
  /// - Parameter transform: Turns an action of this effect into an action of the new one.
  /// - Returns: An effect that sends transformed actions.
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    case let .send(box):
      return Effect<T>(
        operation: .send(ActionBox(transform(box.action), animation: box.animation)))
    case let .run(priority, operation, startsOnPool):
      return Effect<T>(
        operation: .run(
          priority, { send in await operation(send.transform(transform)) },
          startsOnPool: startsOnPool))
    case let .merge(effects):
      // NB: Leaves, not children: a deep fold maps without recursing once per level.
      return Effect<T>(
        operation: .merge(Self.leaves(of: effects, concatenating: false).map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<T>(
        operation: .concatenate(
          Self.leaves(of: effects, concatenating: true).map { $0.map(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<T>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case let .cancel(ids):
      return Effect<T>(operation: .cancel(ids: ids))
    case let .namespace(key, effect):
      return Effect<T>(operation: .namespace(key, effect.map(transform)))
    case let .cancelNamespace(key):
      return Effect<T>(operation: .cancelNamespace(key))
    case let .cancelNamespaces(isGone):
      return Effect<T>(operation: .cancelNamespaces(where: isGone))
    case let .gated(gate, effect):
      return Effect<T>(operation: .gated(gate, effect.map(transform)))
    }
  }

  /// Whether this effect is ``none``: it starts nothing and sends nothing.
  @inlinable
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }

  /// Runs this effect's cancellable work in a namespace, so that ids used inside it cannot
  /// collide with the same ids elsewhere, and `cancelNamespace` can cancel all of it at once.
  @usableFromInline
  package func namespaced(_ key: AnyHashableSendable) -> Self {
    if case .none = operation { return self }
    return Self(operation: .namespace(key, self))
  }

  /// Cancels everything started in the namespace `key` (see ``namespaced(_:)``).
  @usableFromInline
  package static func cancelNamespace(_ key: AnyHashableSendable) -> Self {
    Self(operation: .cancelNamespace(key))
  }
}

extension Effect {
  /// Starts this effect's work on the cooperative pool instead of the store's actor.
  ///
  /// A `.run` effect's code up to its first suspension runs on the store's actor (the main
  /// actor), after the `send` that returned it has returned: an effect that sends straight
  /// back needs no thread hand-off. An effect that begins with heavy synchronous work (parsing,
  /// hashing, image decoding) would hold the main actor meanwhile; this moves all of its code
  /// to the pool, as a `Task` would:
  ///
  /// ```swift
  /// case .importTapped:
  ///   return .run { [data = state.data] send in
  ///     await send(.imported(parseLargeDocument(data)))
  ///   }
  ///   .startingOnPool()
  /// ```
  ///
  /// - Returns: The same effect, each of its `.run` parts starting on the pool.
  public func startingOnPool() -> Self {
    switch operation {
    case .none, .send, .cancel, .cancelNamespace, .cancelNamespaces:
      return self
    case let .run(priority, operation, _):
      return Self(operation: .run(priority, operation, startsOnPool: true))
    case let .merge(effects):
      return Self(
        operation: .merge(
          Self.leaves(of: effects, concatenating: false).map { $0.startingOnPool() }))
    case let .concatenate(effects):
      return Self(
        operation: .concatenate(
          Self.leaves(of: effects, concatenating: true).map { $0.startingOnPool() }))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.startingOnPool()))
    case let .namespace(key, effect):
      return Self(operation: .namespace(key, effect.startingOnPool()))
    case let .gated(gate, effect):
      return Self(operation: .gated(gate, effect.startingOnPool()))
    }
  }
}

/// A namespace as seen from the parent of a ``Scope``: the scope (its ``OperatorKey``) and the
/// namespace the feature named (a row's, a presented child's).
@usableFromInline
struct ScopedNamespace: Hashable, Sendable {
  @usableFromInline let scope: OperatorKey
  @usableFromInline let name: AnyHashableSendable

  /// The name the feature itself gave, under every scope around it.
  static func innermost(_ name: AnyHashableSendable) -> AnyHashableSendable {
    var name = name
    while let scoped = name.base as? ScopedNamespace { name = scoped.name }
    return name
  }
}

extension Effect {
  /// Whether this effect starts, cancels or sweeps a namespace anywhere in it. Iterative, so
  /// a 10,000-deep fold needs no more stack than a flat one.
  var namesNamespaces: Bool {
    var work = [self]
    while let effect = work.popLast() {
      switch effect.operation {
      case .none, .send, .run, .cancel:
        continue
      case .namespace, .cancelNamespace, .cancelNamespaces:
        return true
      case let .merge(effects), let .concatenate(effects):
        work.append(contentsOf: effects)
      case let .cancellable(_, _, inner), let .gated(_, inner):
        work.append(inner)
      }
    }
    return false
  }

  /// This effect with every namespace it names qualified by `scope`, the key of the ``Scope``
  /// that runs the child; the effect itself when it names none.
  @usableFromInline
  @inline(never)
  func qualifyingNamespaces(by scope: OperatorKey) -> Self {
    guard namesNamespaces else { return self }
    return qualifyingNamespaces(with: scope)
  }

  /// This effect with every namespace it names qualified by `scope`, the key of the ``Scope``
  /// that runs the feature: the namespaces of one feature scoped twice (two lists of the same
  /// list feature) are then distinct, so a change in one never cancels the other's effects.
  /// Plain cancellation ids are not touched: they stay store-wide, as in TCA 1.0.
  private func qualifyingNamespaces(with scope: OperatorKey) -> Self {
    switch operation {
    case .none, .send, .run, .cancel:
      return self
    case let .namespace(name, inner):
      // NB: Names inside `inner` are relative to this one, already distinct.
      return Self(
        operation: .namespace(AnyHashableSendable(ScopedNamespace(scope: scope, name: name)), inner)
      )
    case let .cancelNamespace(name):
      return Self(
        operation: .cancelNamespace(AnyHashableSendable(ScopedNamespace(scope: scope, name: name))))
    case let .cancelNamespaces(isGone):
      return Self(
        operation: .cancelNamespaces { name in
          guard let scoped = name.base as? ScopedNamespace, scoped.scope == scope else {
            return false
          }
          return isGone(scoped.name)
        })
    case let .merge(effects):
      return Self(
        operation: .merge(
          Self.leaves(of: effects, concatenating: false).map {
            $0.qualifyingNamespaces(with: scope)
          }))
    case let .concatenate(effects):
      return Self(
        operation: .concatenate(
          Self.leaves(of: effects, concatenating: true).map {
            $0.qualifyingNamespaces(with: scope)
          }))
    case let .cancellable(id, cancelInFlight, inner):
      return Self(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, inner.qualifyingNamespaces(with: scope)))
    case let .gated(gate, inner):
      return Self(operation: .gated(gate, inner.qualifyingNamespaces(with: scope)))
    }
  }
}
