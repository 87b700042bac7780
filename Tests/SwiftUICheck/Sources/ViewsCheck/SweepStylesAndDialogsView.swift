import SwiftUI

// Everyday SwiftUI swept before an eighth new user's trial, for what the stand-in lacked (each
// seen failing first): custom button and toggle styles, environment keys, an observable
// object in the environment, every alert and dialog form, presentation, toolbars, forms,
// gradients, fonts, coordinate spaces and accessibility.
// Gated as an iPhone-only file, as an app that targets iOS alone would be.

#if !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)

  @Observable final class SweepModel { var name = ""; var count = 0 }

  struct SweepCountKey: EnvironmentKey { static let defaultValue = 0 }
  extension EnvironmentValues {
    var probeCount: Int {
      get { self[SweepCountKey.self] }
      set { self[SweepCountKey.self] = newValue }
    }
  }

  struct SweepPressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .padding()
        .background(configuration.isPressed ? Color.gray : Color.blue, in: Capsule())
        .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
  }

  struct SweepCheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button {
        configuration.isOn.toggle()
      } label: {
        HStack {
          configuration.label; Image(systemName: configuration.isOn ? "checkmark.square" : "square")
        }
      }
    }
  }

  struct SweepCard: ViewModifier {
    func body(content: Content) -> some View {
      content.padding().background(.background, in: RoundedRectangle(cornerRadius: 12)).shadow(
        radius: 2)
    }
  }

  struct SweepItem: Identifiable, Hashable { let id: Int; var name: String; var done = false }

  struct Sweep3View: View {
    @State private var model = SweepModel()
    @State private var items: [SweepItem] = []
    @State private var selection = Set<Int>()
    @State private var expanded = true
    @State private var showSheet = false
    @State private var detent = PresentationDetent.medium
    @State private var item: SweepItem?
    @State private var error: SweepError?
    @State private var tab = 0
    @State private var text = ""
    @State private var amount = 0.0
    @State private var color = Color.red
    @State private var size: CGSize = .zero
    @Environment(\.probeCount) private var probeCount
    @Environment(\.dismissSearch) private var dismissSearch
    @Environment(\.defaultMinListRowHeight) private var minRow

    var body: some View {
      TabView(selection: $tab) {
        listTab
        formTab
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .indexViewStyle(.page(backgroundDisplayMode: .always))
    }

    var listTab: some View {
      NavigationStack {
        theList
          .environment(\.editMode, .constant(.active))
          .scrollContentBackground(.hidden)
          .background(Color(.systemGroupedBackground))
          .navigationTitle($text)
          .navigationBarTitleDisplayMode(.inline)
          .toolbar { toolbar }
          .modifier(
            SweepPresentations(
              showSheet: $showSheet, detent: $detent, item: $item, error: error, text: $text,
              size: $size))
      }
      .tabItem { Label("List", systemImage: "list.bullet") }
      .tag(0)
      .badge("New")
    }

    var theList: some View {
      List(selection: $selection) {
        Section(isExpanded: $expanded) {
          ForEach($items) { $item in
            HStack {
              TextField("Name", text: $item.name, prompt: Text("Required"))
              Toggle("Done", isOn: $item.done).labelsHidden().toggleStyle(SweepCheckStyle())
            }
            .listRowInsets(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
            .listRowBackground(Color.clear)
            .listRowSeparatorTint(.red)
            .badge(item.done ? 0 : 1)
          }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
          .deleteDisabled(false)
          .moveDisabled(false)
        } header: {
          Text("Items")
        }
        .headerProminence(.increased)
        .listSectionSeparator(.hidden)
        DisclosureGroup("More", isExpanded: $expanded) { Text("x") }
        ForEach(Array(items.enumerated()), id: \.offset) { index, item in
          Text("\(index): \(item.name)")
        }
      }
    }

    @ToolbarContentBuilder var toolbar: some ToolbarContent {
      ToolbarItem(placement: .principal) { Text("Title").font(.headline) }
      ToolbarItemGroup(placement: .bottomBar) {
        Button("A") {}; Spacer(); Button("B") {}
      }
      ToolbarItem(placement: .keyboard) { Button("Done") {} }
      ToolbarItem(placement: .status) { Text("Updated") }
      ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
      ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
      ToolbarItem(placement: .destructiveAction) { Button("Delete") {} }
      ToolbarItem(placement: .primaryAction) { EditButton() }
    }

    var formTab: some View {
      Form {
        Picker("Tab", selection: $tab) {
          Text("A").tag(0); Text("B").tag(1)
        }.pickerStyle(.navigationLink)
        Picker("Tab", selection: $tab) { Text("A").tag(0) }.pickerStyle(.inline)
        Picker("Tab", selection: $tab) { Text("A").tag(0) }.pickerStyle(.wheel)
        Picker("Tab", selection: $tab) { Text("A").tag(0) }.pickerStyle(.palette)
        Picker(selection: $tab) {
          Text("A").tag(0)
        } label: {
          Text("L")
        }
        LabeledContent("Version", value: "1.0")
        LabeledContent {
          Text("v")
        } label: {
          Text("l")
        }
        Stepper("Count \(model.count)", value: $model.count, in: 0...10, step: 2)
        Slider(value: $amount, in: 0...1, step: 0.1) {
          Text("A")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("1")
        } onEditingChanged: { _ in
        }
        ColorPicker("Color", selection: $color, supportsOpacity: false)
        SecureField("Password", text: $text).textContentType(.password)
        TextField("Email", text: $text).keyboardType(.emailAddress).textContentType(.emailAddress)
          .textInputAutocapitalization(.never)
        TextField("Amount", value: $amount, format: .currency(code: "USD")).keyboardType(
          .decimalPad)
        Text(amount, format: .number.precision(.fractionLength(2)))
        Text(amount, format: .percent)
        Text(Date.now, style: .time)
        Button("Add", systemImage: "plus") {}.buttonStyle(.borderedProminent).buttonBorderShape(
          .capsule
        ).controlSize(.large)
        Button("Press") {}.buttonStyle(SweepPressStyle())
        Toggle("Wi-Fi", systemImage: "wifi", isOn: $expanded)
        Text("Card").modifier(SweepCard())
        ContentUnavailableView.search(text: text)
        ContentUnavailableView {
          Label("None", systemImage: "tray")
        } description: {
          Text("Empty")
        } actions: {
          Button("Add") {}
        }
      }
      .formStyle(.grouped)
      .tabItem { Label("Form", systemImage: "gear") }
      .tag(1)
      .environment(model)
    }
  }

  struct SweepError: LocalizedError { var errorDescription: String? { "x" } }

  struct Sweep4View: View {
    @Environment(SweepModel.self) private var model
    @Namespace private var ns
    @State private var on = false
    var body: some View {
      @Bindable var model = model
      ScrollView(.horizontal, showsIndicators: false) {
        HStack {
          Text(model.name).font(.system(size: 14, weight: .semibold, design: .rounded))
            .fontWeight(.bold).fontDesign(.rounded).fontWidth(.condensed)
          Text("x").font(.custom("Avenir", size: 12, relativeTo: .body))
          Text("y").foregroundStyle(
            .linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
          Image(systemName: "star").renderingMode(.template).interpolation(.none).foregroundColor(
            .yellow)
          Image(decorative: "bg").resizable().aspectRatio(16 / 9, contentMode: .fill)
          Rectangle().fill(Color.blue.gradient)
          Rectangle().fill(
            RadialGradient(colors: [.red, .clear], center: .center, startRadius: 0, endRadius: 50))
          Rectangle().fill(
            AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center))
          Rectangle().fill(EllipticalGradient(colors: [.red, .blue]))
          Rectangle().fill(
            LinearGradient(
              stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
              startPoint: .top, endPoint: .bottom))
          Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 1).frame(
            minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 1, maxHeight: 40)
          Color(hue: 0.5, saturation: 0.5, brightness: 0.5)
          Color("Brand").cornerRadius(8).border(Color.red, width: 1)
          TextField("Name", text: $model.name)
          Text("z").matchedGeometryEffect(id: "z", in: ns).transition(
            .asymmetric(insertion: .slide, removal: .scale.combined(with: .opacity)))
          Text("w").position(x: 1, y: 2).offset(CGSize(width: 1, height: 1)).padding(
            EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
          GeometryReader { proxy in
            Text(
              "\(proxy.frame(in: .named("s")).minX) \(proxy.safeAreaInsets.top) \(proxy.frame(in: .global).width)"
            )
          }
        }
        .scrollTargetLayout()
      }
      .coordinateSpace(.named("s"))
      .scrollTargetBehavior(.viewAligned)
      .scrollClipDisabled()
      .contentMargins(.horizontal, 16, for: .scrollContent)
      .scrollBounceBehavior(.basedOnSize)
      .transaction { $0.animation = nil }
      .onHover { _ in }
      .accessibilityLabel("x").accessibilityHint("h").accessibilityValue("v")
      .accessibilityIdentifier("id")
      .accessibilityAction(named: "Do") {}
      .onAppear {
        withAnimation(.default) {
          on.toggle()
        } completion: {
        }
      }
      .task(priority: .background) {}
      .contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 8))
      .background(Color.red, ignoresSafeAreaEdges: .all)
      .overlay(alignment: .bottom) { Divider() }
      .clipShape(.rect(cornerRadius: 8))
    }
  }

  struct SweepPresentations: ViewModifier {
    @Binding var showSheet: Bool
    @Binding var detent: PresentationDetent
    @Binding var item: SweepItem?
    var error: SweepError?
    @Binding var text: String
    @Binding var size: CGSize
    @Environment(\.dismissSearch) private var dismissSearch

    func body(content: Content) -> some View {
      content
        .searchable(
          text: $text, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search"
        )
        .searchSuggestions { Text("a").searchCompletion("a") }
        .onSubmit(of: .search) { dismissSearch() }
        .sheet(isPresented: $showSheet, onDismiss: {}) {
          Text("Sheet")
            .presentationDetents(
              [.medium, .large, .fraction(0.3), .height(200)], selection: $detent
            )
            .presentationDragIndicator(.visible)
            .presentationBackground(.thinMaterial)
            .presentationCornerRadius(20)
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            .presentationContentInteraction(.scrolls)
            .presentationCompactAdaptation(.popover)
            .interactiveDismissDisabled()
        }
        .sheet(item: $item) { item in Text(item.name) }
        .fullScreenCover(item: $item) { item in Text(item.name) }
        .popover(isPresented: $showSheet, attachmentAnchor: .point(.top), arrowEdge: .bottom) {
          Text("Pop")
        }
        .alert("Oops", isPresented: $showSheet, presenting: item) { item in
          Button("OK", role: .cancel) {}
          Button("Delete \(item.name)", role: .destructive) {}
        } message: { item in
          Text(item.name)
        }
        .alert(isPresented: $showSheet, error: error) { Button("OK") {} }
        .confirmationDialog("Sure?", isPresented: $showSheet, titleVisibility: .visible) {
          Button("Delete", role: .destructive) {}
        } message: {
          Text("Can't undo")
        }
        .onChange(of: text, initial: true) { print($1) }
        .onGeometryChange(for: CGSize.self) { proxy in
          proxy.size
        } action: {
          size = $0
        }
    }
  }
#endif
