import Foundation

// Views a probe of everyday SwiftUI and TCA 1.25's case studies reached for that the rest of
// the stand-in lacked: multi-line text, remote images, group boxes, color pickers, gauges,
// views that fit, split views, iOS 18's `Tab`, timer progress, formatted text fields and
// sections by header view. One shape for both SDK generations.

/// https://developer.apple.com/documentation/swiftui/texteditor
/// `nonisolated struct TextEditor` (iOS 14, macOS 11, visionOS 1; not on tvOS or watchOS)
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TextEditor: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/texteditor/init(text:)
  /// `nonisolated init(text: Binding<String>)`
  public nonisolated init(text: Binding<String>) {}
}

/// https://developer.apple.com/documentation/swiftui/asyncimagephase
/// `enum AsyncImagePhase` (Sendable) (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum AsyncImagePhase: Sendable {
  case empty
  case success(Image)
  case failure(any Error)
  /// https://developer.apple.com/documentation/swiftui/asyncimagephase/image
  public var image: Image? { nil }
  /// https://developer.apple.com/documentation/swiftui/asyncimagephase/error
  public var error: (any Error)? { nil }
}

/// https://developer.apple.com/documentation/swiftui/asyncimage
/// `nonisolated struct AsyncImage<Content> where Content : View` (iOS 15, macOS 12, tvOS 15,
///   watchOS 8)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncImage<Content: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/asyncimage/init(url:scale:)
  /// `nonisolated init(url: URL?, scale: CGFloat = 1) where Content == Image`
  public nonisolated init(url: URL?, scale: CGFloat = 1) where Content == Image {}
  /// https://developer.apple.com/documentation/swiftui/asyncimage/init(url:scale:content:placeholder:)
  /// `nonisolated init<I, P>(url: URL?, scale: CGFloat = 1, @ContentBuilder content:
  ///   @escaping (Image) -> I, @ContentBuilder placeholder: @escaping () -> P) where Content ==
  ///   _ConditionalContent<I, P>, I : View, P : View`
  public nonisolated init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {}
  /// https://developer.apple.com/documentation/swiftui/asyncimage/init(url:scale:transaction:content:)
  /// `nonisolated init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
  ///   @ContentBuilder content: @escaping (AsyncImagePhase) -> Content)`
  public nonisolated init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/groupbox
/// `nonisolated struct GroupBox<Label, Content> where Label : View, Content : View` (iOS 14,
///   macOS 10.15, visionOS 1; not on tvOS or watchOS)
@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct GroupBox<Label: View, Content: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/groupbox/init(content:label:)
  public nonisolated init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {}
}

@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox where Label == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/groupbox/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension GroupBox where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/groupbox/init(_:content:)-8bqn2
  /// (its `LocalizedStringKey` overload)
  public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  /// https://developer.apple.com/documentation/swiftui/groupbox/init(_:content:)-2ps5y
  /// (its `StringProtocol` overload)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/colorpicker
/// `nonisolated struct ColorPicker<Label> where Label : View` (iOS 14, macOS 11, visionOS 1;
///   not on tvOS or watchOS)
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ColorPicker<Label: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/colorpicker/init(selection:supportsopacity:label:)-6uq5m
  public nonisolated init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {}
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ColorPicker where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/colorpicker/init(_:selection:supportsopacity:)-1xdbn
  public nonisolated init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {}
  /// https://developer.apple.com/documentation/swiftui/colorpicker/init(_:selection:supportsopacity:)-3zwjl
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/gauge
/// `nonisolated struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>`
///   (iOS 16, macOS 13, watchOS 7, visionOS 1; not on tvOS)
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View
{
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:currentvaluelabel:minimumvaluelabel:maximumvaluelabel:)
  public nonisolated init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {}
  /// https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:currentvaluelabel:)
  public nonisolated init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {}
  /// https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:)
  public nonisolated init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  )
  where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {}
}

/// https://developer.apple.com/documentation/swiftui/gaugestyle
/// `@MainActor @preconcurrency protocol GaugeStyle` (its requirements not declared here)
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public protocol GaugeStyle {}

