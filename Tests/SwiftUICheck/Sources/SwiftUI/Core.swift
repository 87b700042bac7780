// A stand-in for Apple's SwiftUI: only declarations, never run. Each one copies the shape of
// the published declaration (generic signature, constraints, isolation, availability) from
// Apple's documentation at the address in its comment, so that code which compiles here
// compiles against the real module. Bodies are placeholders.
//
// Apple's pages now spell result builders `@ContentBuilder` and mark modifiers `nonisolated`
// (SDK 26+); the iOS 18 SDK, this package's minimum, spells them `@ViewBuilder`, and views
// are main-actor isolated as `View` is. Both are declared so that code passes only when it
// compiles against either.

// Apple's SwiftUI re-exports Foundation: a file that imports only SwiftUI uses `UUID`, `Date`,
// `URL` and `IndexSet` (issue 59: 42 of SyncUps' errors here came from its absence).
@_exported import Foundation
// It re-exports Observation too: `@Observable` in a file that imports only SwiftUI.
@_exported import Observation
// Apple's SwiftUI brings UIKit with it on iOS (`UIApplication.shared` in a file that imports
// only SwiftUI); its names here are unavailable on macOS and watchOS.
@_exported import UIKit

// Apple's Foundation has `URLSession`; on Linux it is in FoundationNetworking.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

/// https://developer.apple.com/documentation/swiftui/view
/// `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  public var body: Never { return placeholder() }
}

/// Never called: the stand-in is only type-checked.
@inline(never)
public func placeholder<T>() -> T {
  preconditionFailure("SwiftUI stand-in: type-checking only")
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { placeholder() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { placeholder() }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    placeholder()
  }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  public nonisolated init() {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  public nonisolated init(_ value: T) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/optional (Optional: View where Wrapped: View)
extension Optional: View where Wrapped: View {
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
/// `@MainActor @preconcurrency protocol ViewModifier`
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { return placeholder() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A view returned by a modifier (`some View`).
public struct _ModifiedView: View {
  public var body: Never { return placeholder() }
}

#if !canImport(Darwin)
  extension URL {
    /// https://developer.apple.com/documentation/foundation/url/documentsdirectory
    /// `static var documentsDirectory: URL { get }` (iOS 16, macOS 13, tvOS 16, watchOS 9):
    /// Apple's Foundation has it, this Linux Foundation does not: the user's documents
    /// directory, as `FileManager` names it here (a test that runs a feature reads it).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }
  }
#endif
