import Foundation
import PackagePlugin

/// `swift package generate-case-paths [--target Name …] [--check]`
///
/// Writes `<Target>+CasePaths.swift` in each target's source directory: a `CasePathable`
/// conformance, one line per case, for each internal, package or public enum of the target,
/// with the target's own imports. It reads the sources as the compiler parses them, without
/// building the target, so a target that already uses `\.child` (and does not compile without
/// the file) can be generated, also after the file was deleted. Without `--target`, it
/// regenerates the files that exist. With `--check`, writes nothing and fails when a file is
/// stale or missing, or when there is no file to check (for CI: name the targets).
@main
struct GenerateCasePaths: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let check = extractor.extractFlag(named: "check") > 0
    let tool = try context.tool(named: "CasePathGenerator")
    // NB: The toolchain's compiler, when SwiftPM names it; else the generator finds `swiftc`.
    let swiftc = try? context.tool(named: "swiftc").url.path
    // NB: Without `--target`, the targets that have a generated file already.
    let targets =
      names.isEmpty
      ? context.package.targets.filter { target in
        guard let source = target as? SwiftSourceModuleTarget else { return false }
        let file = source.directoryURL.appending(path: "\(target.name)+CasePaths.swift")
        return FileManager.default.fileExists(atPath: file.path)
      }
      : try context.package.targets(named: names)
    if targets.isEmpty {
      Diagnostics.error(
        """
        No <Target>+CasePaths.swift found to \(check ? "check" : "regenerate"): name the \
        targets with --target.
        """)
      throw GenerateCasePathsError.failed
    }
    var failed: [String] = []
    var createdFiles = false
    for target in targets {
      guard let source = target as? SwiftSourceModuleTarget else {
        Diagnostics.error("\(target.name) is not a Swift target.")
        failed.append(target.name)
        continue
      }
      let output = source.directoryURL.appending(path: "\(target.name)+CasePaths.swift")
      let files = source.sourceFiles(withSuffix: "swift").map(\.url.path)
      let process = Process()
      process.executableURL = tool.url
      process.arguments =
        [source.moduleName, output.path] + (check ? ["--check"] : [])
        + (swiftc.map { ["--swiftc", $0] } ?? []) + files
      let existed = FileManager.default.fileExists(atPath: output.path)
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 { failed.append(target.name) }
      if !existed, FileManager.default.fileExists(atPath: output.path) {
        createdFiles = true
      }
    }
    if createdFiles {
      // NB: SwiftPM keeps the list of a target's files from its last plan of the package
      // (made again by every `swift package` run, this one's included) and may not notice a
      // file created since: a newer `Package.swift` makes it plan again.
      let manifest = context.package.directoryURL.appending(path: "Package.swift")
      try? FileManager.default.setAttributes(
        [.modificationDate: Date()], ofItemAtPath: manifest.path)
    }
    if !failed.isEmpty {
      let command =
        "swift package --allow-writing-to-package-directory generate-case-paths"
        + failed.map { " --target \($0)" }.joined()
      Diagnostics.error(
        check
          ? "Stale or missing case paths in \(failed.joined(separator: ", ")): run `\(command)`."
          : "Generating case paths failed for \(failed.joined(separator: ", ")).")
      throw GenerateCasePathsError.failed
    }
  }
}

enum GenerateCasePathsError: Error {
  case failed
}
