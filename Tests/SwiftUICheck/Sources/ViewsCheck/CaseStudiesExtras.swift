import SwiftUI

// What TCA 1.25's SwiftUI case studies and a probe of everyday SwiftUI reach for beyond the
// other check views: UIKit views in SwiftUI, clocks redrawn on a schedule, drawing, gauges,
// remote images, multi-line text, split views, paging scroll views, toolbars by bar,
// preferences, symbol effects, keyboard input and iOS 18's tabs. Type-checked, never run.

#if !os(macOS) && !os(watchOS)
  struct ActivityIndicator: UIViewRepresentable {
    var isAnimating: Bool

    func makeUIView(context: Context) -> UIActivityIndicatorView {
      UIActivityIndicatorView(style: .large)
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
      if isAnimating { uiView.startAnimating() } else { uiView.stopAnimating() }
    }
  }
#endif

struct HeightKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

struct ClockFace: View {
  let start: Date

  var body: some View {
    VStack(spacing: 12) {
      TimelineView(.periodic(from: start, by: 1)) { context in
        Text(context.date, style: .time)
          .monospacedDigit()
      }
      Canvas { context, size in
        context.stroke(
          Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue), lineWidth: 4)
      }
      .frame(width: 120, height: 120)
      ProgressView(timerInterval: start...start.addingTimeInterval(60), countsDown: true)
      ViewThatFits(in: .horizontal) {
        Text("A long title that may not fit")
        Text("Short")
      }
    }
  }
}

struct GalleryView: View {
  let urls: [URL]
  @State private var notes = ""
  @State private var tint = Color.blue
  @State private var level = 0.4
  @State private var count = 0
  @State private var visibleID: URL?
  @Namespace private var namespace

  var body: some View {
    NavigationSplitView {
      List(urls, id: \.self) { url in
        AsyncImage(url: url) { image in
          image.resizable(resizingMode: .stretch).aspectRatio(contentMode: .fill)
        } placeholder: {
          ProgressView()
        }
        .frame(width: 44, height: 44)
        .accessibilityIdentifier("thumbnail")
        .accessibilityAddTraits(.isImage)
        .matchedGeometryEffect(id: url, in: namespace)
      }
      .listSectionSpacingIfAvailable()
    } detail: {
      ScrollView(.horizontal) {
        LazyHStack {
          ForEach(urls, id: \.self) { url in
            AsyncImage(url: url)
              .containerRelativeFrame(.horizontal)
          }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.paging)
      .scrollPosition(id: $visibleID)
      .scrollIndicators(.hidden)
      .safeAreaPadding(.horizontal, 16)
      #if !os(macOS) && !os(watchOS)
        .toolbar(.hidden, for: .tabBar)
        .toolbarBackground(.visible, for: .navigationBar)
      #endif
      .toolbarTitleDisplayMode(.inline)
    }
    .overlay {
      Image(systemName: "heart")
        .symbolEffect(.bounce, value: count)
        .symbolEffect(.pulse, isActive: count > 3)
        #if !os(tvOS)
          .onLongPressGesture { count += 1 }
        #endif
    }
    .onPreferenceChange(HeightKey.self) { height in
      print(height)
    }
    .editorControls(notes: $notes, tint: $tint, level: level)
  }
}

extension View {
  fileprivate func listSectionSpacingIfAvailable() -> some View {
    #if !os(macOS) && !os(tvOS)
      return self.listSectionSpacing(.compact)
    #else
      return self
    #endif
  }

  fileprivate func editorControls(notes: Binding<String>, tint: Binding<Color>, level: Double)
    -> some View
  {
    #if !os(tvOS) && !os(watchOS)
      return self.safeAreaInset(edge: .bottom) {
        GroupBox("Notes") {
          TextEditor(text: notes)
            .frame(minHeight: 80)
          ColorPicker("Tint", selection: tint)
          Gauge(value: level) {
            Text("Level")
          }
          .gaugeStyle(.accessoryCircular)
          Text("Selectable").textSelection(.enabled)
        }
        .keyboardShortcut("s", modifiers: [.command, .shift])
      }
    #else
      return self
    #endif
  }
}

enum AppTab: Hashable {
  case home, search
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct ModernTabsView: View {
  @State private var selection = AppTab.home
  @State private var showsSearch = true

  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", systemImage: "house", value: AppTab.home) {
        Text("Home")
      }
      if showsSearch {
        Tab(value: AppTab.search, role: .search) {
          Text("Search")
            .searchSuggestions {
              Text("Recent").searchCompletion("recent")
            }
        }
      }
    }
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct PlainTabsView: View {
  var body: some View {
    TabView {
      Tab("One", systemImage: "1.circle") { Text("One") }
      Tab("Two", systemImage: "2.circle") { Text("Two") }
    }
  }
}

struct GalleryView_Previews: PreviewProvider {
  static var previews: some View {
    GalleryView(urls: [])
      .previewDisplayName("Empty")
  }
}
