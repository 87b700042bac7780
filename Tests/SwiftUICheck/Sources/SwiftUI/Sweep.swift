import Foundation

// Everyday SwiftUI a sweep found missing before a new user's trial (each seen failing in a
// probe first): multi-date picking, horizontal lazy grids, default focus, environment values
// read in view bodies, the bar material, unredacted content, the toolbar title menu and hover
// effects. One shape for both SDK generations.

/// https://developer.apple.com/documentation/swiftui/multidatepicker
/// `nonisolated struct MultiDatePicker<Label> where Label : View` (iOS 16, visionOS 1; not
/// macOS, tvOS or watchOS)
@available(iOS 16.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct MultiDatePicker<Label: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/multidatepicker/init(selection:label:)
  public nonisolated init(
    selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label
  ) {}
  /// https://developer.apple.com/documentation/swiftui/multidatepicker/init(selection:in:label:)
  /// (its three range forms: `Range`, `PartialRangeFrom` and `PartialRangeUpTo` of `Date`)
  public nonisolated init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
    @ViewBuilder label: () -> Label
  ) {}
  public nonisolated init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {}
  public nonisolated init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
    @ViewBuilder label: () -> Label
  ) {}
}

@available(iOS 16.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MultiDatePicker where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/multidatepicker/init(_:selection:)
  public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
  }
  /// https://developer.apple.com/documentation/swiftui/multidatepicker/init(_:selection:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>
  ) {}
  /// https://developer.apple.com/documentation/swiftui/multidatepicker/init(_:selection:in:)
  /// (its three range forms, each with a localized or a `StringProtocol` title)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: Range<Date>
  ) {}
  public nonisolated init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {}
  public nonisolated init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {}
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {}
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {}
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/lazyhgrid
/// `nonisolated struct LazyHGrid<Content> where Content : View` (iOS 14, macOS 11, tvOS 14,
///   watchOS 7)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyHGrid<Content: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/lazyhgrid/init(rows:alignment:spacing:pinnedviews:content:)
  public nonisolated init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/layoutdirection
/// `enum LayoutDirection` (CaseIterable, Hashable, Sendable; iOS 13)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented
  /// `var isPresented: Bool { get }` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var isPresented: Bool { false }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
  public var displayScale: CGFloat {
    get { 1 }
    set {}
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/redactionreasons
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var redactionReasons: RedactionReasons {
    get { [] }
    set {}
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
  public var isEnabled: Bool {
    get { true }
    set {}
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
  public var layoutDirection: LayoutDirection {
    get { .leftToRight }
    set {}
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/verticalsizeclass
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  /// `var accessibilityReduceMotion: Bool { get }`
  public var accessibilityReduceMotion: Bool { false }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducetransparency
  public var accessibilityReduceTransparency: Bool { false }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilitydifferentiatewithoutcolor
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityvoiceoverenabled
  public var accessibilityVoiceOverEnabled: Bool { false }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/isfocused
  /// `var isFocused: Bool { get }` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var isFocused: Bool { false }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/bar
  /// `static var bar: Material { get }`: the material of the system's bars
  public static var bar: Material { Material() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/unredacted()
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func unredacted() -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/toolbartitlemenu(content:)
  /// `nonisolated func toolbarTitleMenu<C>(@ViewBuilder content: () -> C) -> some View where
  ///   C : View` (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/hovereffect(_:)
  /// `nonisolated func hoverEffect(_ effect: HoverEffect = .automatic) -> some View`
  ///   (iOS 13.4, tvOS 16; not macOS or watchOS)
  @available(iOS 13.4, tvOS 16.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/hovereffect(_:isenabled:)
  @available(iOS 17.0, tvOS 17.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> some View
  { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/toolbartitlemenu
/// `nonisolated struct ToolbarTitleMenu<Content> where Content : View` (ToolbarContent;
///   iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/toolbartitlemenu/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) {}
  /// https://developer.apple.com/documentation/swiftui/toolbartitlemenu/init()
  public nonisolated init() where Content == EmptyView {}
}

/// https://developer.apple.com/documentation/swiftui/hovereffect
/// `struct HoverEffect` (iOS 13.4, tvOS 16; not macOS or watchOS)
@available(iOS 13.4, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct HoverEffect: Sendable {
  /// https://developer.apple.com/documentation/swiftui/hovereffect/automatic
  public static let automatic = HoverEffect()
  /// https://developer.apple.com/documentation/swiftui/hovereffect/highlight
  @available(tvOS, unavailable)
  public static let highlight = HoverEffect()
  /// https://developer.apple.com/documentation/swiftui/hovereffect/lift
  public static let lift = HoverEffect()
}

extension Text {
  /// https://developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:)
  /// `nonisolated init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown:
  ///   Bool = true, showsHours: Bool = true)` (iOS 16): a timer counting in the text
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/menu/init(_:content:)-4mcwb
  /// `nonisolated init<S>(_ title: S, @ViewBuilder content: () -> Content) where S :
  ///   StringProtocol`
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
  /// https://developer.apple.com/documentation/swiftui/menu/init(_:content:primaryaction:)
  /// (iOS 15: a tap runs the primary action, a long press shows the menu)
  @available(iOS 15.0, macOS 12.0, *)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {}
  /// https://developer.apple.com/documentation/swiftui/menu/init(_:content:primaryaction:)
  /// (its `StringProtocol` form)
  @available(iOS 15.0, macOS 12.0, *)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == SwiftUI.Label<Text, Image> {
  /// https://developer.apple.com/documentation/swiftui/menu/init(_:systemimage:content:)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/menu/init(_:systemimage:content:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/menu/init(_:systemimage:content:primaryaction:)
  @available(iOS 15.0, macOS 12.0, *)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu {
  /// https://developer.apple.com/documentation/swiftui/menu/init(content:label:primaryaction:)
  public nonisolated init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)
  public nonisolated func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)
  public nonisolated func gridCellColumns(_ count: Int) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:)
  public nonisolated func gridCellAnchor(_ anchor: UnitPoint) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/defaultfocusevaluationpriority
/// `struct DefaultFocusEvaluationPriority` (Sendable; iOS 17, macOS 13, tvOS 16, watchOS 9)
@available(iOS 17.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct DefaultFocusEvaluationPriority: Sendable {
  /// https://developer.apple.com/documentation/swiftui/defaultfocusevaluationpriority/automatic
  public static let automatic = DefaultFocusEvaluationPriority()
  /// https://developer.apple.com/documentation/swiftui/defaultfocusevaluationpriority/userinitiated
  public static let userInitiated = DefaultFocusEvaluationPriority()
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/defaultfocus(_:_:priority:)
  /// `nonisolated func defaultFocus<V>(_ binding: FocusState<V>.Binding, _ value: V,
  ///   priority: DefaultFocusEvaluationPriority = .automatic) -> some View where V :
  ///   Hashable` (iOS 17, macOS 13, tvOS 16, watchOS 9)
  @available(iOS 17.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View { _ModifiedView() }
}
