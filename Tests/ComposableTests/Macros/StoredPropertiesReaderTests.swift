import Testing

@testable import ComposableSyntax

/// The reader of a type's stored properties that `@DependencyClient` and
/// `@DependencyEndpoint` expand from: what a dependency client's author writes.
@Suite struct StoredPropertiesReaderTests {
  func summary(_ source: String) throws -> [String] {
    try storedProperties(in: source).map { property in
      var text = property.isLet ? "let " : "var "
      if property.isStatic { text = "static " + text }
      if let access = property.access { text = access + " " + text }
      text += property.attributes.map { "@\($0) " }.joined()
      text += property.name + (property.type.isEmpty ? "" : ": " + property.type)
      if let initializer = property.initializer { text += " = " + initializer }
      if property.hasAccessors { text += " {…}" }
      return text
    }
  }

  @Test func endpointsWithDefaultsAttributesAndAccess() throws {
    let source = """
      public struct NumberClient: Sendable {
        public var fetch: @Sendable (_ number: Int) async throws -> String
        var save: @Sendable (String) async -> Void = { _ in }
        @DependencyEndpoint(method: "x") var count: @Sendable () -> Int = { 42 }
        let title: String = "Count: \\(1 + 1)"
        static let shared = NumberClient()
        var computed: Int { 1 }
        private var stored = 3
      }
      """
    #expect(
      try summary(source) == [
        "public var fetch: @Sendable (_ number: Int) async throws -> String",
        "var save: @Sendable (String) async -> Void = { _ in }",
        "var @DependencyEndpoint count: @Sendable () -> Int = { 42 }",
        "let title: String = \"Count: \\(1 + 1)\"",
        "static let shared = NumberClient()",
        "var computed: Int {…}",
        "private var stored = 3",
      ])
  }

  @Test func typesAndDefaultsOverSeveralLinesAndNestedTypesLeftOut() throws {
    let source = """
      struct Client {
        var load:
          @Sendable (_ id: Int, _ page: Int)
          async throws
          -> [String: [Int]]
        var reset: @Sendable () -> Void = {
          print("reset")  // a comment
          print("twice")
        }  // not part of it
        struct Nested { var inner: Int }
        func method() { var local = 1; _ = local }
        var last: Int
      }
      """
    #expect(
      try summary(source) == [
        "var load: @Sendable (_ id: Int, _ page: Int) async throws -> [String: [Int]]",
        "var reset: @Sendable () -> Void = {\n    print(\"reset\")  // a comment\n    print(\"twice\")\n  }",
        "var last: Int",
      ])
  }

  @Test func propertiesInsideIfAreMarked() throws {
    let source = """
      struct Client {
        var first: Int
        #if os(Linux)
          var linux: Int
          #if DEBUG
            var debug: Int
          #endif
        #else
          var other: Int
        #endif
        var last: Int
      }
      """
    let properties = try storedProperties(in: source)
    #expect(properties.map(\.name) == ["first", "linux", "debug", "other", "last"])
    #expect(properties.map(\.isConditional) == [false, true, true, true, false])
  }

  @Test func endpointTypes() throws {
    let fetch = try #require(
      EndpointType("@Sendable (_ number: Int, String) async throws -> (Int, [String])"))
    #expect(fetch.parameters.map(\.name) == ["number", nil])
    #expect(fetch.parameters.map(\.type) == ["Int", "String"])
    #expect(fetch.isAsync && fetch.isThrowing)
    #expect(fetch.result == "(Int, [String])")
    #expect(!fetch.returnsVoid)

    let save = try #require(EndpointType("@Sendable @MainActor (Result<Int, any Error>) -> Void"))
    #expect(save.parameters.map(\.type) == ["Result<Int, any Error>"])
    #expect(!save.isAsync && !save.isThrowing && save.returnsVoid)

    #expect(save.attributes == ["@Sendable", "@MainActor"])
    #expect(EndpointType("() -> String?")?.returnsOptional == true)
    #expect(EndpointType("() -> Optional<Int>")?.returnsOptional == true)
    #expect(EndpointType("() -> [Int?]")?.returnsOptional == false)

    let unnamed = try #require(EndpointType("(_ event: String, _: Int) -> Void"))
    #expect(unnamed.parameters.map(\.name) == ["event", nil])
    #expect(unnamed.parameters.map(\.type) == ["String", "Int"])

    #expect(EndpointType("Int") == nil)
    #expect(EndpointType("[String: Int]") == nil)
    #expect(EndpointType("(Int, String)") == nil)
  }
}
