import Foundation

// Phase and keyframe animators (iOS 17), with what their signatures need: `Animatable` and
// `VectorArithmetic` for the animated value, `Spring` and `UnitCurve` for keyframe timing, the
// placeholder of the modified view. Found missing by a sweep of everyday SwiftUI before a new
// user's trial. One shape for both SDK generations.

/// https://developer.apple.com/documentation/swiftui/vectorarithmetic
/// `protocol VectorArithmetic : AdditiveArithmetic` (its `scale(by:)` and `magnitudeSquared`
/// not declared here)
public protocol VectorArithmetic: AdditiveArithmetic {}

/// https://developer.apple.com/documentation/swiftui/animatable
/// `protocol Animatable` (iOS 13). `Shape` and `VisualEffect` are `Animatable` in Apple's
/// module; not here, whose custom shapes' `animatableData` is then an ordinary property.
public protocol Animatable {
  /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-swift.associatedtype
  associatedtype AnimatableData: VectorArithmetic
  /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

/// https://developer.apple.com/documentation/swiftui/animatablepair
/// `@frozen struct AnimatablePair<First, Second> where First : VectorArithmetic, Second :
///   VectorArithmetic` (VectorArithmetic, Sendable where both are)
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>:
  VectorArithmetic
{
  /// https://developer.apple.com/documentation/swiftui/animatablepair/first
  public var first: First
  /// https://developer.apple.com/documentation/swiftui/animatablepair/second
  public var second: Second
  /// https://developer.apple.com/documentation/swiftui/animatablepair/init(_:_:)
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: Self { Self(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// https://developer.apple.com/documentation/swiftui/emptyanimatabledata
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// https://developer.apple.com/documentation/swiftui/emptyanimatabledata/init()
  public init() {}
  public static var zero: Self { Self() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// https://developer.apple.com/documentation/swiftui/animatable/animatabledata-6nydg
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Double: VectorArithmetic, Animatable {}
extension Float: VectorArithmetic, Animatable {}
extension CGFloat: VectorArithmetic, Animatable {}

extension Angle: Animatable {
  /// https://developer.apple.com/documentation/swiftui/angle/animatabledata
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension CGPoint: Animatable {
  /// https://developer.apple.com/documentation/corefoundation/cgpoint/animatabledata
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// https://developer.apple.com/documentation/corefoundation/cgsize/animatabledata
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

/// https://developer.apple.com/documentation/swiftui/placeholdercontentview
/// `struct PlaceholderContentView<Value>` (View; iOS 17): the view an animator's content
/// closure modifies
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PlaceholderContentView<Value>: View {
  public var body: Never { return placeholder() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:trigger:content:animation:)
  /// `nonisolated func phaseAnimator<Phase>(_ phases: some Sequence, trigger: some
  ///   Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) ->
  ///   some View, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some
  ///   View where Phase : Equatable` (the sequence's elements are the phases)
  public nonisolated func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:content:animation:)
  public nonisolated func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/keyframeanimator(initialvalue:trigger:content:keyframes:)
  /// `nonisolated func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
  ///   @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) ->
  ///   some View, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes)
  ///   -> some View` (the keyframes' value is `Value`)
  public nonisolated func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/keyframeanimator(initialvalue:repeating:content:keyframes:)
  public nonisolated func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/phaseanimator
/// `nonisolated struct PhaseAnimator<Phase, Content> where Phase : Equatable, Content : View`
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/phaseanimator/init(_:trigger:content:animation:)
  public nonisolated init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {}
  /// https://developer.apple.com/documentation/swiftui/phaseanimator/init(_:content:animation:)
  public nonisolated init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/keyframeanimator
/// `nonisolated struct KeyframeAnimator<Value, KeyframePath, Content> where Value ==
///   KeyframePath.Value, KeyframePath : Keyframes, Content : View`
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/keyframeanimator/init(initialvalue:trigger:content:keyframes:)
  public nonisolated init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {}
  /// https://developer.apple.com/documentation/swiftui/keyframeanimator/init(initialvalue:repeating:content:keyframes:)
  public nonisolated init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {}
}
