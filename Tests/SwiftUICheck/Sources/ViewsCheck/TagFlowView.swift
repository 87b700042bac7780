import SwiftUI

// Tags in a wrapping flow, by a layout of the app's own, and a stack that turns with the size
// class, as a tenth new user's Journal app wanted them (each seen failing first: `Layout` was
// not declared).

struct TagFlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.replacingUnspecifiedDimensions().width
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x + size.width > width, x > 0 {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
    }
    return CGSize(width: width, height: y + rowHeight)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var origin = bounds.origin
    var rowHeight: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if origin.x + size.width > bounds.maxX, origin.x > bounds.minX {
        origin = CGPoint(x: bounds.minX, y: origin.y + rowHeight + spacing)
        rowHeight = 0
      }
      subview.place(at: origin, proposal: ProposedViewSize(size))
      origin.x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
    }
  }
}

struct TagFlowView: View {
  let tags: [String]
  let isWide: Bool

  var body: some View {
    let layout = isWide ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout())
    layout {
      TagFlowLayout(spacing: 6) {
        ForEach(tags, id: \.self) { tag in
          Text(tag)
            .font(.caption)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(.tint.opacity(0.15), in: Capsule())
        }
      }
      Text("\(tags.count) tags")
    }
  }
}

struct JournalTag: Identifiable, Hashable {
  let id: String
}

struct TagSearchView: View {
  @State private var query = ""
  @State private var tokens: [JournalTag] = []

  var body: some View {
    List { Text("Entries") }
      .searchable(text: $query, tokens: $tokens, prompt: "Search notes and tags") { token in
        Text(token.id)
      }
  }
}

#if !os(tvOS)
  struct JournalExportRow: View {
    let export: String

    var body: some View {
      ShareLink(
        item: export, subject: Text("My Journal"),
        preview: SharePreview("Journal export", image: Image(systemName: "book"))
      ) {
        Label("Export entries", systemImage: "square.and.arrow.up")
      }
    }
  }
#endif
