import ComposableSyntax
import Foundation

// The compiler's plugin protocol, written from its published description (swift-syntax's
// `PluginMessages.swift`): the compiler starts this executable and writes messages to its
// standard input, each an 8-byte little-endian length then that many bytes of JSON; every
// message gets one reply, framed the same way, on standard output. Declarations arrive as
// source text with their location; expansions go back as source text, and errors as
// diagnostics at a UTF-8 offset of the user's file.

/// The plugin's entry point: answers the compiler's messages until its input ends.
@main
enum ComposableMacrosPlugin {
  static func main() {
    var handler = PluginMessageHandler()
    let input = FileHandle.standardInput
    let output = FileHandle.standardOutput
    while let header = read(input, count: 8) {
      let length = header.enumerated().reduce(UInt64(0)) {
        $0 | UInt64($1.element) << (8 * $1.offset)
      }
      guard length <= 1 << 30, let body = read(input, count: Int(length)) else { return }
      // NB: An empty message asks nothing (the host sends one as it closes).
      if body.isEmpty { continue }
      let reply = handler.reply(to: body)
      let replyLength = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(reply.count) >> (8 * $0)) }
      output.write(Data(replyLength) + reply)
    }
  }

  private static func read(_ handle: FileHandle, count: Int) -> Data? {
    var data = Data()
    while data.count < count {
      let chunk = handle.readData(ofLength: count - data.count)
      if chunk.isEmpty { return nil }
      data += chunk
    }
    return data
  }
}

/// Turns one message of the compiler into its reply (JSON in, JSON out).
package struct PluginMessageHandler {
  /// The protocol version this plugin speaks: 7 passes the conformances an extension macro
  /// is asked to add.
  static let protocolVersion = 7
  /// The host's version, from its capability message (0 for a host that sent none).
  private(set) var hostProtocolVersion = 0

  package init() {}

  /// The macros, by the type name their declarations give (`#externalMacro(type:)`).
  static func macro(named typeName: String) -> (any AttachedMacro.Type)? {
    switch typeName {
    case "CasePathableMacro": CasePathableMacro.self
    case "ReducerMacro": ReducerMacro.self
    case "ObservableStateMacro": ObservableStateMacro.self
    case "NoOpMacro": NoOpMacro.self
    case "ViewActionMacro": ViewActionMacro.self
    case "DependencyClientMacro": DependencyClientMacro.self
    case "DependencyEndpointMacro": DependencyEndpointMacro.self
    case "EntryMacro": EntryMacro.self
    default: nil
    }
  }

  package mutating func reply(to body: Data) -> Data {
    let message: HostMessage
    do {
      message = try JSONDecoder().decode(HostMessage.self, from: body)
    } catch {
      return encode(
        result(
          source: nil,
          [
            MacroDiagnostic(
              message: "the macro plugin could not read the compiler's message: \(error)")
          ],
          at: nil))
    }
    if let capability = message.getCapability {
      hostProtocolVersion = capability.capability?.protocolVersion ?? 0
      return encode(
        ["getCapabilityResult": ["capability": ["protocolVersion": Self.protocolVersion]]])
    }
    if let load = message.loadPluginLibrary {
      return encode(
        LoadResultMessage(
          loadPluginLibraryResult: .init(
            loaded: false,
            diagnostics: [
              WireDiagnostic(
                MacroDiagnostic(message: "this plugin loads no library (\(load.libraryPath))"),
                at: nil)
            ])))
    }
    if let expansion = message.expandAttachedMacro {
      let request = MacroRequest(expansion)
      guard let macro = Self.macro(named: expansion.macro.typeName) else {
        return encode(
          result(
            source: nil,
            [
              MacroDiagnostic(
                message: "no macro named '\(expansion.macro.typeName)' in this plugin",
                offset: 0)
            ], at: request.attribute.location))
      }
      do {
        let expanded = try macro.expansion(of: request)
        return encode(
          result(source: expanded.source, expanded.warnings, at: request.declaration.location))
      } catch let diagnostic as MacroDiagnostic {
        return encode(result(source: nil, [diagnostic], at: request.declaration.location))
      } catch let error as DeclarationError {
        let diagnostic = MacroDiagnostic(message: error.message, offset: error.offset)
        return encode(result(source: nil, [diagnostic], at: request.declaration.location))
      } catch let error as SwiftLexError {
        let diagnostic = MacroDiagnostic(message: error.message, offset: error.offset)
        return encode(result(source: nil, [diagnostic], at: request.declaration.location))
      } catch {
        return encode(result(source: nil, [MacroDiagnostic(message: "\(error)")], at: nil))
      }
    }
    if let expansion = message.expandFreestandingMacro {
      if expansion.macro.typeName == "PreviewMacro" {
        let syntax = expansion.syntax
        do {
          let source = try PreviewMacro.expansion(
            of: syntax.source, at: syntax.location.offset)
          return encode(result(source: source, [], at: syntax.location))
        } catch let error as MacroDiagnostic {
          return encode(result(source: nil, [error], at: syntax.location))
        } catch let error as SwiftLexError {
          let diagnostic = MacroDiagnostic(message: error.message, offset: error.offset)
          return encode(result(source: nil, [diagnostic], at: syntax.location))
        } catch {
          return encode(result(source: nil, [MacroDiagnostic(message: "\(error)")], at: nil))
        }
      }
      return encode(
        result(
          source: nil,
          [MacroDiagnostic(message: "no freestanding macro named '\(expansion.macro.name)' here")],
          at: expansion.syntax.location))
    }
    return encode(
      result(
        source: nil, [MacroDiagnostic(message: "the macro plugin got a message it does not know")],
        at: nil))
  }

  /// An expansion's reply, in the form the host's version reads.
  private func result(
    source: String?, _ diagnostics: [MacroDiagnostic], at location: SourceLocation?
  ) -> ExpansionResultMessage {
    let wire = diagnostics.map { WireDiagnostic($0, at: location) }
    // NB: Hosts before protocol version 5 (Swift 5.9) read the older, per-kind replies.
    if hostProtocolVersion >= 5 {
      return ExpansionResultMessage(
        expandMacroResult: .init(expandedSource: source, diagnostics: wire))
    }
    return ExpansionResultMessage(
      expandAttachedMacroResult: .init(expandedSources: source.map { [$0] }, diagnostics: wire))
  }

  private func encode(_ value: some Encodable) -> Data {
    (try? JSONEncoder().encode(value)) ?? Data("{}".utf8)
  }
}

