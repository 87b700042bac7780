import Composable
import Foundation

/// `composable-inspect`: reads a session recorded by a `Recorder`.
@main
enum ComposableInspect {
  static let usage = """
    USAGE: composable-inspect show RECORDING [--diffs]
           composable-inspect html RECORDING > session.html
           composable-inspect test RECORDING --feature TYPE [--name SUITE] > ReplayTests.swift

    show  Prints the timeline of a recorded session (a Recorder's JSON lines): one line
          per action with its time and origin (the user, or the effect of which action);
          --diffs adds what each action changed under it.
    html  Writes one self-contained page (no network, no server) to browse the session:
          the actions, filtered by name, each one's diff and the state after it, and jump.
    test  Writes a Swift Testing suite (ReplayTests unless --name says otherwise) that
          replays the session with an exhaustive TestStore of TYPE (the feature the
          recording is of): the user's actions sent, the effects' actions received, with
          the recorded states; the effects are answered from the recording.
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
        let recording = try RecordingFile(path: path)
        print(recording.timeline(diffs: rest.contains("--diffs")), terminator: "")
      } catch {
        fail("\(error)", status: 1)
      }
    case "html":
      let rest = Array(arguments.dropFirst())
      guard let path = rest.first, rest.count == 1, !path.hasPrefix("--") else {
        fail(
          rest.isEmpty ? "missing RECORDING\n\n\(usage)" : "unexpected arguments\n\n\(usage)",
          status: 64)
      }
      do {
        let recording = try RecordingFile(path: path)
        let name = URL(fileURLWithPath: path).lastPathComponent
        print(HTMLPage(recording: recording, name: name).source, terminator: "")
      } catch {
        fail("\(error)", status: 1)
      }
    case "test":
      test(Array(arguments.dropFirst()), command: arguments)
    case "--help", "-h", "help":
      print(usage)
    default:
      fail("unknown command '\(command)'\n\n\(usage)", status: 64)
    }
  }

  /// `test RECORDING --feature TYPE [--name SUITE]`.
  static func test(_ arguments: [String], command: [String]) {
    var path: String?
    var feature: String?
    var suite = "ReplayTests"
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--feature", "--name":
        guard index + 1 < arguments.count else {
          fail("\(argument) needs a value\n\n\(usage)", status: 64)
        }
        if argument == "--feature" {
          feature = arguments[index + 1]
        } else {
          suite = arguments[index + 1]
        }
        index += 2
      default:
        guard !argument.hasPrefix("--"), path == nil else {
          fail(
            argument.hasPrefix("--")
              ? "unknown option '\(argument)'\n\n\(usage)" : "unexpected '\(argument)'\n\n\(usage)",
            status: 64)
        }
        path = argument
        index += 1
      }
    }
    guard let path else { fail("missing RECORDING\n\n\(usage)", status: 64) }
    guard let feature else { fail("missing --feature TYPE\n\n\(usage)", status: 64) }
    do {
      let recording = try RecordingFile(path: path)
      let generator = try TestGenerator(
        recording: recording, feature: feature, suite: suite,
        command: (["composable-inspect"] + command).joined(separator: " "))
      print(generator.source, terminator: "")
    } catch let error as GenerationError {
      fail("\(path): \(error)", status: 1)
    } catch {
      fail("\(error)", status: 1)
    }
  }

  /// Writes `message` to standard error, and exits with `status`.
  static func fail(_ message: String, status: Int32) -> Never {
    // NB: Messages escape what they quote from a recording; this is for all else they hold
    // (a path, an argument): nothing reaches the terminal as a control character.
    let text = escapingControls(message, keepingNewlines: true)
    FileHandle.standardError.write(Data("error: \(text)\n".utf8))
    exit(status)
  }
}

extension RecordingFile {
  /// One line per action: sequence, time, origin and action; with `diffs`, each change.
  func timeline(diffs: Bool) -> String {
    var text = "Session of \(escapingControls(header.stateType)), started "
    text += recordingTimeText(header.started)
    text += header.notReplayableBecause.map { " (not replayable: \(escapingControls($0)))" } ?? ""
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

/// `text` with its control characters (C0, DEL and C1: `\u{1b}`, `\u{9b}`, `\r`) written as
/// `\u{…}`, so that an escape sequence shows as text: a recording may come from anyone, and
/// nothing in it may drive the terminal. Every field the inspector prints from a recording
/// (and the page it writes) goes through here.
func escapingControls(_ text: String, keepingNewlines: Bool = false) -> String {
  var result = ""
  for scalar in text.unicodeScalars {
    if scalar.properties.generalCategory == .control, !(keepingNewlines && scalar == "\n") {
      result += "\\u{\(String(scalar.value, radix: 16))}"
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }

  fileprivate func rightPadded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
