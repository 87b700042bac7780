import ComposableAtomics
import Foundation
import Observation
import Testing

@testable import Composable

/// A reduction's marks (that the thread is reducing, which reduction it is, and the shared
/// changes it defers) belong to the thread running it: reductions running at once on two
/// threads (stores on two actors) never see, end or tell each other's. The threads here set
/// the thread-local words directly, as `MainActorReduction.begin()` is main-actor only; they
/// run no `Reduce`, which would take the raised depth for the main actor.
@Suite struct ReductionMarkTests {
  /// Two threads whose reductions overlap: A begins, B begins, A looks, A ends, B looks.
  @Test func eachThreadSeesOnlyItsOwnReduction() {
    let seen = LockIsolated<[String]>([])
    let steps = Steps(count: 4)
    runOnTwoThreads(
      {
        let marks = beginReduction(7, origin: 3)
        steps.done(0)
        steps.wait(1)
        seen.withLock { $0 += observed("A") }
        endReduction(marks)
        steps.done(2)
      },
      {
        steps.wait(0)
        let before = MainActorReduction.isReducingOnCurrentThread
        let marks = beginReduction(9, origin: 0)
        steps.done(1)
        steps.wait(2)
        seen.withLock { $0 += ["B before \(before)"] + observed("B") }
        endReduction(marks)
        steps.done(3)
      })
    #expect(
      seen.value == [
        "A reducing true", "A reduction 7 from 3",
        "B before false", "B reducing true", "B reduction 9 from 0",
      ])
  }

  /// A shared value changed during a reduction is told when that reduction ends, and not
  /// when another thread's reduction, which began later and ends first, ends.
  @Test func aReductionTellsOnlyTheSharedChangesItMade() {
    let first = Shared(value: 0)
    let second = Shared(value: 0)
    let told = LockIsolated<[String]>([])
    withObservationTracking {
      _ = first.wrappedValue
    } onChange: {
      told.withLock { $0.append("first") }
    }
    withObservationTracking {
      _ = second.wrappedValue
    } onChange: {
      told.withLock { $0.append("second") }
    }
    let steps = Steps(count: 3)
    runOnTwoThreads(
      {
        let mark = composable_reducing_depth_load()
        composable_reducing_depth_store(mark + 1)
        first.withLock { $0 += 1 }
        steps.done(0)
        steps.wait(1)
        told.withLock { $0.append("A ends") }
        composable_reducing_depth_store(mark)
        if mark == 0 { SharedChangeNotifications.flush() }
        steps.done(2)
      },
      {
        steps.wait(0)
        let mark = composable_reducing_depth_load()
        composable_reducing_depth_store(mark + 1)
        second.withLock { $0 += 1 }
        told.withLock { $0.append("B ends") }
        composable_reducing_depth_store(mark)
        if mark == 0 { SharedChangeNotifications.flush() }
        steps.done(1)
        steps.wait(2)
      })
    #expect(told.value == ["B ends", "second", "A ends", "first"])
  }

  /// Marks this thread as inside reduction `number`, as a store's reduction does; returns
  /// what ``endReduction(_:)`` restores.
  private func beginReduction(_ number: UInt64, origin: UInt64) -> (UInt, (UInt64, UInt64)) {
    let depth = composable_reducing_depth_load()
    composable_reducing_depth_store(depth + 1)
    return (depth, ReductionOrigin.begin(reduction: number, origin: origin))
  }

  private func endReduction(_ marks: (UInt, (UInt64, UInt64))) {
    ReductionOrigin.end(restoring: marks.1)
    composable_reducing_depth_store(marks.0)
  }

  /// What this thread sees: whether it is reducing, and which reduction from which origin.
  private func observed(_ name: String) -> [String] {
    let current = ReductionOrigin.current
    return [
      "\(name) reducing \(MainActorReduction.isReducingOnCurrentThread)",
      "\(name) reduction \(current.reduction) from \(current.origin)",
    ]
  }

  /// Runs `a` and `b` on two new threads and returns when both have returned.
  private func runOnTwoThreads(
    _ a: @escaping @Sendable () -> Void, _ b: @escaping @Sendable () -> Void
  ) {
    let finished = DispatchSemaphore(value: 0)
    for body in [a, b] {
      Thread {
        body()
        finished.signal()
      }.start()
    }
    finished.wait()
    finished.wait()
  }
}

/// Numbered events two threads wait for, so that their steps interleave in one order.
private final class Steps: Sendable {
  private let semaphores: [DispatchSemaphore]

  init(count: Int) {
    semaphores = (0..<count).map { _ in DispatchSemaphore(value: 0) }
  }

  func done(_ step: Int) { semaphores[step].signal() }
  func wait(_ step: Int) { semaphores[step].wait() }
}
