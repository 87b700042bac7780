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
