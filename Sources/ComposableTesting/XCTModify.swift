import Composable
import XCTest

/// Asserts that `root` is in the case `casePath` names and changes its value in place
/// (swift-case-paths' `XCTModify`, re-exported by TCA 1.0).
///
/// ```swift
/// await store.send(.child(.increment)) {
///   XCTModify(&$0.child, case: /Optional.some) { $0.count = 1 }
/// }
/// ```
///
/// Fails the test, leaving `root` as it was, when `root` is in another case or `body` throws;
/// fails it too when `body` leaves an `Equatable` value unchanged, except in a non-exhaustive
/// `TestStore` step's assertion.
///
/// - Parameters:
///   - root: The value to change.
///   - casePath: The case `root` must be in.
///   - message: Added to the failure's message.
///   - body: Changes the case's value.
///   - file: The caller's file, where a failure is reported (the default).
///   - line: The caller's line, where a failure is reported (the default).
public func XCTModify<Root, Case>(
  _ root: inout Root,
  case casePath: AnyCasePath<Root, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  guard var value = casePath.extract(from: root) else {
    let suffix = message().isEmpty ? "" : " - \(message())"
    TestFailure.record(
      """
      XCTModify failed: expected to extract value of type "\(shortTypeName(Case.self))" from \
      "\(shortTypeName(Root.self))"\(suffix) …

        Actual:
          \(String(describing: root))
      """, fileID: file, filePath: file, line: line, column: 1)
    return
  }
  let before = value
  do {
    try body(&value)
  } catch {
    TestFailure.record(
      "XCTModify threw error \"\(error)\"", fileID: file, filePath: file, line: line, column: 1)
    return
  }
  if !AssertionContext.isNonExhaustive, let equals = equality(of: Case.self), equals(before, value)
  {
    TestFailure.record(
      """
      XCTModify failed: expected "\(shortTypeName(Case.self))" value to be modified but it was unchanged.
      """, fileID: file, filePath: file, line: line, column: 1)
  }
  root = casePath.embed(value)
}

/// Asserts that `optional` holds a value and changes it in place (swift-case-paths'
/// `XCTModify` for optionals).
///
/// - Parameters:
///   - optional: The value to change.
///   - message: Added to the failure's message.
///   - body: Changes the wrapped value.
///   - file: The caller's file, where a failure is reported (the default).
///   - line: The caller's line, where a failure is reported (the default).
public func XCTModify<Wrapped>(
  _ optional: inout Wrapped?,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Wrapped) throws -> Void,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  XCTModify(
    &optional, case: AnyCasePath(embed: { $0 }, extract: { $0 }), message(), body, file: file,
    line: line)
}
