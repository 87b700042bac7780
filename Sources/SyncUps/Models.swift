import Composable
import Foundation

/// A recurring meeting: who attends, how long it lasts, and the meetings held so far.
public struct SyncUp: Codable, Hashable, Identifiable, Sendable {
  /// The sync-up's identity, kept across edits.
  public let id: UUID
  /// The people who speak, in the order they speak.
  public var attendees: IdentifiedArrayOf<Attendee>
  /// How long a meeting lasts, shared equally between the attendees.
  public var duration: Duration
  /// The meetings held, most recent first.
  public var meetings: IdentifiedArrayOf<Meeting>
  /// The colours the sync-up is shown in.
  public var theme: Theme
  /// The sync-up's name.
  public var title: String

  /// A sync-up named `title`.
  ///
  /// - Parameters:
  ///   - id: Its identity.
  ///   - attendees: Who speaks, in order.
  ///   - duration: How long a meeting lasts (five minutes by default).
  ///   - meetings: The meetings already held, most recent first.
  ///   - theme: Its colours.
  ///   - title: Its name.
  public init(
    id: UUID,
    attendees: IdentifiedArrayOf<Attendee> = [],
    duration: Duration = .seconds(5 * 60),
    meetings: IdentifiedArrayOf<Meeting> = [],
    theme: Theme = .bubblegum,
    title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.theme = theme
    self.title = title
  }

  /// Each attendee's share of the meeting (the whole meeting when nobody is listed).
  public var durationPerAttendee: Duration {
    duration / max(attendees.count, 1)
  }
}

/// Someone who speaks at a sync-up.
public struct Attendee: Codable, Hashable, Identifiable, Sendable {
  /// The attendee's identity.
  public let id: UUID
  /// The attendee's name, as typed in the form.
  public var name: String

  /// An attendee called `name`.
  ///
  /// - Parameters:
  ///   - id: The identity.
  ///   - name: The name (empty while being typed).
  public init(id: UUID, name: String = "") {
    self.id = id
    self.name = name
  }
}

/// A meeting that took place: when, and what was said.
public struct Meeting: Codable, Hashable, Identifiable, Sendable {
  /// The meeting's identity.
  public let id: UUID
  /// When the meeting ended.
  public var date: Date
  /// What the speech recognizer heard.
  public var transcript: String

  /// A meeting held on `date`.
  ///
  /// - Parameters:
  ///   - id: The identity.
  ///   - date: When it ended.
  ///   - transcript: What was said.
  public init(id: UUID, date: Date, transcript: String) {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}

/// The colour schemes a sync-up can wear; the views map each to colours.
public enum Theme: String, CaseIterable, Codable, Hashable, Identifiable, Sendable {
  /// A pink.
  case bubblegum
  /// A dark blue.
  case indigo
  /// A soft green.
  case mint
  /// An orange.
  case orange
  /// A dark violet.
  case plum
  /// A yellow.
  case sunny

  /// The theme's raw value, so a picker can list the themes.
  public var id: Self { self }

  /// The theme's name as shown to the user.
  public var name: String { rawValue.capitalized }
}

extension Duration {
  /// The duration in whole minutes, settable: what the form's slider moves.
  public var minutes: Double {
    get { Double(components.seconds / 60) }
    set { self = .seconds(Int(newValue) * 60) }
  }
}

extension SharedReaderKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// The sync-ups, kept in `sync-ups.json` in the app's documents; none until some are saved.
  /// The key carries its type and default, so `@Shared(.syncUps) var syncUps` is the whole
  /// declaration.
  public static var syncUps: Self {
    let documents =
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return Self[.fileStorage(documents.appendingPathComponent("sync-ups.json")), default: []]
  }
}
