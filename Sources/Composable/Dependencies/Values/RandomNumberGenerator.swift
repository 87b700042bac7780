/// Gives access to a random number generator; a dependency so tests can seed it.
///
/// ```swift
/// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
/// let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
/// ```
public struct WithRandomNumberGenerator: Sendable {
  private let generator: LockIsolated<any RandomNumberGenerator & Sendable>
  /// The test value's name, reported at each call's site.
  fileprivate(set) var unimplementedName: String?

  /// Wraps `generator`; calls are serialized, so it can be shared by concurrent effects.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = LockIsolated(generator)
  }

  /// Runs `work` with exclusive access to the generator.
  ///
  /// - Parameters:
  ///   - work: What to do with the generator.
  ///   - fileID: The caller's file ID, where the test value reports its use (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func callAsFunction<R>(
    _ work: (inout any RandomNumberGenerator & Sendable) -> R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> R {
    if let unimplementedName {
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        .reportUnimplemented(unimplementedName)
    }
    return generator.withLock { work(&$0) }
  }
}

/// A small, seedable, deterministic generator (a 64-bit linear congruential generator).
public struct LCRNG: RandomNumberGenerator, Sendable {
  /// The current seed.
  public var seed: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64 = 0) {
    self.seed = seed
  }

  /// The next pseudo-random value.
  public mutating func next() -> UInt64 {
    seed = 2_862_933_555_777_941_757 &* seed &+ 3_037_000_493
    return seed
  }
}

extension DependencyValues {
  /// A random number generator.
  ///
  /// Live: `SystemRandomNumberGenerator`. In tests: reports a failure when used, then uses a
  /// seeded ``LCRNG``; override it with `$0.withRandomNumberGenerator = .init(LCRNG(seed: 0))`.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static var liveValue: WithRandomNumberGenerator { .init(SystemRandomNumberGenerator()) }
  static var testValue: WithRandomNumberGenerator {
    var value = WithRandomNumberGenerator(LCRNG(seed: 0))
    value.unimplementedName = "@Dependency(\\.withRandomNumberGenerator)"
    return value
  }
}
