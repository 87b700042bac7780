import ComposableAtomics
import Foundation

/// Whether the current thread is running a store's reduction, and on which actor.
///
/// A `Reduce` made on an actor (a main-actor test, a server session's actor) may capture that
/// actor's state, but `Reducer.reduce(into:action:)` is not isolated, so such a `Reduce` must
/// find out at run time whether its caller is on that actor. Swift has no non-trapping query
/// for that, and the main actor is not always the main thread (a command-line tool's `async`
/// main runs it on a dispatch worker thread). So the one place that runs reducers,
/// ``RootCore``'s reduction (isolated, at compile time, to the actor of the store reducing),
/// marks its thread here for the length of the reduction:
/// - for a core on the main actor, by raising a depth: a thread that finds it raised is
///   synchronously inside main-actor code, because ``begin(actor:)`` raises it only for a core
///   made on the main actor (whose methods run there), and is the only code that raises it;
/// - for a core on another actor (a ``StoreActor``'s), by a second word naming that actor
///   (``RootCore/actorMark``), which never raises the depth: a `Reduce` made on that actor
///   finds its own actor named, and one made on the main actor finds no depth.
///
/// Both are thread-local words of ComposableAtomics (a reduction is synchronous, so it begins
/// and ends on one thread), so that no other thread, reducing or not, ever sees or ends them.
@usableFromInline
package enum MainActorReduction {
  /// This thread's identifier, never 0.
  @inlinable
  static var currentThread: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }

  /// What ``begin(actor:)`` returned: the depth it replaced, or ``notMarked`` and the
  /// reducing actor's word it replaced.
  @usableFromInline
  struct Mark {
    @usableFromInline let depth: UInt
    @usableFromInline let actor: UInt

    @inlinable init(depth: UInt, actor: UInt) {
      self.depth = depth
      self.actor = actor
    }
  }

  /// The depth a ``Mark`` holds for a reduction off the main actor, which does not raise it.
  @usableFromInline static let notMarked = UInt.max

  /// Marks the current thread as reducing for the length of one reduction, by a store on the
  /// actor `actor` names (``RootCore/actorMark``): 0, the main actor, raises the depth; any
  /// other value names the reducing actor (``isReducing(onActor:)``). Returns what it
  /// replaced, for ``end(restoring:)``.
  @inlinable
  static func begin(actor: UInt) -> Mark {
    if actor == 0 {
      let depth = composable_reducing_depth_load()
      composable_reducing_depth_store(depth + 1)
      return Mark(depth: UInt(depth), actor: 0)
    }
    let previous = composable_reducing_actor_load()
    composable_reducing_actor_store(actor)
    return Mark(depth: notMarked, actor: UInt(previous))
  }

  /// Restores what ``begin(actor:)`` replaced.
  @inlinable
  static func end(restoring mark: Mark) {
    if mark.depth != notMarked {
      composable_reducing_depth_store(mark.depth)
    } else {
      composable_reducing_actor_store(mark.actor)
    }
  }

  /// Whether the reduction that `begin(actor:)` returned `mark` for is the outermost on this
  /// thread.
  @inlinable
  static func isOutermost(_ mark: Mark) -> Bool {
    mark.depth == 0
      || (mark.depth == notMarked && mark.actor == 0 && !isReducingOnCurrentThread)
  }

  /// Whether the current thread is inside a reduction of a store on an actor other than the
  /// main actor.
  @inlinable
  static var isReducingOnAnActor: Bool {
    composable_reducing_actor_load() != 0
  }

  /// Whether the current thread is inside a reduction of a store on the actor `actor`
  /// names (a ``RootCore/actorMark`` other than 0).
  @inlinable
  static func isReducing(onActor actor: UInt) -> Bool {
    composable_reducing_actor_load() == actor
  }

  /// Whether the current thread is inside a store's reduction.
  @inlinable
  static var isReducingOnCurrentThread: Bool {
    composable_reducing_depth_load() != 0
  }

  /// Whether the current thread runs main-actor code: it is inside a store's reduction, it is
  /// the main thread (where an app's main actor runs), or it is running the main dispatch
  /// queue (the main actor's executor, which a command-line tool runs on a worker thread).
  @inlinable
  static var isOnMainActor: Bool {
    composable_reducing_depth_load() != 0 || Thread.isMainThread || isOnMainQueue()
  }

  /// Whether the current thread is running the main dispatch queue's work (on Linux the main
  /// queue may be drained by a worker thread: this asks the queue, not the thread).
  @usableFromInline
  package static func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  /// A key set on the main queue only, so that `getSpecific` answers on it and nowhere else.
  private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()
}

/// Which reduction is running on this thread, and which reduction's effect sent its action:
/// what a recorder reads to tell where an action came from, carried by the store instead of
/// guessed from the action. Thread-local, as ``MainActorReduction``'s mark.
///
/// Numbers are a store's own (its reductions counted from 1), so a recorder serves one
/// store; 0 as an origin means the action did not come from an effect (the user sent it).
@usableFromInline
package enum ReductionOrigin {
  /// Marks the reduction about to run; returns the marks it replaced (a reduction of
  /// another store that this one's reducer runs inside it), for ``end(restoring:)``.
  @inlinable
  static func begin(reduction number: UInt64, origin: UInt64) -> (UInt64, UInt64) {
    let previous = (composable_reduction_load(), composable_reduction_origin_load())
    composable_reduction_store(number)
    composable_reduction_origin_store(origin)
    return previous
  }

  /// Restores the marks ``begin(reduction:origin:)`` replaced.
  @inlinable
  static func end(restoring previous: (UInt64, UInt64)) {
    composable_reduction_store(previous.0)
    composable_reduction_origin_store(previous.1)
  }

  /// The running reduction's number and its origin's (0: none).
  package static var current: (reduction: UInt64, origin: UInt64) {
    (composable_reduction_load(), composable_reduction_origin_load() & ~sentByEffect)
  }

  /// The bit an origin carries when the action was sent by the effect's own `send`, reduced
  /// in the effect's task (whose ``EffectContext`` names the sender's namespaces), rather
  /// than queued by a reduction (`.send`, a concatenation's synchronous step). Reduction
  /// numbers never reach it (2^63 reductions).
  @usableFromInline static let sentByEffect: UInt64 = 1 << 63

  /// Whether the running reduction's action was sent by an effect's `send`, from inside that
  /// effect's task: ``EffectContext/current`` is then the sender's.
  @inlinable
  static var isSentByEffect: Bool {
    composable_reduction_origin_load() & sentByEffect != 0
  }
}
