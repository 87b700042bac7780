import Foundation

// Gradients by stops, and radial and elliptical gradients:
// everyday drawing a sweep found missing (each seen failing in a probe first). One shape for
// both SDK generations.

extension Gradient {
  /// https://developer.apple.com/documentation/swiftui/gradient/stop
  /// `@frozen struct Stop` (Hashable, Sendable): a color at a location from 0 to 1
  @frozen
  public struct Stop: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/gradient/stop/color
    public var color: Color
    /// https://developer.apple.com/documentation/swiftui/gradient/stop/location
    public var location: CGFloat
    /// https://developer.apple.com/documentation/swiftui/gradient/stop/init(color:location:)
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  /// https://developer.apple.com/documentation/swiftui/gradient/init(stops:)
  public init(stops: [Gradient.Stop]) { self.init(colors: stops.map(\.color)) }
}

extension LinearGradient {
  /// https://developer.apple.com/documentation/swiftui/lineargradient/init(stops:startpoint:endpoint:)
  public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

/// https://developer.apple.com/documentation/swiftui/radialgradient
/// `@frozen struct RadialGradient` (ShapeStyle, View)
@frozen
public struct RadialGradient: ShapeStyle, View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/radialgradient/init(gradient:center:startradius:endradius:)
  public nonisolated init(
    gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {}
  /// https://developer.apple.com/documentation/swiftui/radialgradient/init(colors:center:startradius:endradius:)
  public nonisolated init(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {}
  /// https://developer.apple.com/documentation/swiftui/radialgradient/init(stops:center:startradius:endradius:)
  public nonisolated init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/ellipticalgradient
/// `@frozen struct EllipticalGradient` (ShapeStyle, View; iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public struct EllipticalGradient: ShapeStyle, View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/ellipticalgradient/init(gradient:center:startradiusfraction:endradiusfraction:)
  public nonisolated init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {}
  /// https://developer.apple.com/documentation/swiftui/ellipticalgradient/init(colors:center:startradiusfraction:endradiusfraction:)
  public nonisolated init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {}
  /// https://developer.apple.com/documentation/swiftui/ellipticalgradient/init(stops:center:startradiusfraction:endradiusfraction:)
  public nonisolated init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == RadialGradient {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/radialgradient(colors:center:startradius:endradius:)
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
