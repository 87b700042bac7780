import Foundation

// A shape's outline by line width or stroke style alone (iOS 13), its border by stroke style,
// and an inset shape: everyday drawing a sweep found missing (each seen failing in a probe
// first). One shape for both SDK generations.

extension Shape {
  /// https://developer.apple.com/documentation/swiftui/shape/stroke(linewidth:)
  /// `nonisolated func stroke(lineWidth: CGFloat = 1) -> some Shape`
  public nonisolated func stroke(lineWidth: CGFloat = 1) -> some Shape { Rectangle() }

  /// https://developer.apple.com/documentation/swiftui/shape/stroke(style:)
  /// `nonisolated func stroke(style: StrokeStyle) -> some Shape`
  public nonisolated func stroke(style: StrokeStyle) -> some Shape { Rectangle() }
}

extension InsettableShape {
  /// https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:style:antialiased:)
  /// `nonisolated func strokeBorder<S>(_ content: S = .foreground, style: StrokeStyle,
  ///   antialiased: Bool = true) -> some View where S : ShapeStyle` (iOS 17; iOS 13's
  ///   `strokeBorder(_:style:antialiased:)` without the default and `strokeBorder(style:
  ///   antialiased:)` are this one here)
  public nonisolated func strokeBorder<S: ShapeStyle>(
    _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/insettableshape/inset(by:)
  /// `nonisolated func inset(by amount: CGFloat) -> Self.InsetShape` (an inset shape of
  ///   the same kind here)
  public nonisolated func inset(by amount: CGFloat) -> Self { self }
}
