import Foundation

// UIKit's haptic feedback generators, pasteboard and main screen, which an iPhone app uses
// from a view with only `import SwiftUI` (new users' Shop and Events apps did; each seen
// failing first). Main-actor classes; not on macOS or watchOS, the generators and the
// pasteboard not on tvOS.

/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
/// `@MainActor class UIFeedbackGenerator : NSObject`
@available(iOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIFeedbackGenerator {
  init() {}
  /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
  public func prepare() {}
}

/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@available(iOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy
    /// (iOS 13)
    case soft, rigid
  }
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
  public func impactOccurred() {}
  /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(intensity:)
  @available(iOS 13.0, *)
  public func impactOccurred(intensity: CGFloat) {}
}

/// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
@available(iOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }
  /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator (its `init()`)
  public override init() {}
  /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
  public func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)
  {}
}

/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@available(iOS 10.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator (its `init()`)
  public override init() {}
  /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
  public func selectionChanged() {}
}

/// https://developer.apple.com/documentation/uikit/uipasteboard
/// `@MainActor class UIPasteboard : NSObject` (iOS 3; not on tvOS, macOS or watchOS): its
///   general pasteboard's text, URL and image (an eleventh new user's Events app copied a
///   ticket's code; seen failing first)
@available(iOS 3.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIPasteboard {
  init() {}
  /// https://developer.apple.com/documentation/uikit/uipasteboard/general
  open class var general: UIPasteboard { UIPasteboard() }
  /// https://developer.apple.com/documentation/uikit/uipasteboard/string
  open var string: String? {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uipasteboard/strings
  open var strings: [String]? {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uipasteboard/url
  open var url: URL? {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uipasteboard/image
  open var image: UIImage? {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uipasteboard/hasstrings
  @available(iOS 10.0, *)
  open var hasStrings: Bool { false }
}

/// https://developer.apple.com/documentation/uikit/uiscreen
/// `@MainActor class UIScreen : NSObject` (iOS 2, tvOS 9; not on macOS or watchOS): the main
///   screen's bounds and scale (`UIScreen.main` is to be deprecated, with no warning yet)
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIScreen {
  init() {}
  /// https://developer.apple.com/documentation/uikit/uiscreen/main
  open class var main: UIScreen { UIScreen() }
  /// https://developer.apple.com/documentation/uikit/uiscreen/bounds
  open var bounds: CGRect { .zero }
  /// https://developer.apple.com/documentation/uikit/uiscreen/nativebounds
  open var nativeBounds: CGRect { .zero }
  /// https://developer.apple.com/documentation/uikit/uiscreen/scale
  open var scale: CGFloat { 1 }
}
