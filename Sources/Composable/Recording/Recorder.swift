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
    var header: RecordingHeader?
    /// The sequence number of each recent reduction of the store (its number, see
    /// ``ReductionOrigin``), to name the origin of what its effects send.
    var sequences: [UInt64: Int] = [:]
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

  /// Writes the actions kept in memory as a recording (JSON lines, its header first) to
  /// `url`, replacing it: what `composable-inspect` reads, without a file recorded all along.
  ///
  /// A replay needs the whole session: when older actions were dropped from memory (more than
  /// ``capacity``), `composable-inspect show` and `html` read the file, and a replay refuses it.
  ///
  /// - Parameter url: Where to write.
  /// - Throws: ``RecorderError/notStarted`` before the first action; the file system's error.
  public func export(to url: URL) throws {
    let (header, actions) = session.withLock { ($0.header, $0.ring) }
    guard let header else { throw RecorderError.notStarted }
    var data = try FileWriter.line(header)
    for action in actions { data += try FileWriter.line(action) }
    try data.write(to: url, options: .atomic)
  }

  /// The error met writing the file, if any (recording goes on in memory).
  public var fileError: (any Error)? { session.withLock { $0.fileError } }

  // MARK: - What the recording reducer tells it

  /// How many reductions' sequence numbers are kept (for tests).
  var keptReductionCount: Int { session.withLock { $0.sequences.count } }

  /// Whether the session has started (its header is made).
  var hasStarted: Bool { session.withLock { $0.started != nil } }

  /// Starts the session (once): makes the header, written before the first action.
  func start(
    stateType: Any.Type, actionType: Any.Type, fingerprint: String, initialState: String,
    initialStateJSON: String?
  ) {
    let header = RecordingHeader(
      format: 1, stateType: String(reflecting: stateType),
      actionType: String(reflecting: actionType), fingerprint: fingerprint,
      notReplayableBecause: notReplayableReason(stateType, actionType),
      initialStateJSON: initialStateJSON, initialState: initialState, started: Date())
    let isFirst = session.withLock { session -> Bool in
      guard session.started == nil else { return false }
      session.started = header.started
      session.header = header
      return true
    }
    guard isFirst else { return }
    file?.header = header
  }

  /// The sequence number of the next action, and where it came from: the store tells
  /// which of its reductions this is, and which reduction's effect sent the action (0: none).
  ///
  /// The last `capacity` reductions' numbers are kept, so an effect that sends after more
  /// actions than that is recorded as the user's.
  func next(
    reduction: UInt64, origin: UInt64
  ) -> (sequence: Int, origin: RecordedAction.Origin, elapsed: Double) {
    session.withLock { session in
      defer { session.next += 1 }
      var found = RecordedAction.Origin.user
      if origin != 0, let sequence = session.sequences[origin] {
        found = .effect(of: sequence)
      }
      session.sequences[reduction] = session.next
      if session.sequences.count > capacity * 2 {
        let oldest = session.next - capacity
        session.sequences = session.sequences.filter { $0.value >= oldest }
      }
      let elapsed = session.started.map { Date().timeIntervalSince($0) } ?? 0
      return (session.next, found, elapsed)
    }
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

  private func write(_ value: RecordedAction) {
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

/// Why a recorder can't do what was asked.
public enum RecorderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing was recorded yet: the session starts with the first action.
  case notStarted

  /// A sentence for a person.
  public var description: String {
    switch self {
    case .notStarted: "Nothing is recorded yet: a session starts with its first action."
    }
  }
}

/// Appends JSON lines to a file, each written whole before the next, the header first.
final class FileWriter: Sendable {
  private struct State: Sendable {
    var handle: FileHandle?
    var header: RecordingHeader?
  }

  let url: URL
  private let state = LockIsolated(State())

  init(_ url: URL) {
    self.url = url
  }

  /// The session's first line, written before the first action's (again at the next
  /// action after a failed write, so that a file made later still starts with it).
  var header: RecordingHeader? {
    get { state.withLock { $0.header } }
    set { state.withLock { $0.header = newValue } }
  }

  func append(line value: some Encodable) throws {
    var data = try Self.line(value)
    try state.withLock { state in
      if state.handle == nil {
        if let header = state.header { data = try Self.line(header) + data }
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        state.handle = try FileHandle(forWritingTo: url)
      }
      try state.handle?.write(contentsOf: data)
    }
  }

  static func line(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(recordingTimeText(date))
    }
    var data = try encoder.encode(value)
    data.append(0x0A)
    return data
  }
}

