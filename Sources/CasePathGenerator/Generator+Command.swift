import Foundation

/// The command line: `<module> <output-file> [--check] [--swiftc PATH] <source-file>…`.
///
/// Parses the module's source files (`swiftc -dump-parse`, no type checking), then writes the
/// file, or with `--check` compares it. Returns the exit status: 0 when the file is (now) up
/// to date, 1 when `--check` found it stale or missing or a file does not parse, 2 on a usage
/// error.
func runGenerator(arguments: [String], log: (String) -> Void) -> Int32 {
  var arguments = arguments
  let check = arguments.contains("--check")
  arguments.removeAll { $0 == "--check" }
  var swiftc: String?
  if let index = arguments.firstIndex(of: "--swiftc"), index + 1 < arguments.count {
    swiftc = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
  }
  guard arguments.count >= 2 else {
    log("usage: CasePathGenerator <module> <output-file> [--check] [--swiftc PATH] <source-file>…")
    return 2
  }
  let module = arguments[0]
  let output = URL(fileURLWithPath: arguments[1])
  let sources = arguments.dropFirst(2).filter {
    URL(fileURLWithPath: $0).lastPathComponent != output.lastPathComponent
  }
  let regenerate =
    "swift package --allow-writing-to-package-directory generate-case-paths --target \(module)"
  do {
    var files: [(path: String, text: Data, parse: Data)] = []
    for path in sources {
      guard let text = FileManager.default.contents(atPath: path) else {
        throw GeneratorError.unreadableSource(path)
      }
      files.append((path, text, try parse(path, swiftc: swiftc)))
    }
    let (enums, imports, skipped) = try Generator.enums(
      inParsedFiles: files, outputFileName: output.lastPathComponent)
    skipped.forEach(log)
    let source = Data(Generator.source(for: enums, imports: imports).utf8)
    let existing = FileManager.default.contents(atPath: output.path)
    if existing == source {
      log("\(output.lastPathComponent) is up to date (\(enums.count) enums).")
      return 0
    }
    if check {
      log(
        existing == nil
          ? "\(output.lastPathComponent) is missing: run `\(regenerate)`."
          : "\(output.lastPathComponent) is stale: run `\(regenerate)`.")
      return 1
    }
    try source.write(to: output)
    log("Wrote \(output.lastPathComponent) (\(enums.count) enums).")
    return 0
  } catch {
    log("CasePathGenerator: \(error)")
    return 1
  }
}

/// `swiftc -dump-parse -dump-ast-format json` of one file: its declarations as written,
/// without type checking.
func parse(_ path: String, swiftc: String?) throws -> Data {
  let process = Process()
  let compiler = swiftc ?? ProcessInfo.processInfo.environment["SWIFT_EXEC"]
  if let compiler {
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments = []
  } else {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"]
  }
  process.arguments? += ["-dump-parse", "-dump-ast-format", "json", path]
  let output = Pipe()
  // NB: Errors go to a file, so that only one pipe needs reading while the compiler runs.
  let errorFile = FileManager.default.temporaryDirectory
    .appendingPathComponent("case-paths-\(UUID().uuidString).txt")
  _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
  defer { try? FileManager.default.removeItem(at: errorFile) }
  let errors = try FileHandle(forWritingTo: errorFile)
  defer { try? errors.close() }
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    let message = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    throw GeneratorError.parseFailed(path, message)
  }
  return data
}

/// What can go wrong reading a module's sources.
enum GeneratorError: Error, CustomStringConvertible {
  case unreadableSource(String)
  case unreadableParse(String)
  case parseFailed(String, String)

  var description: String {
    switch self {
    case let .unreadableSource(path): "Cannot read \(path)."
    case let .unreadableParse(path): "The compiler's parse of \(path) is not JSON."
    case let .parseFailed(path, errors): "\(path) does not parse:\n\(errors)"
    }
  }
}
