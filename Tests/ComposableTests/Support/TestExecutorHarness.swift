@testable import ComposableTesting

/// Starts plain tasks on a test executor, as a `TestStore` starts its effects: they make
/// progress only when the test scheduler drains (a `TestClock` advance, or `drain()`).
@MainActor
final class TestExecutorHarness {
  private let executor: any DrainableExecutor & EffectTaskSpawner

  init() {
    let executor = TestExecutor()
    TestScheduler.register(executor)
    self.executor = executor
  }

  deinit {
    executor.release()
  }

  /// Starts `body` on the test executor.
  @discardableResult
  func start(_ body: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
    executor.spawn(priority: nil) { await body() }
  }

  /// Runs the started tasks until they are all blocked.
  func drain() async {
    await TestScheduler.drain()
  }
}
