// swift-tools-version: 6.0
import PackageDescription

// The fixture of `swift package generate-case-paths`: `Fixture+CasePaths.swift` is its
// checked-in output, which `Scripts/test-case-path-plugin.sh` (run by CI) checks is current,
// deletes and regenerates (the target uses `\.child`, so it does not build without it), and
// which the generator's unit tests compare byte for byte. Payloads use Foundation types and a
// type from another module (`Models`).
let package = Package(
  name: "CasePathPluginFixture",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [.package(name: "Composable", path: "../..")],
  targets: [
    .target(name: "Models"),
    .target(
      name: "Fixture",
      dependencies: [.product(name: "Composable", package: "Composable"), "Models"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
