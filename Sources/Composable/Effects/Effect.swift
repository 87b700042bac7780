#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The work a reducer asks the ``Store`` to do after a state change, and the way that work
/// talks back: by sending actions.
///
/// Return ``none`` when there is nothing to do, ``send(_:)`` to feed an action straight back,
/// and ``run(priority:operation:catch:fileID:filePath:line:column:)`` for asynchronous work:
///
/// ```swift
/// case .numberFactButtonTapped:
///   return .run { [count = state.count] send in
///     await send(.numberFactResponse(TaskResult { try await numberFact.fetch(count) }))
///   }
/// ```
///
/// Effects compose with ``merge(_:)-(Effect<Action>...)``, ``concatenate(_:)-(Effect<Action>...)``
/// and ``map(_:)``, and are cancelled by id with ``cancellable(id:cancelInFlight:)`` and
/// ``cancel(id:)``.
public struct Effect<Action> {
  @usableFromInline
  package indirect enum Operation {
    case none
    case send(ActionBox<Action>)
    /// `startsOnPool`: the task starts on the pool (`startingOnPool()`), not in the store's
    /// drain on the main actor.
    case run(TaskPriority?, @Sendable (Send<Action>) async -> Void, startsOnPool: Bool = false)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: AnyHashableSendable, cancelInFlight: Bool, Effect)
    case cancel(ids: [AnyHashableSendable])
    case namespace(AnyHashableSendable, Effect)
    case cancelNamespace(AnyHashableSendable)
    /// Cancels every namespace directly under the current one whose name `isGone` accepts
    /// (the rows a `forEach` no longer has), by a sweep of the effects in flight.
    case cancelNamespaces(where: @Sendable (_ isGone: AnyHashableSendable) -> Bool)
    /// Runs the effect after `gate` returns `true`; drops it when it returns `false`.
    case gated(@Sendable (GateContext) async -> Bool, Effect)
  }

  @usableFromInline package let operation: Operation

  @usableFromInline
  package init(operation: Operation) {
    self.operation = operation
  }

  /// An effect that does nothing.
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that feeds `action` straight back into the store.
  ///
  /// The store reduces it right after the action that returned this effect, never
  /// recursively, and before any `.run` effect of the same `send` starts: the store creates
  /// effect tasks only once every action of the `send` is reduced.
  ///
  /// - Parameter action: The action to send.
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(ActionBox(action)))
  }

  /// An effect that feeds `action` straight back into the store, reduced with `animation`
  /// (SwiftUI's `withAnimation`), as ``send(_:)`` does otherwise: TCA's
  /// `.send(.loaded, animation: .default)`.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: The animation, or `nil` for none.
  public static func send(_ action: Action, animation: Animation?) -> Self {
    Self(operation: .send(ActionBox(action, animation: .some(animation))))
  }

  /// An effect that runs `operation` asynchronously.
  ///
  /// In a ``Store``, the operation starts after the `send` that returned the effect has
  /// returned; its code up to its first suspension runs on the main actor (an effect that
  /// sends straight back needs no thread hand-off), and the rest on the cooperative pool.
  /// ``startingOnPool()`` runs all of it on the pool. In a `TestStore`, effects run on the
  /// executor the test drains.
  ///
  /// The operation sees the dependencies that were current when the effect was created
  /// (inside a ``Store``, the store's), and talks back through `send`. A thrown error goes to
  /// `catch`; without one it is reported as a runtime diagnostic naming this call site.
  /// `CancellationError` is ignored; any other error, even one thrown after cancellation (a
  /// `URLError.cancelled`, say), goes to `catch` or is reported, as in TCA 1.0.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the operation.
  ///   - operation: The work to do; `send` feeds actions back into the store.
  ///   - handler: Turns an error thrown by `operation` into actions.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let dependencies = DependencyValues._current
    return Self(
      operation: .run(priority) { send in
        await DependencyValues.$_taskLocal.withValue(dependencies) {
          do {
            try await operation(send)
          } catch is CancellationError {
          } catch {
            if let handler {
              await handler(error, send)
            } else {
              await send.reportUnhandled(
                error, fileID: fileID, filePath: filePath, line: line, column: column)
            }
          }
        }
      })
  }

  /// An effect that runs every effect in `effects` at the same time.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// An effect that runs every effect in `effects` at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .merge(effects))
    }
  }

  /// This effect and `other`, run at the same time.
  ///
  /// - Complexity: O(1), with no allocation when either effect is ``none``.
  @inlinable
  public func merge(with other: Self) -> Self {
    if case .none = operation { return other }
    if case .none = other.operation { return self }
    return Self(operation: .merge([self, other]))
  }

  /// An effect that runs the effects in `effects` one after another, each starting when the
  /// previous one has finished: its own work (a `.run` returned, the effects it merged
  /// ended), not the effects of the actions it sent, which run on their own as in TCA (the
  /// send's ``StoreTask`` still waits for them).
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// An effect that runs the effects in `effects` one after another.
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .concatenate(effects))
    }
  }

  /// This effect, then `other` once this one has finished.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// The effects of a `.merge` (when `concatenating` is false) or a `.concatenate` node, with
  /// every nested node of the same kind replaced by its own effects, in order, and `.none`
  /// left out. Both operations are associative, so this changes nothing a user can observe;
  /// it is done with a work list, not recursion, so a fold 10,000 deep costs no stack.
  ///
  /// - Complexity: O(*n*), *n* the number of nodes in the tree.
  package static func leaves(of effects: [Self], concatenating: Bool) -> [Self] {
    var leaves: [Self] = []
    leaves.reserveCapacity(effects.count)
    var work = Array(effects.reversed())
    while let effect = work.popLast() {
      switch effect.operation {
      case .none:
        continue
      case let .merge(children) where !concatenating:
        work.append(contentsOf: children.reversed())
      case let .concatenate(children) where concatenating:
        work.append(contentsOf: children.reversed())
      default:
        leaves.append(effect)
      }
    }
    return leaves
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}

/// The effect type of reducer `R`: `EffectOf<Feature>` is `Effect<Feature.Action>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
