import Foundation

// More of the controls, layout, environment and presentation an app reaches for (a second new
// user's Workouts app and TCA 1.25's case studies). One shape for both SDK generations.

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
  /// (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {}
  /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:role:action:)
  /// (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu {
  /// https://developer.apple.com/documentation/swiftui/menu/init(content:label:)
  public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Link {
  /// https://developer.apple.com/documentation/swiftui/link/init(destination:label:)
  public nonisolated init(destination: URL, @ViewBuilder label: () -> Label) {}
}

/// https://developer.apple.com/documentation/swiftui/sharelink
/// `struct ShareLink<Data, PreviewImage, PreviewIcon, Label>` (iOS 16; not on tvOS): its
///   `URL` item with a title, as an app shares a link (other items not declared here)
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct ShareLink<Label: View>: View {
  public var body: Never { return placeholder() }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where Label == DefaultShareLinkLabel {
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:)-3ds6h
  public nonisolated init(item: URL, subject: Text? = nil, message: Text? = nil) {}
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:)-2xcq9
  /// (its `String` item overload)
  public nonisolated init(item: String, subject: Text? = nil, message: Text? = nil) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where Label == SwiftUI.Label<Text, Image> {
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(_:item:subject:message:)-4xmya
  public nonisolated init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
  ) {}
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(_:item:subject:message:)-7hwvm
  /// (its `String` item overload)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  ) {}
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(_:item:subject:message:)-9dedb
  /// (its `StringProtocol` title overload, a `URL` item)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
  ) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink {
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:label:)-3c9ky
  public nonisolated init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {}
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:label:)-9rk5p
  /// (its `String` item overload)
  public nonisolated init(
    item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/defaultsharelinklabel
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct DefaultShareLinkLabel: View {
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/datepickerstyle
/// `@MainActor @preconcurrency protocol DatePickerStyle`
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// https://developer.apple.com/documentation/swiftui/compactdatepickerstyle
/// (iOS 14, macOS 10.15.4; not on tvOS or watchOS)
@available(iOS 14.0, macOS 10.15.4, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CompactDatePickerStyle: DatePickerStyle {
  public nonisolated init() {}
}

/// https://developer.apple.com/documentation/swiftui/graphicaldatepickerstyle
/// (iOS 14, macOS 10.15; not on tvOS or watchOS)
@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct GraphicalDatePickerStyle: DatePickerStyle {
  public nonisolated init() {}
}

/// https://developer.apple.com/documentation/swiftui/wheeldatepickerstyle
/// (iOS 13, watchOS 10; not on macOS or tvOS)
@available(iOS 13.0, watchOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct WheelDatePickerStyle: DatePickerStyle {
  public nonisolated init() {}
}

@available(iOS 14.0, macOS 10.15.4, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/compact
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/graphical
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

@available(iOS 13.0, watchOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/wheel
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/controlsize
/// `enum ControlSize` (CaseIterable, Hashable, Sendable; iOS 15)
@available(iOS 15.0, macOS 10.15, tvOS 17.0, watchOS 9.0, *)
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
/// `enum UserInterfaceSizeClass` (Hashable, Sendable; iOS 13, tvOS 13, watchOS 6; not macOS)
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// https://developer.apple.com/documentation/swiftui/scenephase
/// `enum ScenePhase` (Comparable, Hashable, Sendable; iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/calendar
  public var calendar: Calendar {
    get { placeholder() }
    set {}
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
  public var locale: Locale {
    get { placeholder() }
    set {}
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/timezone
  public var timeZone: TimeZone {
    get { placeholder() }
    set {}
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { placeholder() }
    set {}
  }
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var scenePhase: ScenePhase {
    get { placeholder() }
    set {}
  }
}

/// https://developer.apple.com/documentation/swiftui/appstorage
/// `@frozen @propertyWrapper struct AppStorage<Value>` (DynamicProperty; iOS 14): its `Bool`,
///   `Int`, `Double`, `String` and `Data` forms (others not declared here)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/appstorage/wrappedvalue
  public var wrappedValue: Value {
    get { placeholder() }
    nonmutating set {}
  }
  /// https://developer.apple.com/documentation/swiftui/appstorage/projectedvalue
  public var projectedValue: Binding<Value> { placeholder() }

  /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-5jnrc
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-6u5jd
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Int {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-7hs8e
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-1iwnp
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {}
}

extension ToolbarItemPlacement {
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/principal (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static var principal: ToolbarItemPlacement { ToolbarItemPlacement() }
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard
  /// (iOS 15, macOS 12; not on tvOS or watchOS)
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static var keyboard: ToolbarItemPlacement { ToolbarItemPlacement() }
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbarleading
  /// (iOS 14, deprecated for `topBarLeading`; not on macOS or watchOS)
  @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
  @available(tvOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static var navigationBarLeading: ToolbarItemPlacement { ToolbarItemPlacement() }
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbartrailing
  @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
  @available(tvOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static var navigationBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement() }
}

extension SearchFieldPlacement {
  /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawer(displaymode:)
  /// (iOS 15; not on macOS, tvOS or watchOS)
  @available(iOS 15.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  { SearchFieldPlacement() }

  /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawerdisplaymode
  @available(iOS 15.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public enum NavigationBarDrawerDisplayMode: Sendable {
    case automatic, always
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/labelshidden()
  public nonisolated func labelsHidden() -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/datepickerstyle(_:)
  @available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
  @available(tvOS, unavailable)
  public nonisolated func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/controlsize(_:)
  @available(iOS 15.0, macOS 10.15, tvOS 17.0, watchOS 9.0, *)
  public nonisolated func controlSize(_ controlSize: ControlSize) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
  /// (iOS 14; not on macOS)
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  public nonisolated func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)
  /// `nonisolated func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor:
  ///   PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder
  ///   content: @escaping () -> Content) -> some View where Content : View`
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
  /// (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)
  /// (iOS 13, macOS 10.15, tvOS 14; not on watchOS since 7)
  @available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
  @available(watchOS, unavailable)
  public nonisolated func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)
  public nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/scrollcontentbackground(_:)
  /// (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func scrollContentBackground(_ visibility: Visibility) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
  /// (iOS 14, deprecated in iOS 17 for the forms with the old and new values)
  @available(iOS, introduced: 14.0, deprecated: 17.0)
  @available(macOS, introduced: 11.0, deprecated: 14.0)
  @available(tvOS, introduced: 14.0, deprecated: 17.0)
  @available(watchOS, introduced: 7.0, deprecated: 10.0)
  public nonisolated func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-3cc7x
  /// (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/lazyvstack
/// `@frozen struct LazyVStack<Content> where Content : View` (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen
public struct LazyVStack<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
  public nonisolated init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
/// `@frozen struct PinnedScrollableViews : OptionSet` (Sendable; iOS 14): the headers and
///   footers a lazy stack or grid pins while it scrolls
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionheaders
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionfooters
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// https://developer.apple.com/documentation/swiftui/lazyhstack
/// `@frozen struct LazyHStack<Content> where Content : View` (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen
public struct LazyHStack<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/lazyhstack/init(alignment:spacing:pinnedviews:content:)
  public nonisolated init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/grid
/// `@frozen struct Grid<Content> where Content : View` (iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen
public struct Grid<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/grid/init(alignment:horizontalspacing:verticalspacing:content:)
  public nonisolated init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/gridrow
/// `@frozen struct GridRow<Content> where Content : View` (iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen
public struct GridRow<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/gridrow/init(alignment:content:)
  public nonisolated init(
    alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/scrollviewproxy
/// `struct ScrollViewProxy` (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
  /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/scrollviewreader
/// `@frozen struct ScrollViewReader<Content> where Content : View` (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen
public struct ScrollViewReader<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/scrollviewreader/init(content:)
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/disclosuregroup
/// `struct DisclosureGroup<Label, Content>` (iOS 14, macOS 11, watchOS 7; not on tvOS)
@available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public struct DisclosureGroup<Label: View, Content: View>: View {
  public var body: Never { return placeholder() }
}

@available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension DisclosureGroup where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:content:)-5f8as
  public nonisolated init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:isexpanded:content:)-3i94y
  public nonisolated init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)
  /// (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv
  /// `nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View`
  ///   (iOS 13, tvOS 13; macOS and watchOS have overloads of their own types, not declared)
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View {
    _ModifiedView()
  }
}
