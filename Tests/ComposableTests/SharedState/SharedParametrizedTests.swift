import Composable
import Foundation
import Testing

/// Each case of a parametrized test has shared storages of its own, as separate tests do
/// (before: the cases of one test, run in parallel, shared them and saw each other's writes).
@Suite struct SharedParametrizedTests {
  @Test(arguments: 0..<6) func eachCaseHasItsOwnInMemoryStorage(_ argument: Int) {
    @Shared(.inMemory("SharedParametrizedTests.value")) var value = -1
    #expect(value == -1, "another case's write was seen")
    $value.withLock { $0 = argument }
    #expect(value == argument)
  }

  @Test(arguments: ["a", "b", "c"]) func eachCaseHasItsOwnFiles(_ argument: String) {
    let url = URL(fileURLWithPath: "/tmp/SharedParametrizedTests.json")
    @Shared(.fileStorage(url)) var value = ""
    #expect(value == "", "another case's write was seen")
    $value.withLock { $0 = argument }
    #expect(value == argument)
  }

  /// Repeated arguments are cases of their own too.
  @Test(arguments: [7, 7, 7]) func repeatedArgumentsAreCasesOfTheirOwn(_ argument: Int) {
    @Shared(.inMemory("SharedParametrizedTests.repeated")) var value = 0
    #expect(value == 0, "another case's write was seen")
    $value.withLock { $0 += argument }
  }
}

/// An argument whose description changes during its case keeps its case's storages (a
/// reviewer found them keyed by the description, so a write was lost).
final class MutableArgument: Sendable, CustomStringConvertible {
  let count: LockIsolated<Int>
  init(_ count: Int) { self.count = LockIsolated(count) }
  var description: String { "MutableArgument(\(count.current))" }
}

@Suite struct SharedParametrizedMutableArgumentTests {
  @Test(arguments: [MutableArgument(1), MutableArgument(2)])
  func aMutatedArgumentKeepsItsStorage(_ argument: MutableArgument) {
    @Shared(.inMemory("SharedParametrizedTests.mutable")) var value = 0
    $value.withLock { $0 = 42 }
    argument.count.withLock { $0 += 100 }
    @Shared(.inMemory("SharedParametrizedTests.mutable")) var again = 0
    #expect(again == 42)
  }
}
