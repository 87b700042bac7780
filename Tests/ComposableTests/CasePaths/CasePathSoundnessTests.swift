import Testing

@testable import Composable

/// The `/` operator never returns a value of the wrong type, and reports misuse.
@Suite struct CasePathSoundnessTests {
  class Animal: @unchecked Sendable {
    // NB: Immutable after init; `@unchecked` only because the class is not final.
    let name: String
    init(name: String) { self.name = name }
  }
  final class Dog: Animal, @unchecked Sendable {
    func bark() -> String { "\(name): woof" }
  }
  final class Cat: Animal, @unchecked Sendable {}

  enum PetAction: Sendable { case pet(Animal), other }

  protocol Shape: Sendable {}
  struct Circle: Shape, Equatable { var radius: Double }
  struct Square: Shape, Equatable { var side: Double; var label = "square" }

  enum Drawing: Sendable { case shape(any Shape) }
  enum Field: Sendable { case value(Int?) }
  enum Callback: Sendable { case callback(@Sendable (Int) -> Int), other(Int) }

  @Test func subclassPayloadIsCheckedOnEveryExtraction() {
    let dogs: AnyCasePath<PetAction, Dog> = /PetAction.pet
    for _ in 0..<3 {
      #expect(dogs.extract(from: .pet(Dog(name: "Rex")))?.bark() == "Rex: woof")
      #expect(dogs.extract(from: .pet(Cat(name: "Tom"))) == nil)
      #expect(dogs.extract(from: .other) == nil)
    }
  }

  @Test func existentialPayloadIsCheckedOnEveryExtraction() {
    let circles: AnyCasePath<Drawing, Circle> = /Drawing.shape
    let squares: AnyCasePath<Drawing, Square> = /Drawing.shape
    for _ in 0..<3 {
      #expect(circles.extract(from: .shape(Circle(radius: 2))) == Circle(radius: 2))
      #expect(circles.extract(from: .shape(Square(side: 3))) == nil)
      #expect(squares.extract(from: .shape(Square(side: 3))) == Square(side: 3))
      #expect(squares.extract(from: .shape(Circle(radius: 2))) == nil)
    }
  }

  @Test func optionalPayloadNilIsNotZero() {
    let narrow: AnyCasePath<Field, Int> = /Field.value
    let declared: AnyCasePath<Field, Int?> = /Field.value
    for _ in 0..<3 {
      #expect(narrow.extract(from: .value(5)) == 5)
      #expect(narrow.extract(from: .value(nil)) == nil)
      #expect(declared.extract(from: .value(nil)) == .some(nil))
      #expect(declared.extract(from: .value(7)) == .some(7))
    }
  }

  @Test func functionPayloadIsRefusedWithADiagnostic() async {
    let path = /Callback.callback
    let diagnostics = await collectDiagnostics {
      #expect(path.extract(from: .callback({ $0 + 1 })) == nil)
      #expect(path.extract(from: .other(1)) == nil)
    }
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.hasPrefix(
        """
        A case path built with "/" for a payload holding a function, \
        "@Sendable (Int) -> Int", of "Callback" extracts nothing
        """) == true)
    #expect(diagnostics.first?.contains("AnyCasePath(embed:extract:)") == true)
  }

  @Test func hasAPayloadButIsNotACaseConstructor() async {
    enum Action: Sendable, Equatable { case count(Int), reset }
    let path = /{ (_: Int) in Action.reset }
    let diagnostics = await collectDiagnostics {
      #expect(path.extract(from: .count(3)) == nil)
    }
    #expect(
      diagnostics == [
        """
        A case path built with "/" on "Action" was given a function that is not a case \
        constructor with a payload: what it built has no payload to extract. Pass a case \
        constructor, such as "/Action.count".
        """
      ])
  }

  @Test func nonEnumRootsAreReported() async {
    struct Settings: Sendable, Equatable { var volume = 1 }
    let diagnostics = await collectDiagnostics {
      let path = /{ (volume: Int) in Settings(volume: volume) }
      #expect(path.extract(from: Settings(volume: 2)) == nil)
      let constant = /Settings(volume: 3)
      #expect(constant.extract(from: Settings(volume: 3)) == nil)
    }
    #expect(
      diagnostics == [
        """
        A case path built with "/" was used on "Settings", which is not an enum. It extracts \
        nothing. Build a case path by hand with "AnyCasePath(embed:extract:)".
        """,
        """
        A case path built with "/" was given a value of "Settings", which is not an enum \
        case. It extracts nothing.
        """,
      ])
  }

  @Test func payloadsHoldingFunctionsAreToldFromTheirNames() {
    #expect(ReflectedCase.containsFunctionType(((Int) -> Int).self))
    #expect(ReflectedCase.containsFunctionType((@Sendable (Int) async throws -> Void).self))
    #expect(ReflectedCase.containsFunctionType((() -> (Int, Int)).self))
    #expect(ReflectedCase.containsFunctionType(((Int) -> Int)?.self))
    #expect(ReflectedCase.containsFunctionType(((Int) -> Int, Int).self))
    #expect(ReflectedCase.containsFunctionType((id: Int, f: @Sendable (Int) -> Int).self))
    #expect(ReflectedCase.containsFunctionType([(Int) -> Int].self))
    #expect(!ReflectedCase.containsFunctionType(Int.self))
    #expect(!ReflectedCase.containsFunctionType((id: Int, name: String).self))
  }

  enum Selection: Equatable {
    case select(index: Int)
    case select(offset: Int)
    case pick(Int)
  }

  /// Overloaded cases share a base name: their payload labels tell them apart.
  @Test func overloadedCasesAreToldApartByTheirLabels() {
    let byIndex = /Selection.select(index:)
    let byOffset = /Selection.select(offset:)
    #expect(byIndex.extract(from: .select(offset: 7)) == nil)
    #expect(byIndex.extract(from: .select(index: 7)) == 7)
    #expect(byOffset.extract(from: .select(offset: 7)) == 7)
    #expect(byOffset.extract(from: .select(index: 7)) == nil)
    #expect(byIndex.extract(from: .pick(7)) == nil)
  }

  enum Operation: Sendable {
    case pair(id: Int, f: @Sendable (Int) -> Int)
    case plain(Int)
  }

  /// A closure inside a tuple payload came back from reflection uncallable (it returned
  /// garbage): such payloads are refused with a diagnostic, like a function payload.
  @Test func aTuplePayloadHoldingAClosureIsRefused() async {
    let path = /Operation.pair(id:f:)
    let diagnostics = await collectDiagnostics {
      #expect(path.extract(from: .pair(id: 1, f: { $0 * 2 })) == nil)
      #expect(path.extract(from: .plain(3)) == nil)
    }
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.hasPrefix(
        """
        A case path built with "/" for a payload holding a function, \
        "(Int, @Sendable (Int) -> Int)", of "Operation" extracts nothing
        """) == true, "\(diagnostics)")
  }
}
