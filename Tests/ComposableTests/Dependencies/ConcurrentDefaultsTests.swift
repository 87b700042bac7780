import Testing

@testable import Composable

/// Stores on several threads at once resolving the same defaults, and the lock they use: what
/// ThreadSanitizer must find clean. These pass in any build; the suite's ThreadSanitizer runs
/// (CI) are what fail them, on any report.
@Suite struct ConcurrentDefaultsTests {
  private enum Greeting: DependencyKey {
    static var liveValue: String { "live" }
    static var testValue: String { "test" }
  }

  /// Two stores' caches, read from two threads at once, each a thousand times: a server's
  /// sessions reading a live default nobody overrode. (The shared lock holds `()`, whose
  /// zero-sized storage Swift places at the lock object's own address: ThreadSanitizer saw
  /// each unlocked read of the object's header race with the other thread's write of it.)
  @Test func twoCachesReadOnTwoThreadsAtOnce() async {
    let caches = [DependencyCache(), DependencyCache()]
    let reads = await withTaskGroup(of: Int.self) { group in
      for cache in caches {
        group.addTask {
          var live = 0
          for _ in 0..<1_000 where cache.value(for: Greeting.self, context: .live) == "live" {
            live += 1
          }
          return live
        }
      }
      return await group.reduce(0, +)
    }
    #expect(reads == 2_000)
  }

  /// A lock holding nothing (`LockIsolated(())`), taken on two threads at once.
  @Test func aLockHoldingNothingIsTakenOnTwoThreadsAtOnce() async {
    let lock = LockIsolated(())
    let taken = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<2 {
        group.addTask {
          for _ in 0..<1_000 {
            lock.withLock { _ in taken.withValue { $0 += 1 } }
          }
        }
      }
    }
    #expect(taken.value == 2_000)
  }
}
