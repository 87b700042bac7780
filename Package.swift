// swift-tools-version: 6.0
import PackageDescription

// NB: No package dependencies, ever: only the toolchain's own modules.
let package = Package(
  name: "Composable",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  products: [
    .library(name: "Composable", targets: ["Composable"]),
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
    .executable(name: "CounterFactDemo", targets: ["CounterFactDemo"]),
  ],
  targets: [
    .target(name: "Composable"),
    .target(name: "ComposableTesting", dependencies: ["Composable"]),
    .target(name: "CounterFactFeature", dependencies: ["Composable"]),
    .executableTarget(name: "CounterFactDemo", dependencies: ["CounterFactFeature"]),
    .testTarget(
      name: "ComposableTests",
      dependencies: ["Composable", "ComposableTesting", "CounterFactFeature", "CounterFactDemo"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
