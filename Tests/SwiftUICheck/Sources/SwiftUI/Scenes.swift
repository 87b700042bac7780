// An app's entry point and its scenes: what a SwiftUI app's `@main` file uses. One shape for
// both SDK generations (the isolation of `WindowGroup`'s initializer is not told apart yet).

/// https://developer.apple.com/documentation/swiftui/app
/// `@MainActor @preconcurrency protocol App`
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  /// https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

extension App {
  /// https://developer.apple.com/documentation/swiftui/app/main()
  /// `@MainActor @preconcurrency static func main()`
  @MainActor @preconcurrency
  public static func main() {}
}

/// https://developer.apple.com/documentation/swiftui/scene
/// `@MainActor @preconcurrency protocol Scene`
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
/// `@resultBuilder struct SceneBuilder`
@resultBuilder
public struct SceneBuilder {
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> some Scene
  { TupleScene((repeat each content)) }
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
/// `struct WindowGroup<Content> where Content : View` (a `Scene`)
public struct WindowGroup<Content: View>: Scene {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  /// `nonisolated init(@ContentBuilder content: () -> Content)` (`@ViewBuilder` before the
  /// iOS 26 SDK)
  public nonisolated init(@ViewBuilder content: () -> Content) {}
}

/// What ``SceneBuilder/buildBlock(_:)`` returns (Apple's is opaque too).
struct TupleScene<T>: Scene {
  nonisolated init(_ value: T) {}
  var body: Never { return placeholder() }
}
