import Foundation

// An image's rendering mode, interpolation and antialiasing, and a content shape for one kind
// of interaction (a context menu's preview, drag, hover): everyday SwiftUI a sweep found
// missing (each seen failing in a probe first). One shape for both SDK generations.

extension Image {
  /// https://developer.apple.com/documentation/swiftui/image/templaterenderingmode
  /// `enum TemplateRenderingMode` (Hashable, Sendable)
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template
    case original
  }
  /// https://developer.apple.com/documentation/swiftui/image/interpolation
  /// `enum Interpolation` (Hashable, Sendable)
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }
  /// https://developer.apple.com/documentation/swiftui/image/renderingmode(_:)
  /// `func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image`
  public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
  /// https://developer.apple.com/documentation/swiftui/image/interpolation(_:)
  public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
  /// https://developer.apple.com/documentation/swiftui/image/antialiased(_:)
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

/// https://developer.apple.com/documentation/swiftui/contentshapekinds
/// `struct ContentShapeKinds` (OptionSet, Sendable; iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/contentshapekinds/interaction
  public static let interaction = ContentShapeKinds(rawValue: 1)
  /// https://developer.apple.com/documentation/swiftui/contentshapekinds/draganddrop
  @available(watchOS, unavailable)
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  /// https://developer.apple.com/documentation/swiftui/contentshapekinds/contextmenupreview
  @available(tvOS 17.0, *)
  @available(watchOS, unavailable)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  /// https://developer.apple.com/documentation/swiftui/contentshapekinds/hovereffect
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  /// https://developer.apple.com/documentation/swiftui/contentshapekinds/accessibility
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:_:eofill:)
  /// `nonisolated func contentShape<S>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool =
  ///   false) -> some View where S : Shape` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func contentShape<S: Shape>(
    _ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false
  ) -> some View { _ModifiedView() }
}
