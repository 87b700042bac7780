import Foundation

// The everyday effects and geometry of a screen (TCA 1.25's case studies, new users' apps):
// transforms, shadows, clipping, offsets, safe areas, taps, transitions, gradients, geometry,
// images' scale and symbols, the environment's color scheme and URL opener, and the older
// navigation view. Each nonisolated, as the iOS 26 pages show them. One shape for both SDK
// generations.

/// https://developer.apple.com/documentation/swiftui/contentmode
/// `enum ContentMode` (CaseIterable, Hashable, Sendable)
public enum ContentMode: CaseIterable, Hashable, Sendable {
  case fit, fill
}

/// https://developer.apple.com/documentation/swiftui/fillstyle
/// `@frozen struct FillStyle` (Equatable, Sendable)
@frozen
public struct FillStyle: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// https://developer.apple.com/documentation/swiftui/safearearegions
/// `@frozen struct SafeAreaRegions` (OptionSet, Sendable; iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/safearearegions/all
  public static let all = SafeAreaRegions(rawValue: 3)
  /// https://developer.apple.com/documentation/swiftui/safearearegions/container
  public static let container = SafeAreaRegions(rawValue: 1)
  /// https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
  public static let keyboard = SafeAreaRegions(rawValue: 2)
}

/// https://developer.apple.com/documentation/swiftui/verticaledge
/// `@frozen enum VerticalEdge` (Int8; CaseIterable, Hashable, Sendable; iOS 15)
@frozen
public enum VerticalEdge: Int8, CaseIterable, Sendable {
  case top, bottom
}

/// https://developer.apple.com/documentation/swiftui/anytransition
/// `@frozen struct AnyTransition` (Sendable here; its members are the built-in transitions)
@frozen
public struct AnyTransition: Sendable {
  /// https://developer.apple.com/documentation/swiftui/anytransition/opacity
  public static let opacity = AnyTransition()
  /// https://developer.apple.com/documentation/swiftui/anytransition/scale
  public static var scale: AnyTransition { AnyTransition() }
  /// https://developer.apple.com/documentation/swiftui/anytransition/slide
  public static var slide: AnyTransition { AnyTransition() }
  /// https://developer.apple.com/documentation/swiftui/anytransition/identity
  public static let identity = AnyTransition()
  /// https://developer.apple.com/documentation/swiftui/anytransition/move(edge:)
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// https://developer.apple.com/documentation/swiftui/anytransition/asymmetric(insertion:removal:)
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  { AnyTransition() }
  /// https://developer.apple.com/documentation/swiftui/anytransition/combined(with:)
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// https://developer.apple.com/documentation/swiftui/anytransition/animation(_:)
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// https://developer.apple.com/documentation/swiftui/gradient
/// `@frozen struct Gradient` (Hashable, Sendable)
@frozen
public struct Gradient: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/gradient/init(colors:)
  public init(colors: [Color]) {}
}

