import Foundation

// What a row's look needs (TCA 1.25's VoiceMemos): colors from UIKit's system colors and by
// white level, tinting, opacity, an animation tied to a value, row insets, borderless
// buttons. One shape for both SDK generations.

extension Color {
  /// https://developer.apple.com/documentation/swiftui/color/clear
  /// `static let clear: Color`
  public nonisolated static let clear = Color()

  /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
  /// `enum RGBColorSpace` (Sendable)
  public enum RGBColorSpace: Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)
  /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)`
  public nonisolated init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
  }

  /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
  /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue:
  ///   Double, opacity: Double = 1)`
  public nonisolated init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}

  /// https://developer.apple.com/documentation/swiftui/color/init(_:)-3gvjd
  /// `init(_ color: UIColor)` (iOS 13, tvOS 13; not on macOS or watchOS here)
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated init(_ color: UIColor) {}

  /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
  /// `init(uiColor: UIColor)` (iOS 15, tvOS 15)
  @available(iOS 15.0, tvOS 15.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated init(uiColor: UIColor) {}
}

extension Animation {
  /// https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)
  /// `static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
  ///   blendDuration: TimeInterval = 0) -> Animation`
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation { Animation() }
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets
/// `@frozen struct EdgeInsets` (Equatable, Sendable)
@frozen
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/init()
  public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
}

/// https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle
/// `struct BorderlessButtonStyle` (iOS 13, macOS 10.15, tvOS 17, watchOS 8)
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle/init()
  public nonisolated init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless
  /// `static var borderless: BorderlessButtonStyle { get }`
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/colormultiply(_:)
  /// `nonisolated func colorMultiply(_ color: Color) -> some View`
  public nonisolated func colorMultiply(_ color: Color) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  /// `nonisolated func opacity(_ opacity: Double) -> some View`
  public nonisolated func opacity(_ opacity: Double) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  /// `nonisolated func animation<V>(_ animation: Animation?, value: V) -> some View where V :
  ///   Equatable`
  public nonisolated func animation<V: Equatable>(_ animation: Animation?, value: V)
    -> some View
  { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/listrowinsets(_:)
  /// `nonisolated func listRowInsets(_ insets: EdgeInsets?) -> some View`
  public nonisolated func listRowInsets(_ insets: EdgeInsets?) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/background(_:alignment:)
  /// `nonisolated func background<Background>(_ background: Background, alignment: Alignment
  ///   = .center) -> some View where Background : View` (deprecated for
  ///   `background(alignment:content:)`)
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  @available(macOS, introduced: 10.15, deprecated: 100000.0)
  @available(tvOS, introduced: 13.0, deprecated: 100000.0)
  @available(watchOS, introduced: 6.0, deprecated: 100000.0)
  // NB: Disfavored, so that `.background(Color.gray)` (a `View` and a `ShapeStyle`) picks the
  // style, and compiles as with Apple's module, where it is not ambiguous.
  @_disfavoredOverload
  public nonisolated func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View { _ModifiedView() }
}
