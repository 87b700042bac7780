import Foundation
import PackagePlugin

/// `swift package generate-case-paths [--target Name …] [--check]`
///
/// Writes `<Target>+CasePaths.swift` in each target's source directory: a `CasePathable`
/// conformance, one line per case, for each internal or public enum of the target. Without
/// `--target`, regenerates the files that exist. With `--check`, writes nothing and fails
/// when a file is stale (for CI).
@main
struct GenerateCasePaths: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let check = extractor.extractFlag(named: "check") > 0
    let tool = try context.tool(named: "CasePathGenerator")
    // NB: Without `--target`, the targets that have a generated file already.
    let targets =
      names.isEmpty
      ? context.package.targets.filter { target in
        guard let source = target as? SwiftSourceModuleTarget else { return false }
        let file = source.directoryURL.appending(path: "\(target.name)+CasePaths.swift")
        return FileManager.default.fileExists(atPath: file.path)
      }
      : try context.package.targets(named: names)
    var failed: [String] = []
    for target in targets {
      guard let source = target as? SwiftSourceModuleTarget else { continue }
      let graph = try packageManager.getSymbolGraph(
        for: target,
        options: .init(minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: true))
      let output = source.directoryURL.appending(path: "\(target.name)+CasePaths.swift")
      let process = Process()
      process.executableURL = tool.url
      process.arguments =
        [graph.directoryURL.path, source.moduleName, output.path] + (check ? ["--check"] : [])
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 { failed.append(target.name) }
    }
    if !failed.isEmpty {
      Diagnostics.error(
        check
          ? "Stale case paths in \(failed.joined(separator: ", ")): run `swift package generate-case-paths`."
          : "Generating case paths failed for \(failed.joined(separator: ", ")).")
      throw GenerateCasePathsError.failed
    }
  }
}

enum GenerateCasePathsError: Error {
  case failed
}
