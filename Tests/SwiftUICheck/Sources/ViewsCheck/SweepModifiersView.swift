import SwiftUI

// Each everyday modifier and text form, one per property so that each is type-checked on its
// own, swept before a tenth new user's trial for what the stand-in lacked (each seen failing
// first). Gated as an iPhone-only file, as an app that targets iOS alone would be.

#if !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)

  enum SweepFocus: Hashable { case a }

  struct SweepModifiersView: View {
    @State private var on = false
    @State private var text = ""
    @State private var sel: Int?
    @FocusState private var focus: Bool
    let title = "Title"

    var body: some View { Text("x") }

    @ViewBuilder var item0: some View {
      Text("a").navigationTitle(title)
    }
    @ViewBuilder var item1: some View {
      Text("a").navigationTitle(Text("t"))
    }
    @ViewBuilder var item2: some View {
      Text("a").navigationTitle { Text("t") }
    }
    @ViewBuilder var item3: some View {
      Text("a").navigationBarTitle("t")
    }
    @ViewBuilder var item4: some View {
      Text("a").searchable(text: $text, prompt: title)
    }
    @ViewBuilder var item5: some View {
      Text("a").searchable(text: $text, placement: .toolbar)
    }
    @ViewBuilder var item6: some View {
      Text("a").searchable(text: $text, placement: .sidebar, prompt: Text("p"))
    }
    @ViewBuilder var item7: some View {
      Text("a").help(Text("x"))
    }
    @ViewBuilder var item8: some View {
      Text("a").help(title)
    }
    @ViewBuilder var item9: some View {
      Text("a").sheet(isPresented: $on) { Text("s") }
    }
    @ViewBuilder var item10: some View {
      Text("a").fullScreenCover(isPresented: $on, onDismiss: {}) { Text("s") }
    }
    @ViewBuilder var item11: some View {
      Text("a").onChange(of: text) { newValue in print(newValue) }
    }
    @ViewBuilder var item12: some View {
      Text("a").onChange(of: text) { print("changed") }
    }
    @ViewBuilder var item13: some View {
      Text("a").task(id: text, priority: .userInitiated) {}
    }
    @ViewBuilder var item14: some View {
      Text("a").onTapGesture {}
    }
    @ViewBuilder var item15: some View {
      Text("a").onLongPressGesture {}
    }
    @ViewBuilder var item16: some View {
      Text("a").foregroundColor(.secondary)
    }
    @ViewBuilder var item17: some View {
      Text("a").foregroundStyle(.primary, .secondary)
    }
    @ViewBuilder var item18: some View {
      Text("a").foregroundStyle(.tint)
    }
    @ViewBuilder var item19: some View {
      Text("a").background(.regularMaterial, in: .rect(cornerRadius: 12))
    }
    @ViewBuilder var item20: some View {
      Text("a").background(.blue.opacity(0.2), in: Capsule())
    }
    @ViewBuilder var item21: some View {
      Text("a").overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
    }
    @ViewBuilder var item22: some View {
      Text("a").overlay { Capsule().stroke(.blue, lineWidth: 2) }
    }
    @ViewBuilder var item23: some View {
      Text("a").clipShape(.capsule)
    }
    @ViewBuilder var item24: some View {
      Text("a").clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
    @ViewBuilder var item25: some View {
      Text("a").cornerRadius(8)
    }
    @ViewBuilder var item26: some View {
      Text("a").frame(width: 100).frame(maxHeight: .infinity, alignment: .top)
    }
    @ViewBuilder var item27: some View {
      Text("a").padding(.vertical, 4).padding(.horizontal)
    }
    @ViewBuilder var item28: some View {
      Text("a").font(.title2.weight(.semibold))
    }
    @ViewBuilder var item29: some View {
      Text("a").font(.caption.monospacedDigit())
    }
    @ViewBuilder var item30: some View {
      Text("a").font(.system(.body, design: .serif, weight: .medium))
    }
    @ViewBuilder var item31: some View {
      Text("a").font(.largeTitle.bold())
    }
    @ViewBuilder var item32: some View {
      Text("a").bold(on)
    }
    @ViewBuilder var item33: some View {
      Text("a").italic()
    }
    @ViewBuilder var item34: some View {
      Text("a").underline(true, color: .red)
    }
    @ViewBuilder var item35: some View {
      Text("a").strikethrough(on, pattern: .dash, color: .gray)
    }
    @ViewBuilder var item36: some View {
      Text("a").baselineOffset(2)
    }
    @ViewBuilder var item37: some View {
      Text("a").textScale(.secondary)
    }
    @ViewBuilder var item38: some View {
      Text("a").lineLimit(nil)
    }
    @ViewBuilder var item39: some View {
      Text("a").lineSpacing(4)
    }
    @ViewBuilder var item40: some View {
      Text("a").tracking(1.2)
    }
    @ViewBuilder var item41: some View {
      Text("a").shadow(radius: 2)
    }
    @ViewBuilder var item42: some View {
      Text("a").opacity(on ? 1 : 0.5)
    }
    @ViewBuilder var item43: some View {
      Text("a").disabled(on)
    }
    @ViewBuilder var item44: some View {
      Text("a").hidden()
    }
    @ViewBuilder var item45: some View {
      Text("a").id(text)
    }
    @ViewBuilder var item46: some View {
      Text("a").tag(1)
    }
    @ViewBuilder var item47: some View {
      Text("a").zIndex(2)
    }
    @ViewBuilder var item48: some View {
      Text("a").accessibilityLabel(title)
    }
    @ViewBuilder var item49: some View {
      Text("a").accessibilityHint("h")
    }
    @ViewBuilder var item50: some View {
      Text("a").contentShape(.rect)
    }
    @ViewBuilder var item51: some View {
      Text("a").contentShape(Circle())
    }
    @ViewBuilder var item52: some View {
      Text("a").allowsHitTesting(on)
    }
    @ViewBuilder var item53: some View {
    }
    @ViewBuilder var item54: some View {
      Text("a").scrollDisabled(on)
    }
    @ViewBuilder var item55: some View {
      Text("a").submitLabel(.done)
    }
    @ViewBuilder var item56: some View {
      Text("a").textInputAutocapitalization(.words)
    }
    @ViewBuilder var item57: some View {
      Text("a").environment(\.colorScheme, .dark)
    }
    @ViewBuilder var item58: some View {
      Text("a").preferredColorScheme(nil)
    }
    @ViewBuilder var item59: some View {
      Text("a").tint(.pink)
    }
    @ViewBuilder var item60: some View {
      Text("a").accentColor(.pink)
    }
    @ViewBuilder var item61: some View {
      Text("a").listRowInsets(.init())
    }
    @ViewBuilder var item62: some View {
      Text("a").listRowSeparator(.hidden, edges: .bottom)
    }
    @ViewBuilder var item63: some View {
      Text("a").swipeActions(edge: .trailing, allowsFullSwipe: true) {
        Button("D", role: .destructive) {}
      }
    }
    @ViewBuilder var item64: some View {
      Text("a").contextMenu { Button("C") {} }
    }
    @ViewBuilder var item65: some View {
      Text("a").transition(.opacity.animation(.easeIn))
    }
    @ViewBuilder var item66: some View {
      Text("a").transition(.slide)
    }
    @ViewBuilder var item67: some View {
      Text("a").transition(.scale(scale: 0.8).combined(with: .opacity))
    }
    @ViewBuilder var item68: some View {
      Text("a").animation(.easeInOut(duration: 0.3).repeatForever(autoreverses: true), value: on)
    }
    @ViewBuilder var item69: some View {
      Text("a").animation(.spring(duration: 0.4, bounce: 0.3), value: on)
    }
    @ViewBuilder var item70: some View {
      Text("a").animation(.interactiveSpring(), value: on)
    }
    @ViewBuilder var item71: some View {
      Text("a").animation(.linear(duration: 1).delay(0.2).speed(2), value: on)
    }
    @ViewBuilder var item72: some View {
      Text("a").rotationEffect(.radians(.pi))
    }
    @ViewBuilder var item73: some View {
      Text("a").scaleEffect(x: 1, y: -1)
    }
    @ViewBuilder var item74: some View {
      Text("a").offset(y: on ? 0 : 20)
    }
    @ViewBuilder var item75: some View {
      Text("a").blur(radius: 3, opaque: false)
    }
    @ViewBuilder var item76: some View {
      Text("a").onAppear { withAnimation(.spring) { on = true } }
    }
    @ViewBuilder var item77: some View {
      Text("a").onAppear { withAnimation { on = true } }
    }
    @ViewBuilder var item78: some View {
      Text("a").task { try? await Task.sleep(for: .seconds(2)) }
    }
    @ViewBuilder var item79: some View {
      Text("a").fixedSize()
    }
    @ViewBuilder var item80: some View {
      Text("a").layoutPriority(1)
    }
    @ViewBuilder var item81: some View {
      Text("a").aspectRatio(contentMode: .fit)
    }
    @ViewBuilder var item82: some View {
      Text("a").ignoresSafeArea()
    }
    @ViewBuilder var item83: some View {
      Text("a").safeAreaInset(edge: .top) { Text("x") }
    }
    @ViewBuilder var item84: some View {
      Text("a").toolbarBackground(.ultraThinMaterial, for: .navigationBar)
    }
    @ViewBuilder var item85: some View {
      Text("a").toolbarBackground(Color.red, for: .tabBar)
    }
    @ViewBuilder var item86: some View {
      Text("a").statusBarHidden(on)
    }
    @ViewBuilder var item87: some View {
      Text("a").keyboardType(.decimalPad)
    }
    @ViewBuilder var item88: some View {
      Text("a").textContentType(.emailAddress)
    }
    @ViewBuilder var item89: some View {
      Text("a").labelsHidden()
    }
    @ViewBuilder var item90: some View {
      Text("a").controlSize(.mini)
    }
    @ViewBuilder var item91: some View {
      Text("a").buttonStyle(.plain)
    }
    @ViewBuilder var item92: some View {
      Text("a").buttonStyle(.borderless)
    }
    @ViewBuilder var item93: some View {
      Text("a").buttonStyle(.bordered).tint(.green)
    }
    @ViewBuilder var item94: some View {
      Text("a").pickerStyle(.menu)
    }
    @ViewBuilder var item95: some View {
      Text("a").datePickerStyle(.compact)
    }
    @ViewBuilder var item96: some View {
      Text("a").textFieldStyle(.plain)
    }
    @ViewBuilder var item97: some View {
      Text("a").listStyle(.sidebar)
    }
    @ViewBuilder var item98: some View {
      Text("a").listStyle(.inset)
    }
    @ViewBuilder var item99: some View {
      Text("a").listStyle(.grouped)
    }
    @ViewBuilder var item100: some View {
      Text("a").formStyle(.columns)
    }
    @ViewBuilder var item101: some View {
      Text("a").gaugeStyle(.linearCapacity)
    }
    @ViewBuilder var item102: some View {
      Text("a").progressViewStyle(.circular)
    }
    @ViewBuilder var item103: some View {
      Text("a").labelStyle(.titleOnly)
    }
    @ViewBuilder var item104: some View {
      Text("a").menuStyle(.button)
    }
    @ViewBuilder var item105: some View {
      Text("a").toggleStyle(.automatic)
    }
    @ViewBuilder var item106: some View {
      Text("a").tabViewStyle(.page(indexDisplayMode: .never))
    }
    @ViewBuilder var item107: some View {
      Text("a").presentationDetents([.medium])
    }
    @ViewBuilder var item108: some View {
      Text("a").monospaced()
    }
    @ViewBuilder var item109: some View {
      Text("a").dynamicTypeSize(.large)
    }
    @ViewBuilder var item110: some View {
      Text("a").multilineTextAlignment(.leading)
    }
    @ViewBuilder var item111: some View {
      Text("a").privacySensitive(on)
    }
    @ViewBuilder var item112: some View {
      Text("a").mask(alignment: .top) { Rectangle() }
    }
    @ViewBuilder var item113: some View {
      Text("a").onHover { hovering in on = hovering }
    }
    @ViewBuilder var item114: some View {
    }
    @ViewBuilder var item115: some View {
      Text("a").refreshable {}
    }
    @ViewBuilder var item116: some View {
      Text("a").onOpenURL { url in print(url) }
    }
    @ViewBuilder var item117: some View {
      Text("a").symbolVariant(.circle.fill)
    }
    @ViewBuilder var item118: some View {
      Text("a").symbolEffect(.pulse, options: .repeating, value: on)
    }
    @ViewBuilder var item119: some View {
      Text("a").symbolEffect(.variableColor.iterative, isActive: on)
    }
    @ViewBuilder var item120: some View {
      Text("a").border(.separator)
    }
    @ViewBuilder var item121: some View {
      Text("a").foregroundStyle(Color.accentColor.gradient)
    }
    @ViewBuilder var item122: some View {
      Text("a").scrollIndicators(.hidden)
    }
    @ViewBuilder var item123: some View {
      Text("a").navigationDestination(isPresented: $on) { Text("d") }
    }
    @ViewBuilder var item124: some View {
      Text("a").navigationDestination(item: $sel) { Text("\($0)") }
    }
    @ViewBuilder var item125: some View {
      Text("a").alert("T", isPresented: $on) {
      } message: {
        Text("m")
      }
    }
    @ViewBuilder var item126: some View {
      Text("a").interactiveDismissDisabled(on)
    }
    @ViewBuilder var item127: some View {
      Text("a").focused($focus)
    }
    @ViewBuilder var item128: some View {
      Text("a").onKeyPress(.return) { .handled }
    }
    @ViewBuilder var item129: some View {
      Text("a").onSubmit(of: .text) {}
    }
    @ViewBuilder var item130: some View {
      Text("a").textCase(nil)
    }
    @ViewBuilder var item131: some View {
      Text("a").truncationMode(.tail)
    }
    @ViewBuilder var item132: some View {
      Text("a").minimumScaleFactor(0.8)
    }
    @ViewBuilder var item133: some View {
      Text("a").contentMargins(16)
    }
    @ViewBuilder var item134: some View {
      Text("a").safeAreaPadding(.horizontal, 16)
    }
    @ViewBuilder var item135: some View {
      Text("a").containerRelativeFrame(.horizontal)
    }
    @ViewBuilder var item136: some View {
      Text("a").containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 8)
    }
    @ViewBuilder var item137: some View {
      Text("a").scrollTargetBehavior(.paging)
    }
    @ViewBuilder var item138: some View {
      Text("a").defaultScrollAnchor(.center)
    }
    @ViewBuilder var item139: some View {
      Text("a").scrollPosition(id: $sel, anchor: .center)
    }
    @ViewBuilder var item140: some View {
      Text("a").overlay(alignment: .topLeading) { Text("x") }
    }
    @ViewBuilder var item141: some View {
      Text("a").background { Color.red }
    }
    @ViewBuilder var item142: some View {
      Text("a").background(alignment: .bottom) { Color.red }
    }
    @ViewBuilder var item143: some View {
      Text("a").compositingGroup().shadow(color: .black.opacity(0.1), radius: 8, y: 4)
    }
    @ViewBuilder var item144: some View {
      Text("\(Image(systemName: "star")) rating")
    }
    @ViewBuilder var item145: some View {
      Text("Total: \(12.5, format: .currency(code: "USD"))")
    }
    @ViewBuilder var item146: some View {
      Text(Date.now, format: .relative(presentation: .named))
    }
    @ViewBuilder var item147: some View {
      Text(3, format: .number)
    }
    @ViewBuilder var item148: some View {
      Text(0.42, format: .percent.precision(.fractionLength(0)))
    }
    @ViewBuilder var item149: some View {
      Text(Date.now...Date.now)
    }
    @ViewBuilder var item150: some View {
    }
    @ViewBuilder var item151: some View {
      Text(["a", "b"], format: .list(type: .and))
    }
    @ViewBuilder var item152: some View {
      Text(Date.now, style: .timer)
    }
    @ViewBuilder var item153: some View {
      Text("a").foregroundStyle(.red) + Text("b").foregroundColor(.blue)
    }
    @ViewBuilder var item154: some View {
      Text(verbatim: "x").font(.body)
    }
    @ViewBuilder var item155: some View {
      Text(AttributedString("x"))
    }
    @ViewBuilder var item156: some View {
      Text(LocalizedStringKey("key"))
    }
    @ViewBuilder var item157: some View {
      Text(title)
    }
    @ViewBuilder var item158: some View {
      Image(systemName: "star").symbolRenderingMode(.multicolor).font(.title)
    }
    @ViewBuilder var item159: some View {
      Image(systemName: "star", variableValue: 0.5)
    }
    @ViewBuilder var item160: some View {
      Image(systemName: "star").foregroundStyle(.yellow, .orange)
    }
    @ViewBuilder var item161: some View {
      Image(systemName: "star").resizable().aspectRatio(1, contentMode: .fit)
    }
    @ViewBuilder var item162: some View {
      Image(systemName: "star").imageScale(.small)
    }
    @ViewBuilder var item163: some View {
      Color.clear.frame(height: 1)
    }
    @ViewBuilder var item164: some View {
      Color.primary.opacity(0.1)
    }
    @ViewBuilder var item165: some View {
      Color(uiColor: .systemBackground)
    }
    @ViewBuilder var item166: some View {
      Color(.systemGray6)
    }
    @ViewBuilder var item167: some View {
      Color(white: 0.9)
    }
    @ViewBuilder var item168: some View {
      Color.black.opacity(0.5).ignoresSafeArea()
    }
    @ViewBuilder var item169: some View {
      Rectangle().fill(.ultraThinMaterial)
    }
    @ViewBuilder var item170: some View {
      Circle().trim(from: 0, to: 0.7).stroke(style: StrokeStyle(lineWidth: 8, lineCap: .round))
    }
    @ViewBuilder var item171: some View {
      Capsule().fill(.blue).frame(width: 40, height: 4)
    }
    @ViewBuilder var item172: some View {
      Ellipse().stroke(lineWidth: 2)
    }
    @ViewBuilder var item173: some View {
      RoundedRectangle(cornerRadius: 12).fill(.background.secondary)
    }
    @ViewBuilder var item174: some View {
      Divider().frame(height: 20)
    }
    @ViewBuilder var item175: some View {
      Spacer(minLength: 0)
    }
    @ViewBuilder var item176: some View {
      EmptyView()
    }
    @ViewBuilder var item177: some View {
      AnyView(Text("x"))
    }
    @ViewBuilder var item178: some View {
      Group {
        Text("a"); Text("b")
      }
    }
    @ViewBuilder var item179: some View {
      ScrollView { VStack(spacing: 0) { Text("a") } }.scrollBounceBehavior(.basedOnSize)
    }
    @ViewBuilder var item180: some View {
      VStack(alignment: .leading, spacing: 8) { Text("a") }
    }
    @ViewBuilder var item181: some View {
      HStack(alignment: .firstTextBaseline) { Text("a") }
    }
    @ViewBuilder var item182: some View {
      ZStack(alignment: .bottomTrailing) { Text("a") }
    }
    @ViewBuilder var item183: some View {
      LazyVStack(pinnedViews: [.sectionHeaders]) {
        Section {
          Text("a")
        } header: {
          Text("h")
        }
      }
    }
    @ViewBuilder var item184: some View {
      ViewThatFits {
        Text("long"); Text("s")
      }
    }
    @ViewBuilder var item185: some View {
      Form { Section { Text("a") } }
    }
    @ViewBuilder var item186: some View {
      NavigationStack { Text("a") }
    }
    @ViewBuilder var item187: some View {
      TabView { Text("a").tabItem { Label("a", systemImage: "b") } }
    }
  }
#endif
