// swift-format-ignore-file
// The case paths, one line per case, as `swift package generate-case-paths` writes them.
import Composable

extension CaseKeyPathTests.Parent.Mode: CasePathable {
  struct AllCasePaths: Sendable {
    var idle: AnyCasePath<CaseKeyPathTests.Parent.Mode, Void> { .init(embed: { _ in .idle }) { if case .idle = $0 { () } else { nil } } }
    var counting: AnyCasePath<CaseKeyPathTests.Parent.Mode, CaseKeyPathTests.Counter.State> { .init(embed: CaseKeyPathTests.Parent.Mode.counting) { if case let .counting(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension CaseKeyPathTests.Parent.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var counter: AnyCasePath<CaseKeyPathTests.Parent.Action, CaseKeyPathTests.Counter.Action> { .init(embed: CaseKeyPathTests.Parent.Action.counter) { if case let .counter(v) = $0 { v } else { nil } } }
    var optional: AnyCasePath<CaseKeyPathTests.Parent.Action, CaseKeyPathTests.Counter.Action> { .init(embed: CaseKeyPathTests.Parent.Action.optional) { if case let .optional(v) = $0 { v } else { nil } } }
    var rows: AnyCasePath<CaseKeyPathTests.Parent.Action, IdentifiedActionOf<CaseKeyPathTests.Counter>> { .init(embed: CaseKeyPathTests.Parent.Action.rows) { if case let .rows(v) = $0 { v } else { nil } } }
    var pair: AnyCasePath<CaseKeyPathTests.Parent.Action, (Int, CaseKeyPathTests.Counter.Action)> { .init(embed: CaseKeyPathTests.Parent.Action.pair) { if case let .pair(v0, v1) = $0 { (v0, v1) } else { nil } } }
    var mode: AnyCasePath<CaseKeyPathTests.Parent.Action, CaseKeyPathTests.ModeFeature.Action> { .init(embed: CaseKeyPathTests.Parent.Action.mode) { if case let .mode(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension CaseKeyPathTests.Counter.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var increment: AnyCasePath<CaseKeyPathTests.Counter.Action, Void> { .init(embed: { _ in .increment }) { if case .increment = $0 { () } else { nil } } }
    var load: AnyCasePath<CaseKeyPathTests.Counter.Action, Void> { .init(embed: { _ in .load }) { if case .load = $0 { () } else { nil } } }
    var loaded: AnyCasePath<CaseKeyPathTests.Counter.Action, TaskResult<Int>> { .init(embed: CaseKeyPathTests.Counter.Action.loaded) { if case let .loaded(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension CaseKeyPathTests.ModeFeature.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var counting: AnyCasePath<CaseKeyPathTests.ModeFeature.Action, CaseKeyPathTests.Counter.Action> { .init(embed: CaseKeyPathTests.ModeFeature.Action.counting) { if case let .counting(v) = $0 { v } else { nil } } }
    var scoped: AnyCasePath<CaseKeyPathTests.ModeFeature.Action, CaseKeyPathTests.Counter.Action> { .init(embed: CaseKeyPathTests.ModeFeature.Action.scoped) { if case let .scoped(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
