import SwiftUI

// What a sixth new user's Reading app reached for that the stand-in lacked: cards that scale
// and fade as they scroll, a context menu with a preview, a toggle styled as a button.

struct BookCards: View {
  let titles: [String]
  @Binding var isFavorite: Bool

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack {
        ForEach(titles, id: \.self) { title in
          Text(title)
            .scrollTransition { content, phase in
              content
                .opacity(phase.isIdentity ? 1 : 0.5)
                .scaleEffect(phase.isIdentity ? 1 : 0.9)
            }
            .visualEffect { content, proxy in
              content.offset(y: proxy.size.height > 100 ? 4 : 0)
            }
            .cardMenu(title: title)
        }
      }
    }
    #if !os(tvOS)
      Toggle(isOn: $isFavorite) {
        Label("Favorite", systemImage: "heart")
      }
      .toggleStyle(.button)
    #endif
  }
}

extension View {
  fileprivate func cardMenu(title: String) -> some View {
    #if !os(watchOS)
      return self.contextMenu {
        Button("Open") {}
      } preview: {
        Text(title).font(.largeTitle)
      }
    #else
      return self
    #endif
  }
}
