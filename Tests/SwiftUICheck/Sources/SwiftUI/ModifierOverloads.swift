import Foundation

// Modifier and initializer forms a sweep of everyday modifiers found missing (each seen failing
// in a probe first): titles by view builder, string prompt or help, the deprecated
// `navigationBarTitle`, search in the toolbar or sidebar, line patterns, text scale, a scale by
// axis, content margins by length, the sidebar, inset, columns and automatic styles, symbol
// variants chained, text of a date range or attributed string, a symbol's variable value, and
// hierarchical levels of any shape style. One shape for both SDK generations.

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-7onyp
  /// `nonisolated func navigationTitle<V>(@ViewBuilder _ title: () -> V) -> some View where
  ///   V : View` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:)-6p1k7
  /// (deprecated for `navigationTitle`, still compiling: iOS 13, tvOS 13, watchOS 6; not on
  ///   macOS)
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  public nonisolated func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:)-4p7xw
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  public nonisolated func navigationBarTitle(_ title: Text) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:)-7xrlw
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @available(macOS, unavailable)
  @_disfavoredOverload
  public nonisolated func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-6royb
  /// (its `StringProtocol` prompt, iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  public nonisolated func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/help(_:)-4tu6r
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func help(_ text: Text) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/textscale(_:isenabled:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
  public nonisolated func scaleEffect(
    x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
  )
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
  /// (by a size: its width and height scale each axis)
  public nonisolated func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:for:)
  /// (a length on every edge)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View { _ModifiedView() }
}

extension Text {
  /// https://developer.apple.com/documentation/swiftui/text/linestyle
  /// `struct LineStyle` (Hashable, Sendable; iOS 17): an underline's or a strikethrough's
  public struct LineStyle: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern-swift.struct
    /// `struct Pattern` (Sendable; iOS 16)
    public struct Pattern: Hashable, Sendable {
      /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern-swift.struct/solid
      public static let solid = Pattern()
      /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern-swift.struct/dot
      public static let dot = Pattern()
      /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern-swift.struct/dash
      public static let dash = Pattern()
      /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern-swift.struct/dashdot
      public static let dashDot = Pattern()
      /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern-swift.struct/dashdotdot
      public static let dashDotDot = Pattern()
    }
    /// https://developer.apple.com/documentation/swiftui/text/linestyle/init(pattern:color:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {}
  }
  /// https://developer.apple.com/documentation/swiftui/text/scale
  /// `struct Scale` (Hashable, Sendable; iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct Scale: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/scale/default
    public static let `default` = Scale()
    /// https://developer.apple.com/documentation/swiftui/text/scale/secondary
    public static let secondary = Scale()
  }
  /// https://developer.apple.com/documentation/swiftui/text/textscale(_:isenabled:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-4ldkr
  /// `init(_ dates: ClosedRange<Date>)` (iOS 14): a range of dates, localized
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ dates: ClosedRange<Date>) {}
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh
  /// `init(_ interval: DateInterval)` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ interval: DateInterval) {}
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh
  /// `init(_ attributedContent: AttributedString)` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ attributedContent: AttributedString) {}
}

extension Image {
  /// https://developer.apple.com/documentation/swiftui/image/init(systemname:variablevalue:)
  /// `init(systemName: String, variableValue: Double?)` (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape where Self == Rectangle {
  /// https://developer.apple.com/documentation/swiftui/shape/rect
  public static var rect: Rectangle { Rectangle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension SymbolVariants {
  /// https://developer.apple.com/documentation/swiftui/symbolvariants/fill-swift.property
  /// (the instance forms chain: `.circle.fill`)
  public var fill: SymbolVariants { self }
  /// https://developer.apple.com/documentation/swiftui/symbolvariants/circle-swift.property
  public var circle: SymbolVariants { self }
  /// https://developer.apple.com/documentation/swiftui/symbolvariants/square-swift.property
  public var square: SymbolVariants { self }
  /// https://developer.apple.com/documentation/swiftui/symbolvariants/slash-swift.property
  public var slash: SymbolVariants { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.property
  /// (any style's secondary level: `.background.secondary`)
  public var secondary: some ShapeStyle { self }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary-swift.property
  public var tertiary: some ShapeStyle { self }
  /// https://developer.apple.com/documentation/swiftui/shapestyle/quaternary-swift.property
  public var quaternary: some ShapeStyle { self }
}

extension SearchFieldPlacement {
  /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/toolbar
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var toolbar: SearchFieldPlacement { SearchFieldPlacement() }
  /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/sidebar
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var sidebar: SearchFieldPlacement { SearchFieldPlacement() }
}

/// https://developer.apple.com/documentation/swiftui/sidebarliststyle
/// (iOS 14, macOS 10.15; not on tvOS or watchOS)
@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SidebarListStyle: ListStyle {
  /// https://developer.apple.com/documentation/swiftui/sidebarliststyle/init()
  public init() {}
}

@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == SidebarListStyle {
  /// https://developer.apple.com/documentation/swiftui/liststyle/sidebar
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// https://developer.apple.com/documentation/swiftui/insetliststyle
/// (iOS 13, macOS 11; not on tvOS or watchOS)
@available(iOS 13.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetListStyle: ListStyle {
  /// https://developer.apple.com/documentation/swiftui/insetliststyle/init()
  public init() {}
}

@available(iOS 13.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetListStyle {
  /// https://developer.apple.com/documentation/swiftui/liststyle/inset
  public static var inset: InsetListStyle { InsetListStyle() }
}

/// https://developer.apple.com/documentation/swiftui/columnsformstyle
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ColumnsFormStyle: FormStyle {
  /// https://developer.apple.com/documentation/swiftui/columnsformstyle/init()
  public nonisolated init() {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension FormStyle where Self == ColumnsFormStyle {
  /// https://developer.apple.com/documentation/swiftui/formstyle/columns
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// https://developer.apple.com/documentation/swiftui/automaticformstyle
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AutomaticFormStyle: FormStyle {
  /// https://developer.apple.com/documentation/swiftui/automaticformstyle/init()
  public nonisolated init() {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension FormStyle where Self == AutomaticFormStyle {
  /// https://developer.apple.com/documentation/swiftui/formstyle/automatic
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// https://developer.apple.com/documentation/swiftui/defaulttogglestyle
public struct DefaultToggleStyle: ToggleStyle {
  /// https://developer.apple.com/documentation/swiftui/defaulttogglestyle/init()
  public nonisolated init() {}
  /// https://developer.apple.com/documentation/swiftui/defaulttogglestyle/makebody(configuration:)
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// https://developer.apple.com/documentation/swiftui/togglestyle/automatic
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:tokens:placement:prompt:token:)-5nqs5
  /// (its `LocalizedStringKey` prompt: a tenth new user's Journal app wrote one)
  public nonisolated func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:tokens:placement:prompt:token:)-9r8ow
  /// (its `StringProtocol` prompt)
  @_disfavoredOverload
  public nonisolated func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable { _ModifiedView() }
}
