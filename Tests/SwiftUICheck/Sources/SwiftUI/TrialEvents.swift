import Foundation

// What an eleventh new user's Events app reached for in two view files written after its
// first check (its eight view files as first written needed no declaration): iOS 17's
// transitions by type (`.transition(.blurReplace)`, a custom `Transition`), the scoped
// animation `.animation(_:body:)`, and `@Previewable` in a preview. Each seen failing first
// in a check view. One shape for both SDK generations.

/// https://developer.apple.com/documentation/swiftui/transitionphase
/// `@frozen enum TransitionPhase` (Hashable, Sendable; iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@frozen
public enum TransitionPhase: Hashable, Sendable {
  case willAppear
  case identity
  case didDisappear
  /// https://developer.apple.com/documentation/swiftui/transitionphase/isidentity
  public var isIdentity: Bool { self == .identity }
  /// https://developer.apple.com/documentation/swiftui/transitionphase/value
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// https://developer.apple.com/documentation/swiftui/transition
/// `@MainActor @preconcurrency protocol Transition` (iOS 17): how a view appears and
///   disappears, by phase
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public protocol Transition {
  /// https://developer.apple.com/documentation/swiftui/transition/body
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/transition/body(content:phase:)
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// https://developer.apple.com/documentation/swiftui/transition/content
  typealias Content = PlaceholderContentView<Self>
}

/// https://developer.apple.com/documentation/swiftui/blurreplacetransition
/// `struct BlurReplaceTransition` (Transition; iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct BlurReplaceTransition: Transition {
  /// https://developer.apple.com/documentation/swiftui/blurreplacetransition/configuration-swift.struct
  public struct Configuration: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/blurreplacetransition/configuration-swift.struct/downup
    public static let downUp = Configuration()
    /// https://developer.apple.com/documentation/swiftui/blurreplacetransition/configuration-swift.struct/upup
    public static let upUp = Configuration()
  }
  /// https://developer.apple.com/documentation/swiftui/blurreplacetransition/init(configuration:)
  public nonisolated init(configuration: BlurReplaceTransition.Configuration) {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == BlurReplaceTransition {
  /// https://developer.apple.com/documentation/swiftui/transition/blurreplace
  public static var blurReplace: BlurReplaceTransition {
    BlurReplaceTransition(configuration: .downUp)
  }
  /// https://developer.apple.com/documentation/swiftui/transition/blurreplace(_:)
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  { BlurReplaceTransition(configuration: config) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
  /// `nonisolated func transition<T>(_ transition: T) -> some View where T : Transition`
  public nonisolated func transition<T: Transition>(_ transition: T) -> some View {
    _ModifiedView()
  }
  /// https://developer.apple.com/documentation/swiftui/view/animation(_:body:)
  /// `nonisolated func animation<V>(_ animation: Animation?, @ViewBuilder body:
  ///   (PlaceholderContentView<Self>) -> V) -> some View where V : View` (iOS 17): the
  ///   animation applies to the modifiers in `body` only
  public nonisolated func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/previewable()
/// `@attached(peer) macro Previewable()` (Xcode 16; iOS 17): a dynamic property declared in a
///   `#Preview` body. Here the preview's body keeps the property as written (a local property
///   wrapper) and the attribute expands to nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ComposableMacros", type: "NoOpMacro")
