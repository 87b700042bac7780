import SwiftUI

// List editing swept before an eighth new user's trial (each seen failing first): rows over a
// binding with or without an id, deletion and moves by offsets, collapsible sections, row
// separators' tint and insets.
// Gated as an iPhone-only file, as an app that targets iOS alone would be.

#if !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)

  struct SweepList1: View {
    @State private var items: [SweepItem] = []
    var body: some View {
      List {
        ForEach($items) { $item in
          TextField("Name", text: $item.name)
        }
      }
    }
  }
  struct SweepList2: View {
    @State private var on = false
    var body: some View {
      Toggle("Done", isOn: $on).labelsHidden().toggleStyle(SweepCheckStyle())
    }
  }
  struct SweepList3: View {
    @State private var selection = Set<Int>()
    @State private var expanded = true
    var body: some View {
      List(selection: $selection) {
        Section(isExpanded: $expanded) {
          Text("x")
            .listRowInsets(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
            .listRowBackground(Color.clear)
            .listRowSeparatorTint(.red)
            .badge(1)
        } header: {
          Text("Items")
        }
      }
    }
  }
  struct SweepList4: View {
    @State private var items: [SweepItem] = []
    var body: some View {
      List {
        ForEach(items) { item in Text(item.name) }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
          .deleteDisabled(false)
          .moveDisabled(false)
        DisclosureGroup("More", isExpanded: .constant(true)) { Text("x") }
      }
    }
  }
  struct SweepList5: View {
    @State private var items: [SweepItem] = []
    @State private var expanded = true
    var body: some View {
      List {
        DisclosureGroup("More", isExpanded: $expanded) { Text("x") }
        ForEach(Array(items.enumerated()), id: \.offset) { index, item in
          Text("\(index): \(item.name)")
        }
      }
    }
  }
  struct SweepList6: View {
    @State private var names: [String] = []
    var body: some View {
      List {
        ForEach($names, id: \.self) { $name in TextField("n", text: $name) }
      }
    }
  }
#endif
