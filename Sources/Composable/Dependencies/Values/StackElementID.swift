/// TCA's generator of ``StackElementID``s, so that code naming `@Dependency(\.stackElementID)`
/// compiles and runs.
///
/// Here a ``StackState`` numbers its own elements (0, 1, 2, … in each stack, never reused),
/// so the ids a stack gives do not come from this generator: it is a counter of the same
/// sequence, for code that asks it for ids of its own (`next()`), or looks at the next one
/// (`peek()`).
public struct StackElementIDGenerator: Sendable {
  private let counter: LockIsolated<Int>

  /// A generator counting up from 0, one per call of ``next()``.
  ///
  /// Each use of `.incrementing` starts its own count.
  public static var incrementing: Self { Self(counter: LockIsolated(0)) }

  /// The next id, and counts it.
  public func next() -> StackElementID {
    counter.withLock { count in
      defer { count += 1 }
      return StackElementID(generation: count)
    }
  }

  /// The id ``next()`` returns next, without counting it.
  public func peek() -> StackElementID {
    StackElementID(generation: counter.value)
  }
}

extension DependencyValues {
  /// TCA's generator of stack element ids; see ``StackElementIDGenerator`` (a stack here
  /// numbers its own elements).
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing }
  static var testValue: StackElementIDGenerator { .incrementing }
}

extension StackElementID {
  /// `#0`, `#1`, …: the id as CustomDump (and TCA's test diffs) write it.
  public var customDumpDescription: String { description }
}
