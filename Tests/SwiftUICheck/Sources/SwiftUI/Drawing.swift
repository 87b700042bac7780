// Drawing: colors by name, angles, shapes and paths, as a meeting timer or a themed card draws
// them (TCA 1.25's SyncUps). One shape for both SDK generations; each as Apple's page of today
// spells it, with the platforms it lists (all from iOS 13 unless said). `CGRect`, `CGPoint`
// and `CGFloat` are Foundation's (re-exported).

extension Color {
  /// https://developer.apple.com/documentation/swiftui/color/black
  public nonisolated static let black = Color()
  /// https://developer.apple.com/documentation/swiftui/color/white
  public nonisolated static let white = Color()
  /// https://developer.apple.com/documentation/swiftui/color/purple
  public nonisolated static let purple = Color()
  /// https://developer.apple.com/documentation/swiftui/color/pink
  public nonisolated static let pink = Color()
  /// https://developer.apple.com/documentation/swiftui/color/accentcolor
  public nonisolated static var accentColor: Color { Color() }

  /// https://developer.apple.com/documentation/swiftui/color/init(_:bundle:)
  /// `init(_ name: String, bundle: Bundle? = nil)`: a color of the app's asset catalog
  public nonisolated init(_ name: String, bundle: Bundle? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/angle
/// `@frozen struct Angle` (Comparable, Hashable, Sendable; Animatable not declared here)
@frozen
public struct Angle: Comparable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/angle/radians
  public var radians: Double
  /// https://developer.apple.com/documentation/swiftui/angle/degrees
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  /// https://developer.apple.com/documentation/swiftui/angle/init()
  public init() { radians = 0 }
  /// https://developer.apple.com/documentation/swiftui/angle/init(radians:)
  public init(radians: Double) { self.radians = radians }
  /// https://developer.apple.com/documentation/swiftui/angle/init(degrees:)
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  /// https://developer.apple.com/documentation/swiftui/angle/degrees(_:)
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// https://developer.apple.com/documentation/swiftui/angle/radians(_:)
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// https://developer.apple.com/documentation/swiftui/angle/zero
  public static let zero = Angle()
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
/// `@frozen struct UnitPoint` (Hashable, Sendable)
@frozen
public struct UnitPoint: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/unitpoint/x
  public var x: CGFloat
  /// https://developer.apple.com/documentation/swiftui/unitpoint/y
  public var y: CGFloat
  /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// https://developer.apple.com/documentation/swiftui/unitpoint/center
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/top
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/bottom
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/leading
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/trailing
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/zero
  public static let zero = UnitPoint(x: 0, y: 0)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/topleading
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/toptrailing
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/bottomleading
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/bottomtrailing
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// https://developer.apple.com/documentation/swiftui/shape
/// `protocol Shape : Sendable, Animatable, View` (Animatable not declared here); its one
/// requirement `nonisolated func path(in rect: CGRect) -> Path`, and a `body` that draws it
public protocol Shape: Sendable, View {
  /// https://developer.apple.com/documentation/swiftui/shape/path(in:)
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The shape drawn (SwiftUI's `_ShapeView`).
  public var body: _ModifiedView { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
  /// `nonisolated func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle())
  ///   -> some View where S : ShapeStyle` (iOS 17; with iOS 13's `fill(_:style:)` and
  ///   `fill(style:)`, which it generalizes, it is one declaration here)
  public nonisolated func fill<S: ShapeStyle>(
    _ content: S = ForegroundStyle(), style: FillStyle = FillStyle()
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:)
  /// `nonisolated func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View
  ///   where S : ShapeStyle`
  public nonisolated func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/shape/rotation(_:anchor:)
  /// `nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center)
  ///   -> RotatedShape<Self>`
  public nonisolated func rotation(
    _ angle: Angle, anchor: UnitPoint = .center
  ) -> RotatedShape<Self> { RotatedShape(shape: self) }
}

/// https://developer.apple.com/documentation/swiftui/insettableshape
/// `protocol InsettableShape : Shape` (its `inset(by:)` requirement not declared here)
public protocol InsettableShape: Shape {}

extension InsettableShape {
  /// https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(_:linewidth:antialiased:)
  /// `nonisolated func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1,
  ///   antialiased: Bool = true) -> some View where S : ShapeStyle` (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func strokeBorder<S: ShapeStyle>(
    _ content: S = Color.primary, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/rotatedshape
/// `@frozen struct RotatedShape<Content> where Content : Shape` (Shape)
@frozen
public struct RotatedShape<Content: Shape>: Shape {
  let shape: Content
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// https://developer.apple.com/documentation/swiftui/circle
/// `@frozen struct Circle` (InsettableShape)
@frozen
public struct Circle: InsettableShape {
  /// https://developer.apple.com/documentation/swiftui/circle/init()
  public nonisolated init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
/// `@frozen enum RoundedCornerStyle` (Hashable, Sendable)
@frozen
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular
  case continuous
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle
/// `@frozen struct RoundedRectangle` (InsettableShape)
@frozen
public struct RoundedRectangle: InsettableShape {
  /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  /// `nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`
  public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// https://developer.apple.com/documentation/swiftui/path
/// `@frozen struct Path` (Equatable, Sendable, Shape, …): a value drawn anywhere, its members
/// nonisolated (its `Shape` conformance, in an extension here, would make the members of a
/// declaration that lists it main-actor: `path.addArc` in a `Shape`'s nonisolated `path(in:)`
/// was a warning here that Apple's module does not give)
@frozen
public struct Path: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/path/init()
  public nonisolated init() {}
  /// https://developer.apple.com/documentation/swiftui/path/init(_:)-8ddgc
  /// `init(_ callback: (inout Path) -> ())`
  public nonisolated init(_ callback: (inout Path) -> Void) {}
  /// https://developer.apple.com/documentation/swiftui/path/init(_:)-2cqyt
  /// (its `CGRect` overload)
  public nonisolated init(_ rect: CGRect) {}
  /// https://developer.apple.com/documentation/swiftui/path/init(ellipsein:)
  public nonisolated init(ellipseIn rect: CGRect) {}
  /// https://developer.apple.com/documentation/swiftui/path/init(roundedrect:cornerradius:style:)
  public nonisolated init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {}

  /// https://developer.apple.com/documentation/swiftui/path/addrect(_:transform:)
  /// (its `transform`, CoreGraphics', not declared here)
  public mutating func addRect(_ rect: CGRect) {}
  /// https://developer.apple.com/documentation/swiftui/path/addellipse(in:transform:)
  public mutating func addEllipse(in rect: CGRect) {}
  /// https://developer.apple.com/documentation/swiftui/path/addquadcurve(to:control:)
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
  /// https://developer.apple.com/documentation/swiftui/path/addcurve(to:control1:control2:)
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  /// https://developer.apple.com/documentation/swiftui/path/boundingrect
  public var boundingRect: CGRect { .zero }

  /// https://developer.apple.com/documentation/swiftui/path/move(to:)
  public mutating func move(to end: CGPoint) {}
  /// https://developer.apple.com/documentation/swiftui/path/addline(to:)
  public mutating func addLine(to end: CGPoint) {}
  /// https://developer.apple.com/documentation/swiftui/path/addarc(center:radius:startangle:endangle:clockwise:transform:)
  /// `mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle,
  ///   endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity)` (its
  ///   `transform`, CoreGraphics', not declared here)
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {}
  /// https://developer.apple.com/documentation/swiftui/path/closesubpath()
  public mutating func closeSubpath() {}
}

extension Path: Shape {
  public nonisolated func path(in rect: CGRect) -> Path { self }
}
