// swift-tools-version: 6.0
import PackageDescription

// A separate package so the main build stays lean: `swift run -c release ComposableBenchmarks`.
let package = Package(
  name: "ComposableBenchmarks",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "Composable", path: "..")],
  targets: [
    .executableTarget(
      name: "ComposableBenchmarks",
      dependencies: [
        .product(name: "Composable", package: "Composable"),
        .product(name: "ComposableTesting", package: "Composable"),
      ]
    ),
    // Features nested 20 levels deep (Scripts/generate-nesting-fixture.py): its release
    // build bounds the compile-time cost of deep composition.
    .target(
      name: "NestingFixture",
      dependencies: [.product(name: "Composable", package: "Composable")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
