// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// NB: No package dependencies, ever: only the toolchain's own modules.
let package = Package(
  name: "Composable",
  // NB: Observation's floor. Task executors (SE-0417), which effects start on and which make a
  // TestStore deterministic, need macOS 15 / iOS 18: each use is gated, with a fallback that
  // CI runs too (`COMPOSABLE_FORCE_FALLBACKS`); `Scripts/check-availability.py` fails CI on
  // any use of a newer API outside an `@available`/`#available` gate.
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Composable", targets: ["Composable"]),
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
    .executable(name: "CounterFactDemo", targets: ["CounterFactDemo"]),
    .executable(name: "composable-inspect", targets: ["ComposableInspect"]),
    .executable(name: "SessionsDemo", targets: ["SessionsDemo"]),
    .plugin(name: "GenerateCasePaths", targets: ["GenerateCasePaths"]),
  ],
  targets: [
    .target(name: "Composable", dependencies: ["ComposableAtomics", "ComposableMacros"]),
    // TCA's macros (`@Reducer`, `@CasePathable`, …) with no dependency: the plugin speaks the
    // compiler's message protocol itself and reads declarations with `ComposableSyntax`.
    .macro(name: "ComposableMacros", dependencies: ["ComposableSyntax"]),
    // Reads Swift declarations from source text, and writes case paths and enum reducers: shared
    // by the macros and `generate-case-paths`.
    .target(name: "ComposableSyntax"),
    // The runtime's process-wide atomic words (C11 atomics, which the package's minimum OS
    // versions have; Synchronization's `Atomic` needs macOS 15 / iOS 18) and its thread-local
    // words (C11 `_Thread_local`: Swift has none).
    .target(name: "ComposableAtomics"),
    .target(name: "ComposableTesting", dependencies: ["Composable", "ComposableTestingLoader"]),
    // Installs ComposableTesting's diagnostics reporter at load time (a C constructor).
    .target(name: "ComposableTestingLoader"),
    .target(name: "CounterFactFeature", dependencies: ["Composable"]),
    // The SyncUps example app's features (no views: see Tests/SwiftUICheck).
    .target(name: "SyncUps", dependencies: ["Composable"]),
    .executableTarget(name: "CounterFactDemo", dependencies: ["CounterFactFeature"]),
    .executableTarget(name: "ComposableInspect", dependencies: ["Composable"]),
    // A chat server's sessions, each in a `StoreActor`, run from a script (Docs/StoreActor.md).
    .executableTarget(name: "SessionsDemo", dependencies: ["Composable"]),
    // `swift package generate-case-paths`: `CasePathable` conformances from the sources.
    .executableTarget(name: "CasePathGenerator", dependencies: ["ComposableSyntax"]),
    .plugin(
      name: "GenerateCasePaths",
      capability: .command(
        intent: .custom(
          verb: "generate-case-paths",
          description: "Writes <Target>+CasePaths.swift: a CasePathable conformance per enum."),
        permissions: [
          .writeToPackageDirectory(reason: "Writes <Target>+CasePaths.swift in each target.")
        ]),
      dependencies: ["CasePathGenerator"]
    ),
    .testTarget(
      name: "ComposableTests",
      dependencies: [
        "Composable", "ComposableTesting", "CounterFactFeature", "CounterFactDemo",
        "CasePathGenerator", "ComposableInspect", "SyncUps", "SessionsDemo", "ComposableSyntax",
      ]
      // NB: Not the macro target: a test target that depends on one is built for the host,
      // with all it depends on (the whole library built twice). The plugin is tested as the
      // compiler runs it, as a process (PluginMessageTests).
    ),
    // Links ComposableTesting but never creates a TestStore.
    .testTarget(
      name: "PlainStoreDiagnosticsTests",
      dependencies: ["Composable", "ComposableTesting"]
    ),
    // Built as an app with "Reflection Metadata Level: None" is, to test case paths and test
    // stores there.
    .testTarget(
      name: "NoReflectionTests",
      dependencies: ["Composable", "ComposableTesting"],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-reflection-metadata"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
