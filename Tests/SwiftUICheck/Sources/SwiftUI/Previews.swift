import Foundation

// `#Preview`, which Apple's SwiftUI declares (with DeveloperToolsSupport's `Preview`): here a
// macro of the library's plugin turns the body into a private view builder function, so that
// the body is type-checked as Xcode type-checks it; nothing runs. One shape for both SDK
// generations.

/// https://developer.apple.com/documentation/swiftui/preview(_:body:)
/// `@freestanding(declaration) macro Preview(_ name: String? = nil, @ContentBuilder body:
///   @escaping @MainActor () -> any View)` (iOS 17, macOS 14, tvOS 17, watchOS 10,
///   visionOS 1: the macro's own floor, as the page's `Preview` lists it)
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ComposableMacros", type: "PreviewMacro")

/// https://developer.apple.com/documentation/swiftui/preview(_:traits:_:body:)
/// `@freestanding(declaration) macro Preview(_ name: String? = nil, traits:
///   PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
///   @ContentBuilder body: @escaping @MainActor () -> any View)` (iOS 17): the traits are
///   type-checked, not read
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ComposableMacros", type: "PreviewMacro")

/// https://developer.apple.com/documentation/developertoolssupport/preview
/// `struct Preview` (DeveloperToolsSupport, which SwiftUI re-exports): its trait kinds
public struct Preview {
  /// https://developer.apple.com/documentation/developertoolssupport/preview/viewtraits
  public struct ViewTraits {}
}

/// https://developer.apple.com/documentation/developertoolssupport/previewtrait
/// `struct PreviewTrait<T>` (iOS 17)
public struct PreviewTrait<T> {}

extension PreviewTrait where T == Preview.ViewTraits {
  /// https://developer.apple.com/documentation/developertoolssupport/previewtrait/sizethatfitslayout
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait() }
  /// https://developer.apple.com/documentation/developertoolssupport/previewtrait/fixedlayout(width:height:)
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait()
  }
  /// https://developer.apple.com/documentation/developertoolssupport/previewtrait/portrait
  public static var portrait: PreviewTrait<T> { PreviewTrait() }
  /// https://developer.apple.com/documentation/developertoolssupport/previewtrait/landscapeleft
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait() }
  /// https://developer.apple.com/documentation/developertoolssupport/previewtrait/landscaperight
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait() }
}
