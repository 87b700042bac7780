import Foundation

// The rest of what a second new user's Workouts app and its probe of everyday SwiftUI reached
// for: unlabeled sliders, titled progress views, more styles, labels with views, tab pages,
// dialogs without a message, gestures, redaction, and a few modifiers of lists and sections.
// One shape for both SDK generations.

extension Font {
  /// https://developer.apple.com/documentation/swiftui/font/system(_:design:)
  /// `static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font`
  ///   (iOS 13; the iOS 16 form with a weight is in Layout.swift)
  public static func system(_ style: TextStyle, design: Design = .default) -> Font { Font() }
}

@available(tvOS, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:oneditingchanged:)
  /// `nonisolated init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
  ///   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V : BinaryFloatingPoint,
  ///   V.Stride : BinaryFloatingPoint`
  public nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-2r8l3
  /// `nonisolated init(_ titleKey: LocalizedStringKey)`
  public nonisolated init(_ titleKey: LocalizedStringKey) {}
}

/// https://developer.apple.com/documentation/swiftui/linearprogressviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LinearProgressViewStyle: ProgressViewStyle {
  public nonisolated init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// https://developer.apple.com/documentation/swiftui/circularprogressviewstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct CircularProgressViewStyle: ProgressViewStyle {
  public nonisolated init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// https://developer.apple.com/documentation/swiftui/progressviewstyle/linear
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// https://developer.apple.com/documentation/swiftui/progressviewstyle/circular
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// https://developer.apple.com/documentation/swiftui/icononlylabelstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct IconOnlyLabelStyle: LabelStyle {
  public nonisolated init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// https://developer.apple.com/documentation/swiftui/titleonlylabelstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TitleOnlyLabelStyle: LabelStyle {
  public nonisolated init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// https://developer.apple.com/documentation/swiftui/labelstyle/icononly
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// https://developer.apple.com/documentation/swiftui/labelstyle/titleonly
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension Label {
  /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
  public nonisolated init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Image {
  /// https://developer.apple.com/documentation/swiftui/image/init(decorative:bundle:)
  public init(decorative name: String, bundle: Bundle? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/wheelpickerstyle
/// (iOS 13, watchOS 6; not on macOS or tvOS)
@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct WheelPickerStyle: PickerStyle {
  public nonisolated init() {}
}

@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension PickerStyle where Self == WheelPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/wheel
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/inlinepickerstyle (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct InlinePickerStyle: PickerStyle {
  public nonisolated init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension PickerStyle where Self == InlinePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/inline
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle
/// (iOS 16, tvOS 16, watchOS 9; not on macOS)
@available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
@available(macOS, unavailable)
public struct NavigationLinkPickerStyle: PickerStyle {
  public nonisolated init() {}
}

@available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
@available(macOS, unavailable)
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/navigationlink
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/tabviewstyle
/// `@MainActor @preconcurrency protocol TabViewStyle` (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// https://developer.apple.com/documentation/swiftui/pagetabviewstyle
/// (iOS 14, tvOS 14, watchOS 7; not on macOS)
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle {
  public nonisolated init() {}
  /// https://developer.apple.com/documentation/swiftui/pagetabviewstyle/init(indexdisplaymode:)
  public nonisolated init(indexDisplayMode: IndexDisplayMode = .automatic) {}
  /// https://developer.apple.com/documentation/swiftui/pagetabviewstyle/indexdisplaymode-swift.struct
  public struct IndexDisplayMode: Sendable {
    public static let automatic = IndexDisplayMode()
    public static let always = IndexDisplayMode()
    public static let never = IndexDisplayMode()
  }
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
  /// https://developer.apple.com/documentation/swiftui/tabviewstyle/page
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// https://developer.apple.com/documentation/swiftui/tabviewstyle/page(indexdisplaymode:)
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
    -> PageTabViewStyle
  { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}

/// https://developer.apple.com/documentation/swiftui/redactionreasons
/// `struct RedactionReasons` (OptionSet, Sendable; iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/redactionreasons/placeholder
  public static let placeholder = RedactionReasons(rawValue: 1)
}

/// https://developer.apple.com/documentation/swiftui/gesture
/// `@MainActor @preconcurrency protocol Gesture` (its requirements not declared here)
@MainActor @preconcurrency
public protocol Gesture {}

/// https://developer.apple.com/documentation/swiftui/draggesture
/// `struct DragGesture` (Gesture; iOS 13, macOS 10.15, watchOS 6; not on tvOS)
@available(tvOS, unavailable)
public struct DragGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/draggesture/value
  public struct Value: Equatable, Sendable {
    public var translation: CGSize { placeholder() }
    public var location: CGPoint { placeholder() }
  }
  /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
  public nonisolated init(minimumDistance: CGFloat = 10) {}
  /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
  /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/redacted(reason:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func redacted(reason: RedactionReasons) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
  /// (its mask not declared here)
  public nonisolated func gesture<T: Gesture>(_ gesture: T) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/statusbarhidden(_:)
  /// (iOS 13; not on macOS, tvOS or watchOS)
  @available(iOS 13.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func statusBarHidden(_ hidden: Bool = true) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/headerprominence(_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func headerProminence(_ prominence: Prominence) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-9ibgk
  /// (no message; its `StringProtocol` title, iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb
  /// (no message; its `LocalizedStringKey` title, iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  ) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/prominence
/// `enum Prominence` (Hashable, Sendable; iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
/// `struct AccessibilityChildBehavior` (Hashable; iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
  public static let ignore = AccessibilityChildBehavior()
  public static let contain = AccessibilityChildBehavior()
  public static let combine = AccessibilityChildBehavior()
}
