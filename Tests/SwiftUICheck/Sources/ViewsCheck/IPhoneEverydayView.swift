import SwiftUI

// An iPhone app's everyday SwiftUI, probed for what the stand-in lacked (each seen failing
// first): search tokens, scopes and presentation, a type-erased navigation path, storage by
// raw value and optional, scene storage, scaled metrics, pinned section headers, page
// indicators, gesture state, uneven corners, and text, font and layout modifiers. Gated as an
// iPhone-only file, as an app that targets iOS alone would be.

#if !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  enum AppTheme: String { case system, dark }
  struct SearchToken: Identifiable, Hashable { let id = UUID(); var name: String }

  struct IPhoneEverydayView: View {
    @State private var query = ""
    @State private var tokens: [SearchToken] = []
    @State private var isSearching = false
    @State private var value = 3
    @State private var selection: Set<UUID> = []
    @State private var sheetItem: SearchToken?
    @State private var color = Color.red
    @State private var path = NavigationPath()
    @Environment(\.locale) private var locale
    @Environment(\.dismiss) private var dismiss
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.editMode) private var editMode
    @Environment(\.isSearching) private var searching
    @Environment(\.colorScheme) private var scheme
    @Environment(\.openURL) private var openURL
    @AppStorage("currency") private var currency = "USD"
    @SceneStorage("tab") private var tab = 0
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("name") private var name: String?
    @ScaledMetric private var iconSize = 24.0

    var body: some View {
      NavigationStack(path: $path) {
        List(selection: $selection) {
          Text("A")
        }
        Text("list")
      }
      Text("m0")
        .searchable(text: $query, tokens: $tokens) { token in
          Text(token.name)
        }
      Text("m1")
        .searchable(text: $query, isPresented: $isSearching)
      Text("m2")
        .onSubmit(of: .search) {}
      Text("m3")
        .navigationDestination(for: SearchToken.self) { token in Text(token.name) }
      Text("m4")
        .navigationDestination(item: $sheetItem) { token in Text(token.name) }
      Text("m5")
        .sheet(item: $sheetItem) { token in Text(token.name) }
      Text("m6")
        .toolbar(removing: .sidebarToggle)
      Text("m7")
        .environment(\.locale, Locale(identifier: "en_US"))
      Text("m8")
        .contentTransition(.numericText(value: Double(value)))
      Text("m9")
        .animation(.snappy, value: value)
      Text("m10")
        .redacted(reason: .placeholder)
      Text("m11")
        .listStyle(.plain)
      Text("m12")
        .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
      Text("m13")
        .listRowBackground(Color.clear)
      Text("m14")
        .scrollContentBackground(.hidden)
      Text("m15")
        .background(Color(.secondarySystemBackground))
      Text("m16")
        .navigationBarBackButtonHidden()
      Text("m17")
        .toolbarBackground(.ultraThinMaterial, for: .navigationBar)
      Text("m18")
        .onChange(of: value) { old, new in print(old, new) }
      Text("m19")
        .onChange(of: value, initial: true) {}
      Text("m20")
        .task(id: value) {}
      Text("m21")
        .refreshable {}
      Text("m22")
        .badge(3)
      Text("m23")
        .safeAreaInset(edge: .bottom) { Text("Total") }
      Text("m24")
        .overlay(alignment: .topTrailing) { Text("!") }
      Text("m25")
        .clipShape(.rect(cornerRadius: 8))
      Text("m26")
        .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
      Text("m27")
        .sensoryFeedback(.success, trigger: value)
      Text("m28")
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 44)
      Text("m29")
        .fixedSize(horizontal: false, vertical: true)
      Text("m30")
        .onAppear { withAnimation(.easeInOut(duration: 0.2)) { value += 1 } }
      Text("m31")
        .onDisappear {}
      Text("m32")
        .disabled(query.isEmpty)
      Text("m33")
        .opacity(0.5)
      Text("m34")
        .font(.system(size: iconSize, weight: .semibold, design: .rounded))
      Text("m35")
        .fontWeight(.bold)
      Text("m36")
        .foregroundColor(.accentColor)
      Text("m37")
        .tint(color)
      Text("m38")
        .ignoresSafeArea(.keyboard)
      Text("m39")
        .statusBarHidden()
      Text("m40")
        .preferredColorScheme(.dark)
      Text("m41")
        .lineSpacing(2)
      Text("m42")
        .minimumScaleFactor(0.5)
      Text("m43")
        .truncationMode(.middle)
      Text("m44")
        .allowsHitTesting(false)
      Text("m45")
        .layoutPriority(1)
      Text("m46")
        .scaleEffect(1.1)
      Text("m47")
        .rotationEffect(.degrees(10))
      Text("m48")
        .offset(y: -2)
      Text("m49")
        .zIndex(1)
      Text("m50")
        .id(value)
      Text("m51")
        .tag(value)
      Text("m52")
        .labelsHidden()
      Text("m53")
        .controlSize(.small)
      Text("m54")
        .buttonStyle(.borderedProminent)
      Text("m55")
        .headerProminence(.increased)
      Text("m56")
        .listRowSeparator(.hidden)
      Text("m57")
        .keyboardType(.numberPad)
      Text("m58")
        .textContentType(.oneTimeCode)
      Text("m59")
        .autocorrectionDisabled()
      Text("m60")
        .submitLabel(.done)
      Button {
        openURL(URL(fileURLWithPath: "/"))
      } label: {
        Text("Open")
      }
      Text(currency).italic().underline().strikethrough().kerning(1).baselineOffset(2)
      Text("Hello") + Text(" World").bold()
      Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 20).foregroundStyle(
        .yellow, .orange)
      ContentUnavailableView.search(text: query)
      ContentUnavailableView("No expenses", systemImage: "tray", description: Text("Add one"))
      ContentUnavailableView {
        Label("Empty", systemImage: "tray")
      } description: {
        Text("Nothing")
      } actions: {
        Button("Add") {}
      }
      ProgressView("Loading…")
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) { Text("x") }
      }
      EditButton()
      Menu("More") {
        Button("A") {}; Divider(); Button("B", role: .destructive) {}
      }
      ControlGroup { Button("A") {} }
      DisclosureGroup("Details") { Text("x") }
      Label("Food", systemImage: "fork.knife").labelStyle(.iconOnly)
      Text(verbatim: "x").privacySensitive()
      TabView(selection: $tab) { Text("a").tag(0) }.tabViewStyle(.page(indexDisplayMode: .never))
      Stepper("Limit", onIncrement: { value += 1 }, onDecrement: { value -= 1 })
      Stepper {
        Text("Count")
      } onIncrement: {
        value += 1
      } onDecrement: {
        value -= 1
      }
      TextField("Address", text: $query).textContentType(.fullStreetAddress)
    }
  }
#endif
