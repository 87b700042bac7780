import Foundation

// What a new user's Messages app reached for that the stand-in lacked (each seen failing in
// a check view first): a badge by text or string, the status, navigation, destructive and
// secondary toolbar placements, and the automatic tab view style. One shape for both SDK
// generations.

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-6k2u9
  /// `nonisolated func badge(_ label: Text?) -> some View` (iOS 15, macOS 12, visionOS 1;
  ///   not on tvOS or watchOS)
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func badge(_ label: Text?) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-1d5fi
  /// `nonisolated func badge(_ key: LocalizedStringKey?) -> some View`
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func badge(_ key: LocalizedStringKey?) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-9wb3r
  /// `nonisolated func badge<S>(_ label: S?) -> some View where S : StringProtocol`
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @_disfavoredOverload
  public nonisolated func badge<S: StringProtocol>(_ label: S?) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/badgeprominence(_:)
  /// `nonisolated func badgeProminence(_ prominence: BadgeProminence) -> some View` (iOS 17)
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func badgeProminence(_ prominence: BadgeProminence) -> some View {
    _ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/badgeprominence
/// `struct BadgeProminence` (Hashable, Sendable; iOS 17)
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct BadgeProminence: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/badgeprominence/standard
  public static let standard = BadgeProminence()
  /// https://developer.apple.com/documentation/swiftui/badgeprominence/increased
  public static let increased = BadgeProminence()
  /// https://developer.apple.com/documentation/swiftui/badgeprominence/decreased
  public static let decreased = BadgeProminence()
}

extension ToolbarItemPlacement {
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/status
  /// `static let status: ToolbarItemPlacement` (iOS 14, macOS 11, tvOS 18; not on watchOS)
  @available(iOS 14.0, macOS 11.0, tvOS 18.0, *)
  @available(watchOS, unavailable)
  public static var status: ToolbarItemPlacement { ToolbarItemPlacement() }
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation
  /// (iOS 14, macOS 11, tvOS 14; not on watchOS)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
  @available(watchOS, unavailable)
  public static var navigation: ToolbarItemPlacement { ToolbarItemPlacement() }
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/destructiveaction
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static var destructiveAction: ToolbarItemPlacement { ToolbarItemPlacement() }
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/secondaryaction
  /// (iOS 16, macOS 13; not on tvOS or watchOS)
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static var secondaryAction: ToolbarItemPlacement { ToolbarItemPlacement() }
}

/// https://developer.apple.com/documentation/swiftui/defaulttabviewstyle
/// `struct DefaultTabViewStyle` (TabViewStyle; iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct DefaultTabViewStyle: TabViewStyle {
  /// https://developer.apple.com/documentation/swiftui/defaulttabviewstyle/init()
  public nonisolated init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension TabViewStyle where Self == DefaultTabViewStyle {
  /// https://developer.apple.com/documentation/swiftui/tabviewstyle/automatic
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