// MARK: - Messages

struct SourceLocation: Codable {
  var fileID: String
  var fileName: String
  var offset: Int
  var line: Int
  var column: Int
}

struct SyntaxText: Codable {
  var kind: String
  var source: String
  var location: SourceLocation
}

struct MacroReference: Codable {
  var moduleName: String
  var typeName: String
  var name: String
}

private struct HostMessage: Decodable {
  struct GetCapability: Decodable {
    struct Capability: Decodable { var protocolVersion: Int }
    var capability: Capability?
  }
  struct ExpandFreestanding: Decodable {
    var macro: MacroReference
    var syntax: SyntaxText
  }
  struct LoadPluginLibrary: Decodable {
    var libraryPath: String
  }
  var getCapability: GetCapability?
  var expandAttachedMacro: AttachedExpansion?
  var expandFreestandingMacro: ExpandFreestanding?
  var loadPluginLibrary: LoadPluginLibrary?
}

struct AttachedExpansion: Decodable {
  var macro: MacroReference
  var macroRole: String
  var attributeSyntax: SyntaxText
  var declSyntax: SyntaxText
  var parentDeclSyntax: SyntaxText?
  var extendedTypeSyntax: SyntaxText?
  var conformanceListSyntax: SyntaxText?
  /// The declarations around the one expanded, innermost first (Swift 6.0 hosts and later).
  var lexicalContext: [SyntaxText]?
}

private struct WireDiagnostic: Encodable {
  struct Position: Encodable {
    var fileName: String
    var offset: Int
  }
  struct Range: Encodable {
    var fileName: String
    var startOffset: Int
    var endOffset: Int
  }
  struct FixIt: Encodable {
    struct Change: Encodable {
      var range: Range
      var newText: String
    }
    var message: String
    var changes: [Change]
  }
  var message: String
  var severity: String
  var position: Position
  var highlights: [Range] = []
  var notes: [String] = []
  var fixIts: [FixIt] = []

  /// `diagnostic`, its offsets (from the start of the declaration's text) made offsets of
  /// the file at `location`.
  init(_ diagnostic: MacroDiagnostic, at location: SourceLocation?) {
    let fileName = location?.fileName ?? ""
    let base = location?.offset ?? 0
    message = diagnostic.message
    severity = diagnostic.isWarning ? "warning" : "error"
    position = Position(fileName: fileName, offset: base + diagnostic.offset)
    fixIts = diagnostic.fixIts.map { fixIt in
      FixIt(
        message: fixIt.message,
        changes: [
          FixIt.Change(
            range: Range(
              fileName: fileName, startOffset: base + fixIt.start, endOffset: base + fixIt.end),
            newText: fixIt.replacement)
        ])
    }
  }
}

private struct ExpansionResultMessage: Encodable {
  struct Result: Encodable {
    var expandedSource: String?
    var diagnostics: [WireDiagnostic]
  }
  struct LegacyAttachedResult: Encodable {
    var expandedSources: [String]?
    var diagnostics: [WireDiagnostic]
  }
  var expandMacroResult: Result?
  var expandAttachedMacroResult: LegacyAttachedResult?
}

private struct LoadResultMessage: Encodable {
  struct Result: Encodable {
    var loaded: Bool
    var diagnostics: [WireDiagnostic]
  }
  var loadPluginLibraryResult: Result
}
