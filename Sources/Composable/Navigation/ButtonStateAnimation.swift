/// An animation named as data, for a button action that sends with animation:
/// `.send(.delete, animation: .default)`, `.send(.save, animation: .easeInOut(duration: 0.3))`.
///
/// It is data so that alerts stay `Equatable`, `Hashable` and `Codable`; the UI layer maps it
/// to an animation (``animation``: SwiftUI's on Apple platforms, the library's stand-in
/// elsewhere).
public struct ButtonStateAnimation: Hashable, Sendable {
  /// The animation's name, as the UI layer maps it to an animation.
  public let name: String
  /// The length in seconds of a timed curve (`.easeInOut(duration: 0.3)`), or `nil` for the
  /// curve's own.
  public let duration: Double?

  /// An animation named `name`, perhaps with a duration.
  ///
  /// - Parameters:
  ///   - name: The name the UI layer knows it by.
  ///   - duration: The length in seconds, for a timed curve.
  public init(name: String, duration: Double? = nil) {
    self.name = name
    self.duration = duration
  }

  /// The platform's default animation.
  public static let `default` = Self(name: "default")
  /// Ease in and out.
  public static let easeInOut = Self(name: "easeInOut")
  /// Ease in.
  public static let easeIn = Self(name: "easeIn")
  /// Ease out.
  public static let easeOut = Self(name: "easeOut")
  /// Linear.
  public static let linear = Self(name: "linear")
  /// A spring.
  public static let spring = Self(name: "spring")
  /// A smooth spring.
  public static let smooth = Self(name: "smooth")
  /// A snappy spring.
  public static let snappy = Self(name: "snappy")
  /// A bouncy spring.
  public static let bouncy = Self(name: "bouncy")

  /// Ease in and out over `duration` seconds.
  ///
  /// - Parameter duration: The length in seconds.
  public static func easeInOut(duration: Double) -> Self {
    Self(name: "easeInOut", duration: duration)
  }
  /// Ease in over `duration` seconds.
  ///
  /// - Parameter duration: The length in seconds.
  public static func easeIn(duration: Double) -> Self { Self(name: "easeIn", duration: duration) }
  /// Ease out over `duration` seconds.
  ///
  /// - Parameter duration: The length in seconds.
  public static func easeOut(duration: Double) -> Self {
    Self(name: "easeOut", duration: duration)
  }
  /// Linear over `duration` seconds.
  ///
  /// - Parameter duration: The length in seconds.
  public static func linear(duration: Double) -> Self { Self(name: "linear", duration: duration) }
}

extension ButtonStateAnimation: Codable {}