/// A recording's time: ISO 8601 in UTC with milliseconds (`2026-11-24T22:51:15.123Z`).
///
/// Worked out with arithmetic: a date formatter made for each line cost most of a line's
/// time (ICU sets one up each time).
package func recordingTimeText(_ date: Date) -> String {
  let milliseconds = Int64((date.timeIntervalSince1970 * 1_000).rounded())
  let (days, millisecondOfDay) = floorDivision(milliseconds, 86_400_000)
  // NB: Days since 1970-01-01 to a civil date (Howard Hinnant's `civil_from_days`).
  let shifted = days + 719_468
  let era = floorDivision(shifted, 146_097).quotient
  let dayOfEra = shifted - era * 146_097
  let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
  let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
  let monthIndex = (5 * dayOfYear + 2) / 153
  let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
  let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  func padded(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
  let second = millisecondOfDay / 1_000
  return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T"
    + "\(padded(second / 3_600, 2)):\(padded(second / 60 % 60, 2)):\(padded(second % 60, 2))."
    + "\(padded(millisecondOfDay % 1_000, 3))Z"
}

/// The modules whose types' insides a fingerprint leaves out.
private let systemModules: Set<Substring> = [
  "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
  "CoreFoundation", "_Concurrency", "Dispatch", "Observation", "Synchronization",
]

private func isSystemType(_ typeName: String) -> Bool {
  guard let module = typeName.split(separator: ".", maxSplits: 1).first else { return false }
  return systemModules.contains(module)
}

/// A type name that reads the same on every platform (Foundation's types are in
/// FoundationEssentials on some, in Foundation on others).
private func systemNeutral(_ typeName: String) -> String {
  typeName.replacingOccurrences(of: "FoundationEssentials.", with: "Foundation.")
    .replacingOccurrences(of: "FoundationInternationalization.", with: "Foundation.")
}

/// `value / divisor` rounded down, and the remainder (never negative).
private func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64)
{
  let quotient = value / divisor - (value % divisor < 0 ? 1 : 0)
  return (quotient, value - quotient * divisor)
}

/// A recording's time read back (with or without fractional seconds).
package func recordingTime(_ text: String) -> Date? {
  let formatter = ISO8601DateFormatter()
  formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
  if let date = formatter.date(from: text) { return date }
  formatter.formatOptions = [.withInternetDateTime]
  return formatter.date(from: text)
}

/// The JSON text of `value`, when it is `Encodable`.
func jsonText(_ value: Any) -> String? {
  guard let value = value as? any Encodable else { return nil }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  encoder.userInfo = SharedCodingContext.userInfo()
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

/// A fingerprint of the shape of a state (its stored fields' names and types, read from a
/// value: the fields of the app's structs and classes, not what optionals, collections, enum
/// cases or shared values hold, nor the insides of the standard library's and Foundation's
/// types) and of an action type: FNV-1a of their description, the same in every process and
/// on every platform.
package func shapeFingerprint<Action>(state: Any, action: Action.Type) -> String {
  var text = systemNeutral(String(reflecting: Action.self)) + "|"
  func describe(_ value: Any, depth: Int) {
    let typeName = String(reflecting: type(of: value))
    text += systemNeutral(typeName) + "{"
    let mirror = Mirror(reflecting: value)
    // NB: A shared value's holder is a leaf: how it is kept (a key, or memory only, as a
    // replay has it) is not the state's shape. So is a system type: its mirror shows how
    // it is stored, which differs by value (`Data`) and by platform (`URL`).
    if depth < 8, !(value is any _SharedField), !isSystemType(typeName),
      mirror.displayStyle == .struct || mirror.displayStyle == .class
    {
      for child in mirror.children {
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
