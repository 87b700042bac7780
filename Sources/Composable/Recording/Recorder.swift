import Foundation

/// Records a store's session: each action, where it came from (the user, or the effect of
/// which action), what it changed, and when, in memory (the last `capacity` actions) and as
/// JSON lines in a file as it goes (a crash loses at most the line being written).
///
/// ```swift
/// let recorder = Recorder(file: URL(fileURLWithPath: "session.jsonl"))
/// let store = Store(initialState: Counter.State()) {
///   Counter()._record(to: recorder)
/// }
/// ```
///
/// `composable-inspect show session.jsonl` prints the timeline. Actions and states are
/// written as JSON when they are `Codable` (a session that can be replayed), and as readable
/// dumps always. Actions may hold what the user typed: `redact` changes each recorded
/// action before it is kept or written.
public final class Recorder: Sendable {
  private struct Session: Sendable {
    var ring: [RecordedAction] = []
    var next = 1
    var started: Date?
    var origins: [(action: String, sequence: Int)] = []
    var fileError: (any Error)?
  }

  /// The most recent actions kept in memory.
  public let capacity: Int
  private let session = LockIsolated(Session())
  private let file: FileWriter?
  private let redact: (@Sendable (inout RecordedAction) -> Void)?

  /// A recorder keeping the last `capacity` actions, and writing every action to `file`.
  ///
  /// - Parameters:
  ///   - file: Where the JSON lines go (created or replaced); `nil`: memory only.
  ///   - capacity: How many of the latest actions are kept in memory (1,000 by default).
  ///   - redact: Changes each recorded action (to remove user data) before it is kept.
  public init(
    file: URL? = nil, capacity: Int = 1_000,
    redact: (@Sendable (inout RecordedAction) -> Void)? = nil
  ) {
    self.capacity = max(1, capacity)
    self.file = file.map(FileWriter.init)
    self.redact = redact
  }

  /// The latest recorded actions, oldest first.
  public var actions: [RecordedAction] { session.withLock { $0.ring } }

  /// The error met writing the file, if any (recording goes on in memory).
  public var fileError: (any Error)? { session.withLock { $0.fileError } }

  // MARK: - What the recording reducer tells it

  /// Starts the session (once): writes the header.
  func start<State, Action>(state: State, action: Action.Type) {
    let isFirst = session.withLock { session -> Bool in
      guard session.started == nil else { return false }
      session.started = Date()
      return true
    }
    guard isFirst else { return }
    let header = RecordingHeader(
      format: 1, stateType: String(reflecting: State.self),
      actionType: String(reflecting: Action.self),
      fingerprint: shapeFingerprint(state: state, action: Action.self),
      notReplayableBecause: notReplayableReason(State.self, Action.self),
      initialStateJSON: jsonText(state), initialState: customDump(state), started: Date())
    write(header)
  }

  /// The sequence number of the next action, and where it came from.
  func next(action: String) -> (sequence: Int, origin: RecordedAction.Origin, elapsed: Double) {
    session.withLock { session in
      defer { session.next += 1 }
      var origin = RecordedAction.Origin.user
      if let index = session.origins.firstIndex(where: { $0.action == action }) {
        origin = .effect(of: session.origins.remove(at: index).sequence)
      }
      let elapsed = session.started.map { Date().timeIntervalSince($0) } ?? 0
      return (session.next, origin, elapsed)
    }
  }

  /// An effect of action `sequence` is sending `action`: its reduction comes from there.
  func noteEffectAction(_ action: String, from sequence: Int) {
    session.withLock { $0.origins.append((action, sequence)) }
  }

  func record(_ action: RecordedAction) {
    var action = action
    redact?(&action)
    let kept = action
    session.withLock { session in
      session.ring.append(kept)
      if session.ring.count > capacity { session.ring.removeFirst(session.ring.count - capacity) }
    }
    write(kept)
  }

  private func write(_ value: some Encodable) {
    guard let file else { return }
    do {
      try file.append(line: value)
    } catch {
      let isFirst = session.withLock { session -> Bool in
        defer { session.fileError = error }
        return session.fileError == nil
      }
      if isFirst { runtimeWarn("Could not write the recording to \(file.url.path): \(error)") }
    }
  }
}

/// Appends JSON lines to a file, each written whole before the next.
final class FileWriter: Sendable {
  let url: URL
  private let handle = LockIsolated<FileHandle?>(nil)

  init(_ url: URL) {
    self.url = url
  }

  func append(line value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    var data = try encoder.encode(value)
    data.append(0x0A)
    try handle.withLock { handle in
      if handle == nil {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        handle = try FileHandle(forWritingTo: url)
      }
      try handle?.write(contentsOf: data)
    }
  }
}

/// The JSON text of `value`, when it is `Encodable`.
func jsonText(_ value: Any) -> String? {
  guard let value = value as? any Encodable else { return nil }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) }
}

/// Why a session of this state and action can't be replayed, or `nil`.
func notReplayableReason(_ state: Any.Type, _ action: Any.Type) -> String? {
  var missing: [String] = []
  if !(state is any Codable.Type) { missing.append(String(reflecting: state)) }
  if !(action is any Codable.Type) { missing.append(String(reflecting: action)) }
  guard !missing.isEmpty else { return nil }
  return "\(missing.joined(separator: " and ")) not Codable: recorded as dumps only"
}

/// A fingerprint of the shape of a state (its fields' names and types, from a value) and of
/// an action type: FNV-1a of their description, the same in every process.
func shapeFingerprint<Action>(state: Any, action: Action.Type) -> String {
  var text = String(reflecting: Action.self) + "|"
  func describe(_ value: Any, depth: Int) {
    text += String(reflecting: type(of: value)) + "{"
    if depth < 8 {
      for child in Mirror(reflecting: value).children {
        text += (child.label ?? "_") + ":"
        describe(child.value, depth: depth + 1)
      }
    }
    text += "}"
  }
  describe(state, depth: 0)
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  return String(hash, radix: 16)
}
