// swift-tools-version: 5.9
import Foundation
import PackageDescription

// A client in Swift 5 language mode, as most TCA 1.0 apps are, with no upcoming-feature
// flags: it must compile against Composable and its tests must pass. CI builds and tests it,
// then builds it again the two ways teams step towards Swift 6 (COMPOSABLE_CLIENT_MODE):
// `infer` (InferSendableFromCaptures, where case constructors become @Sendable) and `strict`
// (complete concurrency checking).
let settings: [SwiftSetting] =
  switch ProcessInfo.processInfo.environment["COMPOSABLE_CLIENT_MODE"] {
  case "infer": [.enableUpcomingFeature("InferSendableFromCaptures")]
  case "strict": [.enableExperimentalFeature("StrictConcurrency")]
  default: []
  }
let package = Package(
  name: "Swift5Client",
  platforms: [.macOS("14.0"), .iOS("17.0"), .tvOS("17.0"), .watchOS("10.0"), .visionOS("1.0")],
  dependencies: [.package(name: "Composable", path: "../..")],
  targets: [
    .target(
      name: "Swift5Feature",
      dependencies: [.product(name: "Composable", package: "Composable")],
      swiftSettings: settings
    ),
    .testTarget(
      name: "Swift5FeatureTests",
      dependencies: [
        "Swift5Feature",
        .product(name: "ComposableTesting", package: "Composable"),
      ],
      swiftSettings: settings
    ),
  ]
)
