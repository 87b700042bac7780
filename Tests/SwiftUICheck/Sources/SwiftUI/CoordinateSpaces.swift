import Foundation

// iOS 17's coordinate spaces as values (`.coordinateSpace(.named("list"))`, a proxy's frame
// in one), scroll bounce behaviour, a font's width, and an animation's completion: everyday
// SwiftUI a sweep found missing (each seen failing in a probe first). One shape for both SDK
// generations.

/// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
/// `protocol CoordinateSpaceProtocol` (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol CoordinateSpaceProtocol {
  /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/coordinatespace
  var coordinateSpace: CoordinateSpace { get }
}

/// https://developer.apple.com/documentation/swiftui/namedcoordinatespace
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  public var coordinateSpace: CoordinateSpace { .local }
}

/// https://developer.apple.com/documentation/swiftui/globalcoordinatespace
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { .global }
}

/// https://developer.apple.com/documentation/swiftui/localcoordinatespace
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { .local }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/named(_:)
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace()
  }
  /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/global
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension GeometryProxy {
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-6n2yk
  /// `func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect` (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    placeholder()
  }
}

/// https://developer.apple.com/documentation/swiftui/scrollbouncebehavior
/// `struct ScrollBounceBehavior` (Sendable; iOS 16.4)
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct ScrollBounceBehavior: Sendable {
  /// https://developer.apple.com/documentation/swiftui/scrollbouncebehavior/automatic
  public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior() }
  /// https://developer.apple.com/documentation/swiftui/scrollbouncebehavior/always
  public static var always: ScrollBounceBehavior { ScrollBounceBehavior() }
  /// https://developer.apple.com/documentation/swiftui/scrollbouncebehavior/basedonsize
  public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior() }
}

extension Font {
  /// https://developer.apple.com/documentation/swiftui/font/width
  /// `struct Width` (Hashable, Sendable; iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct Width: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/width/init(_:)
    public init(_ value: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/font/width/compressed
    public static let compressed = Width(0.8)
    /// https://developer.apple.com/documentation/swiftui/font/width/condensed
    public static let condensed = Width(0.9)
    /// https://developer.apple.com/documentation/swiftui/font/width/standard
    public static let standard = Width(1)
    /// https://developer.apple.com/documentation/swiftui/font/width/expanded
    public static let expanded = Width(1.2)
  }
  /// https://developer.apple.com/documentation/swiftui/font/width(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func width(_ width: Font.Width) -> Font { self }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)
  /// `nonisolated func coordinateSpace(_ name: NamedCoordinateSpace) -> some View` (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/scrollbouncebehavior(_:axes:)
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public nonisolated func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/fontwidth(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func fontWidth(_ width: Font.Width?) -> some View { _ModifiedView() }
}

extension Text {
  /// https://developer.apple.com/documentation/swiftui/text/fontwidth(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func fontWidth(_ width: Font.Width?) -> Text { self }
}

/// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria
/// `struct AnimationCompletionCriteria` (Hashable, Sendable; iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/logicallycomplete
  public static let logicallyComplete = AnimationCompletionCriteria()
  /// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/removed
  public static let removed = AnimationCompletionCriteria()
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:)
/// `func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria:
///   AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result,
///   completion: @escaping () -> Void) rethrows -> Result` (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  try body()
}
