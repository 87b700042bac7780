import Foundation

// Keyframes (iOS 17): the tracks, the four kinds of keyframe and the two result builders a
// `keyframeAnimator` closure is written in, with the spring and unit curve their timing takes.
// The builders' combined results are one stand-in type each (Apple's are opaque too). One
// shape for both SDK generations.

/// https://developer.apple.com/documentation/swiftui/keyframes
/// `protocol Keyframes<Value>` (iOS 17; its `body` not declared here)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol Keyframes<Value> {
  /// https://developer.apple.com/documentation/swiftui/keyframes/value
  associatedtype Value
}

/// https://developer.apple.com/documentation/swiftui/keyframetrackcontent
/// `protocol KeyframeTrackContent<Value>` (iOS 17; its `body` not declared here)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol KeyframeTrackContent<Value> {
  /// https://developer.apple.com/documentation/swiftui/keyframetrackcontent/value
  associatedtype Value: Animatable
}

/// https://developer.apple.com/documentation/swiftui/keyframetrack
/// `struct KeyframeTrack<Root, Value, Content> where Value == Content.Value, Content :
///   KeyframeTrackContent` (Keyframes; iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes
where Value == Content.Value {
  /// https://developer.apple.com/documentation/swiftui/keyframetrack/init(_:content:)
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/keyframetrack/init(content:)
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {}
}

/// What the builders below combine keyframes or tracks into (Apple's results are opaque).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct _KeyframeGroup<Value>: Keyframes {}

/// What the track builder combines keyframes into (Apple's results are opaque).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {}

/// https://developer.apple.com/documentation/swiftui/keyframetrackcontentbuilder
/// `@resultBuilder struct KeyframeTrackContentBuilder<Value> where Value : Animatable`
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where K.Value == Value { expression }
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
  where K.Value == Value { first }
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> _KeyframeSequence<Value> { _KeyframeSequence() }
  public static func buildArray(
    _ components: [some KeyframeTrackContent<Value>]
  ) -> _KeyframeSequence<Value> { _KeyframeSequence() }
  public static func buildEither<K: KeyframeTrackContent>(first component: K)
    -> _KeyframeSequence<Value> where K.Value == Value
  { _KeyframeSequence() }
  public static func buildEither<K: KeyframeTrackContent>(second component: K)
    -> _KeyframeSequence<Value> where K.Value == Value
  { _KeyframeSequence() }
  public static func buildIf<K: KeyframeTrackContent>(_ component: K?)
    -> _KeyframeSequence<Value> where K.Value == Value
  { _KeyframeSequence() }
}

/// https://developer.apple.com/documentation/swiftui/keyframesbuilder
/// `@resultBuilder struct KeyframesBuilder<Value>`: tracks, or (for the whole value) the
/// keyframes of one implicit track
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@resultBuilder
public struct KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ expression: K) -> K
  where K.Value == Value { expression }
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where K.Value == Value { expression }
  public static func buildBlock() -> _KeyframeGroup<Value> { _KeyframeGroup() }
  public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
    first
  }
  public static func buildPartialBlock(
    accumulated: some Keyframes<Value>, next: some Keyframes<Value>
  ) -> _KeyframeGroup<Value> { _KeyframeGroup() }
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
  where K.Value == Value { first }
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> _KeyframeSequence<Value> where Value: Animatable { _KeyframeSequence() }
  public static func buildFinalResult<K: Keyframes>(_ component: K) -> K
  where K.Value == Value { component }
  public static func buildFinalResult<K: KeyframeTrackContent>(_ component: K)
    -> KeyframeTrack<Value, Value, K> where K.Value == Value
  { KeyframeTrack { component } }
}

/// https://developer.apple.com/documentation/swiftui/linearkeyframe
/// `struct LinearKeyframe<Value> where Value : Animatable` (KeyframeTrackContent; iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// https://developer.apple.com/documentation/swiftui/linearkeyframe/init(_:duration:timingcurve:)
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// https://developer.apple.com/documentation/swiftui/springkeyframe
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// https://developer.apple.com/documentation/swiftui/springkeyframe/init(_:duration:spring:startvelocity:)
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/cubickeyframe
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// https://developer.apple.com/documentation/swiftui/cubickeyframe/init(_:duration:startvelocity:endvelocity:)
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/movekeyframe
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// https://developer.apple.com/documentation/swiftui/movekeyframe/init(_:)
  public init(_ to: Value) {}
}

/// https://developer.apple.com/documentation/swiftui/spring
/// `struct Spring` (Hashable, Sendable; iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Spring: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {}
  /// https://developer.apple.com/documentation/swiftui/spring/init(response:dampingratio:)
  public init(response: Double, dampingRatio: Double) {}
  /// https://developer.apple.com/documentation/swiftui/spring/init(mass:stiffness:damping:allowoverdamping:)
  public init(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {}
  /// https://developer.apple.com/documentation/swiftui/spring/smooth
  public static var smooth: Spring { Spring() }
  /// https://developer.apple.com/documentation/swiftui/spring/snappy
  public static var snappy: Spring { Spring() }
  /// https://developer.apple.com/documentation/swiftui/spring/bouncy
  public static var bouncy: Spring { Spring() }
  /// https://developer.apple.com/documentation/swiftui/spring/smooth(duration:extrabounce:)
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring()
  }
  /// https://developer.apple.com/documentation/swiftui/spring/snappy(duration:extrabounce:)
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring()
  }
  /// https://developer.apple.com/documentation/swiftui/spring/bouncy(duration:extrabounce:)
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring()
  }
}

/// https://developer.apple.com/documentation/swiftui/unitcurve
/// `struct UnitCurve` (Hashable, Sendable; iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct UnitCurve: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/unitcurve/bezier(startcontrolpoint:endcontrolpoint:)
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve()
  }
  /// https://developer.apple.com/documentation/swiftui/unitcurve/linear
  public static let linear = UnitCurve()
  /// https://developer.apple.com/documentation/swiftui/unitcurve/easein
  public static let easeIn = UnitCurve()
  /// https://developer.apple.com/documentation/swiftui/unitcurve/easeout
  public static let easeOut = UnitCurve()
  /// https://developer.apple.com/documentation/swiftui/unitcurve/easeinout
  public static let easeInOut = UnitCurve()
  /// https://developer.apple.com/documentation/swiftui/unitcurve/circulareasein
  public static let circularEaseIn = UnitCurve()
  /// https://developer.apple.com/documentation/swiftui/unitcurve/circulareaseout
  public static let circularEaseOut = UnitCurve()
  /// https://developer.apple.com/documentation/swiftui/unitcurve/circulareaseinout
  public static let circularEaseInOut = UnitCurve()
}
