import SwiftUI

// A view file that imports only SwiftUI, as Apple's module re-exports Foundation: `UUID`,
// `Date`, `URL`, `IndexSet` and `Duration` formatting need no import of their own.

struct MeetingRow: View {
  let id: UUID
  let date: Date
  let notes: URL?
  let removed: IndexSet

  var body: some View {
    VStack {
      Text(date.formatted(date: .abbreviated, time: .shortened))
      Text(verbatim: id.uuidString)
      Text(verbatim: "\(removed.count) removed, notes at \(notes?.absoluteString ?? "none")")
    }
  }
}
