import Foundation

// A layout of the app's own (iOS 16): the `Layout` protocol with its proposals, subviews and
// spacing, a layout used as a container (`FlowLayout { … }`), and the stack layouts and
// `AnyLayout` an adaptive view switches between. A new user's tags in a wrapping flow needed
// it (the tenth trial). `Layout` is `Sendable` in the iOS 26 SDK's shape only, as the two SDKs
// declare it.

/// https://developer.apple.com/documentation/swiftui/proposedviewsize
/// `@frozen struct ProposedViewSize` (Equatable, Sendable; iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen
public struct ProposedViewSize: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/width
  public var width: CGFloat?
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/height
  public var height: CGFloat?
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/init(_:)
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/zero
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/infinity
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  { CGSize(width: width ?? size.width, height: height ?? size.height) }
}

/// https://developer.apple.com/documentation/swiftui/viewspacing
/// `struct ViewSpacing` (Sendable; iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewSpacing: Sendable {
  /// https://developer.apple.com/documentation/swiftui/viewspacing/zero
  public static let zero = ViewSpacing()
  /// https://developer.apple.com/documentation/swiftui/viewspacing/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/viewspacing/distance(to:along:)
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }
  /// https://developer.apple.com/documentation/swiftui/viewspacing/formunion(_:edges:)
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
  /// https://developer.apple.com/documentation/swiftui/viewspacing/union(_:edges:)
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// https://developer.apple.com/documentation/swiftui/layoutsubview
/// `struct LayoutSubview` (Equatable; iOS 16): a proxy of one subview
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable {
  /// https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
  /// https://developer.apple.com/documentation/swiftui/layoutsubview/dimensions(in:)
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/layoutsubview/spacing
  public var spacing: ViewSpacing { .zero }
  /// https://developer.apple.com/documentation/swiftui/layoutsubview/priority
  public var priority: Double { 0 }
  /// https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {}
  /// https://developer.apple.com/documentation/swiftui/layoutsubview/subscript(_:)
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}

/// https://developer.apple.com/documentation/swiftui/layoutsubviews
/// `struct LayoutSubviews` (Equatable, RandomAccessCollection, Sendable; iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> LayoutSubview { placeholder() }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { self }
  /// https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection
  public var layoutDirection: LayoutDirection { .leftToRight }
}

/// https://developer.apple.com/documentation/swiftui/layoutvaluekey
/// `protocol LayoutValueKey` (iOS 16): a value a subview carries for its layout
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol LayoutValueKey {
  /// https://developer.apple.com/documentation/swiftui/layoutvaluekey/value
  associatedtype Value
  /// https://developer.apple.com/documentation/swiftui/layoutvaluekey/defaultvalue
  static var defaultValue: Value { get }
}

/// https://developer.apple.com/documentation/swiftui/layoutproperties
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutProperties: Sendable {
  /// https://developer.apple.com/documentation/swiftui/layoutproperties/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/layoutproperties/stackorientation
  public var stackOrientation: Axis?
}

#if SDK26
  /// What `Layout` refines in the iOS 26 SDK's shape: `Sendable` and `Animatable`.
  public typealias _LayoutRefinements = Sendable & Animatable
#else
  /// What `Layout` refines in the iOS 18 SDK's shape: `Animatable`.
  public typealias _LayoutRefinements = Animatable
#endif

/// https://developer.apple.com/documentation/swiftui/layout
/// `protocol Layout : Animatable` (the iOS 18 SDK's), `@preconcurrency protocol Layout :
///   Sendable, Animatable` (the iOS 26 SDK's; iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency
public protocol Layout: _LayoutRefinements {
  /// https://developer.apple.com/documentation/swiftui/layout/cache
  associatedtype Cache = Void
  /// https://developer.apple.com/documentation/swiftui/layout/subviews
  typealias Subviews = LayoutSubviews
  /// https://developer.apple.com/documentation/swiftui/layout/layoutproperties-5rb5b
  static var layoutProperties: LayoutProperties { get }
  /// https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  /// https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// https://developer.apple.com/documentation/swiftui/layout/spacing(subviews:cache:)-86z2e
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)-23agy
  func makeCache(subviews: Subviews) -> Cache
  /// https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)-9hkj9
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
  /// https://developer.apple.com/documentation/swiftui/layout/layoutproperties-5rb5b
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  /// https://developer.apple.com/documentation/swiftui/layout/spacing(subviews:cache:)-86z2e
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { .zero }
  /// https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)-9hkj9
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {}
  /// https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
  /// `func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V : View`: the
  ///   layout as a container of views
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _ModifiedView()
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Cache == () {
  /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)-23agy
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// The system's layouts here: placeholders of Apple's, whose layout nothing here runs.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol _SystemLayout: Layout where Cache == () {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension _SystemLayout {
  /// https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  { .zero }
  /// https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/hstacklayout
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct HStackLayout: _SystemLayout {
  /// https://developer.apple.com/documentation/swiftui/hstacklayout/init(alignment:spacing:)
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/vstacklayout
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct VStackLayout: _SystemLayout {
  /// https://developer.apple.com/documentation/swiftui/vstacklayout/init(alignment:spacing:)
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/zstacklayout
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ZStackLayout: _SystemLayout {
  /// https://developer.apple.com/documentation/swiftui/zstacklayout/init(alignment:)
  public init(alignment: Alignment = .center) {}
}

/// https://developer.apple.com/documentation/swiftui/anylayout
/// `@frozen struct AnyLayout` (Layout; iOS 16): a layout chosen at run time
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen
public struct AnyLayout: _SystemLayout {
  /// https://developer.apple.com/documentation/swiftui/anylayout/init(_:)
  public init<L: Layout>(_ layout: L) {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/layoutvalue(key:value:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    _ModifiedView()
  }
}
