import Composable
import Foundation

/// `swift run SessionsDemo [script]`: runs a chat server's sessions from a script (a file,
/// or standard input), every session in a store of its own on every core, and prints each
/// session's transcript.
@main
enum SessionsDemo {
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let text: String
    if let path = arguments.first {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("error: can't read \(path)\n".utf8))
        exit(66)
      }
      text = String(decoding: data, as: UTF8.self)
    } else {
      text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
    let (lines, errors) = parseScript(text)
    for error in errors {
      FileHandle.standardError.write(Data("skipped \(error)\n".utf8))
    }
    let states = await runSessions(lines)
    for name in states.keys.sorted() {
      guard let state = states[name] else { continue }
      print("[\(name)] \(state.words) words")
      for line in state.transcript { print("  \(line)") }
    }
  }
}
