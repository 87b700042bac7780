import Composable
import Foundation

/// Fails the running test when two values differ, with a diff of only the differing fields:
/// TCA's (CustomDump's) `expectNoDifference`, with this library's diff.
///
/// ```swift
/// expectNoDifference(store.state.todos, [Todo(id: UUID(0), title: "Milk")])
/// ```
///
/// - Parameters:
///   - expression1: The expected value.
///   - expression2: The actual value.
///   - message: Text prepended to the failure.
///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
///   - column: The caller's column, where a failure is reported (the default).
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  guard
    let failure = noDifferenceFailure(expression1, expression2, message, name: "expectNoDifference")
  else { return }
  TestFailure.record(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Fails the running test when two values differ, with a diff of only the differing fields:
/// TCA's (CustomDump's) `XCTAssertNoDifference`, with this library's diff.
///
/// - Parameters:
///   - expression1: The expected value.
///   - expression2: The actual value.
///   - message: Text prepended to the failure.
///   - filePath: The caller's file path, where XCTest reports a failure (the default).
///   - line: The caller's line, where a failure is reported (the default).
public func XCTAssertNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  file filePath: StaticString = #filePath,
  line: UInt = #line
) {
  guard
    let failure = noDifferenceFailure(
      expression1, expression2, message, name: "XCTAssertNoDifference")
  else { return }
  TestFailure.record(failure, fileID: filePath, filePath: filePath, line: line, column: 1)
}

/// The failure message when the two values differ (or an expression threw); `nil` if equal.
func noDifferenceFailure<T: Equatable>(
  _ expression1: () throws -> T, _ expression2: () throws -> T, _ message: () -> String,
  name: String
) -> String? {
  let first: T
  let second: T
  do {
    first = try expression1()
    second = try expression2()
  } catch {
    return "\(name) failed: threw error \"\(error)\""
  }
  guard first != second else { return nil }
  let difference = diff(first, second) ?? "  (Values differ by ==, but dump the same.)"
  let prefix = message().isEmpty ? "" : " - \(message())"
  return "\(name) failed\(prefix): …\n\n\(difference)\n\n(First: −, Second: +)"
}

extension Task where Success == Never, Failure == Never {
  /// Suspends and yields `count` times, to let other tasks run.
  ///
  /// Provided so that TCA tests compile unchanged; a `TestStore` test does not need it.
  /// `send`, `receive` and `finish` run the store's effects on the test's own executor until
  /// each is waiting on something, so there is nothing left to yield to. In plain async tests,
  /// prefer waiting for a condition the code signals: how many yields are enough depends on
  /// the machine's load.
  ///
  /// - Parameter count: How many times to yield.
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<max(count, 0) { await Task<Never, Never>.yield() }
  }
}

/// swift-concurrency-extras' switch that runs every task on the main serial executor, which
/// TCA 1.0's tests set for determinism. Kept so that they compile; setting it changes nothing
/// here: a `TestStore` runs its effects on its own serial executor, deterministically, whatever
/// this says.
public var uncheckedUseMainSerialExecutor: Bool {
  get { mainSerialExecutorSwitch.current }
  set { mainSerialExecutorSwitch.setValue(newValue) }
}

private let mainSerialExecutorSwitch = LockIsolated(false)
