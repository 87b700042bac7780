// Fonts, colors as shape styles, padding, frames, and the stacks, scroll views and grids of a
// typical app (issue 59). One shape for both SDK generations, as Controls.swift.

/// https://developer.apple.com/documentation/swiftui/font
/// `@frozen struct Font` (Hashable, Sendable)
@frozen
public struct Font: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/font/largetitle
  public static let largeTitle = Font()
  /// https://developer.apple.com/documentation/swiftui/font/title
  public static let title = Font()
  /// https://developer.apple.com/documentation/swiftui/font/title2 (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title2 = Font()
  /// https://developer.apple.com/documentation/swiftui/font/title3 (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title3 = Font()
  /// https://developer.apple.com/documentation/swiftui/font/headline
  public static let headline = Font()
  /// https://developer.apple.com/documentation/swiftui/font/subheadline
  public static let subheadline = Font()
  /// https://developer.apple.com/documentation/swiftui/font/body
  public static let body = Font()
  /// https://developer.apple.com/documentation/swiftui/font/callout
  public static let callout = Font()
  /// https://developer.apple.com/documentation/swiftui/font/footnote
  public static let footnote = Font()
  /// https://developer.apple.com/documentation/swiftui/font/caption
  public static let caption = Font()
  /// https://developer.apple.com/documentation/swiftui/font/caption2 (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let caption2 = Font()

  /// https://developer.apple.com/documentation/swiftui/font/weight
  /// `@frozen struct Weight` (Hashable, Sendable)
  @frozen
  public struct Weight: Hashable, Sendable {
    public static let ultraLight = Weight()
    public static let thin = Weight()
    public static let light = Weight()
    public static let regular = Weight()
    public static let medium = Weight()
    public static let semibold = Weight()
    public static let bold = Weight()
    public static let heavy = Weight()
    public static let black = Weight()
  }

  /// https://developer.apple.com/documentation/swiftui/font/design
  /// `enum Design` (Hashable, Sendable)
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// https://developer.apple.com/documentation/swiftui/font/textstyle
  /// `enum TextStyle` (CaseIterable, Hashable, Sendable)
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:)
  /// `static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight:
  ///   Font.Weight? = nil) -> Font` (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font { Font() }

  /// https://developer.apple.com/documentation/swiftui/font/weight(_:)
  /// `func weight(_ weight: Font.Weight) -> Font`
  public func weight(_ weight: Weight) -> Font { self }

  /// https://developer.apple.com/documentation/swiftui/font/italic()
  /// `func italic() -> Font`
  public func italic() -> Font { self }

  /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
  /// `static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? =
  ///   nil) -> Font` (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Design? = nil)
    -> Font
  { Font() }

  /// https://developer.apple.com/documentation/swiftui/font/bold()
  /// `func bold() -> Font`
  public func bold() -> Font { self }

  /// https://developer.apple.com/documentation/swiftui/font/monospaceddigit()
  /// `func monospacedDigit() -> Font`
  public func monospacedDigit() -> Font { self }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/font(_:)
  /// `nonisolated func font(_ font: Font?) -> some View`
  public func font(_ font: Font?) -> some View { _ModifiedView() }
}

extension Text {
  /// https://developer.apple.com/documentation/swiftui/text/font(_:)
  /// `nonisolated func font(_ font: Font?) -> Text`
  public func font(_ font: Font?) -> Text { self }
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
/// `protocol ShapeStyle : Sendable`
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/color/gray
  public nonisolated static let gray = Color()
  /// https://developer.apple.com/documentation/swiftui/color/yellow
  public nonisolated static let yellow = Color()
  /// https://developer.apple.com/documentation/swiftui/color/primary
  public nonisolated static let primary = Color()
}

extension ShapeStyle where Self == Color {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/red (iOS 15)
  public static var red: Color { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/blue (iOS 15)
  public static var blue: Color { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/green (iOS 15)
  public static var green: Color { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/orange (iOS 15)
  public static var orange: Color { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/gray (iOS 15)
  public static var gray: Color { placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
/// `@frozen struct HierarchicalShapeStyle` (ShapeStyle; iOS 15)
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
  public static let primary = HierarchicalShapeStyle()
  /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
  public static let secondary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/primary (iOS 15)
  public static var primary: HierarchicalShapeStyle { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary (iOS 15)
  public static var secondary: HierarchicalShapeStyle { placeholder() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  /// `nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle`
  ///   (iOS 15, macOS 12, tvOS 15, watchOS 8)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/edge
/// `@frozen enum Edge` (its `Set`: `@frozen struct Set : OptionSet`)
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  /// https://developer.apple.com/documentation/swiftui/edge/set
  @frozen
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all = Set(rawValue: 15)
    public static let horizontal = Set(rawValue: 10)
    public static let vertical = Set(rawValue: 5)
  }
}

/// https://developer.apple.com/documentation/swiftui/alignment
/// `@frozen struct Alignment` (Equatable, Sendable)
@frozen
public struct Alignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/alignment/horizontal
  public var horizontal: HorizontalAlignment
  /// https://developer.apple.com/documentation/swiftui/alignment/vertical
  public var vertical: VerticalAlignment
  /// https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:)
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// https://developer.apple.com/documentation/swiftui/alignment/topleading
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// https://developer.apple.com/documentation/swiftui/alignment/toptrailing
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// https://developer.apple.com/documentation/swiftui/alignment/bottomleading
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// https://developer.apple.com/documentation/swiftui/alignment/bottomtrailing
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  /// `nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  /// `nonisolated func padding(_ length: CGFloat) -> some View`
  public func padding(_ length: CGFloat) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  /// `nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment:
  ///   Alignment = .center) -> some View`
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  /// `nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth:
  ///   CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight:
  ///   CGFloat? = nil, alignment: Alignment = .center) -> some View`
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/zstack
/// `@frozen nonisolated struct ZStack<Content> where Content : View`
@frozen
public struct ZStack<Content: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  /// `nonisolated init(alignment: Alignment = .center, @ContentBuilder content: () -> Content)`
  public nonisolated init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/axis
/// `@frozen enum Axis` (its `Set`: `@frozen struct Set : OptionSet`)
@frozen
public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical

  /// https://developer.apple.com/documentation/swiftui/axis/set
  @frozen
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
/// `nonisolated struct ScrollView<Content> where Content : View`
public struct ScrollView<Content: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  /// `nonisolated init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
  ///   @ContentBuilder content: () -> Content)`
  public nonisolated init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/griditem
/// `struct GridItem` (iOS 14, macOS 11, tvOS 14, watchOS 7)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct GridItem: Sendable {
  /// https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  /// https://developer.apple.com/documentation/swiftui/griditem/init(_:spacing:alignment:)
  /// `init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment:
  ///   Alignment? = nil)`
  public init(
    _ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/lazyvgrid
/// `nonisolated struct LazyVGrid<Content> where Content : View` (iOS 14, macOS 11, tvOS 14,
///   watchOS 7)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyVGrid<Content: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:)
  /// `nonisolated init(columns: [GridItem], alignment: HorizontalAlignment = .center,
  ///   spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ContentBuilder
  ///   content: () -> Content)`
  public nonisolated init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {}
}