/// https://developer.apple.com/documentation/swiftui/lineargradient
/// `@frozen struct LinearGradient` (ShapeStyle, View)
@frozen
public struct LinearGradient: ShapeStyle, View {
  /// https://developer.apple.com/documentation/swiftui/lineargradient/init(gradient:startpoint:endpoint:)
  public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
  /// https://developer.apple.com/documentation/swiftui/lineargradient/init(colors:startpoint:endpoint:)
  public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/coordinatespace
/// `enum CoordinateSpace` (Hashable)
public enum CoordinateSpace: Hashable {
  case global, local
  case named(AnyHashable)
}

/// https://developer.apple.com/documentation/swiftui/geometryproxy
/// `struct GeometryProxy`: the container's size and frame, read in a `GeometryReader`
public struct GeometryProxy {
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public var size: CGSize { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
  public var safeAreaInsets: EdgeInsets { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-6bsoh
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader
/// `@frozen struct GeometryReader<Content> where Content : View`
@frozen
public struct GeometryReader<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  /// `init(@ViewBuilder content: @escaping (GeometryProxy) -> Content)`
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/navigationview
/// `struct NavigationView<Content> where Content : View` (deprecated for `NavigationStack`)
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "use NavigationStack")
public struct NavigationView<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/navigationview/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/colorscheme
/// `enum ColorScheme` (CaseIterable, Hashable, Sendable)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light, dark
}

/// https://developer.apple.com/documentation/swiftui/openurlaction
/// `struct OpenURLAction` (Sendable here, as the iOS 17 SDK has it)
public struct OpenURLAction: Sendable {
  /// https://developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:)
  /// `@MainActor func callAsFunction(_ url: URL)`
  @MainActor public func callAsFunction(_ url: URL) {}
}

/// https://developer.apple.com/documentation/swiftui/symbolvariants
/// `struct SymbolVariants` (Hashable, Sendable; iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolVariants: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/symbolvariants/none
  public static let none = SymbolVariants()
  /// https://developer.apple.com/documentation/swiftui/symbolvariants/fill
  public static let fill = SymbolVariants()
  /// https://developer.apple.com/documentation/swiftui/symbolvariants/circle
  public static let circle = SymbolVariants()
  /// https://developer.apple.com/documentation/swiftui/symbolvariants/square
  public static let square = SymbolVariants()
  /// https://developer.apple.com/documentation/swiftui/symbolvariants/slash
  public static let slash = SymbolVariants()
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
  /// `var colorScheme: ColorScheme { get set }`
  public var colorScheme: ColorScheme {
    get { placeholder() }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/openurl
  /// `var openURL: OpenURLAction { get set }` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var openURL: OpenURLAction {
    get { placeholder() }
    set {}
  }
}

extension Text {
  /// https://developer.apple.com/documentation/swiftui/text/case
  /// `enum Case` (Hashable, Sendable; iOS 14)
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }
}

extension Animation {
  /// https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)
  /// `static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
  ///   initialVelocity: Double = 0.0) -> Animation`
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation { Animation() }
  /// https://developer.apple.com/documentation/swiftui/animation/repeatforever(autoreverses:)
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  /// https://developer.apple.com/documentation/swiftui/animation/delay(_:)
  public func delay(_ delay: TimeInterval) -> Animation { self }
  /// https://developer.apple.com/documentation/swiftui/animation/speed(_:)
  public func speed(_ speed: Double) -> Animation { self }
}

extension Shape {
  /// https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)
  /// `nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
  ///   -> some Shape`
  public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> some Shape
  { Circle() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
  /// `nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View`
  public nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
  /// `nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
  ///   -> some View`
  public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
    -> some View
  { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
  /// `nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33),
  ///   radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View`
  public nonisolated func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
  /// `nonisolated func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  ///   where S : Shape`
  public nonisolated func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> some View
  { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
  public nonisolated func clipped(antialiased: Bool = false) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
  public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/offset(_:)
  public nonisolated func offset(_ offset: CGSize) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/position(x:y:)
  public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  /// `nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set =
  ///   .all) -> some View` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby
  /// `nonisolated func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment =
  ///   .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V :
  ///   View` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  public nonisolated func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
  /// `nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
  ///   -> some View` (tvOS 16)
  @available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
  public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/hidden()
  public nonisolated func hidden() -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/zindex(_:)
  public nonisolated func zIndex(_ value: Double) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)
  public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/id(_:)
  public nonisolated func id<ID: Hashable>(_ id: ID) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow
  public nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/scaledtofit()
  public nonisolated func scaledToFit() -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/scaledtofill()
  public nonisolated func scaledToFill() -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/transition(_:)
  public nonisolated func transition(_ t: AnyTransition) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/textcase(_:)
  /// `nonisolated func textCase(_ textCase: Text.Case?) -> some View` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func textCase(_ textCase: Text.Case?) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/symbolvariant(_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func symbolVariant(_ variant: SymbolVariants) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/imagescale(_:)
  public nonisolated func imageScale(_ scale: Image.Scale) -> some View { _ModifiedView() }
}
