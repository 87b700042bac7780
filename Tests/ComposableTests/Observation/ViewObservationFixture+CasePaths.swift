// swift-format-ignore-file
// The case paths, one line per case, as `swift package generate-case-paths` writes them.
import Composable

extension ViewObservationFixture.Row.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var increment: AnyCasePath<ViewObservationFixture.Row.Action, Void> { .init(embed: { _ in .increment }) { if case .increment = $0 { () } else { nil } } }
    var rename: AnyCasePath<ViewObservationFixture.Row.Action, String> { .init(embed: ViewObservationFixture.Row.Action.rename) { if case let .rename(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension ViewObservationFixture.Child.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var increment: AnyCasePath<ViewObservationFixture.Child.Action, Void> { .init(embed: { _ in .increment }) { if case .increment = $0 { () } else { nil } } }
    var append: AnyCasePath<ViewObservationFixture.Child.Action, Int> { .init(embed: ViewObservationFixture.Child.Action.append) { if case let .append(v) = $0 { v } else { nil } } }
    var rows: AnyCasePath<ViewObservationFixture.Child.Action, IdentifiedActionOf<ViewObservationFixture.Row>> { .init(embed: ViewObservationFixture.Child.Action.rows) { if case let .rows(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension ViewObservationFixture.Feature.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var rows: AnyCasePath<ViewObservationFixture.Feature.Action, IdentifiedActionOf<ViewObservationFixture.Row>> { .init(embed: ViewObservationFixture.Feature.Action.rows) { if case let .rows(v) = $0 { v } else { nil } } }
    var child: AnyCasePath<ViewObservationFixture.Feature.Action, ViewObservationFixture.Child.Action> { .init(embed: ViewObservationFixture.Feature.Action.child) { if case let .child(v) = $0 { v } else { nil } } }
    var sheet: AnyCasePath<ViewObservationFixture.Feature.Action, PresentationAction<ViewObservationFixture.Child.Action>> { .init(embed: ViewObservationFixture.Feature.Action.sheet) { if case let .sheet(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
