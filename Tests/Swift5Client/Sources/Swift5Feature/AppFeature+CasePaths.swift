// swift-format-ignore-file
// `AppFeature.Action`'s conformance as `swift package generate-case-paths` writes it (the
// other enums here have none): `/Action.counter` on it takes `/`'s generated fast path, which
// must stay unambiguous in Swift 5 mode, with InferSendableFromCaptures, and under complete
// checking, as the reflective path does on the others.
import Composable

extension AppFeature.Action: CasePathable {
  public struct AllCasePaths: Sendable {
    public var counter: AnyCasePath<AppFeature.Action, Counter.Action> { .init(embed: { .counter($0) }, extract: { if case let .counter(v) = $0 { v } else { nil } }) }
    public var detail: AnyCasePath<AppFeature.Action, Counter.Action> { .init(embed: { .detail($0) }, extract: { if case let .detail(v) = $0 { v } else { nil } }) }
    public var row: AnyCasePath<AppFeature.Action, (Counter.State.ID, Counter.Action)> { .init(embed: { .row(id: $0.0, action: $0.1) }, extract: { if case let .row(v0, v1) = $0 { (v0, v1) } else { nil } }) }
    public var showDetail: AnyCasePath<AppFeature.Action, Void> { .init(embed: { _ in .showDetail }, extract: { if case .showDetail = $0 { () } else { nil } }) }
    public var hideDetail: AnyCasePath<AppFeature.Action, Void> { .init(embed: { _ in .hideDetail }, extract: { if case .hideDetail = $0 { () } else { nil } }) }
    public var addRow: AnyCasePath<AppFeature.Action, Void> { .init(embed: { _ in .addRow }, extract: { if case .addRow = $0 { () } else { nil } }) }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
  public static func _extract<Value>(from root: Self, embeddedBy embed: (Value) -> Self) -> Value?? {
    switch root {
    case let .counter(v): if let v = v as? Value, case .counter = embed(v) { return v }
    case let .detail(v): if let v = v as? Value, case .detail = embed(v) { return v }
    case let .row(v0, v1): if let v = (id: v0, action: v1) as? Value, case .row = embed(v) { return v }
    case .showDetail: break
    case .hideDetail: break
    case .addRow: break
    }
    return .some(nil)
  }
}
