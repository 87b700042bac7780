import Foundation

// CasePathGenerator <module> <output-file> [--check] [--swiftc PATH] <source-file>…
//
// Run by `swift package generate-case-paths`; see `runGenerator(arguments:log:)`.
exit(runGenerator(arguments: Array(CommandLine.arguments.dropFirst())) { print($0) })
