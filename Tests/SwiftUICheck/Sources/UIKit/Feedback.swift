import Foundation

// UIKit's haptic feedback generators, which an iPhone app calls from a view's action with only
// `import SwiftUI` (a ninth new user's Shop app did; each seen failing first). Main-actor
// classes, iOS 10; not on tvOS, macOS or watchOS.

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
