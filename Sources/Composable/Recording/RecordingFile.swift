import Foundation

/// A recording, read and checked whole.
package struct RecordingFile: Sendable {
  package let header: RecordingHeader
  package let actions: [RecordedAction]
  /// Its lines, as read (the header's first).
  package let lines: [String]

  /// Reads `path`.
  ///
  /// - Throws: ``RecordingError`` naming the file and line of what is wrong.
  package init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isFolder: ObjCBool = false
      let reason =
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
          "no such file"
        } else if isFolder.boolValue {
          "a folder, not a recording"
        } else {
          "can't read the file (not readable)"
        }
      throw RecordingError(path: path, line: nil, reason: reason)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw RecordingError(path: path, line: nil, reason: "not UTF-8 text: not a recording")
    }
    try self.init(text: text, path: path)
  }

  /// Reads a recording's text; errors name it `path`.
  ///
  /// - Throws: ``RecordingError`` naming `path` and the line of what is wrong.
  package init(text: String, path: String) throws {
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
      if let previous = actions.last, action.sequence <= previous.sequence {
        throw RecordingError(
          path: path, line: index + 1,
          reason: "not a recorded action: sequence \(action.sequence) after \(previous.sequence)")
      }
      if let problem = action.problem {
        throw RecordingError(
          path: path, line: index + 1, reason: "not a recorded action: \(problem)")
      }
      actions.append(action)
    }
    self.header = header
    self.actions = actions
    self.lines = lines
  }
}

extension RecordedAction {
  /// What makes this line impossible, or `nil`.
  package var problem: String? {
    if sequence < 1 { return "sequence \(sequence)" }
    if !elapsed.isFinite || elapsed < 0 || elapsed > 1e9 { return "elapsed time \(elapsed)" }
    if case let .effect(of: origin) = origin, origin < 1 || origin >= sequence {
      return "origin \(origin) of action \(sequence)"
    }
    return nil
  }
}

/// What is wrong with a recording: one line, naming the file (and line).
package struct RecordingError: Error, CustomStringConvertible {
  package let path: String
  package let line: Int?
  package let reason: String

  package var description: String {
    "\(path)\(line.map { ":\($0)" } ?? ""): \(reason)"
  }
}
