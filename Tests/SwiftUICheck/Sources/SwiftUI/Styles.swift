// Styles and the modifiers a themed screen uses (TCA 1.25's SyncUps): dates in text, a
// progress view and a label styled by the app, row backgrounds, colors, a navigation bar's
// title mode, buttons straight in a toolbar. One shape for both SDK generations; each as
// Apple's page of today spells it, with the platforms it lists (iOS 13 unless said).

extension Text {
  /// https://developer.apple.com/documentation/swiftui/text/init(_:style:)
  /// `init(_ date: Date, style: Text.DateStyle)` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ date: Date, style: Text.DateStyle) {}

  /// https://developer.apple.com/documentation/swiftui/text/datestyle
  /// `struct DateStyle` (Equatable, Sendable; iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public struct DateStyle: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/datestyle/date
    public static let date = DateStyle()
    /// https://developer.apple.com/documentation/swiftui/text/datestyle/time
    public static let time = DateStyle()
    /// https://developer.apple.com/documentation/swiftui/text/datestyle/relative
    public static let relative = DateStyle()
    /// https://developer.apple.com/documentation/swiftui/text/datestyle/offset
    public static let offset = DateStyle()
    /// https://developer.apple.com/documentation/swiftui/text/datestyle/timer
    public static let timer = DateStyle()
  }
}

/// https://developer.apple.com/documentation/swiftui/group
/// `@frozen struct Group<Content>` (View where Content : View)
@frozen
public struct Group<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/group/init(content:)
  /// `init(@ContentBuilder content: () -> Content)` (nonisolated from the iOS 18 SDK)
  public nonisolated init(@ViewBuilder content: () -> Content) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/progressviewstyle
/// `@MainActor @preconcurrency protocol ProgressViewStyle` (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/progressviewstyle/makebody(configuration:)
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// https://developer.apple.com/documentation/swiftui/progressviewstyle/configuration
  typealias Configuration = ProgressViewStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration
/// `struct ProgressViewStyleConfiguration` (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressViewStyleConfiguration {
  /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/fractioncompleted
  public let fractionCompleted: Double?

  /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/label-swift.struct
  public struct Label: View {
    public var body: Never { return placeholder() }
  }

  /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/currentvaluelabel-swift.struct
  public struct CurrentValueLabel: View {
    public var body: Never { return placeholder() }
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-9ed5k
  /// `nonisolated init(_ configuration: ProgressViewStyleConfiguration) where Label ==
  ///   ProgressViewStyleConfiguration.Label, CurrentValueLabel ==
  ///   ProgressViewStyleConfiguration.CurrentValueLabel`: a style's progress view
  public nonisolated init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {}
}

/// https://developer.apple.com/documentation/swiftui/labelstyle
/// `@MainActor @preconcurrency protocol LabelStyle` (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/labelstyle/makebody(configuration:)
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// https://developer.apple.com/documentation/swiftui/labelstyle/configuration
  typealias Configuration = LabelStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration
/// `struct LabelStyleConfiguration` (iOS 14): its `title` and `icon` views
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LabelStyleConfiguration {
  /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.property
  public var title: _ModifiedView { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.property
  public var icon: _ModifiedView { _ModifiedView() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/progressviewstyle(_:)
  /// `nonisolated func progressViewStyle<S>(_ style: S) -> some View
  ///   where S : ProgressViewStyle` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/labelstyle(_:)
  /// `nonisolated func labelStyle<S>(_ style: S) -> some View where S : LabelStyle` (iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/listrowbackground(_:)
  /// `nonisolated func listRowBackground<V>(_ view: V?) -> some View where V : View`
  public func listRowBackground<V: View>(_ view: V?) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)
  /// `nonisolated func foregroundColor(_ color: Color?) -> some View` (deprecated from
  ///   iOS 17 for `foregroundStyle(_:)`, which warns nowhere else yet; still compiles)
  public func foregroundColor(_ color: Color?) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
  /// `nonisolated func tint(_ tint: Color?) -> some View` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func tint(_ tint: Color?) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
  /// `nonisolated func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
  ///   -> some View where S : ShapeStyle` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
  /// `nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View`
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  /// `nonisolated func overlay<V>(alignment: Alignment = .center, @ContentBuilder content:
  ///   () -> V) -> some View where V : View` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)
  /// `nonisolated func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View`
  ///   (deprecated from iOS 17 for `clipShape(_:style:)`; still compiles)
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
  /// `nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
  ///   -> some View`
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
  /// `nonisolated func navigationTitle(_ title: Text) -> some View`
  public func navigationTitle(_ title: Text) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
  /// `nonisolated func navigationBarTitleDisplayMode(_ displayMode:
  ///   NavigationBarItem.TitleDisplayMode) -> some View` (iOS 14, watchOS 8, visionOS 1;
  ///   not on macOS or tvOS)
  @available(iOS 14.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj
  /// `nonisolated func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
  ///   where Content : View` (iOS 14): views placed where the platform puts them
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    _ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/navigationbaritem
/// `struct NavigationBarItem` (not on macOS or tvOS)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct NavigationBarItem: Sendable {
  /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode-swift.enum
  /// `enum TitleDisplayMode` (iOS 14)
  public enum TitleDisplayMode: Sendable {
    case automatic
    case inline
    case large
  }
}

@available(tvOS, unavailable)
extension Slider where ValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:oneditingchanged:)
  /// `nonisolated init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
  ///   @ContentBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void =
  ///   { _ in }) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint`
  public nonisolated init<V>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
  /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping ()
  ///   -> Void) -> some View where V : Equatable` (iOS 17, macOS 14, tvOS 17, watchOS 10)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  /// `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping
  ///   (V, V) -> Void) -> some View where V : Equatable` (iOS 17, macOS 14, tvOS 17,
  ///   watchOS 10)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { _ModifiedView() }
}
