// `@Entry` (Xcode 16), which Apple's SwiftUI declares: here a macro of the library's plugin
// expands it as Apple's does, to a private key type and the property's accessors through the
// environment's subscript, so that the value and its type are checked. One shape for both SDK
// generations.

/// https://developer.apple.com/documentation/swiftui/entry()
/// `@attached(accessor) @attached(peer, names: prefixed(__Key_)) macro Entry()` (iOS 13,
///   macOS 10.15, tvOS 13, watchOS 6: back-deployed with Xcode 16's SDK)
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ComposableMacros", type: "EntryMacro")
