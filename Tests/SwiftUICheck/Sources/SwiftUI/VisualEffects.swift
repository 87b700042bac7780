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
}

@available(iOS 15.0, macOS 12.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ToggleStyle where Self == ButtonToggleStyle {
  /// https://developer.apple.com/documentation/swiftui/togglestyle/button
  public nonisolated static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
