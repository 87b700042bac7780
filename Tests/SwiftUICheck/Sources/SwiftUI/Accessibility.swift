import Foundation

// Accessibility labels and hints by text or key, custom and adjustable actions, headings and
// input labels, and a custom font by name: everyday SwiftUI a sweep found missing (each seen
// failing in a probe first). Apple's accessibility modifiers return `ModifiedContent<Self,
// AccessibilityAttachmentModifier>`; a view here. One shape for both SDK generations.

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
  /// `nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<Self,
  ///   AccessibilityAttachmentModifier>`
  public nonisolated func accessibilityLabel(_ label: Text) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1b3ca
  public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-1yybi
  public nonisolated func accessibilityHint(_ hint: Text) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-6kdll
  @_disfavoredOverload
  public nonisolated func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
  /// `nonisolated func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
  ///   _ handler: @escaping () -> Void) -> ModifiedContent<Self,
  ///   AccessibilityAttachmentModifier>`
  public nonisolated func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)-36ls9
  public nonisolated func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)-7x8rn
  public nonisolated func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)-5s7hs
  @_disfavoredOverload
  public nonisolated func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
  public nonisolated func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityinputlabels(_:)-8a2cx
  public nonisolated func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityheading(_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    _ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityactionkind
/// `struct AccessibilityActionKind` (Equatable, Sendable)
public struct AccessibilityActionKind: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
  public static let `default` = AccessibilityActionKind()
  /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape
  public static let escape = AccessibilityActionKind()
  /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/magictap
  public static let magicTap = AccessibilityActionKind()
  /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/init(named:)
  public init(named name: Text) {}
  init() {}
}

/// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
/// `enum AccessibilityAdjustmentDirection` (Hashable, Sendable)
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment
  case decrement
}

/// https://developer.apple.com/documentation/swiftui/accessibilityheadinglevel
/// `enum AccessibilityHeadingLevel` (Hashable, Sendable; iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}

extension Font {
  /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
  public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
  /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  { Font() }
  /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
}
