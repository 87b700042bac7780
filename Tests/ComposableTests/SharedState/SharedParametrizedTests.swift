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
