import ComposableTesting
import Foundation
import Testing

@testable import SessionsDemo

/// The chat server example: its feature (under a `TestStore`, as any feature), its script
/// reader (hostile input), and its sessions run at once, each in a `StoreActor`.
@MainActor
@Suite struct SessionsDemoTests {
  @Test func aSessionLogsInSaysAndQuits() async {
    let store = TestStore(initialState: Session.State()) {
      Session()
    } withDependencies: {
      $0.wordFilter = .masking(["darn"])
    }
    await store.send(.say("too early")) { $0.transcript = ["log in first"] }
    await store.send(.login("ada")) {
      $0.user = "ada"
      $0.transcript.append("welcome, ada")
    }
    await store.send(.say("darn it"))
    await store.receive(.filtered("**** it")) {
      $0.transcript.append("ada: **** it")
      $0.words = 2
    }
    await store.send(.quit) {
      $0.isClosed = true
      $0.transcript.append("bye")
    }
    await store.send(.say("after")) { $0.transcript.append("(closed)") }
  }

  @Test func aScriptIsReadLineByLine() {
    let (lines, errors) = parseScript(
      "# a comment\r\nada login Ada\r\n\nbob say hi there  \nada quit\n")
    #expect(errors.isEmpty)
    #expect(
      lines == [
        ScriptLine(session: "ada", action: .login("Ada")),
        ScriptLine(session: "bob", action: .say("hi there  ")),
        ScriptLine(session: "ada", action: .quit),
      ])
  }

  /// Untrusted input never reaches a terminal or a store unchecked: each bad line is refused,
  /// with its number and why, and the rest run.
  @Test func hostileLinesAreRefusedWithTheirReason() {
    let script = [
      "ada say \u{1B}[2Jcleared",
      "ada say \u{202E}reversed",
      "../etc say hi",
      "\(String(repeating: "a", count: 33)) quit",
      "ada login bad\u{0}name",
      "ada login two words",
      "ada shout hi",
      "ada quit now",
      "ada",
      "ada say " + String(repeating: "x", count: 1_000),
      "ada say fine",
    ].joined(separator: "\n")
    let (lines, errors) = parseScript(script)
    #expect(lines == [ScriptLine(session: "ada", action: .say("fine"))])
    #expect(errors.map(\.line) == Array(1...10))
    #expect(errors[0].description == "line 1: holds a control character")
    #expect(errors[1].reason == "holds a control character")
    #expect(errors[2].reason == "a session is 1 to 32 letters, digits, \"-\" or \"_\"")
    #expect(errors[3].reason == "a session is 1 to 32 letters, digits, \"-\" or \"_\"")
    #expect(errors[4].reason == "holds a control character")
    #expect(
      errors[5].reason == "\"login\" takes a name of 1 to 32 letters, digits, \"-\" or \"_\"")
    #expect(
      errors[6].reason == "the commands are \"login <name>\", \"say <text>\" and \"quit\"")
    #expect(
      errors[7].reason == "the commands are \"login <name>\", \"say <text>\" and \"quit\"")
    #expect(errors[8].reason == "expected \"<session> <command>\"")
    #expect(errors[9].reason == "longer than 1,000 characters")
  }

  /// Three sessions at once, each in a store of its own: each gets its own lines, in order.
  @Test func sessionsRunAtOnceEachInItsOwnStore() async {
    let (lines, _) = parseScript(
      """
      a login Ann
      b login Ben
      c say hello
      a say darn fine
      b say one two three
      a quit
      b say four
      c login Cy
      c say heck
      """)
    let states = await runSessions(lines) { $0.wordFilter = .masking(["darn", "heck"]) }
    #expect(states["a"]?.transcript == ["welcome, Ann", "Ann: **** fine", "bye"])
    #expect(states["b"]?.transcript == ["welcome, Ben", "Ben: one two three", "Ben: four"])
    #expect(states["b"]?.words == 4)
    #expect(states["c"]?.transcript == ["log in first", "welcome, Cy", "Cy: ****"])
    #expect(states.count == 3)
  }
}
