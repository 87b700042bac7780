// swift-format-ignore-file
// The case paths, one line per case, as `swift package generate-case-paths` writes them.
import Composable

extension SharedPair.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var left: AnyCasePath<SharedPair.Action, SharedPair.Side.Action> { .init(embed: SharedPair.Action.left) { if case let .left(v) = $0 { v } else { nil } } }
    var right: AnyCasePath<SharedPair.Action, SharedPair.Side.Action> { .init(embed: SharedPair.Action.right) { if case let .right(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
