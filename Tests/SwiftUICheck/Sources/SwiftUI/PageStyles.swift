import Foundation

// The palette picker style (iOS 17) and the page index view style of a paged tab view:
// everyday SwiftUI a sweep found missing (each seen failing in a probe first). One shape for
// both SDK generations.

/// https://developer.apple.com/documentation/swiftui/palettepickerstyle
/// `struct PalettePickerStyle` (iOS 17, macOS 14, visionOS 1; not on tvOS or watchOS)
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PalettePickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/palettepickerstyle/init()
  public init() {}
}

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension PickerStyle where Self == PalettePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/palette
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/indexviewstyle
/// `protocol IndexViewStyle` (iOS 14, tvOS 14, watchOS 8; not on macOS)
@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
public protocol IndexViewStyle {}

/// https://developer.apple.com/documentation/swiftui/pageindexviewstyle
@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct PageIndexViewStyle: IndexViewStyle {
  /// https://developer.apple.com/documentation/swiftui/pageindexviewstyle/backgrounddisplaymode
  public struct BackgroundDisplayMode: Sendable {
    /// https://developer.apple.com/documentation/swiftui/pageindexviewstyle/backgrounddisplaymode/automatic
    public static let automatic = BackgroundDisplayMode()
    /// https://developer.apple.com/documentation/swiftui/pageindexviewstyle/backgrounddisplaymode/always
    public static let always = BackgroundDisplayMode()
    /// https://developer.apple.com/documentation/swiftui/pageindexviewstyle/backgrounddisplaymode/interactive
    public static let interactive = BackgroundDisplayMode()
    /// https://developer.apple.com/documentation/swiftui/pageindexviewstyle/backgrounddisplaymode/never
    public static let never = BackgroundDisplayMode()
  }
  /// https://developer.apple.com/documentation/swiftui/pageindexviewstyle/init(backgrounddisplaymode:)
  public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {}
}

@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension IndexViewStyle where Self == PageIndexViewStyle {
  /// https://developer.apple.com/documentation/swiftui/indexviewstyle/page
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// https://developer.apple.com/documentation/swiftui/indexviewstyle/page(backgrounddisplaymode:)
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  { PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode) }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/indexviewstyle(_:)
  @available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  public nonisolated func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    _ModifiedView()
  }
}
