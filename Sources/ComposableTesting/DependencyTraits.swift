import Composable
import Testing

#if compiler(>=6.1)
  /// A Swift Testing trait that runs a test (or every test of a suite) with dependencies
  /// overridden, as swift-dependencies' `.dependency(…)` and `.dependencies { … }` traits do:
  /// every `TestStore` and `withDependencies` in the test starts from them.
  ///
  /// ```swift
  /// @Test(.dependency(\.continuousClock, ImmediateClock()))
  /// func timer() async { … }
  ///
  /// @Suite(.dependencies { $0.uuid = .incrementing })
  /// struct FeatureTests { … }
  /// ```
  ///
  /// Needs Swift 6.1 (Xcode 16.3) or later, whose Swift Testing has test scoping traits.
  public struct _DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
    let updateValues: @Sendable (inout DependencyValues) throws -> Void

    /// A suite's trait applies to each of its tests.
    public var isRecursive: Bool { true }

    /// Runs the test with the dependencies overridden.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test's case, for a parametrized test.
    ///   - function: The test.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await withDependencies {
        try updateValues(&$0)
      } operation: {
        try await function()
      }
    }
  }

  extension Trait where Self == _DependenciesTrait {
    /// Overrides the dependency at `keyPath` with `value` for the test, or for every test of
    /// the suite.
    ///
    /// ```swift
    /// @Test(.dependency(\.continuousClock, ImmediateClock()))
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The dependency, as `\.continuousClock`.
    ///   - value: Its value for the test.
    /// - Returns: The trait.
    public static func dependency<Value: Sendable>(
      _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
      _ value: @autoclosure @escaping @Sendable () -> Value
    ) -> Self {
      _DependenciesTrait { $0[keyPath: keyPath] = value() }
    }

    /// Overrides the dependency whose key is `value`'s own type (a client that is its own
    /// `TestDependencyKey`) with `value`.
    ///
    /// ```swift
    /// @Test(.dependency(NumberFactClient(fetch: { "\($0) is a good number." })))
    /// ```
    ///
    /// - Parameter value: The dependency's value for the test.
    /// - Returns: The trait.
    public static func dependency<Value: TestDependencyKey>(_ value: Value) -> Self
    where Value == Value.Value {
      _DependenciesTrait { $0[Value.self] = value }
    }

    /// Overrides dependencies for the test, or for every test of the suite.
    ///
    /// ```swift
    /// @Suite(.dependencies { $0.uuid = .incrementing; $0.date = .constant(.distantPast) })
    /// ```
    ///
    /// - Parameter updateValues: Changes the dependencies.
    /// - Returns: The trait.
    public static func dependencies(
      _ updateValues: @escaping @Sendable (inout DependencyValues) throws -> Void
    ) -> Self {
      _DependenciesTrait(updateValues: updateValues)
    }
  }
#endif
