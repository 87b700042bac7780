// The built-in styles a form or a list picks (`.pickerStyle(.segmented)`, `.toggleStyle(.switch)`,
// `.listStyle(.insetGrouped)`, `.buttonStyle(.borderedProminent)`), with the platforms Apple's
// pages list: a style a platform lacks is marked unavailable there, so the availability
// check fails its ungated use. One shape for both SDK generations.

/// https://developer.apple.com/documentation/swiftui/togglestyle
/// `@MainActor @preconcurrency protocol ToggleStyle`
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// https://developer.apple.com/documentation/swiftui/togglestyle/body
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/togglestyle/makebody(configuration:)
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  /// https://developer.apple.com/documentation/swiftui/togglestyle/configuration
  typealias Configuration = ToggleStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/switchtogglestyle
/// `nonisolated struct SwitchToggleStyle` (iOS 13, macOS 10.15, tvOS 18, watchOS 6)
@available(iOS 13.0, macOS 10.15, tvOS 18.0, watchOS 6.0, *)
public struct SwitchToggleStyle: ToggleStyle {
  /// https://developer.apple.com/documentation/swiftui/switchtogglestyle/init()
  public nonisolated init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 18.0, watchOS 6.0, *)
extension ToggleStyle where Self == SwitchToggleStyle {
  /// https://developer.apple.com/documentation/swiftui/togglestyle/switch
  public nonisolated static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// https://developer.apple.com/documentation/swiftui/pickerstyle
/// `protocol PickerStyle` (its requirements not declared here)
public protocol PickerStyle {}

/// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle
/// `struct SegmentedPickerStyle` (iOS 13, macOS 10.15, tvOS 13, visionOS 1; not on watchOS)
@available(watchOS, unavailable)
public struct SegmentedPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle/init()
  public init() {}
}

@available(watchOS, unavailable)
extension PickerStyle where Self == SegmentedPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/segmented
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/menupickerstyle
/// `struct MenuPickerStyle` (iOS 14, macOS 11, tvOS 17, visionOS 1; not on watchOS)
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct MenuPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/menupickerstyle/init()
  public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension PickerStyle where Self == MenuPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/menu
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/liststyle
/// `protocol ListStyle` (its requirements not declared here)
public protocol ListStyle {}

/// https://developer.apple.com/documentation/swiftui/plainliststyle
/// `struct PlainListStyle`
public struct PlainListStyle: ListStyle {
  /// https://developer.apple.com/documentation/swiftui/plainliststyle/init()
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// https://developer.apple.com/documentation/swiftui/liststyle/plain
  public static var plain: PlainListStyle { PlainListStyle() }
}

/// https://developer.apple.com/documentation/swiftui/insetgroupedliststyle
/// `struct InsetGroupedListStyle` (iOS 14, visionOS 1; not on macOS, tvOS or watchOS)
@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetGroupedListStyle: ListStyle {
  /// https://developer.apple.com/documentation/swiftui/insetgroupedliststyle/init()
  public init() {}
}

@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle {
  /// https://developer.apple.com/documentation/swiftui/liststyle/insetgrouped
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// https://developer.apple.com/documentation/swiftui/groupedliststyle
/// `struct GroupedListStyle` (iOS 13, tvOS 13, visionOS 1; not on macOS or watchOS)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct GroupedListStyle: ListStyle {
  /// https://developer.apple.com/documentation/swiftui/groupedliststyle/init()
  public init() {}
}

@available(macOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == GroupedListStyle {
  /// https://developer.apple.com/documentation/swiftui/liststyle/grouped
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
/// `@MainActor @preconcurrency protocol PrimitiveButtonStyle`
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/body
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/makebody(configuration:)
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/configuration
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle
/// `struct BorderedProminentButtonStyle` (iOS 15, macOS 12, tvOS 15, watchOS 8)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle/init()
  public nonisolated init() {}
}

/// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle
/// `struct BorderedButtonStyle` (iOS 15, macOS 12, tvOS 15, watchOS 8)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle/init()
  public nonisolated init() {}
}

/// https://developer.apple.com/documentation/swiftui/plainbuttonstyle
/// `struct PlainButtonStyle` (a primitive button style here)
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/plainbuttonstyle/init()
  public nonisolated init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
  public nonisolated static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered
  public nonisolated static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain
  public nonisolated static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/togglestyle(_:)
  /// `nonisolated func toggleStyle<S>(_ style: S) -> some View where S : ToggleStyle`
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)
  /// `nonisolated func pickerStyle<S>(_ style: S) -> some View where S : PickerStyle`
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/liststyle(_:)
  /// `nonisolated func listStyle<S>(_ style: S) -> some View where S : ListStyle`
  public func listStyle<S: ListStyle>(_ style: S) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx
  /// `nonisolated func buttonStyle<S>(_ style: S) -> some View where S :
  ///   PrimitiveButtonStyle`
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _ModifiedView() }
}
