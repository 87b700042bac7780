import Testing

@testable import Composable

/// `/Action.child` on an enum whose `CasePathable` conformance is generated: a `switch`
/// (`_extract`) instead of reflection, with the same answers: a payload of the right type in
/// another case is never returned, and neither is a value of another type.
@Suite struct CasePathFastPathTests {
  struct Failure: Error, Equatable {}

  class Animal {}
  final class Dog: Animal {}
  final class Cat: Animal {}

  enum Tricky {
    case pet(Animal)
    case callback(@Sendable (Int) -> Int)
    case a(Int)
    case b(Int)
    case pair(id: Int, value: String)
    case maybe(Int?)
    case failure(any Error)
    case plain
  }

  /// Every root against every path, by the fast path and by reflection.
  @Test func agreesWithReflectionOnEveryCase() {
    let roots: [Tricky] = [
      .a(1), .b(2), .pair(id: 3, value: "x"), .maybe(nil), .maybe(4), .failure(Failure()), .plain,
    ]
    func check<Value>(
      _ path: AnyCasePath<Tricky, Value>, _ embed: @escaping (Value) -> Tricky,
      _ describe: (Value?) -> String
    ) {
      for root in roots {
        let fast = path.extract(from: root)
        let reflected = ReflectedCase.extract(from: root, embed: embed)
        #expect(describe(fast) == describe(reflected), "\(root)")
      }
    }
    check(/Tricky.a, Tricky.a) { "\(String(describing: $0))" }
    check(/Tricky.b, Tricky.b) { "\(String(describing: $0))" }
    check(/Tricky.pair(id:value:), Tricky.pair) { "\(String(describing: $0))" }
    check(/Tricky.maybe, Tricky.maybe) { "\(String(describing: $0))" }
    check(/Tricky.failure, Tricky.failure) { "\(String(describing: $0))" }
  }

  @Test func samePayloadTypeInAnotherCaseIsNotExtracted() {
    #expect((/Tricky.a).extract(from: .a(1)) == 1)
    #expect((/Tricky.a).extract(from: .b(1)) == nil)
    #expect((/Tricky.b).extract(from: .b(2)) == 2)
    #expect((/Tricky.b).extract(from: .plain) == nil)
  }

  @Test func payloadShapes() throws {
    let pair = try #require((/Tricky.pair(id:value:)).extract(from: .pair(id: 3, value: "x")))
    #expect(pair.0 == 3 && pair.1 == "x")
    #expect((/Tricky.maybe).extract(from: .maybe(nil)) == .some(nil))
    #expect((/Tricky.maybe).extract(from: .maybe(4)) == .some(4))
    #expect((/Tricky.maybe).extract(from: .a(4)) == nil)
    #expect((/Tricky.failure).extract(from: .failure(Failure())) is Failure)
    #expect((/Tricky.failure).extract(from: .a(1)) == nil)
  }

  /// A path narrower than the payload checks the type on every extraction; a function
  /// payload comes back callable (a pattern match, not `Mirror`).
  @Test func narrowerPathsAndFunctionPayloads() throws {
    let dog: AnyCasePath<Tricky, Dog> = /Tricky.pet
    #expect(dog.extract(from: .pet(Dog())) != nil)
    #expect(dog.extract(from: .pet(Cat())) == nil)
    let int: AnyCasePath<Tricky, Int> = /Tricky.maybe
    #expect(int.extract(from: .maybe(7)) == 7)
    #expect(int.extract(from: .maybe(nil)) == nil)
    let callback = try #require((/Tricky.callback).extract(from: .callback { $0 * 3 }))
    #expect(callback(5) == 15)
    #expect((/Tricky.callback).extract(from: .a(1)) == nil)
  }

  /// A path whose tuple labels are not the case's (another order, other names) is not the
  /// case's, as with reflection (from a review: the unlabeled payload matched by position and
  /// came back with its labels swapped).
  @Test func tupleLabelsAreTheCasesOwn() {
    let swapped: @Sendable ((value: String, id: Int)) -> Tricky = {
      .pair(id: $0.id, value: $0.value)
    }
    let swappedPath: AnyCasePath<Tricky, (value: String, id: Int)> = /swapped
    #expect(swappedPath.extract(from: .pair(id: 1, value: "x")) == nil)
    #expect(ReflectedCase.extract(from: Tricky.pair(id: 1, value: "x"), embed: swapped) == nil)
    let renamed: @Sendable ((x: Int, y: String)) -> Tricky = { .pair(id: $0.x, value: $0.y) }
    #expect((/renamed).extract(from: .pair(id: 1, value: "x")) == nil)
    let same: @Sendable ((id: Int, value: String)) -> Tricky = { .pair(id: $0.id, value: $0.value) }
    #expect(
      (/same).extract(from: .pair(id: 1, value: "x")).map { "\($0)" } == "(id: 1, value: \"x\")")
  }

  /// A closure that builds a case, not the constructor: extraction follows the case it
  /// builds.
  @Test func aClosureExtractsTheCaseItBuilds() {
    let toB: @Sendable (Int) -> Tricky = { .b($0) }
    #expect((/toB).extract(from: .b(5)) == 5)
    #expect((/toB).extract(from: .a(5)) == nil)
  }

  /// The generated conformance answers; a hand-written one (the default `_extract`) leaves
  /// it to reflection.
  @Test func onlyAGeneratedConformanceAnswers() {
    #expect(Tricky._extract(from: .a(1), embeddedBy: Tricky.a) == .some(.some(1)))
    #expect(Tricky._extract(from: .b(1), embeddedBy: Tricky.a) == .some(nil))
    enum HandWritten: CasePathable {
      case x(Int)
      struct AllCasePaths: Sendable {}
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }
    #expect(HandWritten._extract(from: .x(1), embeddedBy: HandWritten.x) == nil)
    #expect((/HandWritten.x).extract(from: .x(1)) == 1)
  }
}
