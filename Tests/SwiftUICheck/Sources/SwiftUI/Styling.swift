import Foundation

// Styles and effects a probe of everyday SwiftUI reached for that the rest of the stand-in
// lacked: SF Symbol effects, selectable text, search suggestions, button border shapes,
// list spacing, navigation view and menu styles, and iOS 18's `Tab` in a `TabView`. One shape
// for both SDK generations.

/// https://developer.apple.com/documentation/symbols/symboleffect
/// `protocol SymbolEffect` (the Symbols framework, which SwiftUI re-exports; iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol SymbolEffect: Sendable {}
/// https://developer.apple.com/documentation/symbols/indefinitesymboleffect
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// https://developer.apple.com/documentation/symbols/discretesymboleffect
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// https://developer.apple.com/documentation/symbols/bouncesymboleffect
/// (discrete from iOS 17; indefinite from iOS 18, not declared here)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct BounceSymbolEffect: DiscreteSymbolEffect {
  /// https://developer.apple.com/documentation/symbols/bouncesymboleffect/up
  public var up: BounceSymbolEffect { self }
  /// https://developer.apple.com/documentation/symbols/bouncesymboleffect/down
  public var down: BounceSymbolEffect { self }
}
/// https://developer.apple.com/documentation/symbols/pulsesymboleffect
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}
/// https://developer.apple.com/documentation/symbols/variablecolorsymboleffect
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// https://developer.apple.com/documentation/symbols/variablecolorsymboleffect/iterative
  public var iterative: VariableColorSymbolEffect { self }
}
/// https://developer.apple.com/documentation/symbols/scalesymboleffect
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
  /// https://developer.apple.com/documentation/symbols/scalesymboleffect/up
  public var up: ScaleSymbolEffect { self }
  /// https://developer.apple.com/documentation/symbols/scalesymboleffect/down
  public var down: ScaleSymbolEffect { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == BounceSymbolEffect {
  /// https://developer.apple.com/documentation/symbols/symboleffect/bounce
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == PulseSymbolEffect {
  /// https://developer.apple.com/documentation/symbols/symboleffect/pulse
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// https://developer.apple.com/documentation/symbols/symboleffect/variablecolor
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == ScaleSymbolEffect {
  /// https://developer.apple.com/documentation/symbols/symboleffect/scale
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// https://developer.apple.com/documentation/symbols/symboleffectoptions
/// `struct SymbolEffectOptions` (Equatable, Sendable) (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SymbolEffectOptions: Equatable, Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  /// https://developer.apple.com/documentation/symbols/symboleffectoptions/speed(_:)-swift.type.method
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// https://developer.apple.com/documentation/symbols/symboleffectoptions/repeat(_:)-swift.type.method
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:isactive:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:value:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/textselectability
/// `protocol TextSelectability` (iOS 15, macOS 12; not on tvOS or watchOS)
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol TextSelectability {}

/// https://developer.apple.com/documentation/swiftui/enabledtextselectability
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EnabledTextSelectability: TextSelectability {}

/// https://developer.apple.com/documentation/swiftui/disabledtextselectability
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DisabledTextSelectability: TextSelectability {}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextSelectability where Self == EnabledTextSelectability {
  /// https://developer.apple.com/documentation/swiftui/textselectability/enabled
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextSelectability where Self == DisabledTextSelectability {
  /// https://developer.apple.com/documentation/swiftui/textselectability/disabled
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/textselection(_:)
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/searchsuggestions(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S)
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/searchcompletion(_:)-2uaf3
  /// (its `String` overload)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func searchCompletion(_ completion: String) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/buttonbordershape(_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/listsectionspacing(_:)-8ojpd
  /// (its `ListSectionSpacing` overload)
  @available(iOS 17.0, watchOS 10.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public nonisolated func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/listsectionspacing(_:)-5xbkk
  /// (its length overload)
  @available(iOS 17.0, watchOS 10.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public nonisolated func listSectionSpacing(_ spacing: CGFloat) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/listrowspacing(_:)
  @available(iOS 15.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func listRowSpacing(_ spacing: CGFloat?) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/navigationviewstyle(_:)
  /// (deprecated from iOS 100000: not yet)
  public nonisolated func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/menustyle(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
  @available(watchOS, unavailable)
  public nonisolated func menuStyle<S: MenuStyle>(_ style: S) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/buttonbordershape
/// `struct ButtonBorderShape` (Equatable, Sendable) (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonBorderShape: Equatable, Sendable {
  public static let automatic = ButtonBorderShape()
  public static let capsule = ButtonBorderShape()
  public static let roundedRectangle = ButtonBorderShape()
  /// https://developer.apple.com/documentation/swiftui/buttonbordershape/roundedrectangle(radius:)
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape()
  }
  /// https://developer.apple.com/documentation/swiftui/buttonbordershape/circle
  @available(iOS 17.0, macOS 14.0, tvOS 16.4, watchOS 10.0, *)
  public static let circle = ButtonBorderShape()
}

/// https://developer.apple.com/documentation/swiftui/listsectionspacing
/// `struct ListSectionSpacing` (Sendable) (iOS 17, watchOS 10)
@available(iOS 17.0, watchOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct ListSectionSpacing: Sendable {
  public static let `default` = ListSectionSpacing()
  public static let compact = ListSectionSpacing()
  /// https://developer.apple.com/documentation/swiftui/listsectionspacing/custom(_:)
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing() }
}

/// https://developer.apple.com/documentation/swiftui/navigationviewstyle
/// `@MainActor @preconcurrency protocol NavigationViewStyle` (deprecated from iOS 100000)
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// https://developer.apple.com/documentation/swiftui/stacknavigationviewstyle
@available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
@available(macOS, unavailable)
public struct StackNavigationViewStyle: NavigationViewStyle {
  public nonisolated init() {}
}

/// https://developer.apple.com/documentation/swiftui/doublecolumnnavigationviewstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public nonisolated init() {}
}

@available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// https://developer.apple.com/documentation/swiftui/navigationviewstyle/stack
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// https://developer.apple.com/documentation/swiftui/navigationviewstyle/columns
  public static var columns: DoubleColumnNavigationViewStyle {
    DoubleColumnNavigationViewStyle()
  }
}

/// https://developer.apple.com/documentation/swiftui/menustyle
/// `@MainActor @preconcurrency protocol MenuStyle` (iOS 14; not on watchOS)
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol MenuStyle {}

/// https://developer.apple.com/documentation/swiftui/defaultmenustyle
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct DefaultMenuStyle: MenuStyle {
  public nonisolated init() {}
}

/// https://developer.apple.com/documentation/swiftui/buttonmenustyle
@available(iOS 16.0, macOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct ButtonMenuStyle: MenuStyle {
  public nonisolated init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension MenuStyle where Self == DefaultMenuStyle {
  /// https://developer.apple.com/documentation/swiftui/menustyle/automatic
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

@available(iOS 16.0, macOS 13.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension MenuStyle where Self == ButtonMenuStyle {
  /// https://developer.apple.com/documentation/swiftui/menustyle/button
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// https://developer.apple.com/documentation/swiftui/backgroundstyle
/// `@frozen struct BackgroundStyle` (ShapeStyle) (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BackgroundStyle: ShapeStyle {
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/foregroundstyle
/// `@frozen struct ForegroundStyle` (ShapeStyle) (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/separatorshapestyle
/// `struct SeparatorShapeStyle` (ShapeStyle) (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SeparatorShapeStyle: ShapeStyle {
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/fillshapestyle
/// `struct FillShapeStyle` (ShapeStyle) (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FillShapeStyle: ShapeStyle {
  public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == BackgroundStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/background
  public static var background: BackgroundStyle { BackgroundStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == ForegroundStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/foreground
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == SeparatorShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/separator
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == FillShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/fill
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-6bxs1
  /// (its `ClosedRange<Int>` overload, iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func lineLimit(_ limit: ClosedRange<Int>) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
  /// (its `PartialRangeFrom<Int>` overload, iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-7ufty
  /// (its `PartialRangeThrough<Int>` overload, iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:reservesspace:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    _ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/titleandiconlabelstyle
@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
public struct TitleAndIconLabelStyle: LabelStyle {
  public nonisolated init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// https://developer.apple.com/documentation/swiftui/defaultlabelstyle
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct DefaultLabelStyle: LabelStyle {
  public nonisolated init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

@available(iOS 14.5, macOS 11.3, tvOS 14.5, watchOS 7.4, *)
extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// https://developer.apple.com/documentation/swiftui/labelstyle/titleandicon
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == DefaultLabelStyle {
  /// https://developer.apple.com/documentation/swiftui/labelstyle/automatic
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  /// https://developer.apple.com/documentation/swiftui/toggle/init(_:systemimage:ison:)-5gh9b
  /// (its `LocalizedStringKey` overload, iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>
  ) {}
  /// https://developer.apple.com/documentation/swiftui/toggle/init(_:systemimage:ison:)-3pe7v
  /// (its `StringProtocol` overload, iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
  }
}
