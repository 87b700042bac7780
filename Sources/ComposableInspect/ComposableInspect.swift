import Composable
import Foundation

/// `composable-inspect`: reads a session recorded by a `Recorder`.
@main
enum ComposableInspect {
  static let usage = """
    USAGE: composable-inspect show RECORDING [--diffs]

    Prints the timeline of a recorded session (a Recorder's JSON lines): one line per
    action with its time and origin (the user, or the effect of which action); --diffs
    adds what each action changed under it.
    """

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let command = arguments.first else {
      fail("missing command\n\n\(usage)", status: 64)
    }
    switch command {
    case "show":
      let rest = arguments.dropFirst()
      guard let path = rest.first(where: { !$0.hasPrefix("--") }) else {
        fail("missing RECORDING\n\n\(usage)", status: 64)
      }
      if let unknown = rest.first(where: { $0.hasPrefix("--") && $0 != "--diffs" }) {
        fail("unknown option '\(unknown)'\n\n\(usage)", status: 64)
      }
      do {
        let recording = try Recording(path: path)
        print(recording.timeline(diffs: rest.contains("--diffs")), terminator: "")
      } catch {
        fail("\(error)", status: 1)
      }
    case "--help", "-h", "help":
      print(usage)
    default:
      fail("unknown command '\(command)'\n\n\(usage)", status: 64)
    }
  }

  static func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(status)
  }
}

/// A recording, read and checked whole.
struct Recording {
  let header: RecordingHeader
  let actions: [RecordedAction]

  /// Reads `path`.
  ///
  /// - Throws: ``RecordingError`` naming the file and line of what is wrong.
  init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw RecordingError(path: path, line: nil, reason: "can't read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw RecordingError(path: path, line: nil, reason: "not UTF-8 text: not a recording")
    }
    // NB: Split on the scalar, not on `Character`s ("\r\n" is one), and accept CRLF.
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line -> String in
        var line = String(line)
        if line.hasSuffix("\r") { line.removeLast() }
        return line
      }
    let endsWithNewline = lines.last == ""
    if endsWithNewline { lines.removeLast() }
    guard let first = lines.first, !first.isEmpty else {
      throw RecordingError(path: path, line: nil, reason: "empty: not a Composable recording")
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      guard let date = recordingTime(text) else {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a time"))
      }
      return date
    }
    struct Format: Decodable { let format: Int }
    let format = try? decoder.decode(Format.self, from: Data(first.utf8)).format
    if let format, format != 1 {
      throw RecordingError(
        path: path, line: 1, reason: "written in format \(format); this inspector reads format 1")
    }
    guard let header = try? decoder.decode(RecordingHeader.self, from: Data(first.utf8)) else {
      throw RecordingError(
        path: path, line: 1,
        reason: lines.count == 1 && !endsWithNewline
          ? "the header is cut short (the session ended while it was written)"
          : "not a Composable recording (its first line is no header)")
    }
    var actions: [RecordedAction] = []
    for (index, line) in lines.enumerated().dropFirst() {
      let isLast = index == lines.count - 1
      guard let action = try? decoder.decode(RecordedAction.self, from: Data(line.utf8)) else {
        throw RecordingError(
          path: path, line: index + 1,
          reason: isLast && !endsWithNewline
            ? "the last line is cut short (the session ended while it was written); the "
              + "\(actions.count) actions before it are whole"
            : "not a recorded action")
      }
      if let problem = action.problem {
        throw RecordingError(
          path: path, line: index + 1, reason: "not a recorded action: \(problem)")
      }
      actions.append(action)
    }
    self.header = header
    self.actions = actions
  }

  /// One line per action: sequence, time, origin and action; with `diffs`, each change.
  func timeline(diffs: Bool) -> String {
    var text = "Session of \(header.stateType), started \(recordingTimeText(header.started))"
    text += header.notReplayableBecause.map { " (not replayable: \($0))" } ?? ""
    text += "\n"
    for action in actions {
      let origin =
        switch action.origin {
        case .user: "user"
        case let .effect(of: sequence): "effect of \(sequence)"
        }
      let time = String(format: "+%.3fs", action.elapsed)
      let sequence = String(action.sequence).leftPadded(to: 4)
      let firstLine = escapingControls(
        action.action.split(separator: "\n").first.map(String.init) ?? "")
      text += "\(sequence)  \(time.leftPadded(to: 9))  \(origin.rightPadded(to: 13))  "
      text += firstLine + (action.action.contains("\n") ? " …" : "") + "\n"
      if diffs, let diff = action.diff {
        text +=
          diff.split(separator: "\n").map { "        " + escapingControls(String($0)) }
          .joined(separator: "\n") + "\n"
      }
    }
    return text
  }
}

/// `text` with its control characters written as `\u{…}` (a recording may come from
/// anyone: nothing in it may drive the terminal).
func escapingControls(_ text: String) -> String {
  var result = ""
  for scalar in text.unicodeScalars {
    if scalar.properties.generalCategory == .control {
      result += "\\u{\(String(scalar.value, radix: 16))}"
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

extension RecordedAction {
  /// What makes this line impossible, or `nil`.
  var problem: String? {
    if sequence < 1 { return "sequence \(sequence)" }
    if !elapsed.isFinite || elapsed < 0 || elapsed > 1e9 { return "elapsed time \(elapsed)" }
    if case let .effect(of: origin) = origin, origin < 1 || origin >= sequence {
      return "origin \(origin) of action \(sequence)"
    }
    return nil
  }
}

/// What is wrong with a recording: one line, naming the file (and line).
struct RecordingError: Error, CustomStringConvertible {
  let path: String
  let line: Int?
  let reason: String

  var description: String {
    "\(path)\(line.map { ":\($0)" } ?? ""): \(reason)"
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }

  fileprivate func rightPadded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
