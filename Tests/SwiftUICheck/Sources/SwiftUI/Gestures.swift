import Foundation

// Gestures beyond dragging, their transient state, and text and layout modifiers a probe of an
// everyday app reached for that the rest of the stand-in lacked (each seen failing first). One
// shape for both SDK generations.

/// https://developer.apple.com/documentation/swiftui/gesturestate
/// `@propertyWrapper @frozen struct GestureState<Value>` (DynamicProperty): a gesture's
///   transient value, reset when the gesture ends
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)
  public init(wrappedValue: Value) {}
  /// https://developer.apple.com/documentation/swiftui/gesturestate/init(initialvalue:)
  public init(initialValue: Value) {}
  /// https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue
  public var wrappedValue: Value { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue
  public var projectedValue: GestureState<Value> { self }
}

@available(tvOS, unavailable)
extension DragGesture {
  /// https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> DragGesture { self }
}

/// https://developer.apple.com/documentation/swiftui/tapgesture
/// `struct TapGesture` (Gesture; iOS 13, macOS 10.15, tvOS 16, watchOS 6)
@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
public struct TapGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/tapgesture/init(count:)
  public nonisolated init(count: Int = 1) {}
  /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

/// https://developer.apple.com/documentation/swiftui/longpressgesture
/// `struct LongPressGesture` (Gesture; iOS 13, macOS 10.15, tvOS 14, watchOS 6)
@available(iOS 13.0, macOS 10.15, tvOS 14.0, watchOS 6.0, *)
public struct LongPressGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/longpressgesture/init(minimumduration:maximumdistance:)
  public nonisolated init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
  /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
  /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  public func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
  /// https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Bool, inout State, inout Transaction) -> Void
  ) -> LongPressGesture { self }
}

/// https://developer.apple.com/documentation/swiftui/magnifygesture
/// `struct MagnifyGesture` (Gesture; iOS 17, macOS 14, watchOS 10; not on tvOS)
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct MagnifyGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/magnifygesture/value
  public struct Value: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/magnifygesture/value/magnification
    public var magnification: CGFloat { placeholder() }
  }
  /// https://developer.apple.com/documentation/swiftui/magnifygesture/init(minimumscaledelta:)
  public nonisolated init(minimumScaleDelta: CGFloat = 0.01) {}
  /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  public func onChanged(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
  /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  public func onEnded(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
  /// (its mask not declared here)
  public nonisolated func simultaneousGesture<T: Gesture>(_ gesture: T) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/highprioritygesture(_:including:)
  /// (its mask not declared here)
  public nonisolated func highPriorityGesture<T: Gesture>(_ gesture: T) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/linespacing(_:)
  public nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/allowstightening(_:)
  public nonisolated func allowsTightening(_ flag: Bool) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/rotation3deffect(_:axis:anchor:anchorz:perspective:)
  public nonisolated func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/listitemtint(_:)-8rf9y
  /// (its `Color` overload, iOS 14)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated func listItemTint(_ tint: Color?) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/background(ignoressafeareaedges:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/fontdesign(_:)
  @available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
  public nonisolated func fontDesign(_ design: Font.Design?) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/geometrygroup()
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func geometryGroup() -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-7onm8
  /// (an editable title, its `Binding<String>` overload, iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func navigationTitle(_ title: Binding<String>) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func inspector<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> V
  ) -> some View { _ModifiedView() }
}

extension Font {
  /// https://developer.apple.com/documentation/swiftui/font/smallcaps()
  public func smallCaps() -> Font { self }
  /// https://developer.apple.com/documentation/swiftui/font/monospaced()
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospaced() -> Font { self }
  /// https://developer.apple.com/documentation/swiftui/font/leading(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func leading(_ leading: Leading) -> Font { self }
  /// https://developer.apple.com/documentation/swiftui/font/leading-swift.enum
  /// `enum Leading` (Hashable, Sendable)
  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }
}
