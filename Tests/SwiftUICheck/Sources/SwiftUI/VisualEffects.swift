import Foundation

// What a sixth new user's Reading app reached for that the rest of the stand-in lacked (each
// seen failing first): scroll transitions and visual effects, a context menu with a preview,
// toggles styled as buttons. One shape for both SDK generations.

/// https://developer.apple.com/documentation/swiftui/visualeffect
/// `protocol VisualEffect : Sendable, Animatable` (iOS 17; `Animatable` not declared here):
///   what a scroll transition or `visualEffect` changes, its modifiers the familiar ones
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol VisualEffect: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension VisualEffect {
  /// https://developer.apple.com/documentation/swiftui/visualeffect/opacity(_:)
  public func opacity(_ opacity: Double) -> some VisualEffect { EmptyVisualEffect() }
  /// https://developer.apple.com/documentation/swiftui/visualeffect/scaleeffect(_:anchor:)-7q7as
  /// (its `CGFloat` overload)
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    EmptyVisualEffect()
  }
  /// https://developer.apple.com/documentation/swiftui/visualeffect/scaleeffect(x:y:anchor:)
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some VisualEffect
  { EmptyVisualEffect() }
  /// https://developer.apple.com/documentation/swiftui/visualeffect/offset(x:y:)
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { EmptyVisualEffect() }
  /// https://developer.apple.com/documentation/swiftui/visualeffect/offset(_:)
  public func offset(_ offset: CGSize) -> some VisualEffect { EmptyVisualEffect() }
  /// https://developer.apple.com/documentation/swiftui/visualeffect/rotationeffect(_:anchor:)
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    EmptyVisualEffect()
  }
  /// https://developer.apple.com/documentation/swiftui/visualeffect/blur(radius:opaque:)
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    EmptyVisualEffect()
  }
  /// https://developer.apple.com/documentation/swiftui/visualeffect/brightness(_:)
  public func brightness(_ amount: Double) -> some VisualEffect { EmptyVisualEffect() }
  /// https://developer.apple.com/documentation/swiftui/visualeffect/saturation(_:)
  public func saturation(_ amount: Double) -> some VisualEffect { EmptyVisualEffect() }
  /// https://developer.apple.com/documentation/swiftui/visualeffect/grayscale(_:)
  public func grayscale(_ amount: Double) -> some VisualEffect { EmptyVisualEffect() }
  /// https://developer.apple.com/documentation/swiftui/visualeffect/huerotation(_:)
  public func hueRotation(_ angle: Angle) -> some VisualEffect { EmptyVisualEffect() }
}

/// https://developer.apple.com/documentation/swiftui/emptyvisualeffect
/// `struct EmptyVisualEffect` (VisualEffect) (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/scrolltransitionphase
/// `@frozen enum ScrollTransitionPhase` (Hashable, Sendable) (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum ScrollTransitionPhase: Hashable, Sendable {
  case topLeading, identity, bottomTrailing
  /// https://developer.apple.com/documentation/swiftui/scrolltransitionphase/isidentity
  public var isIdentity: Bool { self == .identity }
  /// https://developer.apple.com/documentation/swiftui/scrolltransitionphase/value
  public var value: Double { 0 }
}

/// https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration
/// `struct ScrollTransitionConfiguration` (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTransitionConfiguration: Sendable {
  /// https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration/interactive
  public static let interactive = ScrollTransitionConfiguration()
  /// https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration/animated
  public static let animated = ScrollTransitionConfiguration()
  /// https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration/identity
  public static let identity = ScrollTransitionConfiguration()
  /// https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration/animated(_:)
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration()
  }
  /// https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration/threshold(_:)
  public func threshold(_ threshold: Double) -> ScrollTransitionConfiguration { self }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/scrolltransition(_:axis:transition:)
  /// `nonisolated func scrollTransition(_ configuration: ScrollTransitionConfiguration =
  ///   .interactive, axis: Axis? = nil, transition: @escaping @Sendable (EmptyVisualEffect,
  ///   ScrollTransitionPhase) -> some VisualEffect) -> some View` (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func scrollTransition<Effect: VisualEffect>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/visualeffect(_:)
  /// `nonisolated func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect,
  ///   GeometryProxy) -> some VisualEffect) -> some View` (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func visualEffect<Effect: VisualEffect>(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:preview:)
  /// (iOS 16, macOS 13, tvOS 16; not on watchOS)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
  @available(watchOS, unavailable)
  public nonisolated func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/buttontogglestyle
/// `nonisolated struct ButtonToggleStyle` (iOS 15, macOS 12, watchOS 9; not on tvOS)
@available(iOS 15.0, macOS 12.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct ButtonToggleStyle: ToggleStyle {
  /// https://developer.apple.com/documentation/swiftui/buttontogglestyle/init()
  public nonisolated init() {}
  /// https://developer.apple.com/documentation/swiftui/buttontogglestyle/makebody(configuration:)
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

@available(iOS 15.0, macOS 12.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ToggleStyle where Self == ButtonToggleStyle {
  /// https://developer.apple.com/documentation/swiftui/togglestyle/button
  public nonisolated static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

// What a seventh new user's Trips app reached for (each seen failing first): a shape style's
// opacity, a progress view with a label, text modifiers on any view, and two iOS 18 modifiers.

extension ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/opacity(_:)
  /// `func opacity(_ opacity: Double) -> some ShapeStyle` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:label:)
  /// `nonisolated init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
  ///   where CurrentValueLabel == EmptyView, V : BinaryFloatingPoint`
  public nonisolated init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:label:currentvaluelabel:)
  public nonisolated init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/bold(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func bold(_ isActive: Bool = true) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/italic(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func italic(_ isActive: Bool = true) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/monospaced(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func monospaced(_ isActive: Bool = true) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/underline(_:pattern:color:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/strikethrough(_:pattern:color:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/kerning(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func kerning(_ kerning: CGFloat) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/tracking(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func tracking(_ tracking: CGFloat) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/onscrollvisibilitychange(threshold:_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public nonisolated func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/presentationsizing(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public nonisolated func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View {
    _ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/presentationsizing
/// `protocol PresentationSizing` (iOS 18; its requirements not declared here)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol PresentationSizing {}

/// https://developer.apple.com/documentation/swiftui/formpresentationsizing and its siblings
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _SystemPresentationSizing: PresentationSizing {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == _SystemPresentationSizing {
  /// https://developer.apple.com/documentation/swiftui/presentationsizing/automatic
  public static var automatic: _SystemPresentationSizing { _SystemPresentationSizing() }
  /// https://developer.apple.com/documentation/swiftui/presentationsizing/form
  public static var form: _SystemPresentationSizing { _SystemPresentationSizing() }
  /// https://developer.apple.com/documentation/swiftui/presentationsizing/page
  public static var page: _SystemPresentationSizing { _SystemPresentationSizing() }
  /// https://developer.apple.com/documentation/swiftui/presentationsizing/fitted
  public static var fitted: _SystemPresentationSizing { _SystemPresentationSizing() }
}
