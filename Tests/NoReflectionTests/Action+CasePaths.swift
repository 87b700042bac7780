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

// With `_extract`, as the generator writes it today: `/` needs no reflection metadata.
extension GeneratedAction: CasePathable {
  struct AllCasePaths: Sendable {
    var child: AnyCasePath<GeneratedAction, Int> { .init(embed: { .child($0) }, extract: { if case let .child(v) = $0 { v } else { nil } }) }
    var other: AnyCasePath<GeneratedAction, Int> { .init(embed: { .other($0) }, extract: { if case let .other(v) = $0 { v } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
  static func _extract<Value>(from root: Self, embeddedBy embed: (Value) -> Self) -> Value?? {
    switch root {
    case let .child(v): if let v = v as? Value, case .child = embed(v) { return v }
    case let .other(v): if let v = v as? Value, case .other = embed(v) { return v }
    }
    return .some(nil)
  }
}
