// swift-tools-version: 6.0
import PackageDescription

// Scripts/test-check-availability.sh runs Scripts/check-availability.py on this package: it
// must report every use in Ungated.swift and none in Gated.swift. The minimum is the one
// Composable declared before it moved to macOS 15 / iOS 18.
let package = Package(
  name: "AvailabilityFixture",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
  targets: [.target(name: "Planted")],
  swiftLanguageModes: [.v6]
)
