import Composable

/// How a ``TestStore`` compares class instances in a state that is not `Equatable`.
public enum ReferenceComparison: Equatable, Sendable {
  /// Field by field, as the dump shows them (the default): two instances with the same
  /// contents are equal.
  case contents
  /// By identity: only the same instance is equal to itself.
  case identity
}

extension TestStore {
  /// How class instances that are not `Equatable` compare when the state is not `Equatable`
  /// (``ReferenceComparison/contents`` unless set). An `Equatable` state, or an `Equatable`
  /// part of one, is compared by its `==` either way.
  ///
  /// ```swift
  /// store.referenceComparison = .identity
  /// ```
  public var referenceComparison: ReferenceComparison {
    get { stateComparer.referenceComparison }
    set { stateComparer.referenceComparison = newValue }
  }
}

/// Compares a test store's states: by `==` when `State` is `Equatable` (checked at run time),
/// else by structure (``compareStructurally(_:_:root:referencesByIdentity:)``), reporting each
/// part that cannot be compared once, at the step that met it.
@MainActor
final class StateComparer<State> {
  private let equals = equality(of: State.self)
  var referenceComparison = ReferenceComparison.contents
  /// The parts already reported as impossible to compare.
  private var reported: Set<Opaque> = []

  /// Compares two states, each read in its own shared values (see `SharedOverlay`).
  func compare(
    _ lhs: State, in lhsShared: SharedSnapshot, _ rhs: State, in rhsShared: SharedSnapshot
  ) -> StructuralComparison {
    SharedOverlay.compare(lhs, in: lhsShared, rhs, in: rhsShared) { lhs, rhs in
      if let equals {
        return StructuralComparison(isEqual: equals(lhs, rhs))
      }
      return compareStructurally(
        lhs, rhs, root: shortTypeName(State.self),
        referencesByIdentity: referenceComparison == .identity)
    }
  }

  /// Fails the test once for each part of `result` that could not be compared: once for a
  /// field of every element of a list (`rows[*].onTap`), not once per row. A non-exhaustive
  /// test skips them, as it skips every field it does not assert (shown as known issues with
  /// `showSkippedAssertions`), except for a part whose type has no reflection metadata while
  /// `asserting` (checking an assertion closure): what the closure asserts of it cannot be
  /// checked, so a wrong assertion would pass.
  func reportOpaque(
    _ result: StructuralComparison, exhaustivity: Exhaustivity, asserting: Bool = false,
    at location: SourceLocationInfo
  ) {
    for part in result.opaque {
      let unverifiable = asserting && part.hasNoReflectionMetadata
      if exhaustivity == .off(showSkippedAssertions: false), !unverifiable { continue }
      let field = withoutSubscripts(part.path)
      let fails = unverifiable || exhaustivity == .on
      guard
        reported.insert(Opaque(field: field, typeName: part.typeName, fails: fails)).inserted
      else {
        continue
      }
      let others = field == part.path ? "" : " (and the same field of the other elements)"
      let why =
        part.hasNoReflectionMetadata
        ? """
        its type's module was built without reflection metadata (Xcode's "Reflection \
        Metadata Level: None"), or it is a C union, so its Mirror shows none of its fields or \
        cases. Build that module with reflection metadata, or make
        """
        : """
        this value has nothing to compare (a closure, or a type whose Mirror shows no \
        fields). Make
        """
      let message = """
        Cannot compare \(part.path)\(others), a \(part.typeName): \(shortTypeName(State.self)) \
        is not Equatable, so the test store compares it by structure, and \(why) the type \
        that holds it Equatable (its == then decides), or the state itself.
        """
      record(message, exhaustivity: unverifiable ? .on : exhaustivity, at: location)
    }
  }

  /// The dump of the state as a reduction began (a state compared by structure only).
  private var dumpBeforeReduce: String?

  /// Notes the state before a reduction, to find what the reducer changes in place.
  func willReduce(_ state: State, in shared: SharedSnapshot) {
    guard equals == nil else { return }
    dumpBeforeReduce = Self.dump(state, in: shared)
  }

