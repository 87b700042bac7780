import Foundation

// What text, colors and shapes return and take where Apple's do (a second new user's Workouts
// app): `Text` modifiers that return `Text` (so that `Text + Text` composes), `Color`'s
// `opacity` returning a color, colors and materials as shape styles, more shapes, stroke
// styles and gradients. One shape for both SDK generations.

extension Text {
  /// https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:)
  /// `func foregroundColor(_ color: Color?) -> Text`
  public func foregroundColor(_ color: Color?) -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
  /// `func foregroundStyle<S>(_ style: S) -> Text where S : ShapeStyle` (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/fontweight(_:)
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/bold(_:)
  /// `func bold(_ isActive: Bool) -> Text` (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func bold(_ isActive: Bool) -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/kerning(_:)
  public func kerning(_ kerning: CGFloat) -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/tracking(_:)
  public func tracking(_ tracking: CGFloat) -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/baselineoffset(_:)
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/monospaceddigit()
  /// `func monospacedDigit() -> Text` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospacedDigit() -> Text { self }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/fontweight(_:)
  /// `nonisolated func fontWeight(_ weight: Font.Weight?) -> some View` (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func fontWeight(_ weight: Font.Weight?) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)
  public nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/truncationmode(_:)
  public nonisolated func truncationMode(_ mode: Text.TruncationMode) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/fixedsize()
  public nonisolated func fixedSize() -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)
  public nonisolated func layoutPriority(_ value: Double) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
  public nonisolated func allowsHitTesting(_ enabled: Bool) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/border(_:width:)
  public nonisolated func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)
  /// (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/overlay(_:alignment:)
  /// (deprecated for `overlay(alignment:content:)`)
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  @available(macOS, introduced: 10.15, deprecated: 100000.0)
  @available(tvOS, introduced: 13.0, deprecated: 100000.0)
  @available(watchOS, introduced: 6.0, deprecated: 100000.0)
  @_disfavoredOverload
  public nonisolated func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)
  /// `nonisolated func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle =
  ///   FillStyle()) -> some View where S : ShapeStyle, T : Shape` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:_:)
  /// (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/symbolrenderingmode(_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    _ModifiedView()
  }
}

extension Text {
  /// https://developer.apple.com/documentation/swiftui/text/truncationmode
  /// `enum TruncationMode` (Hashable, Sendable)
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }
}

/// https://developer.apple.com/documentation/swiftui/symbolrenderingmode
/// `struct SymbolRenderingMode` (Sendable; iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolRenderingMode: Sendable {
  public static let monochrome = SymbolRenderingMode()
  public static let multicolor = SymbolRenderingMode()
  public static let hierarchical = SymbolRenderingMode()
  public static let palette = SymbolRenderingMode()
}

extension Color {
  /// https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  /// `func opacity(_ opacity: Double) -> Color`
  public nonisolated func opacity(_ opacity: Double) -> Color { self }
  /// https://developer.apple.com/documentation/swiftui/color/init(hue:saturation:brightness:opacity:)
  public nonisolated init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)
  {}
  /// https://developer.apple.com/documentation/swiftui/color/gradient
  /// `var gradient: AnyGradient { get }` (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public var gradient: AnyGradient { AnyGradient() }
}

/// https://developer.apple.com/documentation/swiftui/anygradient
/// `@frozen struct AnyGradient` (ShapeStyle; iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen
public struct AnyGradient: ShapeStyle, Hashable {}

// The colors as shape styles that Layout.swift does not declare: `.foregroundStyle(.white)`.
extension ShapeStyle where Self == Color {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/yellow (iOS 15)
  public static var yellow: Color { .yellow }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/purple (iOS 15)
  public static var purple: Color { .purple }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/pink (iOS 15)
  public static var pink: Color { .pink }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/black (iOS 15)
  public static var black: Color { .black }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/white (iOS 15)
  public static var white: Color { .white }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/clear (iOS 15)
  public static var clear: Color { .clear }
}

extension HierarchicalShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/tertiary
  public static let tertiary = HierarchicalShapeStyle()
  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/quaternary
  public static let quaternary = HierarchicalShapeStyle()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

/// https://developer.apple.com/documentation/swiftui/tintshapestyle
/// `@frozen struct TintShapeStyle` (ShapeStyle; iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public struct TintShapeStyle: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == TintShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/tint
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// https://developer.apple.com/documentation/swiftui/material
/// `struct Material` (ShapeStyle; iOS 15, watchOS 10)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/regularmaterial
  public static var regularMaterial: Material { Material() }
  public static var thickMaterial: Material { Material() }
  public static var thinMaterial: Material { Material() }
  public static var ultraThinMaterial: Material { Material() }
  public static var ultraThickMaterial: Material { Material() }
}

/// https://developer.apple.com/documentation/swiftui/strokestyle
/// `@frozen struct StrokeStyle` (Equatable, Sendable)
@frozen
public struct StrokeStyle: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:)
  /// (its cap and join, CoreGraphics' `CGLineCap` and `CGLineJoin`, as `LineCap` here)
  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {}

  /// CoreGraphics' `CGLineCap`, which SwiftUI's `StrokeStyle` takes (`.round`).
  public enum LineCap: Sendable {
    case butt, round, square
  }
}

extension Shape {
  /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:style:antialiased:)
  /// `nonisolated func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
  ///   -> some View where S : ShapeStyle`
  public nonisolated func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/capsule
/// `@frozen struct Capsule` (InsettableShape)
@frozen
public struct Capsule: InsettableShape {
  /// https://developer.apple.com/documentation/swiftui/capsule/init(style:)
  public nonisolated init(style: RoundedCornerStyle = .continuous) {}
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// https://developer.apple.com/documentation/swiftui/ellipse
/// `@frozen struct Ellipse` (InsettableShape)
@frozen
public struct Ellipse: InsettableShape {
  /// https://developer.apple.com/documentation/swiftui/ellipse/init()
  public nonisolated init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == RoundedRectangle {
  /// https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:)
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == Capsule {
  /// https://developer.apple.com/documentation/swiftui/shape/capsule
  public static var capsule: Capsule { Capsule() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == Circle {
  /// https://developer.apple.com/documentation/swiftui/shape/circle
  public static var circle: Circle { Circle() }
}

/// https://developer.apple.com/documentation/swiftui/angulargradient
/// `@frozen struct AngularGradient` (ShapeStyle, View)
@frozen
public struct AngularGradient: ShapeStyle, View {
  /// https://developer.apple.com/documentation/swiftui/angulargradient/init(colors:center:startangle:endangle:)
  public nonisolated init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {}
  /// https://developer.apple.com/documentation/swiftui/angulargradient/init(gradient:center:startangle:endangle:)
  public nonisolated init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {}
  public var body: Never { return placeholder() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == LinearGradient {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/lineargradient(colors:startpoint:endpoint:)
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  { LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint) }
}
