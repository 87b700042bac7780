import Foundation

// Modifiers a probe of everyday SwiftUI and TCA 1.25's case studies reached for that the rest
// of the stand-in lacked: accessibility, scrolling and paging, safe areas and relative frames,
// toolbars by bar, presentation backgrounds, keyboard and pointer input, visual effects,
// preferences, focus, symbol effects and text selection. One shape for both SDK generations.

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)
  public nonisolated func accessibilityIdentifier(_ identifier: String) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-3q1qe
  /// (its `LocalizedStringKey` overload)
  public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-8fkn9
  /// (its `Text` overload)
  public nonisolated func accessibilityValue(_ value: Text) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-5qf3l
  /// (its `StringProtocol` overload)
  @_disfavoredOverload
  public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityremovetraits(_:)
  public nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitysortpriority(_:)
  public nonisolated func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    _ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
/// `struct AccessibilityTraits : SetAlgebra` (Sendable); an `OptionSet` here
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 7)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 9)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 10)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 11)
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/istogglestyle
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 12)
}

/// https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility
/// `struct ScrollIndicatorVisibility` (Equatable, Sendable) (iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility: Equatable, Sendable {
  public static let automatic = ScrollIndicatorVisibility()
  public static let visible = ScrollIndicatorVisibility()
  public static let hidden = ScrollIndicatorVisibility()
  public static let never = ScrollIndicatorVisibility()
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/scrolldisabled(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func scrollDisabled(_ disabled: Bool) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B)
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/scrollclipdisabled(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-5b1ol
  /// (its edges and length overload)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
    alignment: Alignment = .center
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:)-2wy9b
  /// (its `EdgeInsets` overload)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func safeAreaPadding(_ insets: EdgeInsets) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:)-8xy6h
  /// (its length overload)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func safeAreaPadding(_ length: CGFloat) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/contentmarginplacement
/// `struct ContentMarginPlacement` (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentMarginPlacement: Sendable {
  public static let automatic = ContentMarginPlacement()
  public static let scrollContent = ContentMarginPlacement()
  public static let scrollIndicators = ContentMarginPlacement()
}

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior
/// `protocol ScrollTargetBehavior` (iOS 17; its requirements not declared here)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ScrollTargetBehavior {}

/// https://developer.apple.com/documentation/swiftui/pagingscrolltargetbehavior
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior/limitbehavior
  public struct LimitBehavior: Sendable {
    public static let automatic = LimitBehavior()
    public static let always = LimitBehavior()
    public static let never = LimitBehavior()
  }
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/paging
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/viewaligned
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }
  /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/viewaligned(limitbehavior:)
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

/// https://developer.apple.com/documentation/swiftui/toolbarplacement
/// `struct ToolbarPlacement` (iOS 16): the bars `toolbar(_:for:)` and its kin act on
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement: Sendable {
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/automatic
  public static let automatic = ToolbarPlacement()
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/navigationbar
  @available(macOS, unavailable)
  public static let navigationBar = ToolbarPlacement()
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static let tabBar = ToolbarPlacement()
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/bottombar
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public static let bottomBar = ToolbarPlacement()
}

/// https://developer.apple.com/documentation/swiftui/toolbartitledisplaymode
/// `struct ToolbarTitleDisplayMode` (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ToolbarTitleDisplayMode: Sendable {
  public static let automatic = ToolbarTitleDisplayMode()
  public static let inline = ToolbarTitleDisplayMode()
  @available(macOS, unavailable)
  public static let large = ToolbarTitleDisplayMode()
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let inlineLarge = ToolbarTitleDisplayMode()
}