  /// Fails the step when the reducer changed a class instance in place: the state before the
  /// reduction no longer dumps as it did, so the change cannot be asserted (the instance is
  /// the same before and after). A non-exhaustive test skips it, as any unasserted change.
  func didReduce(
    _ action: Any, before: State, in shared: SharedSnapshot, exhaustivity: Exhaustivity,
    at location: SourceLocationInfo
  ) {
    guard let old = dumpBeforeReduce else { return }
    dumpBeforeReduce = nil
    guard exhaustivity != .off(showSkippedAssertions: false) else { return }
    let now = Self.dump(before, in: shared)
    guard now != old else { return }
    let message = """
      The reducer changed a class instance of the state in place, reducing \
      \(describe(action)):
      \(changedLines(from: old, to: now))
      A test store cannot assert a change made in place: the instance is the same before and \
      after. Replace the instance in the reducer (`state.item = Item(…)`), or make it a value \
      type.

      (Before: −, After: +)
      """
    record(message, exhaustivity: exhaustivity, at: location)
  }

  /// What a "no change occurred" failure adds for a state compared by structure.
  var noChangeHint: String {
    guard equals == nil else { return "" }
    return """
       A class instance the reducer changed in place is the same object before and after the \
      step, so its change cannot be seen: replace the instance instead.
      """
  }

  /// Watches the feature's own state for writes an assertion closure makes through a class
  /// instance the expected state shares with it (`$0.document.title = "x"` changes the
  /// feature's document): they would make any expectation hold. Only for a state compared by
  /// structure, and only when there is a closure: it costs two dumps of the state.
  func watchWrites(
    to actual: State, in shared: SharedSnapshot, by update: ((inout State) throws -> Void)?
  ) -> WriteWatch {
    guard equals == nil, update != nil else { return WriteWatch(check: { nil }) }
    let before = Self.dump(actual, in: shared)
    return WriteWatch {
      let after = Self.dump(actual, in: shared)
      guard after != before else { return nil }
      // NB: What the closure wrote is what the test expected (−); what it overwrote is what
      // the reducer produced (+), as in every other diff.
      return """
        The assertion closure changed the feature's own state, through a class instance the \
        expected state shares with it, so the assertion could not fail:
        \(changedLines(from: after, to: before))
        The feature's instance keeps what the closure wrote. Assert a class instance by \
        assigning a new one (`$0.item = Item(…)`), or make it a value type.

        (Expected: −, Actual: +)
        """
    }
  }

  /// Records a failure of an exhaustive test; a known issue (shown with
  /// `showSkippedAssertions`) of a non-exhaustive one.
  private func record(
    _ message: String, exhaustivity: Exhaustivity, at location: SourceLocationInfo
  ) {
    if exhaustivity == .on {
      TestFailure.record(message, at: location)
    } else {
      TestFailure.recordKnown(message, at: location)
    }
  }

  /// The dump of `state`, reading its `@Shared` values as they are in `shared`.
  private static func dump(_ state: State, in shared: SharedSnapshot) -> String {
    SharedOverlay.withSnapshot(shared) { customDump(state) }.result
  }

  private struct Opaque: Hashable {
    let field: String
    let typeName: String
    /// Reported as a failure (a part shown as a known issue may fail a later step).
    let fails: Bool
  }
}

/// The first three lines that differ between two dumps of one value, `−` for `old` and `+`
/// for `new`, without their indentation.
func changedLines(from old: String, to new: String) -> String {
  let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
  let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
  return zip(oldLines, newLines).filter { $0 != $1 }.prefix(3)
    .map { "  − \($0.0.trimmed)\n  + \($0.1.trimmed)" }
    .joined(separator: "\n")
}

/// A check to run after an assertion: a failure message, or `nil`.
struct WriteWatch {
  let check: () -> String?

  func check(at location: SourceLocationInfo) {
    if let message = check() { TestFailure.record(message, at: location) }
  }
}

extension Substring {
  /// The line without its indentation and its trailing comma.
  fileprivate var trimmed: Substring {
    let line = drop { $0 == " " }
    return line.last == "," ? line.dropLast() : line
  }
}

/// `path` with each subscript written `[*]`: `rows[*].onTap` for `rows[3].onTap`. A subscript
/// ends at the first `]` outside a string literal (a dictionary key may be one).
package func withoutSubscripts(_ path: String) -> String {
  var result = ""
  var depth = 0
  var inString = false
  var escaped = false
  for character in path {
    if depth > 0 {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "[" {
        depth += 1
      } else if character == "]" {
        depth -= 1
        if depth == 0 { result += "[*]" }
      }
      continue
    }
    if character == "[" { depth = 1 } else { result.append(character) }
  }
  return result
}
