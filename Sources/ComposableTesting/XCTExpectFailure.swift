import Composable
import Foundation
import XCTest

#if !canImport(Darwin)
  /// A failure recorded in an XCTest test: what `XCTExpectFailure`'s issue matcher receives.
  ///
  /// XCTest has `XCTIssue` and `XCTExpectFailure` only on Apple platforms; this library
  /// provides both elsewhere (Linux), for the failures it records itself: those of a
  /// `TestStore` and the runtime's diagnostics. An `XCTFail` written in the test is not seen.
  public struct XCTIssue: Sendable, CustomStringConvertible {
    /// The failure's message.
    public var compactDescription: String
    /// Where the failure was recorded.
    public var sourceCodeContext: XCTSourceCodeContext
    /// The failure's message, as `compactDescription`.
    public var detailedDescription: String { compactDescription }
    /// The failure's message, as `compactDescription`.
    public var description: String { compactDescription }
  }

  /// Where an ``XCTIssue`` was recorded.
  public struct XCTSourceCodeContext: Sendable {
    /// The file and line, when known.
    public var location: XCTSourceCodeLocation?
  }

  /// A file and line of source code.
  public struct XCTSourceCodeLocation: Sendable {
    /// The file.
    public var fileURL: URL
    /// The line, from 1.
    public var lineNumber: Int
  }

  /// Expects the failures the test records from here to its end (XCTest on Apple platforms,
  /// provided here on Linux for the failures this library records).
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.compactDescription.contains("Unhandled actions")
  /// }
  /// await store.send(.start)
  /// ```
  ///
  /// A failure `issueMatcher` accepts (every failure without one) is expected: the test does
  /// not fail. With `strict` (the default), the test fails at its end if no failure was.
  ///
  /// - Parameters:
  ///   - failureReason: Why the failure is expected; named if it does not happen.
  ///   - enabled: `false` turns the expectation off (default: on).
  ///   - strict: Whether the test fails when no matching failure happens (default: yes).
  ///   - file: The caller's file, where a failure is reported (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - issueMatcher: Which failures are expected.
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) {
    guard enabled ?? true else { return }
    ExpectedFailures.push(
      reason: failureReason, strict: strict ?? true, untilEndOfTest: true,
      matcher: issueMatcher, file: file, line: line)
  }

  /// Expects the failures recorded while `failingBlock` runs (XCTest on Apple platforms,
  /// provided here on Linux for the failures this library records).
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   store.send(.unknown)
  /// } issueMatcher: {
  ///   $0.compactDescription.contains("Must handle")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - failureReason: Why the failure is expected; named if it does not happen.
  ///   - enabled: `false` turns the expectation off (default: on).
  ///   - strict: Whether the test fails when no matching failure happens (default: yes).
  ///   - failingBlock: The code expected to fail.
  ///   - file: The caller's file, where a failure is reported (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - issueMatcher: Which failures are expected.
  /// - Returns: What `failingBlock` returns.
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) rethrows -> R {
    guard enabled ?? true else { return try failingBlock() }
    let token = ExpectedFailures.push(
      reason: failureReason, strict: strict ?? true, untilEndOfTest: false,
      matcher: issueMatcher, file: file, line: line)
    defer { ExpectedFailures.pop(token) }
    return try failingBlock()
  }

  /// The expected failures of the running XCTest test.
  ///
  /// Kept per thread: an expectation is registered, matched and removed on the thread that
  /// made it, so a matcher, which may capture the test's non-`Sendable` state, is only ever
  /// called there. A failure recorded on another thread while an expectation is in force (an
  /// `async` endpoint reporting from the cooperative pool) waits, as text, until the
  /// expectation's thread ends it: then it is matched there, or recorded at its own file and
  /// line. Every expectation also has a ledger (`Sendable`), kept process-wide for the test:
  /// the test's end (on the main thread, where XCTest tears a test down) reports those no
  /// failure met, even if made on another thread (the body of a nonisolated `async` test
  /// runs on the pool), and ends them all: an expectation left on a pool thread belongs to
  /// a finished test, and never absorbs a later test's failures.
  enum ExpectedFailures {
    /// What an expectation needs at the test's end, from any thread.
    final class Ledger: Sendable {
      let reason: String?
      let strict: Bool
      let hasMatcher: Bool
      let file: StaticString
      let line: UInt
      /// The test it belongs to (``generation``).
      let test: UInt64
      let matched = LockIsolated(0)
      init(
        reason: String?, strict: Bool, hasMatcher: Bool, file: StaticString, line: UInt,
        test: UInt64
      ) {
        self.reason = reason
        self.strict = strict
        self.hasMatcher = hasMatcher
        self.file = file
        self.line = line
        self.test = test
      }
    }

    final class Expectation {
      let ledger: Ledger
      let untilEndOfTest: Bool
      let matcher: ((XCTIssue) -> Bool)?
      init(ledger: Ledger, untilEndOfTest: Bool, matcher: ((XCTIssue) -> Bool)?) {
        self.ledger = ledger
        self.untilEndOfTest = untilEndOfTest
        self.matcher = matcher
      }
    }

    /// A failure recorded off the test's thread, to be matched on it.
    struct PendingFailure: Sendable {
      let message: String
      let file: StaticString
      let line: UInt
    }

    /// The running test's number: each test's end starts the next.
    private static let generation = LockIsolated<UInt64>(0)
    /// The ledgers of the expectations in force, on any thread.
    private static let ledgers = LockIsolated<[Ledger]>([])
    /// Failures recorded off the test's thread while expectations were in force.
    private static let pending = LockIsolated<[PendingFailure]>([])

    /// This thread's expectations of the running test, innermost last.
    private static var current: [Expectation] {
      get {
        let expectations = Thread.current.threadDictionary[key] as? [Expectation] ?? []
        let test = generation.value
        // NB: Those of a finished test are dropped: they expect nothing any more.
        return expectations.allSatisfy { $0.ledger.test == test }
          ? expectations : expectations.filter { $0.ledger.test == test }
      }
      set { Thread.current.threadDictionary[key] = newValue }
    }
    private static let key = "composable.expectedFailures"

    @discardableResult
    static func push(
      reason: String?, strict: Bool, untilEndOfTest: Bool,
      matcher: ((XCTIssue) -> Bool)?, file: StaticString, line: UInt
    ) -> ObjectIdentifier {
      let ledger = Ledger(
        reason: reason, strict: strict, hasMatcher: matcher != nil, file: file, line: line,
        test: generation.value)
      let expectation = Expectation(
        ledger: ledger, untilEndOfTest: untilEndOfTest, matcher: matcher)
      current.append(expectation)
      ledgers.withLock { $0.append(ledger) }
      return ObjectIdentifier(expectation)
    }

    /// Ends the expectation of a `failingBlock`.
    static func pop(_ token: ObjectIdentifier) {
      matchPending()
      var expectations = current
      guard let index = expectations.lastIndex(where: { ObjectIdentifier($0) == token }) else {
        return
      }
      let expectation = expectations.remove(at: index)
      current = expectations
      ledgers.withLock { $0.removeAll { $0 === expectation.ledger } }
      reportIfUnmet(expectation.ledger)
    }

    /// Ends the test's expectations, on every thread; called at the end of every XCTest test.
    static func endOfTest() {
      matchPending()
      current = []
      let test = generation.withLock { generation in
        defer { generation += 1 }
        return generation
      }
      let ended = ledgers.withLock { ledgers in
        defer { ledgers = [] }
        return ledgers.filter { $0.test == test }
      }
      // NB: Failures still waiting for an expectation made on another thread: one with no
      // matcher (`XCTExpectFailure("reason")`) expects any; a matcher can't be called here.
      let waiting = pending.withLock { pending in
        defer { pending = [] }
        return pending
      }
      for failure in waiting {
        if let ledger = ended.last(where: { !$0.hasMatcher }) {
          ledger.matched.withLock { $0 += 1 }
        } else {
          XCTFail(failure.message, file: failure.file, line: failure.line)
        }
      }
      ended.forEach(reportIfUnmet)
    }

    /// Whether expectations made on other threads are in force for the running test.
    private static var inForceElsewhere: Bool {
      let test = generation.value
      return ledgers.withLock { $0.contains { $0.test == test } }
    }

    /// Whether `message` is an expected failure; if so it is counted and not recorded.
    static func absorb(_ message: String, file: StaticString, line: UInt) -> Bool {
      let expectations = current
      guard !expectations.isEmpty else {
        // Another thread's expectation may expect it: it is matched there, later.
        guard inForceElsewhere else { return false }
        pending.withLock { $0.append(PendingFailure(message: message, file: file, line: line)) }
        return true
      }
      let issue = XCTIssue(
        compactDescription: message,
        sourceCodeContext: XCTSourceCodeContext(
          location: XCTSourceCodeLocation(
            fileURL: URL(fileURLWithPath: "\(file)"), lineNumber: Int(line))))
      for expectation in expectations.reversed() where expectation.matcher?(issue) ?? true {
        expectation.ledger.matched.withLock { $0 += 1 }
        return true
      }
      return false
    }

    /// Matches the failures recorded off this thread against this thread's expectations;
    /// records those that none expects.
    private static func matchPending() {
      guard !current.isEmpty else { return }
      let failures = pending.withLock { pending in
        defer { pending = [] }
        return pending
      }
      for failure in failures where !absorb(failure.message, file: failure.file, line: failure.line)
      {
        XCTFail(failure.message, file: failure.file, line: failure.line)
      }
    }

    private static func reportIfUnmet(_ expectation: Ledger) {
      guard expectation.strict, expectation.matched.value == 0 else { return }
      // Through `TestFailure`, so that an enclosing expectation can expect it.
      TestFailure.record(
        "Expected failure\(expectation.reason.map { " (\($0))" } ?? ""), but none recorded",
        fileID: "\(expectation.file)", filePath: expectation.file, line: expectation.line,
        column: 1)
    }
  }
#endif
