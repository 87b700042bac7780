import Foundation

/// One action of a recorded session: what it was, where it came from, what it changed.
///
/// Written as one JSON line each by a ``Recorder``; `composable-inspect` reads them.
public struct RecordedAction: Codable, Equatable, Sendable {
  /// Where an action came from.
  public enum Origin: Codable, Equatable, Sendable {
    /// Sent to the store from outside (the user).
    case user
    /// Sent by an effect that the action with this sequence number returned.
    case effect(of: Int)
  }

  /// Its position in the session, from 1.
  public var sequence: Int
  /// When it was reduced.
  public var time: Date
  /// Seconds since the recording started.
  public var elapsed: Double
  /// Where it came from.
  public var origin: Origin
  /// The action, as a readable dump.
  public var action: String
  /// The action as JSON, when it is `Encodable` (what a replay sends).
  public var actionJSON: String?
  /// What the reduction changed, as a field diff (`−` before, `+` after); `nil`: nothing.
  public var diff: String?
  /// The state after the reduction as JSON, when it is `Encodable`.
  public var stateJSON: String?
  /// Whether the reduction returned an effect (a replay checks that it still does, or still
  /// does not); `nil` in recordings that don't say.
  public var returnedEffect: Bool?
}

/// The first line of a recording: what was recorded, and whether it can be replayed.
public struct RecordingHeader: Codable, Equatable, Sendable {
  /// The recording format's version.
  public var format: Int
  /// The feature's state type, fully qualified.
  public var stateType: String
  /// The feature's action type, fully qualified.
  public var actionType: String
  /// A fingerprint of the state's and action's shape: a replay refuses a recording whose
  /// fingerprint is not the feature's.
  public var fingerprint: String
  /// Why the session can't be replayed (a state or action that is not `Codable`), or `nil`.
  public var notReplayableBecause: String?
  /// The state the session started from, as JSON when it is `Encodable`.
  public var initialStateJSON: String?
  /// The initial state, as a readable dump.
  public var initialState: String
  /// When the recording started.
  public var started: Date
}
