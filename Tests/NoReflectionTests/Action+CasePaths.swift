// swift-format-ignore-file
// The case paths, one line per case, as `swift package generate-case-paths` writes them.
import Composable

extension Action: CasePathable {
  struct AllCasePaths: Sendable {
    var child: AnyCasePath<Action, Int> { .init(embed: Action.child) { if case let .child(v) = $0 { v } else { nil } } }
    var tapped: AnyCasePath<Action, Void> { .init(embed: { _ in .tapped }) { if case .tapped = $0 { () } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
