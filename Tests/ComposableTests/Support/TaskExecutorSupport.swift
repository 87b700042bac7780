import ComposableTesting
import Testing

@testable import Composable

/// Whether a plain store's effects start on task executors in this run: the OS has them
/// (macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, Linux) and the build does not force
/// the fallbacks.
let usesTaskExecutors: Bool = {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), !fallbacksForced {
    return true
  }
  return false
}()

/// Whether a test store's effects run on its own executor in this run: the OS has task
/// executors (the build's forced fallbacks leave test stores alone).
let testStoresUseTheirExecutor: Bool = {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return true }
  return false
}()

extension Trait where Self == ConditionTrait {
  /// Runs the test only where a test store's effects run on its own executor: it tests the
  /// determinism that gives (Testing.md), which the fallback does not.
  static var testStoreUsesItsExecutor: Self {
    .enabled(if: testStoresUseTheirExecutor, "tests a test store's executor, which this OS lacks")
  }

  /// Runs the test only when test stores run their feature in a main-actor `Store`
  /// (`COMPOSABLE_TEST_STORE_KIND` unset): it tests what only that kind does (an effect's
  /// `send(_:animation:)`, which a `StoreActor` drops; `TestStoreKindTests` tests that).
  static var mainActorStoreOnly: Self {
    .enabled(
      if: ComposableTesting.TestStoreKind.current == .store,
      "tests what only a main-actor Store does, and test stores run in a StoreActor now")
  }

  /// Runs the test only where a plain store's effects start on task executors: it tests
  /// what they give (the start drain), which the fallback does not.
  static var usesTaskExecutors: Self {
    .enabled(
      if: ComposableTests.usesTaskExecutors, "tests task executors, which this run does not use")
  }
}

/// Whether the current task runs on a task executor.
func runsOnATaskExecutor() -> Bool {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    return withUnsafeCurrentTask { $0?.unownedTaskExecutor != nil }
  }
  return false
}
