// swift-tools-version: 6.0
import PackageDescription

// The fixture of `swift package generate-case-paths`: `Fixture+CasePaths.swift` is its
// checked-in output, which `Scripts/test-case-path-plugin.sh` (run by CI) checks is current,
// and which the generator's unit tests compare byte for byte.
let package = Package(
  name: "CasePathPluginFixture",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "Composable", path: "../..")],
  targets: [
    .target(
      name: "Fixture",
      dependencies: [.product(name: "Composable", package: "Composable")]
    )
  ],
  swiftLanguageModes: [.v6]
)
