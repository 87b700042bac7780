extension Effect {
  /// Makes this effect cancellable with ``cancel(id:)``, across the whole store.
  ///
  /// ```swift
  /// return .run { send in ... }
  ///   .cancellable(id: CancelID.fetch, cancelInFlight: true)
  /// ```
  ///
  /// Ids are scoped to the feature instance that uses them: the same id in two rows of a
  /// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)-(_,CaseKeyPath<Self.Action,IdentifiedAction<ID,ElementAction>>,_,_,_,_,_)`` names two different
  /// effects.
  ///
  /// - Parameters:
  ///   - id: Any hashable value.
  ///   - cancelInFlight: Whether to cancel effects already running with this id first.
  /// - Returns: A cancellable effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation, !cancelInFlight { return self }
    return Self(
      operation: .cancellable(
        id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every running effect marked with `id`.
  ///
  /// - Parameter id: The id passed to ``cancellable(id:cancelInFlight:)``.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(ids: [AnyHashableSendable(id)]))
  }

  /// An effect that cancels every running effect marked with any of `ids`.
  public static func cancel(ids: some Sequence<some Hashable & Sendable>) -> Self {
    Self(operation: .cancel(ids: ids.map(AnyHashableSendable.init)))
  }
}
