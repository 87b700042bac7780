// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// Type-checks the library's SwiftUI adapter (Sources/Composable/SwiftUI) and every view file
// under Sources/ViewsCheck on Linux, against a stand-in `SwiftUI` module (Sources/SwiftUI)
// that declares the SwiftUI types and members they use, as Apple publishes them (and a
// `UIKit` stand-in of the few UIKit names a SwiftUI app uses, which `SwiftUI` re-exports). Here
// `canImport(SwiftUI)` holds, so the library compiles with its SwiftUI files.
//
// Nothing here runs: it only fails to build when a view or the adapter would not compile
// against Apple's declarations (a wrong label, a missing constraint, an isolation error).
// `Sources/Composable` is a link to the library's own sources (`Sources/ComposableAtomics` to
// its C atomics, `Sources/ComposableMacros` and `Sources/ComposableSyntax` to its macros),
// `Sources/SyncUps` to the example app's features.
// Two generations of Apple's declarations, where they differ: the iOS 18 SDK's (Xcode 16,
// the default) and the iOS 26 SDK's (Xcode 26: `SWIFTUI_CHECK_SDK=26 swift build`), which
// CI checks too (Scripts/test-swiftui-check.sh). They differ in `NavigationStack`,
// `Spacer(minLength:)`, `List(content:)` and `.task`: the rest of the stand-in is one shape for
// both, from today's pages (Docs/SwiftUI.md).
let sdk = Context.environment["SWIFTUI_CHECK_SDK"] ?? "18"

let package = Package(
  name: "SwiftUICheck",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  targets: [
    .target(name: "UIKit"),
    .target(
      name: "SwiftUI", dependencies: ["UIKit", "ComposableMacros"],
      swiftSettings: sdk == "26" ? [.define("SDK26")] : []),
    .target(name: "ComposableAtomics"),
    .target(name: "ComposableSyntax"),
    .macro(name: "ComposableMacros", dependencies: ["ComposableSyntax"]),
    .target(
      name: "Composable", dependencies: ["SwiftUI", "ComposableAtomics", "ComposableMacros"]),
    // The SyncUps example's features (a link to the library's `Sources/SyncUps`), whose views
    // are in Sources/ViewsCheck/SyncUps*.swift.
    .target(name: "SyncUps", dependencies: ["Composable"]),
    .target(name: "ViewsCheck", dependencies: ["Composable", "SwiftUI", "SyncUps"]),
  ],
  swiftLanguageModes: [.v6]
)
