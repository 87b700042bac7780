import Foundation

// What a fourth new user's Habits app reached for that the rest of the stand-in lacked (each
// seen failing before it was declared): iOS 15's colors, type-erased and quaternary shape
// styles, a background by view builder, scaled transitions, text fields with a prompt, and
// labeled content by format. One shape for both SDK generations.

extension Color {
  /// https://developer.apple.com/documentation/swiftui/color/indigo
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated static let indigo = Color()
  /// https://developer.apple.com/documentation/swiftui/color/mint
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated static let mint = Color()
  /// https://developer.apple.com/documentation/swiftui/color/teal
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated static let teal = Color()
  /// https://developer.apple.com/documentation/swiftui/color/cyan
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated static let cyan = Color()
  /// https://developer.apple.com/documentation/swiftui/color/brown
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated static let brown = Color()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == Color {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/indigo
  public static var indigo: Color { .indigo }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/mint
  public static var mint: Color { .mint }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/teal
  public static var teal: Color { .teal }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/cyan
  public static var cyan: Color { .cyan }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/brown
  public static var brown: Color { .brown }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/quaternary
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var quaternary: HierarchicalShapeStyle { .tertiary }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/quinary
  @available(iOS 16.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var quinary: HierarchicalShapeStyle { .tertiary }
}

/// https://developer.apple.com/documentation/swiftui/anyshapestyle
/// `@frozen struct AnyShapeStyle` (ShapeStyle) (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnyShapeStyle: ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/anyshapestyle/init(_:)
  public init<S: ShapeStyle>(_ style: S) {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  /// `nonisolated func background<V>(alignment: Alignment = .center, @ViewBuilder content:
  ///   () -> V) -> some View where V : View` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { _ModifiedView() }
}

extension AnyTransition {
  /// https://developer.apple.com/documentation/swiftui/anytransition/scale(scale:anchor:)
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition.scale
  }
  /// https://developer.apple.com/documentation/swiftui/anytransition/offset(x:y:)
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition.identity
  }
  /// https://developer.apple.com/documentation/swiftui/anytransition/push(from:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition.identity }
}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)-3nwfs
  /// (its `LocalizedStringKey` overload, iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?
  ) {}
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)-5ueq9
  /// (its `StringProtocol` overload, iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:axis:)-8rujz
  /// (a prompt and a direction to grow, iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis
  ) {}
}

extension SecureField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:prompt:)-2cwjs
  /// (its `LocalizedStringKey` overload, iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?
  ) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
  /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:format:)-5v7ts
  /// `nonisolated init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  ///   where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String`
  public nonisolated init<F: FormatStyle>(
    _ titleKey: LocalizedStringKey, value: F.FormatInput, format: F
  ) where F.FormatInput: Equatable, F.FormatOutput == String {}
  /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:format:)-6rsfx
  /// (its `StringProtocol` title overload)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol, F: FormatStyle>(
    _ title: S, value: F.FormatInput, format: F
  ) where F.FormatInput: Equatable, F.FormatOutput == String {}
}

/// https://developer.apple.com/documentation/swiftui/rectanglecornerradii
/// `@frozen struct RectangleCornerRadii` (Equatable, Sendable) (iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct RectangleCornerRadii: Equatable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat
  /// https://developer.apple.com/documentation/swiftui/rectanglecornerradii/init(topleading:bottomleading:bottomtrailing:toptrailing:)
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// https://developer.apple.com/documentation/swiftui/unevenroundedrectangle
/// `@frozen struct UnevenRoundedRectangle` (InsettableShape) (iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct UnevenRoundedRectangle: InsettableShape {
  /// https://developer.apple.com/documentation/swiftui/unevenroundedrectangle/init(cornerradii:style:)
  public nonisolated init(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) {}
  /// https://developer.apple.com/documentation/swiftui/unevenroundedrectangle/init(topleadingradius:bottomleadingradius:bottomtrailingradius:toptrailingradius:style:)
  public nonisolated init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {}
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == UnevenRoundedRectangle {
  /// https://developer.apple.com/documentation/swiftui/shape/rect(topleadingradius:bottomleadingradius:bottomtrailingradius:toptrailingradius:style:)
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/searchscopes(_:scopes:)
  /// `nonisolated func searchScopes<V, S>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S)
  ///   -> some View where V : Hashable, S : View` (iOS 16.4)
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public nonisolated func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View { _ModifiedView() }
}
