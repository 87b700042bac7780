#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A store's dependency values, by reference, so publishing them costs no copy.
@usableFromInline
package final class DependencyBox: @unchecked Sendable {
  // NB: `@unchecked Sendable`: a store's box is read and written only by its store, on the
  // main actor, and by code running synchronously inside that store's reducer, which runs on
  // the main actor too. Boxes made by `withDependencies` are never written after creation,
  // but for `presentedChild`, which only the thread whose slot holds the box writes.
  package var values: DependencyValues
  /// The presented child whose reducer is running on these values, if any: the address of
  /// a local of ``PresentationSlot/with(_:_:)`` (one word, so a store stays small), valid
  /// while it is set, as shown there.
  // NB: `@exclusivity(unchecked)`: written only by `PresentationSlot.with`, around a
  // reducer that runs synchronously on the thread that published this box, and read by
  // `DependencyValues._current` on that thread; neither holds an access across a call.
  // Tested by CI's run with `-DCOMPOSABLE_CHECKED_EXCLUSIVITY` (see `RootCore`).
  #if COMPOSABLE_CHECKED_EXCLUSIVITY
    @usableFromInline var presentedChild: UnsafePointer<PresentedChild>?
  #else
    @exclusivity(unchecked) @usableFromInline var presentedChild: UnsafePointer<PresentedChild>?
  #endif

  @usableFromInline
  package init(_ values: DependencyValues) {
    self.values = values
  }
}

/// The dependencies of the store whose reducer is running on this thread.
///
/// A task-local `withValue` costs more than a whole `Store.send`, so the store publishes its
/// dependencies in a thread-local slot for the synchronous extent of its reducer instead.
/// Thread-local, not main-thread-only: on Linux the main actor may run on a dispatch worker
/// thread (after `dispatch_main()`), and a reducer always runs synchronously on one thread.
@usableFromInline
enum DependencySlot {
  /// The box in the slot on the current thread, if a store's reducer is running on it.
  static var currentBox: DependencyBox? {
    guard let pointer = pthread_getspecific(ThreadSlot.key) else { return nil }
    return Unmanaged<DependencyBox>.fromOpaque(pointer).takeUnretainedValue()
  }

  // NB: The slot holds an unretained pointer: a box is in the slot only while the store (or
  // `with`) that pushed it runs synchronously below on this same thread and keeps it alive,
  // and `pop` restores the previous value before that ends. No retain or release per send.

  /// Publishes `box` on this thread; returns what was there, to give back to ``pop(_:)``.
  @inlinable
  static func push(_ box: DependencyBox) -> UnsafeMutableRawPointer? {
    // The key read once: each read of a lazily initialized global is a call.
    let key = ThreadSlot.key
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(box).toOpaque())
    return previous
  }

  /// Restores what ``push(_:)`` replaced.
  @inlinable
  static func pop(_ previous: UnsafeMutableRawPointer?) {
    pthread_setspecific(ThreadSlot.key, previous)
  }

  /// Runs `body` with `values` in this thread's slot, restoring the previous value after.
  @inlinable
  static func with<R>(_ values: DependencyValues, _ body: () throws -> R) rethrows -> R {
    let box = DependencyBox(values)
    let previous = push(box)
    defer {
      pop(previous)
      withExtendedLifetime(box) {}
    }
    return try body()
  }
}

/// The POSIX thread-specific key of the slot.
@usableFromInline
enum ThreadSlot {
  @usableFromInline
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()
}

/// The presented child whose reducer is running on this thread, so that reading
/// `\.dismiss` there gives that child's ``DismissEffect``.
///
/// A presented child's reducer runs on every child action, and giving it its own
/// `DependencyValues` (a copy, a changed field, a new box) cost more than the rest of the
/// send. So the child is published in the box of the dependency values in the slot instead,
/// for the synchronous extent of its reducer, and ``DependencyValues/_current`` applies it
/// only when read: `@Dependency(\.dismiss)` in the child, and every `.run` effect the child
/// returns (which captures `_current`). A `withDependencies` inside the child publishes a
/// box of its own, whose values already hold the child's `dismiss` (copied from `_current`)
/// or the override the code asked for.
@usableFromInline
enum PresentationSlot {
  /// Runs `body`, a presented child's reducer, with `\.dismiss` dismissing `child`.
  @inlinable
  static func with<R>(_ child: PresentedChild, _ body: () -> R) -> R {
    guard let current = pthread_getspecific(ThreadSlot.key) else {
      // No store is reducing on this thread (a reducer called directly): publish values.
      var values = DependencyValues._current
      values.dismissEffect = DismissEffect(kind: .presented(child))
      return DependencySlot.with(values, body)
    }
    // NB: `_withUnsafeGuaranteedRef`, not `takeUnretainedValue()`: the box is kept alive by
    // the store (or `DependencySlot.with`) that published it for as long as this reducer
    // runs, as `DependencySlot` explains, so it needs no retain of its own here (which, at
    // two atomic operations, cost a fifth of a presented child's action).
    // NB: The box holds the address of `child`, a local of this call, only while `body`
    // runs synchronously below on this thread: it is set inside `withUnsafePointer` and
    // restored to its previous value before that returns, and a box in the slot is read
    // only on the thread whose slot holds it (see `DependencySlot`), so no read sees a
    // dangling address. Nested children set and restore in stack order.
    // `PresentationSlotTests` checks `dismiss` in a child, in a grandchild, under a
    // `withDependencies` override in the child, and that nothing is left published after
    // the send.
    return Unmanaged<DependencyBox>.fromOpaque(current)._withUnsafeGuaranteedRef { box in
      withUnsafePointer(to: child) { child in
        let previous = box.presentedChild
        box.presentedChild = child
        defer { box.presentedChild = previous }
        return body()
      }
    }
  }
}
