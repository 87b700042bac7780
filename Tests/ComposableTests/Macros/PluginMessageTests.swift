import Foundation
import Testing

/// The plugin SwiftPM built for the host, beside this test binary.
let macroPlugin: URL? = testBinary.flatMap { binary in
  let url = binary.deletingLastPathComponent().appendingPathComponent("ComposableMacros-tool")
  return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
}

/// The macro plugin's side of the compiler's message protocol, run as the compiler runs it (a
/// process reading framed messages on its standard input): the handshake of the compilers
/// users have, expansions, and misuse reported at the user's line.
@Suite(.enabled(if: macroPlugin != nil, "no macro plugin beside the test binary"))
struct PluginMessageTests {
  static var plugin: URL? { macroPlugin }

  /// Sends `messages` to a fresh plugin process, framed (an 8-byte little-endian length, then
  /// the JSON); returns its replies in order.
  func exchange(_ messages: [String]) async throws -> [[String: Any]] {
    var input = Data()
    for message in messages {
      let body = Data(message.utf8)
      input += Data((0..<8).map { UInt8(truncatingIfNeeded: UInt64(body.count) >> (8 * $0)) })
      input += body
    }
    // NB: The host closes with an empty message; the plugin answers nothing to it.
    input += Data(count: 8)
    let result = try await runToCompletion(
      try #require(Self.plugin), [], input: input,
      environment: ProcessInfo.processInfo.environment, timeLimit: .seconds(60))
    #expect(result.status == 0, "the plugin failed: \(result.error)")
    var output = result.outputBytes
    var replies: [[String: Any]] = []
    while output.count >= 8 {
      let length = output.prefix(8).enumerated().reduce(0) {
        $0 | Int($1.element) << (8 * $1.offset)
      }
      let body = output.dropFirst(8).prefix(length)
      replies.append(try #require(JSONSerialization.jsonObject(with: body) as? [String: Any]))
      output = Data(output.dropFirst(8 + length))
    }
    #expect(replies.count == messages.count, "one reply per message")
    return replies
  }

  static let handshake = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#

  func syntax(_ source: String, offset: Int, kind: String = "declaration") -> String {
    let location = """
      {"fileID":"App/File.swift","fileName":"/app/File.swift","offset":\(offset),"line":3,"column":1}
      """
    let text = try? JSONSerialization.data(withJSONObject: [source], options: [.fragmentsAllowed])
    let quoted = text.map { String(decoding: $0, as: UTF8.self).dropFirst().dropLast() } ?? ""
    return #"{"kind":"\#(kind)","source":\#(quoted),"location":\#(location)}"#
  }

  /// An `expandAttachedMacro` message as Swift 6.x compilers send it.
  func expansion(
    _ typeName: String, role: String, declaration: String, offset: Int = 100,
    conformances: String? = nil, extendedType: String? = nil, context: String? = nil
  ) -> String {
    var fields = [
      #""macro":{"moduleName":"ComposableMacros","typeName":"\#(typeName)","name":"M"}"#,
      #""macroRole":"\#(role)""#, "\"discriminator\":\"$s1\"",
      #""attributeSyntax":\#(syntax("\n@M", offset: offset, kind: "attribute"))"#,
      #""declSyntax":\#(syntax(declaration, offset: offset))"#,
    ]
    if let conformances {
      fields.append(#""conformanceListSyntax":\#(syntax(conformances, offset: 0))"#)
    }
    if let extendedType {
      fields.append(#""extendedTypeSyntax":\#(syntax(extendedType, offset: 0, kind: "type"))"#)
    }
    if let context {
      fields.append(#""lexicalContext":[\#(syntax(context, offset: 0))]"#)
    }
    return #"{"expandAttachedMacro":{\#(fields.joined(separator: ","))}}"#
  }

  func result(_ reply: [String: Any]) -> (source: String?, diagnostics: [[String: Any]]) {
    let result = reply["expandMacroResult"] as? [String: Any] ?? [:]
    return (result["expandedSource"] as? String, result["diagnostics"] as? [[String: Any]] ?? [])
  }

  @Test func theHandshakeAnswersTheVersionItSpeaks() async throws {
    let replies = try await exchange([Self.handshake])
    let capability = (replies.first?["getCapabilityResult"] as? [String: Any])?["capability"]
    #expect((capability as? [String: Any])?["protocolVersion"] as? Int == 7)
  }

  @Test func anExtensionAddsTheConformancesAskedFor() async throws {
    let replies = try await exchange([
      Self.handshake,
      expansion(
        "CasePathableMacro", role: "extension", declaration: "\n@M\nenum A { case a }",
        conformances: "struct Placeholder: CasePathable {}", extendedType: "Feature.A"),
      // Declared already: the compiler asks for none, and nothing is added.
      expansion(
        "CasePathableMacro", role: "extension", declaration: "\n@M\nenum A: CasePathable {}",
        conformances: "struct Placeholder {}", extendedType: "A"),
    ])
    #expect(replies.count == 3)
    guard replies.count == 3 else { return }
    let asked = result(replies[1]).source ?? ""
    #expect(asked.hasPrefix("extension Feature.A: CasePathable {\n"))
    #expect(asked.contains("static func _extract<Value>(from root: Self"))
    #expect(result(replies[2]).source?.hasPrefix("extension A {\n") == true)
  }

  /// A host older than protocol version 5 (Swift 5.9) reads the older, per-kind reply.
  @Test func anOldHostGetsTheOlderReply() async throws {
    let replies = try await exchange([
      #"{"getCapability":{}}"#,
      expansion("CasePathableMacro", role: "member", declaration: "enum A { case a }"),
    ])
    let answer = try #require(replies.last)
    let legacy = try #require(answer["expandAttachedMacroResult"] as? [String: Any])
    let sources = try #require(legacy["expandedSources"] as? [String])
    #expect(sources.count == 1)
    #expect(sources.first?.contains("var a: AnyCasePath<A, Void>") == true)
    #expect(answer["expandMacroResult"] == nil)
  }

  /// Misuse: an error at the user's line (the declaration's offset in the file, plus the
  /// attribute's or the case's in the declaration), and no expansion.
  @Test func misuseIsAnErrorAtTheUsersLine() async throws {
    let replies = try await exchange([
      Self.handshake,
      expansion("CasePathableMacro", role: "member", declaration: "\n@M\nstruct S {}"),
      expansion(
        "CasePathableMacro", role: "member",
        declaration: "enum A {\n  case a(Int)\n  case a(String)\n}", offset: 200),
    ])
    guard replies.count == 3 else { return }
    let onStruct = result(replies[1])
    #expect(onStruct.source == nil)
    let diagnostic = try #require(onStruct.diagnostics.first)
    #expect(diagnostic["message"] as? String == "'@M' applies to an enum; 'S' is a struct")
    #expect(diagnostic["severity"] as? String == "error")
    let position = diagnostic["position"] as? [String: Any]
    #expect(position?["fileName"] as? String == "/app/File.swift")
    #expect(position?["offset"] as? Int == 101, "the '@', after the line break before it")
    let duplicate = try #require(result(replies[2]).diagnostics.first)
    #expect((duplicate["message"] as? String)?.hasPrefix("case 'a' is declared twice") == true)
    #expect((duplicate["position"] as? [String: Any])?["offset"] as? Int == 200 + 30)
  }

  /// `@DependencyEndpoint` on an endpoint that can neither throw nor return nothing and has
  /// no default: an error at its `var`, naming it and saying what to write; on a constant,
  /// an error at the attribute.
  @Test func anEndpointThatNeedsADefaultIsAnErrorAtItsVar() async throws {
    let replies = try await exchange([
      Self.handshake,
      expansion(
        "DependencyEndpointMacro", role: "peer",
        declaration: "@DependencyEndpoint\n  var count: @Sendable (_ id: Int) -> Int", offset: 300),
      expansion("DependencyEndpointMacro", role: "peer", declaration: "\nlet x: Int", offset: 400),
    ])
    guard replies.count == 3 else { return }
    let noDefault = result(replies[1])
    #expect(noDefault.source == nil)
    let diagnostic = try #require(noDefault.diagnostics.first)
    #expect(
      diagnostic["message"] as? String
        == "'count' returns 'Int' and does not throw: give it a default ('= { _ in <value> }'), "
        + "returned after a test that calls it unoverridden fails")
    #expect((diagnostic["position"] as? [String: Any])?["offset"] as? Int == 300 + 22, "'var'")
    let constant = try #require(result(replies[2]).diagnostics.first)
    #expect(constant["message"] as? String == "'@M' applies to a 'var' of a closure type")
    #expect((constant["position"] as? [String: Any])?["offset"] as? Int == 401, "the '@'")
  }

  /// A typed-throwing endpoint returning a value cannot throw `Unimplemented`: it needs a
  /// default, said at its `var` (found by review twenty-two: the expansion did not compile).
  @Test func aTypedThrowingEndpointNeedsADefault() async throws {
    let replies = try await exchange([
      Self.handshake,
      expansion(
        "DependencyEndpointMacro", role: "peer",
        declaration: "@DependencyEndpoint\n  var load: @Sendable () async throws(E) -> Int",
        offset: 300),
    ])
    guard replies.count == 2 else { return }
    let diagnostic = try #require(result(replies[1]).diagnostics.first)
    #expect(
      diagnostic["message"] as? String
        == "'load' returns 'Int' and throws only 'E': give it a default ('= { <value> }'), "
        + "returned after a test that calls it unoverridden fails")
    #expect((diagnostic["position"] as? [String: Any])?["offset"] as? Int == 300 + 22, "'var'")
  }

  /// `#Preview` (the SwiftUI check's stand-in declares it): its body, as written, becomes a
  /// private view builder function with a unique name; without a body, an error at the macro.
  @Test func aPreviewBecomesAViewBuilderFunctionOfItsBody() async throws {
    func preview(_ source: String, offset: Int) -> String {
      let macro =
        #""macro":{"moduleName":"ComposableMacros","typeName":"PreviewMacro","#
        + #""name":"Preview"}"#
      return #"{"expandFreestandingMacro":{\#(macro),"discriminator":"$s1","#
        + #""syntax":\#(syntax(source, offset: offset, kind: "expression"))}}"#
    }
    let replies = try await exchange([
      Self.handshake,
      preview("#Preview(\"Two\") {\n  let name = \"A\"\n  Text(name)\n}", offset: 40),
      preview("#Preview(\"Nothing\")", offset: 90),
    ])
    guard replies.count == 3 else { return }
    #expect(
      result(replies[1]).source
        == "@MainActor @ViewBuilder private func $s7previewfMu40_() -> some View "
        + "{\n  let name = \"A\"\n  Text(name)\n}")
    let missing = try #require(result(replies[2]).diagnostics.first)
    #expect(
      missing["message"] as? String
        == "'#Preview' takes its view in a trailing closure: '#Preview { MyView() }'")
  }

