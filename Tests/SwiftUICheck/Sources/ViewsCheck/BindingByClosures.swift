import SwiftUI

// A binding made of two closures in a view's body, reading and writing main-actor state: as
// Xcode accepts it (Apple's closures inherit the body's actor), with no warning here either.

@MainActor
final class ProfileDraft {
  var name = ""
  var lastSeen: Date?
}

struct ProfileDraftView: View {
  let draft: ProfileDraft

  var body: some View {
    Form {
      TextField("Name", text: Binding(get: { draft.name }, set: { draft.name = $0 }))
      #if !os(tvOS)
        DatePicker(
          "Last seen",
          selection: Binding(get: { draft.lastSeen ?? Date() }, set: { draft.lastSeen = $0 }),
          displayedComponents: .date)
      #endif
    }
  }
}
