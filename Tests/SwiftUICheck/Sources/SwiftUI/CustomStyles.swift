import Foundation

// A style of the app's own: `ButtonStyle`, and the requirements of `ToggleStyle` and
// `PrimitiveButtonStyle` with their configurations, so that a custom style is checked as
// Xcode checks it (a missing or misspelled `makeBody` fails). The system styles implement
// `makeBody` here as Apple's do. Found missing by a sweep of everyday SwiftUI before a new
// user's trial. One shape for both SDK generations.

/// https://developer.apple.com/documentation/swiftui/buttonstyle
/// `@MainActor @preconcurrency protocol ButtonStyle`
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/buttonstyle/body
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:)
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  /// https://developer.apple.com/documentation/swiftui/buttonstyle/configuration
  typealias Configuration = ButtonStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration
/// `struct ButtonStyleConfiguration`: the button's label, role and pressed state
public struct ButtonStyleConfiguration {
  /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
  public struct Label: View {
    public var body: Never { return placeholder() }
  }
  /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var role: ButtonRole? { nil }
  /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property
  public let label: ButtonStyleConfiguration.Label
  /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed
  public let isPressed: Bool
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
  /// `nonisolated func buttonStyle<S>(_ style: S) -> some View where S : ButtonStyle`
  public nonisolated func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    _ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration
/// `struct PrimitiveButtonStyleConfiguration`: the button's label and role, and its action
public struct PrimitiveButtonStyleConfiguration {
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/label-swift.struct
  public struct Label: View {
    public var body: Never { return placeholder() }
  }
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/role
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var role: ButtonRole? { nil }
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/label-swift.property
  public let label: PrimitiveButtonStyleConfiguration.Label
  /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/trigger()
  public func trigger() {}
}

/// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration
/// `struct ToggleStyleConfiguration`: the toggle's label and its state, by binding too
public struct ToggleStyleConfiguration {
  /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.struct
  public struct Label: View {
    public var body: Never { return placeholder() }
  }
  /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.property
  public let label: ToggleStyleConfiguration.Label
  /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison
  /// `@Binding var isOn: Bool { get nonmutating set }` (and `$isOn`)
  @Binding public var isOn: Bool
  /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ismixed
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public var isMixed: Bool { false }
}

@available(iOS 13.0, macOS 10.15, tvOS 18.0, watchOS 6.0, *)
extension SwitchToggleStyle {
  /// https://developer.apple.com/documentation/swiftui/switchtogglestyle/makebody(configuration:)
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension BorderlessButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle/makebody(configuration:)
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension BorderedProminentButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle/makebody(configuration:)
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension BorderedButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle/makebody(configuration:)
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension PlainButtonStyle {
  /// https://developer.apple.com/documentation/swiftui/plainbuttonstyle/makebody(configuration:)
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
