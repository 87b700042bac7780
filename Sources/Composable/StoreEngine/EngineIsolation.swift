#if canImport(SwiftUI)
  import SwiftUI
#endif

// The store engine's classes are not isolated to an actor: a store's core lives in the
// region of the actor that made it (the main actor for a `Store`; `RootCore.init` is
// isolated to it), and its methods that start work there (effect tasks, the tasks that drive
// a concatenation, an effect's `Send`) take that actor as an `isolated` parameter, so that
// what they start runs there and may use the core.

/// Whether `actor` is the main actor.
///
/// A type check, not an identity check: `MainActor.shared` is the only instance of
/// `MainActor` (its initializer is not public). The type check costs no call, where the
/// identity check calls `MainActor.shared`'s getter, which retains and releases it.
@inlinable
package func isMainActor(_ actor: any Actor) -> Bool {
  actor is MainActor
}

/// An actor that runs on another actor's executor (a ``StoreActor`` made with `runningOn:`,
/// or on its own lane): code isolated to either runs on that one executor, one job at a time.
package protocol ExecutorSharing: Actor {
  /// The actor whose executor this one runs on.
  nonisolated var executorOwner: any Actor { get }
}

/// The actor whose executor `actor` runs on: `actor` itself, or the owner of the executor it
/// shares (``ExecutorSharing``; an owner never shares another's, see
/// ``StoreActor/executorOwner``). Code isolated to either runs on that one serial executor,
/// one job at a time.
///
/// What the engine holds on to where it must reach the store's actor later (an effect's
/// ``Send``, an ``IsolatedBox``, a driver's task): holding the owner, never a ``StoreActor``,
/// keeps effects from keeping their store alive, so that releasing the store cancels them.
@usableFromInline
package func executorAnchor(_ actor: any Actor) -> any Actor {
  if isMainActor(actor) { return actor }
  return (actor as? any ExecutorSharing)?.executorOwner ?? actor
}

/// How a reduction on `actor` marks its thread (``MainActorReduction/begin(actor:)``), and
/// how a `Reduce` made on `actor` recognizes it: 0 for the main actor; else the identity of
/// ``executorAnchor(_:)``, so that a `Reduce` made on a session's actor runs in a store
/// sharing that actor's executor. The identity is not reused while the caller holds `actor`
/// (which holds its owner).
package func reducingActorMark(_ actor: any Actor) -> UInt {
  // NB: The anchor's, not `actor`'s: a store running on a store on the main actor runs on
  // the main actor.
  let anchor = executorAnchor(actor)
  if isMainActor(anchor) { return 0 }
  return UInt(bitPattern: ObjectIdentifier(anchor))
}

/// Runs `body`, main-actor code, when `isolation` is the main actor; else returns `nil`
/// without running it.
///
/// - Parameters:
///   - isolation: The actor the caller runs on.
///   - body: What runs only on the main actor.
@inlinable
package func ifMainActor<T>(
  _ isolation: isolated (any Actor)?, _ body: @MainActor () throws -> T
) rethrows -> T? {
  guard let isolation, isMainActor(isolation) else { return nil }
  // NB: Sound: this function is isolated to `isolation` (its `isolated` parameter: the caller
  // runs on that actor, checked at compile time), and `isolation` is the main actor (checked
  // just above), so this code runs on the main actor, as `MainActor.assumeIsolated` would
  // find, without its check of the current thread (which on Linux fails where the main actor
  // runs on a dispatch worker thread). A function type's isolation does not change its
  // representation. `EngineIsolationTests` calls this from another actor, and fails if
  // `body` runs there.
  return try withoutActuallyEscaping(body) { body in
    try unsafeBitCast(body, to: (() throws -> T).self)()
  }
}

/// Runs `body` in a transaction with `animation` (`withAnimation`) for a store on the main
/// actor, where views are (`onMainActor`: ``RootCore/isOnMainActor``); for a store elsewhere
/// runs it as it is.
@inlinable
package func withAnimation<T>(_ animation: Animation?, onMainActor: Bool, _ body: () -> T) -> T {
  guard onMainActor else { return body() }
  let animate: @MainActor (Animation?, () -> T) -> T = { withAnimation($0, $1) }
  // NB: Sound: the caller is a method of a core made on the main actor (`onMainActor` is
  // its `isOnMainActor`, set by its `init`, isolated to that actor at compile time). A core
  // is not `Sendable`, so it never leaves that actor's region, and its methods run on the
  // main actor: this is what `MainActor.assumeIsolated` would find. A function type's
  // isolation does not change its representation. `EngineIsolationTests` checks that a
  // store made on another actor runs `body` without a transaction.
  let run = unsafeBitCast(animate, to: ((Animation?, () -> T) -> T).self)
  return run(animation, body)
}

/// A value of an actor's region (a store's core, the action an effect came from) carried by
/// something that runs anywhere (an effect's ``Send``), and handed out only back on that
/// actor.
@usableFromInline
package struct IsolatedBox<Value>: @unchecked Sendable {
  // NB: `@unchecked Sendable` is sound: `value` is read only by `value(_:)`, which hands it
  // out only to code isolated (at compile time, by its `isolated` parameter) to an actor
  // running on the executor of the actor the box was made on: their ``executorAnchor(_:)``s
  // are compared by identity at run time (the box holds its anchor, so its identity is never
  // reused meanwhile). `init` is isolated to that actor too, so the value it is given is in
  // that actor's region: the caller either runs there, or had to send it (no longer using
  // it). So the value is only ever used on that one serial executor, one job at a time
  // (a ``StoreActor`` and the actor whose executor it runs on are two names for it).
  // Released off it (the last copy of a box dropped with its effect), it is deinitialized
  // there, where nothing else can reach it. `EngineIsolationTests` asks for it from another
  // actor, and fails if it is handed out there; `StoreActorTests` asks for one made on a
  // store from the actor whose executor the store runs on.
  private let value: Value
  /// The ``executorAnchor(_:)`` of the actor whose region `value` is in: what the box holds
  /// on to (never a ``StoreActor``, which its effects must not keep alive).
  @usableFromInline package let actor: any Actor

  @usableFromInline
  package init(_ value: Value, isolation: isolated any Actor) {
    self.value = value
    self.actor = executorAnchor(isolation)
  }

  /// The value, when `isolation` runs on the executor of the actor the box was made on; else
  /// `nil`.
  @usableFromInline
  package func value(_ isolation: isolated any Actor) -> Value? {
    ObjectIdentifier(executorAnchor(isolation)) == ObjectIdentifier(actor) ? value : nil
  }
}
