import Foundation
import Testing

@testable import ComposableInspect

/// The three functions through which `composable-inspect` writes what it did not write
/// itself: ``validateSwiftName(_:field:kind:dotted:)`` for the names in generated source,
/// ``swiftStringLiteral(_:indentation:)`` for its string literals, ``escapingControls(_:keepingNewlines:)``
/// for the terminal.
@Suite struct InspectSwiftSourceTests {
  /// The error `validateSwiftName` throws for `name`, or `nil`.
  static func refusal(_ name: String, dotted: Bool = true) -> String? {
    do {
      try validateSwiftName(name, field: "--name", kind: "type name", dotted: dotted)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func namesAreIdentifiersThatAreNotKeywords() {
    for name in [
      "Counter", "App.Counter", "_Private", "Café", "naïve", "π", "a1", "x_y", "🐶", "a\u{301}",
    ] {
      #expect(Self.refusal(name) == nil, "\(name)")
    }
    let refused = [
      "", "1a", "a b", "a..b", ".a", "a.", "a-b", "a#b", "a\"b", "a\\(b)", "A<B>", "A?", "[A]",
      "`class`", "a\u{202E}b", "a\u{200B}b", "a\u{2028}b", "a\u{2029}b", "a\u{0}b", "a\u{1B}b",
      "Foo\n@Test func pwn() {}", "X; import Darwin", "\u{301}a",
    ]
    for name in refused {
      #expect(Self.refusal(name)?.hasSuffix("is not a Swift type name") == true, "\(name)")
    }
    for keyword in ["class", "func", "Self", "self", "_", "init", "Any", "Type", "any", "some"] {
      #expect(
        Self.refusal("App.\(keyword)")
          == "--name 'App.\(keyword)' is not a Swift type name ('\(keyword)' is a keyword)")
    }
    #expect(
      Self.refusal("App.Counter", dotted: false) == "--name 'App.Counter' is not a Swift type name")
    // The value is shown escaped, on one line.
    #expect(
      Self.refusal("Foo\n@Test func pwn() {}")
        == #"--name 'Foo\u{a}@Test func pwn() {}' is not a Swift type name"#)
    #expect(
      Self.refusal("a\u{202E}b\u{1B}[2J")
        == #"--name 'a\u{202e}b\u{1b}[2J' is not a Swift type name"#)
  }

  /// Text no literal may hold raw, and text that would end a literal or escape from it.
  static let hostileTexts = [
    "", "plain", "line\nbreak", "\n", "trailing\n", "\n\nblank lines\n\n",
    "quote \" and \"\"\" and \"\"\"# and \"#",
    "backslash \\ and \\# and \\#(1) and \\(1) and \\u{41}",
    "##\"\"\"## \\##(x) \"\"\"###",
    "\u{2028}line separator\u{2029}paragraph separator",
    "nul \u{0} bel \u{7} esc \u{1B}[2J csi \u{9B} del \u{7F} nel \u{85} cr \r crlf \r\n tab \t",
    "bidi \u{202E}abc\u{202C} \u{2066}isolate\u{2069} zwj 👨‍👩‍👧 bom \u{FEFF} shy \u{AD}",
    "\"\"\"#\u{301} combining mark after the delimiter", "\\#\u{301}(x)",
    "*/ /* // #if false", "    \"\"\"#", "\"\"\"", "ends with a backslash \\",
    "continues \\#\nnext line", "{\"a\":1,\r\"b\":\"\\\"\"}",
  ]