/// https://developer.apple.com/documentation/swiftui/accessorycircularcapacitygaugestyle and
/// its siblings: the system gauge styles (iOS 16, macOS 13, watchOS 9)
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct _SystemGaugeStyle: GaugeStyle {
  nonisolated init() {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension GaugeStyle where Self == _SystemGaugeStyle {
  /// https://developer.apple.com/documentation/swiftui/gaugestyle/accessorycircular
  public static var accessoryCircular: _SystemGaugeStyle { _SystemGaugeStyle() }
  /// https://developer.apple.com/documentation/swiftui/gaugestyle/accessorycircularcapacity
  public static var accessoryCircularCapacity: _SystemGaugeStyle { _SystemGaugeStyle() }
  /// https://developer.apple.com/documentation/swiftui/gaugestyle/accessorylinear
  public static var accessoryLinear: _SystemGaugeStyle { _SystemGaugeStyle() }
  /// https://developer.apple.com/documentation/swiftui/gaugestyle/accessorylinearcapacity
  public static var accessoryLinearCapacity: _SystemGaugeStyle { _SystemGaugeStyle() }
  /// https://developer.apple.com/documentation/swiftui/gaugestyle/linearcapacity
  public static var linearCapacity: _SystemGaugeStyle { _SystemGaugeStyle() }
  /// https://developer.apple.com/documentation/swiftui/gaugestyle/automatic
  public static var automatic: _SystemGaugeStyle { _SystemGaugeStyle() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/gaugestyle(_:)
  @available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
  @available(tvOS, unavailable)
  public nonisolated func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/viewthatfits
/// `nonisolated struct ViewThatFits<Content> where Content : View` (iOS 16, macOS 13,
///   tvOS 16, watchOS 9)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewThatFits<Content: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:)
  public nonisolated init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitview
/// `nonisolated struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View,
///   Content : View, Detail : View` (iOS 16, macOS 13, tvOS 16, watchOS 9)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:)
  public nonisolated init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {}
  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:content:detail:)
  public nonisolated init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitView where Content == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
  public nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:detail:)
  public nonisolated init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
/// `struct NavigationSplitViewVisibility` (Codable, Hashable, Sendable)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
  public static let automatic = NavigationSplitViewVisibility()
  public static let all = NavigationSplitViewVisibility()
  public static let doubleColumn = NavigationSplitViewVisibility()
  public static let detailOnly = NavigationSplitViewVisibility()
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationsplitviewcolumnwidth(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    _ModifiedView()
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// https://developer.apple.com/documentation/swiftui/progressview/init(timerinterval:countsdown:)
  /// `nonisolated init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)`
  public nonisolated init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {}
}

/// https://developer.apple.com/documentation/swiftui/defaultdateprogresslabel
/// `struct DefaultDateProgressLabel` (iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct DefaultDateProgressLabel: View {
  public var body: Never { return placeholder() }
}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3u5nl
  /// `nonisolated init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
  ///   format: F, prompt: Text? = nil) where F : ParseableFormatStyle, F.FormatOutput == String`
  ///   (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {}
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-6ug7k
  /// (its `StringProtocol` title overload)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {}
}

extension Section where Parent: View, Content: View, Footer: View {
  /// https://developer.apple.com/documentation/swiftui/section/init(header:footer:content:)
  /// `init(header: Parent, footer: Footer, @ContentBuilder content: () -> Content)`
  ///   (deprecated from iOS 100000: not yet)
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// https://developer.apple.com/documentation/swiftui/section/init(footer:content:)
  public init(footer: Footer, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/namespace
/// `@frozen @propertyWrapper struct Namespace` (DynamicProperty, Sendable)
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
  public var wrappedValue: ID { ID() }
  /// https://developer.apple.com/documentation/swiftui/namespace/id
  public struct ID: Hashable, Sendable {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/matchedgeometryeffect(id:in:properties:anchor:issource:)
  public nonisolated func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public nonisolated func navigationTransition<T: NavigationTransition>(_ style: T) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public nonisolated func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/matchedgeometryproperties
/// `@frozen struct MatchedGeometryProperties : OptionSet` (Sendable)
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame = MatchedGeometryProperties(rawValue: 3)
}

/// https://developer.apple.com/documentation/swiftui/navigationtransition
/// `@MainActor @preconcurrency protocol NavigationTransition` (iOS 18)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol NavigationTransition {}

/// https://developer.apple.com/documentation/swiftui/zoomnavigationtransition
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ZoomNavigationTransition: NavigationTransition {
  nonisolated init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension NavigationTransition where Self == ZoomNavigationTransition {
  /// https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID)
    -> ZoomNavigationTransition
  { ZoomNavigationTransition() }
}
