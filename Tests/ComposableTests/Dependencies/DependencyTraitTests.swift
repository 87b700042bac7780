import ComposableTesting
import Foundation
import Testing

#if compiler(>=6.1)
  /// swift-dependencies' Swift Testing traits: `.dependency(\.key, value)`, `.dependency(value)`
  /// for a type that is its own key, and `.dependencies { … }`, on a test and on a suite, reach
  /// every `TestStore` and `@Dependency` in the test.
  @MainActor
  @Suite(.dependencies { $0.date = .constant(Date(timeIntervalSince1970: 42)) })
  struct DependencyTraitTests {
    struct Greeter: TestDependencyKey, Sendable {
      var greeting: @Sendable () -> String
      static let testValue = Greeter { "unset" }
    }

    struct Stamp: Reducer {
      struct State: Equatable { var stamp: Date?; var id: UUID?; var greeting = "" }
      enum Action: Equatable { case tapped }
      @Dependency(\.date) var date
      @Dependency(\.uuid) var uuid
      @Dependency(Greeter.self) var greeter
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.stamp = date()
        state.id = uuid()
        state.greeting = greeter.greeting()
        return .none
      }
    }

    @Test(
      .dependency(\.uuid, .incrementing),
      .dependency(Greeter { "hello" }))
    func testAndSuiteTraitsReachATestStore() async {
      let store = TestStore(initialState: Stamp.State()) { Stamp() }
      await store.send(.tapped) {
        $0.stamp = Date(timeIntervalSince1970: 42)
        $0.id = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
        $0.greeting = "hello"
      }
    }

    @Test(.dependencies { $0.date = .constant(Date(timeIntervalSince1970: 7)) })
    func aTestsTraitOverridesItsSuites() {
      @Dependency(\.date) var date
      #expect(date() == Date(timeIntervalSince1970: 7))
    }

    @Test func theSuitesTraitReachesEveryTest() {
      @Dependency(\.date) var date
      #expect(date() == Date(timeIntervalSince1970: 42))
      @Dependency(Greeter.self) var greeter
      #expect(greeter.greeting() == "unset", "another test's trait does not leak")
    }
  }
#endif