/// https://developer.apple.com/documentation/swiftui/toolbarrole
/// `struct ToolbarRole` (iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarRole: Sendable {
  public static let automatic = ToolbarRole()
  public static let navigationStack = ToolbarRole()
  @available(watchOS, unavailable)
  public static let browser = ToolbarRole()
  @available(watchOS, unavailable)
  public static let editor = ToolbarRole()
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)-5ybst
  /// (its `Visibility` overload)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func toolbarBackground(
    _ visibility: Visibility, for bars: ToolbarPlacement...
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)-5di5k
  /// (its `ShapeStyle` overload)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func toolbarBackground<S: ShapeStyle>(
    _ style: S, for bars: ToolbarPlacement...
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/toolbarcolorscheme(_:for:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func toolbarColorScheme(
    _ colorScheme: ColorScheme?, for bars: ToolbarPlacement...
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/toolbartitledisplaymode(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/toolbarrole(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func toolbarRole(_ role: ToolbarRole) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/navigationbarhidden(_:)
  /// (deprecated from iOS 100000, for `toolbar(.hidden)`: not yet)
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  public nonisolated func navigationBarHidden(_ hidden: Bool) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/accentcolor(_:)
  /// (deprecated from iOS 100000, for `tint(_:)`: not yet)
  public nonisolated func accentColor(_ accentColor: Color?) -> some View { _ModifiedView() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/presentationbackground(_:)
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public nonisolated func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/presentationcornerradius(_:)
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public nonisolated func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:)
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public nonisolated func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/persistentsystemoverlays(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    _ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction
/// `struct PresentationBackgroundInteraction` (Sendable) (iOS 16.4)
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationBackgroundInteraction: Sendable {
  public static let automatic = PresentationBackgroundInteraction()
  public static let enabled = PresentationBackgroundInteraction()
  public static let disabled = PresentationBackgroundInteraction()
  /// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled(upthrough:)
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  { PresentationBackgroundInteraction() }
}

/// https://developer.apple.com/documentation/swiftui/keyequivalent
/// `struct KeyEquivalent` (ExpressibleByExtendedGraphemeClusterLiteral, Hashable, Sendable)
///   (iOS 14)
public struct KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral, Hashable, Sendable {
  public var character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral character: Character) {
    self.character = character
  }
  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// https://developer.apple.com/documentation/swiftui/eventmodifiers
/// `@frozen struct EventModifiers : OptionSet` (Sendable)
public struct EventModifiers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let all = EventModifiers(rawValue: 0b11110)
}

/// https://developer.apple.com/documentation/swiftui/keypress
/// `struct KeyPress` (iOS 17; not on watchOS): what `onKeyPress` hands its action
@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct KeyPress: Sendable {
  public var key: KeyEquivalent
  public var characters: String
  public var modifiers: EventModifiers
  /// https://developer.apple.com/documentation/swiftui/keypress/result
  public enum Result: Sendable {
    case handled, ignored
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/onkeypress(_:action:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
  @available(watchOS, unavailable)
  public nonisolated func onKeyPress(
    _ key: KeyEquivalent, action: @escaping () -> KeyPress.Result
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/onhover(perform:)
  @available(iOS 13.4, macOS 10.15, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/help(_:)-6rmh8
  /// (its `LocalizedStringKey` overload)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func help(_ textKey: LocalizedStringKey) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/help(_:)-3t3ob
  /// (its `StringProtocol` overload)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload
  public nonisolated func help<S: StringProtocol>(_ text: S) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/onlongpressgesture(minimumduration:maximumdistance:perform:onpressingchanged:)
  @available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
  @available(tvOS, unavailable)
  public nonisolated func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/focusable(_:)
  @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func focusable(_ isFocusable: Bool = true) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/privacysensitive(_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func privacySensitive(_ sensitive: Bool = true) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/deletedisabled(_:)
  public nonisolated func deleteDisabled(_ isDisabled: Bool) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/movedisabled(_:)
  public nonisolated func moveDisabled(_ isDisabled: Bool) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/selectiondisabled(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    _ModifiedView()
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/compositinggroup()
  public nonisolated func compositingGroup() -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/drawinggroup(opaque:colormode:)
  public nonisolated func drawingGroup(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/saturation(_:)
  public nonisolated func saturation(_ amount: Double) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/grayscale(_:)
  public nonisolated func grayscale(_ amount: Double) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/brightness(_:)
  public nonisolated func brightness(_ amount: Double) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/contrast(_:)
  public nonisolated func contrast(_ amount: Double) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/huerotation(_:)
  public nonisolated func hueRotation(_ angle: Angle) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/colorinvert()
  public nonisolated func colorInvert() -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/blendmode(_:)
  public nonisolated func blendMode(_ blendMode: BlendMode) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/transaction(_:)
  public nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void)
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/containershape(_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-1m2tf
  /// (its single-size overload)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0
  /// (its range overload)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-9mdoh
  /// (its horizontal overload)
  public nonisolated func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-6y3u2
  /// (its vertical overload)
  public nonisolated func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:)
  /// (deprecated from iOS 100000, for `coordinateSpace(_:)`: not yet)
  public nonisolated func coordinateSpace<T: Hashable>(name: T) -> some View { _ModifiedView() }
}

extension View where Self: Equatable {
  /// https://developer.apple.com/documentation/swiftui/view/equatable()
  public nonisolated func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// https://developer.apple.com/documentation/swiftui/equatableview
/// `@frozen struct EquatableView<Content> where Content : Equatable, Content : View`
public struct EquatableView<Content: View & Equatable>: View {
  public nonisolated init(content: Content) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/viewdimensions
/// `struct ViewDimensions` (Equatable)
public struct ViewDimensions: Equatable {
  public var width: CGFloat { 0 }
  public var height: CGFloat { 0 }
  public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
  public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}

/// https://developer.apple.com/documentation/swiftui/blendmode
/// `enum BlendMode` (Sendable)
public enum BlendMode: Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
  case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// https://developer.apple.com/documentation/swiftui/dynamictypesize
/// `enum DynamicTypeSize` (CaseIterable, Comparable, Hashable, Sendable) (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/isaccessibilitysize
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
}

extension Animation {
  /// https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)
  /// (disfavoured here so that `.spring()` means the iOS 13 form, as it compiles for an
  /// iOS 16 target with Apple's)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation { Animation() }
  /// https://developer.apple.com/documentation/swiftui/animation/interactivespring(response:dampingfraction:blendduration:)
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation { Animation() }
  /// https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { Animation() }
  /// https://developer.apple.com/documentation/swiftui/animation/repeatcount(_:autoreverses:)
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

/// https://developer.apple.com/documentation/swiftui/preferencekey
/// `protocol PreferenceKey`: a `static var defaultValue` with a stored value is Swift 6's
///   "not concurrency-safe" error here as with Apple's (make it `static let` or computed)
public protocol PreferenceKey {
  associatedtype Value
  /// https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue
  static var defaultValue: Value { get }
  /// https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
  public nonisolated func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
  /// `nonisolated func onPreferenceChange<K>(_ key: K.Type = K.self, perform action:
  ///   @escaping @Sendable (K.Value) -> Void) -> some View where K : PreferenceKey,
  ///   K.Value : Equatable` (`@Sendable` since the iOS 18.4 SDK, Xcode 16.3: a main-actor
  ///   state changed in it is an error, as here)
  public nonisolated func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void
  ) -> some View where K.Value: Equatable { _ModifiedView() }
}