  /// `@Entry` (the SwiftUI check's stand-in declares it): the property's accessors through
  /// the environment's subscript and a key whose default is the value, typed, optional or
  /// inferred; the key protocol of the values type it extends; without a default, an error at
  /// the property.
  @Test func anEntryBecomesAKeyAndAccessors() async throws {
    let typed = "@Entry var accentScale: Double = 1.5"
    let replies = try await exchange([
      Self.handshake,
      expansion("EntryMacro", role: "accessor", declaration: typed),
      expansion(
        "EntryMacro", role: "peer", declaration: typed, context: "extension EnvironmentValues {}"),
      expansion("EntryMacro", role: "peer", declaration: "@Entry var selected: Int?"),
      expansion("EntryMacro", role: "peer", declaration: "@Entry var code = \"USD\""),
      expansion(
        "EntryMacro", role: "peer", declaration: typed, context: "extension Transaction {}"),
      expansion("EntryMacro", role: "peer", declaration: "@Entry var count: Int", offset: 300),
    ])
    guard replies.count == 7 else { return }
    #expect(
      result(replies[1]).source
        == "get { self[__Key_accentScale.self] }\nset { self[__Key_accentScale.self] = newValue }")
    #expect(
      result(replies[2]).source
        == "private struct __Key_accentScale: SwiftUI.EnvironmentKey {\n"
        + "  typealias Value = Double\n  static var defaultValue: Value { 1.5 }\n}")
    #expect(
      result(replies[3]).source
        == "private struct __Key_selected: SwiftUI.EnvironmentKey {\n"
        + "  typealias Value = Int?\n  static var defaultValue: Value { nil }\n}")
    #expect(
      result(replies[4]).source
        == "private struct __Key_code: SwiftUI.EnvironmentKey {\n"
        + "  static let defaultValue = \"USD\"\n}")
    #expect(result(replies[5]).source?.contains(": SwiftUI.TransactionKey {") == true)
    let missing = try #require(result(replies[6]).diagnostics.first)
    #expect(
      missing["message"] as? String == "'@Entry' needs a default value: 'var count: Int = <value>'")
    #expect((missing["position"] as? [String: Any])?["offset"] as? Int == 300 + 7, "'var'")
  }

  /// An endpoint's failure names its client when the host says what the endpoint is a member
  /// of (its lexical context, sent by Swift 6 compilers), as swift-dependencies names it;
  /// the endpoint alone when it does not.
  @Test func anEndpointIsNamedWithItsClient() async throws {
    let endpoint = "@DependencyEndpoint\n  var load: @Sendable () async throws -> Int"
    let replies = try await exchange([
      Self.handshake,
      expansion(
        "DependencyEndpointMacro", role: "peer", declaration: endpoint,
        context: "public struct APIClient: Sendable {}"),
      expansion("DependencyEndpointMacro", role: "peer", declaration: endpoint),
    ])
    guard replies.count == 3 else { return }
    let named = try #require(result(replies[1]).source)
    #expect(named.contains(#"reportIssue("Unimplemented: 'APIClient.load'")"#))
    #expect(named.contains(#"throw Unimplemented("APIClient.load")"#))
    let bare = try #require(result(replies[2]).source)
    #expect(bare.contains(#"reportIssue("Unimplemented: 'load'")"#))
  }

  @Test func whatThePluginDoesNotKnowIsAnErrorNotACrash() async throws {
    let replies = try await exchange([
      Self.handshake,
      expansion("NoSuchMacro", role: "member", declaration: "enum A {}"),
      "{not json",
      #"{"loadPluginLibrary":{"libraryPath":"/x.so","moduleName":"X"}}"#,
      expansion("CasePathableMacro", role: "member", declaration: "enum A { case a(\"x) }"),
    ])
    guard replies.count == 5 else { return }
    #expect(
      (result(replies[1]).diagnostics.first?["message"] as? String)?.contains("NoSuchMacro")
        == true)
    #expect(replies[2]["expandMacroResult"] != nil)
    let library = replies[3]["loadPluginLibraryResult"] as? [String: Any]
    #expect(library?["loaded"] as? Bool == false)
    #expect(
      result(replies[4]).diagnostics.first?["message"] as? String == "unterminated string literal")
  }
}
