import SwiftUI

// Everyday SwiftUI swept before an eighth new user's trial, for what the stand-in lacked (each
// seen failing first): a chat's scroll view, composer and environment, dates, grids, shapes,
// animators and keyframes, and the layout and drawing modifiers of a typical app.
// Gated as an iPhone-only file, as an app that targets iOS alone would be.

#if !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)

  struct SweepMessage: Identifiable, Hashable { let id: Int; var text: String; var mine: Bool }

  struct Sweep1View: View {
    @State private var text = ""
    @State private var items: [SweepMessage] = []
    @State private var date = Date()
    @State private var dates: Set<DateComponents> = []
    @State private var selection: Int? = nil
    @State private var showImporter = false
    @State private var scrollID: Int?
    @FocusState private var focused: Bool
    @Environment(\.openURL) private var openURL
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @Environment(\.editMode) private var editMode
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.displayScale) private var displayScale
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
      ScrollViewReader { proxy in
        ScrollView {
          LazyVStack(alignment: .leading, spacing: 8) {
            ForEach(items) { message in
              Text(message.text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(
                  message.mine ? Color.accentColor : Color(.secondarySystemBackground),
                  in: RoundedRectangle(cornerRadius: 16, style: .continuous)
                )
                .foregroundStyle(message.mine ? .white : .primary)
                .frame(maxWidth: 280, alignment: message.mine ? .trailing : .leading)
                .frame(maxWidth: .infinity, alignment: message.mine ? .trailing : .leading)
                .id(message.id)
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
          }
          .scrollTargetLayout()
        }
        .scrollPosition(id: $scrollID)
        .defaultScrollAnchor(.bottom)
        .scrollDismissesKeyboard(.interactively)
        .onChange(of: items.count) { _, _ in
          withAnimation(.easeOut(duration: 0.2)) {
            proxy.scrollTo(items.last?.id, anchor: .bottom)
          }
        }
        .safeAreaInset(edge: .bottom) {
          HStack(alignment: .bottom) {
            TextField("Message", text: $text, axis: .vertical)
              .lineLimit(1...5)
              .textFieldStyle(.roundedBorder)
              .focused($focused)
              .submitLabel(.send)
              .onSubmit { items.append(.init(id: items.count, text: text, mine: true)) }
              .textInputAutocapitalization(.sentences)
              .autocorrectionDisabled()
              .keyboardType(.default)
            Button {
            } label: {
              Image(systemName: "arrow.up.circle.fill").font(.title)
            }
            .disabled(text.trimmingCharacters(in: .whitespaces).isEmpty)
            .sensoryFeedback(.success, trigger: items.count)
          }
          .padding()
          .background(.bar)
          .background(.ultraThinMaterial)
        }
      }
      .redacted(reason: .placeholder)
      .unredacted()
      .privacySensitive()
      .onOpenURL { _ in }
      .onChange(of: scenePhase) { old, new in if new == .active {} }
      .contentTransition(.numericText())
      .phaseAnimator([0.0, 1.0]) { view, phase in view.opacity(phase) }
      .statusBarHidden()
      .persistentSystemOverlays(.hidden)
      .preferredColorScheme(.dark)
      .interactiveDismissDisabled()
      .navigationBarBackButtonHidden()
      .toolbarBackground(.visible, for: .navigationBar)
      .toolbarColorScheme(.dark, for: .navigationBar)
      .toolbarTitleMenu { Button("Rename") {} }
    }
  }

  struct Sweep2View: View {
    static let site = URL(fileURLWithPath: "/help")
    @State private var dates: Set<DateComponents> = []
    @State private var date = Date()
    @State private var on = false
    @State private var progress = 0.3
    var body: some View {
      VStack {
        MultiDatePicker("Days", selection: $dates)
        DatePicker(
          "When", selection: $date, in: ...Date(), displayedComponents: [.date, .hourAndMinute]
        )
        .datePickerStyle(.graphical)
        Text(date, style: .relative)
        Text(date, format: .dateTime.hour().minute())
        Text(date.formatted(.relative(presentation: .named)))
        Text(timerInterval: date...date.addingTimeInterval(60), countsDown: true)
        Text("**Bold** markdown")
        Text(verbatim: "x").monospacedDigit().textCase(.uppercase).kerning(1)
        Text("a") + Text("b").bold()
        Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)
        Image(systemName: "star.fill").symbolRenderingMode(.hierarchical).imageScale(.large)
          .symbolVariant(.fill)
        Image("logo").resizable().scaledToFit().frame(width: 40, height: 40).clipShape(Circle())
        Circle().fill(
          LinearGradient(
            colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
        ).frame(width: 44, height: 44)
          .overlay { Text("AB").font(.headline).foregroundStyle(.white) }
          .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 10, height: 10) }
        Capsule().stroke(.gray, lineWidth: 1)
        RoundedRectangle(cornerRadius: 8).strokeBorder(
          .secondary, style: StrokeStyle(lineWidth: 2, dash: [4]))
        ProgressView(value: progress).progressViewStyle(.linear).tint(.green)
        Gauge(value: progress) { Text("x") }.gaugeStyle(.accessoryCircular)
        ShareLink(item: Self.site) {
          Label("Share", systemImage: "square.and.arrow.up")
        }
        ShareLink("Share", item: "text", subject: Text("s"), message: Text("m"))
        Link("Help", destination: Self.site)
        Menu("More") {
          Button("A") {}; Divider(); Button("B", role: .destructive) {}
        } primaryAction: {
        }
        Toggle("On", isOn: $on).toggleStyle(.switch)
        Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 8) {
          GridRow {
            Text("a"); Text("b").gridColumnAlignment(.trailing)
          }
          Divider().gridCellUnsizedAxes(.horizontal)
          GridRow { Text("c").gridCellColumns(2) }
        }
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 8)], spacing: 8) { Text("x") }
        LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.flexible(minimum: 10, maximum: 100))]) {
          Text("y")
        }
        GeometryReader { geo in Color.red.frame(width: geo.size.width / 2) }
      }
      .keyframeAnimator(initialValue: 1.0, trigger: on) { view, value in
        view.scaleEffect(value)
      } keyframes: { _ in
        SpringKeyframe(1.2, duration: 0.2)
        CubicKeyframe(1.0, duration: 0.2)
      }
      .animation(.spring(response: 0.3, dampingFraction: 0.7), value: on)
      .animation(.bouncy, value: progress)
      .onTapGesture(count: 2) { on.toggle() }
      .onLongPressGesture(minimumDuration: 0.5) {}
      .gesture(
        DragGesture(minimumDistance: 10).onChanged { v in _ = v.translation.width }.onEnded { _ in }
      )
      .rotationEffect(.degrees(10))
      .rotation3DEffect(.degrees(10), axis: (x: 0, y: 1, z: 0))
      .scaleEffect(1.1, anchor: .center)
      .offset(x: 1, y: 2)
      .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
      .blur(radius: 1)
      .brightness(0.1)
      .saturation(0.5)
      .grayscale(1)
      .compositingGroup()
      .drawingGroup()
      .mask { Rectangle() }
      .clipped()
      .contentShape(Rectangle())
      .hoverEffect(.lift)
      .zIndex(1)
      .fixedSize(horizontal: false, vertical: true)
      .layoutPriority(1)
      .ignoresSafeArea(.keyboard, edges: .bottom)
      .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
      .environment(\.locale, Locale(identifier: "en_US"))
      .minimumScaleFactor(0.5)
      .allowsTightening(true)
      .truncationMode(.middle)
      .multilineTextAlignment(.center)
      .allowsHitTesting(false)
      .opacity(0.5)
      .accessibilityElement(children: .combine)
      .accessibilityAddTraits(.isButton)
      .accessibilityHidden(false)
    }
  }
#endif
