/// Where ``StackElementID``s come from, TCA's `@Dependency(\.stackElementID)`: every element a
/// ``StackState`` adds takes the next id of the generator of the dependency context it is
/// added in, the store's when a reducer adds it, as in TCA. So ids never repeat in a store
/// (a new stack, `StackState([...])`, continues the count: a late action of a screen that
/// left names an id no new screen has), and a `TestStore` counts from 0, the same in every
/// run of a test.
public struct StackElementIDGenerator: Sendable {
  private let counter: LockIsolated<Int>

  /// A generator counting up from 0, one per call of ``next()``.
  ///
  /// Each use of `.incrementing` starts its own count.
  public static var incrementing: Self { Self(counter: LockIsolated(0)) }

  /// A generator whose next id is `next`: what a `TestStore` gives its assertion closures, so
  /// that a stack they build gets the ids the reducer's got.
  ///
  /// - Parameter next: The generation of the first id.
  /// - Returns: The generator.
  public static func starting(at next: StackElementID) -> Self {
    Self(counter: LockIsolated(next.generation))
  }

  /// The next id, and counts it.
  public func next() -> StackElementID {
    next(atLeast: 0)
  }

  /// The next id, at least `floor`, and counts it: a stack never gives an id below the ones
  /// it gave (a stack decoded from a file has its own).
  ///
  /// - Parameter floor: The lowest generation the id may have.
  /// - Returns: The id.
  func next(atLeast floor: Int) -> StackElementID {
    counter.withLock { count in
      count = Swift.max(count, floor)
      defer { count += 1 }
      return StackElementID(generation: count)
    }
  }

  /// Counts `id` as given, so the next id is above it: an element added with an id of its
  /// own (a `.push(id:state:)`) is not given its id again.
  ///
  /// - Parameter id: The id given.
  package func advance(past id: StackElementID) {
    counter.withLock { count in count = Swift.max(count, id.generation + 1) }
  }

  /// The id ``next()`` returns next, without counting it.
  public func peek() -> StackElementID {
    StackElementID(generation: counter.value)
  }
}

extension DependencyValues {
  /// Where stack element ids come from; see ``StackElementIDGenerator``.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

extension DependencyValues {
  /// The generator stack ids come from here: the one set with `withDependencies`, or a
  /// store's own; `nil` outside any store (a state built before its store, a constant),
  /// where a stack numbers its elements itself, from 0, as a `TestStore` would.
  var contextStackElementID: StackElementIDGenerator? {
    if let explicit = self[explicit: StackElementIDGeneratorKey.self] { return explicit }
    return isStoreContext ? stackElementID : nil
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
