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
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let endsWithNewline = lines.last == ""
    if endsWithNewline { lines.removeLast() }
    guard let first = lines.first, !first.isEmpty else {
      throw RecordingError(path: path, line: nil, reason: "empty: not a Composable recording")
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    guard let header = try? decoder.decode(RecordingHeader.self, from: Data(first.utf8)) else {
      throw RecordingError(
        path: path, line: 1, reason: "not a Composable recording (its first line is no header)")
    }
    guard header.format == 1 else {
      throw RecordingError(
        path: path, line: 1,
        reason: "written in format \(header.format); this inspector reads format 1")
    }
    var actions: [RecordedAction] = []
    for (index, line) in lines.enumerated().dropFirst() {
      do {
        actions.append(try decoder.decode(RecordedAction.self, from: Data(line.utf8)))
      } catch {
        let isLast = index == lines.count - 1
        throw RecordingError(
          path: path, line: index + 1,
          reason: isLast && !endsWithNewline
            ? "the last line is cut short (the session ended while it was written); the "
              + "\(actions.count) actions before it are whole"
            : "not a recorded action")
      }
    }
    self.header = header
    self.actions = actions
  }

  /// One line per action: sequence, time, origin and action; with `diffs`, each change.
  func timeline(diffs: Bool) -> String {
    let formatter = ISO8601DateFormatter()
    var text = "Session of \(header.stateType), started \(formatter.string(from: header.started))"
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
      let firstLine = action.action.split(separator: "\n").first.map(String.init) ?? ""
      text += "\(sequence)  \(time.leftPadded(to: 9))  \(origin.rightPadded(to: 13))  "
      text += firstLine + (action.action.contains("\n") ? " …" : "") + "\n"
      if diffs, let diff = action.diff {
        text += diff.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n") + "\n"
      }
    }
    return text
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
