import Composable

/// What a state difference can't show: a shared value that changed while the state holds
/// only a part of it (an element of a shared list, `Shared($items[id: 1])`), so that the
/// state's dump is the same on both sides.
///
/// - Parameters:
///   - expected: The shared values as the assertion expected them.
///   - actual: The shared values after the step.
/// - Returns: Each changed shared value, by its key, with its field diff and how to assert
///   it; `nil` when none changed.
func sharedValuesDifference(expected: SharedSnapshot, actual: SharedSnapshot) -> String? {
  var lines: [String] = []
  for (id, entry) in actual.entries.sorted(by: {
    $0.value.reference.keyDescription < $1.value.reference.keyDescription
  }) {
    let before = expected.entries[id]?.value ?? entry.reference.currentValue
    guard !entry.reference.valuesEqual(before, entry.value) else { continue }
    let name = entry.reference.keyDescription
    let difference =
      diff(before, entry.value, root: name)
      ?? compareStructurally(before, entry.value, root: name).firstDifference.map { "  \($0)" }
      ?? "  (differs by ==, but dumps the same)"
    // NB: A value made with `Shared(value:)` has no key to declare a holder with: name the
    // value it was made from instead.
    let isKeyed = !name.hasPrefix("Shared(") && !name.hasPrefix("SharedReader(")
    let how =
      isKeyed
      ? "as in \"$value.withLock { … }\" with \"@Shared(\(name)) var value\" in the test."
      : "as in \"$value.withLock { … }\", where \"$value\" is the Shared the test made it with."
    lines.append(
      """
      The shared value \(name) changed, and the state holds only part of it, so the state \
      looks the same:
      \(difference)
      Assert the change through any holder of it in the assertion closure, \(how)
      """)
  }
  return lines.isEmpty ? nil : lines.joined(separator: "\n")
}