  @Test func aLiteralIsRawWithAsManyHashesAsItNeedsAndEscapesWhatCantBeRaw() {
    #expect(swiftStringLiteral("a\nb", indentation: "  ") == "#\"\"\"\n  a\n  b\n  \"\"\"#")
    #expect(swiftStringLiteral("say(\"\"\"#)", indentation: "").hasPrefix("##\"\"\"\n"))
    #expect(swiftStringLiteral("\\#(x)", indentation: "").hasPrefix("##\"\"\"\n"))
    #expect(swiftStringLiteral("\"\"\"## \\##(x)", indentation: "").hasPrefix("###\"\"\"\n"))
    #expect(swiftStringLiteral("\"\"\"#\u{301}", indentation: "").hasPrefix("##\"\"\"\n"))
    #expect(
      swiftStringLiteral("\u{1B}\r\u{2028}", indentation: "")
        == "#\"\"\"\n\\#u{1b}\\#u{d}\\#u{2028}\n\"\"\"#")
    for text in Self.hostileTexts {
      let literal = swiftStringLiteral(text, indentation: "    ")
      let raw = literal.unicodeScalars.filter {
        $0 != "\n"
          && [.control, .format, .lineSeparator, .paragraphSeparator].contains(
            $0.properties.generalCategory)
      }
      #expect(raw.isEmpty, "\(literal)")
    }
  }

  /// The literals, compiled: each holds exactly the text it was made of.
  @Test(
    .enabled(if: InspectHostileRecordingTests.swiftc != nil, "no swiftc on PATH"),
    .timeLimit(.minutes(5)))
  func aLiteralCompilesToTheTextItWasMadeOf() async throws {
    let swiftc = try #require(InspectHostileRecordingTests.swiftc)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("literals-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var program = "let texts: [String] = [\n"
    for text in Self.hostileTexts {
      program += "  " + swiftStringLiteral(text, indentation: "  ") + ",\n"
    }
    program += """
      ]
      for text in texts {
        print(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
      }

      """
    let source = folder.appendingPathComponent("literals.swift")
    try Data(program.utf8).write(to: source)
    let binary = folder.appendingPathComponent("literals")
    let environment = ProcessInfo.processInfo.environment
    let compiled = try await runToCompletion(
      swiftc, [source.path, "-o", binary.path], input: Data(), environment: environment,
      timeLimit: .seconds(240))
    #expect(compiled.status == 0, "\(compiled.error)\n\(program)")
    let run = try await runToCompletion(
      binary, [], input: Data(), environment: environment, timeLimit: .seconds(30))
    let printed = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, text) in Self.hostileTexts.enumerated() {
      let expected = text.unicodeScalars.map { String($0.value, radix: 16) }
        .joined(separator: " ")
      #expect(
        index < printed.count && printed[index] == expected, "\(text.debugDescription)")
    }
  }

  @Test func visibleTextIsOneLineThatShowsWhatItHolds() {
    #expect(visibleText("a\nb\r\u{2028}\u{202E}\u{1B}") == #"a\u{a}b\u{d}\u{2028}\u{202e}\u{1b}"#)
    #expect(visibleText("Café 👍 \"quoted\" \\") == "Café 👍 \"quoted\" \\")
  }

  @Test func terminalTextHasNoControlCharacter() {
    #expect(escapingControls("\u{1B}[2J") == #"\u{1b}[2J"#)
    #expect(escapingControls("\u{9B}31m") == #"\u{9b}31m"#)
    #expect(escapingControls("a\rb\u{7}c\u{7F}") == #"a\u{d}b\u{7}c\u{7f}"#)
    #expect(escapingControls("a\nb") == #"a\u{a}b"#)
    #expect(escapingControls("a\nb", keepingNewlines: true) == "a\nb")
    #expect(escapingControls("Café 👨‍👩‍👧") == "Café 👨‍👩‍👧")
    // Every C0 and C1 control, and DEL.
    let controls = (0...0x1F).map { $0 } + (0x7F...0x9F).map { $0 }
    let all = String(String.UnicodeScalarView(controls.compactMap(Unicode.Scalar.init)))
    let escaped = escapingControls(all)
    #expect(escaped.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0 != "\u{7F}" })
    #expect(escaped.hasPrefix(#"\u{0}\u{1}\u{2}"#) && escaped.hasSuffix(#"\u{9e}\u{9f}"#))
  }
}
