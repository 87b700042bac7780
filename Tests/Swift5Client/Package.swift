// swift-tools-version: 5.9
import PackageDescription

// A client in Swift 5 language mode, as most TCA 1.0 apps are, with no upcoming-feature
// flags: it must compile against Composable and its tests must pass. CI builds and tests it.
let package = Package(
  name: "Swift5Client",
  platforms: [.macOS("15.0"), .iOS("18.0"), .tvOS("18.0"), .watchOS("11.0"), .visionOS("2.0")],
  dependencies: [.package(name: "Composable", path: "../..")],
  targets: [
    .target(
      name: "Swift5Feature",
      dependencies: [.product(name: "Composable", package: "Composable")]
    ),
    .testTarget(
      name: "Swift5FeatureTests",
      dependencies: [
        "Swift5Feature",
        .product(name: "ComposableTesting", package: "Composable"),
      ]
    ),
  ]
)
