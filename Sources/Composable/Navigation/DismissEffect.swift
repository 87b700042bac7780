/// Dismisses the feature that runs it, from the feature's own effects: TCA 1.0's
/// `@Dependency(\.dismiss)`.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
///
/// case .saveButtonTapped:
///   return .run { [draft = state.draft] send in
///     try await save(draft)
///     await dismiss()
///   }
/// ```
///
/// The parent that presents the feature with `ifLet(\.$destination, …)`, or pushes it onto a
/// `StackState` with `forEach(\.path, …)`, receives `.destination(.dismiss)` or
/// `.path(.popFrom(id:))`, and the child's effects are cancelled. Called in a feature that
/// nothing presents, it reports a diagnostic (a test failure under a `TestStore`) and does
/// nothing; check ``DependencyValues/isPresented`` first when a feature runs both ways.
public struct DismissEffect: Sendable {
  // `indirect`: a `DismissEffect` is one word, so `DependencyValues`, which every store and
  // every effect holds, grows by one word, not by a presented child's identity.
  @usableFromInline
  indirect enum Kind: Sendable {
    /// Not in a presented feature.
    case notPresented
    /// In the presented feature `child`.
    case presented(PresentedChild)
    /// A test's or preview's own behaviour.
    case custom(@MainActor @Sendable () -> Void)
    /// Not presented, in a `TestStore`: the dismissal is recorded (`isDismissed`).
    case testRoot(@MainActor @Sendable () -> Void)
  }

  @usableFromInline let kind: Kind

  @usableFromInline
  init(kind: Kind) {
    self.kind = kind
  }

  /// A dismiss effect that runs `dismiss` on the main actor: for tests and previews that
  /// check a feature asks to be dismissed.
  ///
  /// ```swift
  /// let dismissed = LockIsolated(false)
  /// let store = TestStore(initialState: Editor.State()) { Editor() } withDependencies: {
  ///   $0.dismiss = DismissEffect { dismissed.setValue(true) }
  /// }
  /// ```
  ///
  /// - Parameter dismiss: What dismissing does.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.kind = .custom(dismiss)
  }

  /// The dismissal of a feature a `TestStore` runs on its own (not presented): `record`
  /// notes it, as TCA's `TestStore.isDismissed` does.
  package init(recordingRootDismissal record: @escaping @MainActor @Sendable () -> Void) {
    self.kind = .testRoot(record)
  }

  /// Asks the parent to dismiss this feature.
  ///
  /// Call it from an effect of the presented feature. It returns once the request is made;
  /// the parent's `.dismiss` (or `.popFrom(id:)`) action follows, and then the feature's
  /// effects, this one included, are cancelled.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    switch kind {
    case .notPresented:
      runtimeWarn(
        """
        "dismiss()" was called at "\(fileID):\(line)" in a feature that is not presented, so \
        nothing was dismissed. Only a feature presented with "ifLet(\\.$destination, …)" or \
        pushed with "forEach(\\.path, …)" can dismiss itself; check \
        "@Dependency(\\.isPresented)" when the feature also runs on its own.
        """, fileID: fileID, filePath: filePath, line: line, column: column)
    case let .custom(dismiss), let .testRoot(dismiss):
      await dismiss()
    case let .presented(child):
      let namespace = child.namespace
      guard let context = EffectContext.current, let cancellations = context.cancellations,
        let level = context.path.lastIndex(where: { ScopedNamespace.innermost($0) == namespace })
      else {
        runtimeWarn(
          """
          "dismiss()" was called at "\(fileID):\(line)" outside the presented feature's \
          effects, so nothing was dismissed. Call it from an effect the feature returned.
          """, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      cancellations.cancel(
        key: CancellationKey(
          path: Array(context.path[...level]), id: AnyHashableSendable(DismissID(namespace))))
    }
  }
}

extension DependencyValues {
  /// Dismisses the feature that runs it; see ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { dismissEffect ?? DismissEffect(kind: .notPresented) }
    set { dismissEffect = newValue }
  }

  /// Whether ``dismiss`` was set (by a test, a preview, or a presentation), rather than left
  /// to say the feature is not presented.
  package var hasDismissEffect: Bool { dismissEffect != nil }

  /// Whether the running feature is presented (by `ifLet` on a `PresentationState`, or
  /// `forEach` on a `StackState`), so that ``dismiss`` can dismiss it.
  public var isPresented: Bool {
    switch dismiss.kind {
    case .notPresented, .testRoot: false
    case .presented, .custom: true
    }
  }
}

/// A presented child (a destination, or a stack element): the operator that presents it (see
/// ``OperatorKey``) and its identity there, which together name the namespace its effects
/// live in.
@usableFromInline
struct PresentedChild: Sendable {
  @usableFromInline let `operator`: OperatorKey
  @usableFromInline let identity: NavigationIdentity

  @inlinable
  init(operator: OperatorKey, identity: NavigationIdentity) {
    self.operator = `operator`
    self.identity = identity
  }

  /// The namespace of the child's effects; built only when needed, as it allocates.
  @usableFromInline var namespace: AnyHashableSendable {
    ChildNamespace.of(`operator`, id: identity)
  }
}

/// The id under which a presented child's listener waits for the child's `dismiss()`.
struct DismissID: Hashable, Sendable {
  let namespace: AnyHashableSendable
  init(_ namespace: AnyHashableSendable) { self.namespace = namespace }
}

/// The id every navigation listener is also registered under, at the root, so a
/// `TestStore` can tell listeners (which last as long as the presentation) from the
/// feature's own effects.
package struct NavigationListenerID: Hashable, Sendable {
  package init() {}

  /// The key of every navigation listener in a store.
  package static var key: CancellationKey {
    CancellationKey(path: [], id: AnyHashableSendable(NavigationListenerID()))
  }
}

extension Effect {
  /// Waits, for as long as the child whose effects live in `namespace` is presented, for the
  /// child's `dismiss()`; then sends `action` (the parent's dismiss or pop). Cancelled with
  /// the child's namespace, so a child dismissed another way sends nothing.
  @usableFromInline
  static func navigationListener(
    namespace: AnyHashableSendable, then action: Action
  ) -> Self {
    Effect.concatenate(
      Effect.run { _ in
        for await _ in AsyncStream<Never>.never {}
      }
      .cancellable(id: DismissID(namespace)),
      .send(action)
    )
    .namespaced(namespace)
    .cancellable(id: NavigationListenerID())
  }
}

extension Reducer {
  /// Runs this presented child (a destination or a stack element) with `\.dismiss` set to
  /// dismiss it, and returns its effects embedded in the parent's action and living in the
  /// child's namespace, so that dismissing the child cancels them.
  @inlinable
  func reducePresented<ParentAction>(
    into state: inout State, action: Action, child: PresentedChild,
    embed: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    let effect = PresentationSlot.with(child) {
      reduce(into: &state, action: action)
    }
    if effect.isNone { return .none }
    return effect.map(embed).namespaced(child.namespace)
  }
}
