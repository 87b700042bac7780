import SwiftUI

// What a third new user's Recipes app reached for that the stand-in lacked (each seen failing
// here before it was declared): corner alignments, the background shape style, line limits by
// range and with reserved space, title-and-icon labels, sharing text, toggles with a symbol,
// date pickers up to today, grouped backgrounds.

struct RecipeCard: View {
  let title: String
  let summary: String
  @Binding var isFavorite: Bool
  @Binding var cookedOn: Date

  var body: some View {
    VStack(alignment: .leading) {
      ZStack(alignment: .bottomLeading) {
        Image(systemName: "fork.knife")
        Text(title).lineLimit(1...2)
      }
      ZStack(alignment: Alignment(horizontal: .trailing, vertical: .top)) {
        Text(summary).lineLimit(3, reservesSpace: true)
      }
      Label("Share", systemImage: "square.and.arrow.up").labelStyle(.titleAndIcon)
      Toggle("Favorite", systemImage: "heart", isOn: $isFavorite)
      #if !os(tvOS)
        ShareLink(item: "\(title): \(summary)")
        DatePicker("Cooked", selection: $cookedOn, in: ...Date(), displayedComponents: .date)
      #endif
    }
    .padding()
    .background(.background, in: .rect(cornerRadius: 12))
    .groupedBackground()
  }
}

extension View {
  fileprivate func groupedBackground() -> some View {
    #if !os(macOS) && !os(watchOS) && !os(tvOS)
      return self.background(Color(.systemGroupedBackground))
    #else
      return self
    #endif
  }
}
