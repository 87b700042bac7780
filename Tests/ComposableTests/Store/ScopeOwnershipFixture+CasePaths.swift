// swift-format-ignore-file
// The case paths, one line per case, as `swift package generate-case-paths` writes them.
import Composable

extension ScopeOwnershipFixture.Item.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var rename: AnyCasePath<ScopeOwnershipFixture.Item.Action, String> { .init(embed: ScopeOwnershipFixture.Item.Action.rename) { if case let .rename(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension ScopeOwnershipFixture.Child.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var rename: AnyCasePath<ScopeOwnershipFixture.Child.Action, String> { .init(embed: ScopeOwnershipFixture.Child.Action.rename) { if case let .rename(v) = $0 { v } else { nil } } }
    var increment: AnyCasePath<ScopeOwnershipFixture.Child.Action, Void> { .init(embed: { _ in .increment }) { if case .increment = $0 { () } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension ScopeOwnershipFixture.Row.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var child: AnyCasePath<ScopeOwnershipFixture.Row.Action, ScopeOwnershipFixture.Child.Action> { .init(embed: ScopeOwnershipFixture.Row.Action.child) { if case let .child(v) = $0 { v } else { nil } } }
    var sheet: AnyCasePath<ScopeOwnershipFixture.Row.Action, PresentationAction<ScopeOwnershipFixture.Child.Action>> { .init(embed: ScopeOwnershipFixture.Row.Action.sheet) { if case let .sheet(v) = $0 { v } else { nil } } }
    var items: AnyCasePath<ScopeOwnershipFixture.Row.Action, IdentifiedActionOf<ScopeOwnershipFixture.Item>> { .init(embed: ScopeOwnershipFixture.Row.Action.items) { if case let .items(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension ScopeOwnershipFixture.Feature.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var rows: AnyCasePath<ScopeOwnershipFixture.Feature.Action, IdentifiedActionOf<ScopeOwnershipFixture.Row>> { .init(embed: ScopeOwnershipFixture.Feature.Action.rows) { if case let .rows(v) = $0 { v } else { nil } } }
    var child: AnyCasePath<ScopeOwnershipFixture.Feature.Action, ScopeOwnershipFixture.Child.Action> { .init(embed: ScopeOwnershipFixture.Feature.Action.child) { if case let .child(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Peeking.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var child: AnyCasePath<Peeking.Action, ScopeOwnershipFixture.Child.Action> { .init(embed: Peeking.Action.child) { if case let .child(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
