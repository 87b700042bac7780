import Foundation

// CasePathGenerator <symbol-graph-directory> <module> <output-file> [--check]
//
// Run by `swift package generate-case-paths`; see `runGenerator(arguments:log:)`.
exit(runGenerator(arguments: Array(CommandLine.arguments.dropFirst())) { print($0) })
