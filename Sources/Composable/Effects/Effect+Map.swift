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
      return Effect<T>(operation: .send(ActionBox(transform(box.action))))
    case let .run(priority, operation):
      return Effect<T>(
        operation: .run(priority) { send in
          await operation(send.transform(transform))
        })
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
