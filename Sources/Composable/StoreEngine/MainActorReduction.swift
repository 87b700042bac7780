import ComposableAtomics
import Foundation

/// Whether the current thread is running a store's reduction on the main actor.
///
/// A `Reduce` made on the main actor (in a main-actor test) may capture main-actor state, but
/// `Reducer.reduce(into:action:)` is not isolated, so such a `Reduce` must find out at run time
/// whether its caller is on the main actor. Swift has no non-trapping query for that, and the
/// main actor is not always the main thread (a command-line tool's `async` main runs it on a
/// dispatch worker thread). So the one place that runs reducers, ``RootCore``'s reduction (its
/// isolated, at compile time, to the actor of the store reducing) marks its thread here for the
/// length of the reduction when that actor is the main actor: a thread that finds the mark is
/// synchronously inside main-actor code, because ``begin(onMainActor:)`` raises it only for a
/// core made on the main actor (whose methods run there), and is the only code that raises it. The mark is a
/// thread-local word of ComposableAtomics (a reduction is synchronous, so it begins and ends on
/// one thread), so that no other thread, reducing or not, ever sees or ends it; a store on
/// another actor must mark its reductions with a word of its own, never this one, or `Reduce`
/// would run main-actor closures there.
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

  /// What ``begin(onMainActor:)`` returns for a reduction off the main actor, which it does
  /// not mark.
  @usableFromInline static let notMarked = UInt.max

  /// Marks the current thread as reducing, when the reducing store is on the main actor
  /// (``RootCore/isOnMainActor``); returns the previous depth (0: this reduction is the
  /// thread's outermost), or ``notMarked``, for ``end(restoring:)``.
  @inlinable
  static func begin(onMainActor: Bool) -> UInt {
    guard onMainActor else { return notMarked }
    let depth = composable_reducing_depth_load()
    composable_reducing_depth_store(depth + 1)
    return UInt(depth)
  }

  /// Restores the depth that ``begin(onMainActor:)`` replaced.
  @inlinable
  static func end(restoring previous: UInt) {
    guard previous != notMarked else { return }
    composable_reducing_depth_store(previous)
  }

  /// Whether the reduction that `begin(onMainActor:)` returned `mark` for is the outermost
  /// on this thread.
  @inlinable
  static func isOutermost(_ mark: UInt) -> Bool {
    mark == 0 || (mark == notMarked && !isReducingOnCurrentThread)
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
    (composable_reduction_load(), composable_reduction_origin_load())
  }
}
