import Composable

/// One line of a script: a session's name and what its client sent.
struct ScriptLine: Equatable, Sendable {
  var session: String
  var action: Session.Action

  init(session: String, action: Session.Action) {
    self.session = session
    self.action = action
  }
}

/// Why a script line was refused.
struct ScriptError: Error, Equatable, CustomStringConvertible {
  var line: Int
  var reason: String

  var description: String { "line \(line): \(reason)" }
}

/// Reads a script: one `<session> <command> [text]` per line, where `<session>` is 1 to 32
/// letters, digits, `-` or `_`, and `<command>` is `login <name>`, `say <text>` or `quit`.
/// Lines end with `\n`, `\r\n` or any other line break. Blank lines and lines starting
/// with `#` are skipped. Text may hold anything but control
/// characters (refused, never passed on to a terminal); a line is at most 1,000 characters.
///
/// - Returns: The lines, in order, and the lines refused, with why.
func parseScript(_ text: String) -> (lines: [ScriptLine], errors: [ScriptError]) {
  var lines: [ScriptLine] = []
  var errors: [ScriptError] = []
  // NB: By `isNewline`, not by "\n": "\r\n" is one `Character`, which a split on "\n" does
  // not see (the line after it would join the one before).
  let rawLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  for (index, line) in rawLines.enumerated() {
    let number = index + 1
    if line.allSatisfy({ $0 == " " }) || line.hasPrefix("#") { continue }
    do {
      lines.append(try parseLine(line))
    } catch let reason as Reason {
      errors.append(ScriptError(line: number, reason: reason.text))
    } catch {
      errors.append(ScriptError(line: number, reason: "\(error)"))
    }
  }
  return (lines, errors)
}

private struct Reason: Error {
  let text: String
}

private func parseLine(_ line: Substring) throws -> ScriptLine {
  guard line.count <= 1_000 else { throw Reason(text: "longer than 1,000 characters") }
  guard !line.unicodeScalars.contains(where: isControl) else {
    throw Reason(text: "holds a control character")
  }
  let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
  guard parts.count >= 2 else { throw Reason(text: "expected \"<session> <command>\"") }
  let session = String(parts[0])
  guard isSessionName(session) else {
    throw Reason(text: "a session is 1 to 32 letters, digits, \"-\" or \"_\"")
  }
  let argument = parts.count > 2 ? String(parts[2]) : nil
  switch (parts[1], argument) {
  case let ("login", name?) where isSessionName(name):
    return ScriptLine(session: session, action: .login(name))
  case ("login", _):
    throw Reason(text: "\"login\" takes a name of 1 to 32 letters, digits, \"-\" or \"_\"")
  case let ("say", text?):
    return ScriptLine(session: session, action: .say(text))
  case ("quit", nil):
    return ScriptLine(session: session, action: .quit)
  default:
    throw Reason(text: "the commands are \"login <name>\", \"say <text>\" and \"quit\"")
  }
}

/// Whether `name` is 1 to 32 ASCII letters, digits, `-` or `_`.
func isSessionName(_ name: String) -> Bool {
  (1...32).contains(name.utf8.count)
    && name.utf8.allSatisfy { byte in
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
        || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
    }
}

/// Whether `scalar` would control a terminal: C0 and C1 controls, DEL, and the bidirectional
/// overrides and isolates (which reorder what follows them on screen).
func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
}

/// Runs every session of `script` at once, each in a ``StoreActor`` of its own: a session's
/// lines in order (each line's effects finished before the next), sessions concurrently.
///
/// - Returns: Each session's final state, by name.
func runSessions(
  _ script: [ScriptLine],
  withDependencies prepare: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
) async -> [String: Session.State] {
  var bySession: [String: [Session.Action]] = [:]
  for line in script { bySession[line.session, default: []].append(line.action) }
  return await withTaskGroup(of: (String, Session.State).self) { group in
    for (name, actions) in bySession {
      group.addTask {
        let store = StoreActor(
          initialState: Session.State(), reducer: { Session() }, withDependencies: prepare)
        for action in actions { await store.send(action).finish() }
        return (name, await store.state)
      }
    }
    var states: [String: Session.State] = [:]
    for await (name, state) in group { states[name] = state }
    return states
  }
}
