import Foundation

// What a ninth new user's Shop app reached for that the stand-in lacked (each seen failing in
// a check view first): a slider with no label, a symbol's content transition and the replace
// effect, labeled content titled by a string, sensory feedback by condition or by closure and
// impacts by weight or flexibility, a tint by any shape style, preview traits. One shape for
// both SDK generations.

@available(tvOS, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:oneditingchanged:)
  /// `nonisolated init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
  ///   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V : BinaryFloatingPoint,
  ///   V.Stride : BinaryFloatingPoint`
  public nonisolated init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content: View {
  /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
  /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)
  /// (its form with a `StringProtocol` title)
  @_disfavoredOverload
  public nonisolated init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
}

/// https://developer.apple.com/documentation/symbols/contenttransitionsymboleffect
/// `protocol ContentTransitionSymbolEffect` (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ContentTransitionSymbolEffect {}

/// https://developer.apple.com/documentation/symbols/replacesymboleffect
/// `struct ReplaceSymbolEffect` (ContentTransitionSymbolEffect, SymbolEffect; iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, SymbolEffect {
  /// https://developer.apple.com/documentation/symbols/replacesymboleffect/downup
  public var downUp: ReplaceSymbolEffect { self }
  /// https://developer.apple.com/documentation/symbols/replacesymboleffect/upup
  public var upUp: ReplaceSymbolEffect { self }
  /// https://developer.apple.com/documentation/symbols/replacesymboleffect/offup
  public var offUp: ReplaceSymbolEffect { self }
  /// https://developer.apple.com/documentation/symbols/replacesymboleffect/bylayer
  public var byLayer: ReplaceSymbolEffect { self }
  /// https://developer.apple.com/documentation/symbols/replacesymboleffect/wholesymbol
  public var wholeSymbol: ReplaceSymbolEffect { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// https://developer.apple.com/documentation/symbols/symboleffect/replace
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentTransition {
  /// https://developer.apple.com/documentation/swiftui/contenttransition/symboleffect
  public static var symbolEffect: ContentTransition { ContentTransition() }
  /// https://developer.apple.com/documentation/swiftui/contenttransition/symboleffect(_:options:)
  /// `static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default) ->
  ///   ContentTransition where T : ContentTransitionSymbolEffect, T : SymbolEffect`
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition { ContentTransition() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
extension SensoryFeedback {
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight
  public struct Weight: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight/light
    public static let light = Weight()
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight/medium
    public static let medium = Weight()
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight/heavy
    public static let heavy = Weight()
  }
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/flexibility
  public struct Flexibility: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/flexibility/rigid
    public static let rigid = Flexibility()
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/flexibility/solid
    public static let solid = Flexibility()
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/flexibility/soft
    public static let soft = Flexibility()
  }
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(weight:intensity:)
  public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0)
    -> SensoryFeedback
  { SensoryFeedback.impact }
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(flexibility:intensity:)
  public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0)
    -> SensoryFeedback
  { SensoryFeedback.impact }
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/alignment
  public static let alignment = SensoryFeedback()
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/levelchange
  public static let levelChange = SensoryFeedback()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:condition:)
  /// `nonisolated func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T, condition:
  ///   @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View where T : Equatable`
  public nonisolated func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(trigger:_:)
  /// `nonisolated func sensoryFeedback<T>(trigger: T, _ feedback: @escaping (_ oldValue: T, _
  ///   newValue: T) -> SensoryFeedback?) -> some View where T : Equatable`
  public nonisolated func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View { _ModifiedView() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq
  /// `nonisolated func tint<S>(_ tint: S?) -> some View where S : ShapeStyle` (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func tint<S: ShapeStyle>(_ tint: S?) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/gradient (ShapeStyle from iOS 16: a
/// gradient as a tint, a `Gauge`'s)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient: ShapeStyle {}
