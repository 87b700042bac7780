import Foundation

/// A recorded session read back, to be replayed by a `TestStore`: what
/// `composable-inspect test` generates a test from.
///
/// ```swift
/// let replay = try Replay<CounterFact>(Self.recording)
/// let store = TestStore(initialState: replay.initialState) {
///   CounterFact()._replaying(replay)
/// }
/// await store.send(try replay.action(1)) { $0 = try replay.state(after: 1) }
/// await store.receive(try replay.action(2)) { $0 = try replay.state(after: 2) }
/// ```
///
/// Reading checks that the recording is of this feature: its state and action types, the
/// fingerprint of their shape, and that every recorded action and state decodes; anything
/// else is refused with a ``ReplayError`` saying what differs.
public struct Replay<Feature: Reducer>: Sendable
where Feature.State: Codable & Sendable, Feature.Action: Codable & Sendable {
  /// One recorded action, decoded.
  public struct Step: Sendable {
    /// Its position in the session, from 1.
    public let sequence: Int
    /// Where it came from: the user, or the effect of which action.
    public let origin: RecordedAction.Origin
    /// The action.
    public let action: Feature.Action
    /// The state after it.
    public let state: Feature.State
    /// Whether it changed the state (the recording has a diff for it).
    public let changesState: Bool
    /// Whether its reduction returned an effect, if the recording says.
    public let returnedEffect: Bool?
  }

  /// The state the session started from.
  public let initialState: Feature.State
  /// The session's actions, in order.
  public let steps: [Step]
  /// The recording's header.
  public let header: RecordingHeader
  /// Each action's state after it, as recorded.
  private let statesJSON: [Int: String]

  /// Reads a recording's text (JSON lines, as a `Recorder` writes them).
  ///
  /// - Parameters:
  ///   - recording: The recording.
  ///   - feature: The feature it must be of.
  /// - Throws: ``ReplayError`` when the text is not a whole recording, or not one of this
  ///   feature as it is now.
  public init(_ recording: String, of feature: Feature.Type = Feature.self) throws {
    let file: RecordingFile
    do {
      file = try RecordingFile(text: recording, path: "recording")
    } catch {
      throw ReplayError("\(error)")
    }
    try self.init(file)
  }

  /// Reads the recording at `url`.
  ///
  /// - Parameters:
  ///   - url: The recording's file.
  ///   - feature: The feature it must be of.
  /// - Throws: ``ReplayError`` when the file can't be read, is not a whole recording, or is
  ///   not one of this feature as it is now.
  public init(contentsOf url: URL, of feature: Feature.Type = Feature.self) throws {
    let file: RecordingFile
    do {
      file = try RecordingFile(path: url.path)
    } catch {
      throw ReplayError("\(error)")
    }
    try self.init(file)
  }

  private init(_ file: RecordingFile) throws {
    let header = file.header
    let stateType = String(reflecting: Feature.State.self)
    let actionType = String(reflecting: Feature.Action.self)
    if let reason = header.notReplayableBecause {
      throw ReplayError("The recording can't be replayed: \(reason).")
    }
    guard header.stateType == stateType, header.actionType == actionType else {
      throw ReplayError(
        """
        The recording is of \(header.stateType) and \(header.actionType), not of \(stateType) \
        and \(actionType): replay it with the feature it was recorded from.
        """)
    }
    guard let initialJSON = header.initialStateJSON else {
      throw ReplayError("The recording has no initial state as JSON: it can't be replayed.")
    }
    let initialState = try decode(
      Feature.State.self, from: initialJSON, what: "initial state (line 1)")
    let fingerprint = shapeFingerprint(state: initialState, action: Feature.Action.self)
    guard fingerprint == header.fingerprint else {
      throw ReplayError(
        """
        The recording was made with another shape of \(stateType) or \(actionType) \
        (fingerprint \(header.fingerprint); the feature's now is \(fingerprint)): a field or \
        type changed since it was recorded. Record the session again with this feature.
        """)
    }
    var steps: [Step] = []
    var statesJSON: [Int: String] = [:]
    for (index, recorded) in file.actions.enumerated() {
      let place = "action \(recorded.sequence) (line \(index + 2))"
      guard recorded.sequence == index + 1 else {
        throw ReplayError(
          """
          The recording's actions are not whole: \(place) follows action \(index). A \
          recorder keeps only its latest actions in memory (what export(to:) writes); replay \
          a file recorded from the start.
          """)
      }
      guard let actionJSON = recorded.actionJSON, let stateJSON = recorded.stateJSON else {
        throw ReplayError("The recording's \(place) has no JSON: it can't be replayed.")
      }
      statesJSON[recorded.sequence] = stateJSON
      steps.append(
        Step(
          sequence: recorded.sequence, origin: recorded.origin,
          action: try decode(Feature.Action.self, from: actionJSON, what: place),
          state: try decode(Feature.State.self, from: stateJSON, what: "state after \(place)"),
          changesState: recorded.diff != nil, returnedEffect: recorded.returnedEffect))
    }
    self.initialState = initialState
    self.steps = steps
    self.header = header
    self.statesJSON = statesJSON
  }

  /// The action with sequence number `sequence`.
  ///
  /// - Parameter sequence: Its position in the session, from 1.
  /// - Throws: ``ReplayError`` when the session has no such action.
  public func action(_ sequence: Int) throws -> Feature.Action {
    try step(sequence).action
  }

  /// The state after the action with sequence number `sequence`.
  ///
  /// - Parameter sequence: Its position in the session, from 1.
  /// - Throws: ``ReplayError`` when the session has no such action.
  public func state(after sequence: Int) throws -> Feature.State {
    try step(sequence).state
  }

  /// Changes `state` into the state after action `sequence`, keeping its shared values
  /// (their values are set): what a replay's assertion closures do.
  ///
  /// ```swift
  /// await store.send(try replay.action(5)) {
  ///   try replay.update(&$0, toStateAfter: 5)
  /// }
  /// ```
  ///
  /// Replacing the state would replace its shared values with others holding the same
  /// values, and a `TestStore` asserts a shared value's change through the value itself.
  ///
  /// - Parameters:
  ///   - state: The expected state, as an assertion closure gets it.
  ///   - sequence: The action's position in the session, from 1.
  /// - Throws: ``ReplayError`` when the session has no such action.
  public func update(_ state: inout Feature.State, toStateAfter sequence: Int) throws {
    let step = try step(sequence)
    guard let json = statesJSON[sequence] else { return }
    let context = SharedCodingContext.reusingHolders()
    let encoder = JSONEncoder()
    encoder.userInfo = context.userInfo
    // NB: Encoding meets the state's shared values in the order the recording met them.
    _ = try? encoder.encode(state)
    let decoder = JSONDecoder()
    decoder.userInfo = context.userInfo
    do {
      state = try decoder.decode(Feature.State.self, from: Data(json.utf8))
    } catch {
      state = step.state
    }
  }

  private func step(_ sequence: Int) throws -> Step {
    guard steps.indices.contains(sequence - 1) else {
      throw ReplayError(
        "The recording has no action \(sequence): its actions are 1 to \(steps.count).")
    }
    return steps[sequence - 1]
  }

  /// The recorded step with sequence number `sequence`, if there is one.
  func recordedStep(_ sequence: Int) -> Step? {
    steps.indices.contains(sequence - 1) ? steps[sequence - 1] : nil
  }

  /// The actions that the effects of action `sequence` sent, in order.
  func effectSteps(of sequence: Int) -> [Step] {
    steps.filter { $0.origin == .effect(of: sequence) }
  }
}

private func decode<Value: Decodable>(
  _ type: Value.Type, from json: String, what: String
) throws -> Value {
  let decoder = JSONDecoder()
  decoder.userInfo = SharedCodingContext.userInfo()
  do {
    return try decoder.decode(Value.self, from: Data(json.utf8))
  } catch {
    throw ReplayError(
      """
      The recording's \(what) does not decode as \(String(reflecting: Value.self)) \
      (\(describeDecodingError(error))): the feature changed since it was recorded. Record \
      the session again with this feature.
      """)
  }
}

/// A decoding error in one line: what was wrong, and where.
private func describeDecodingError(_ error: any Error) -> String {
  func path(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
    return path.isEmpty ? "" : " at \(path.joined(separator: "."))"
  }
  switch error {
  case let DecodingError.keyNotFound(key, context):
    return "no value for '\(key.stringValue)'\(path(context))"
  case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
    return "\(context.debugDescription)\(path(context))"
  case let DecodingError.dataCorrupted(context):
    return "\(context.debugDescription)\(path(context))"
  default:
    return "\(error)"
  }
}

/// Why a recording can't be replayed: one message saying what differs.
public struct ReplayError: Error, Equatable, CustomStringConvertible {
  /// The message.
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
