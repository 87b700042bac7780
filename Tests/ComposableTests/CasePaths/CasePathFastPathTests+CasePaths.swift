// swift-format-ignore-file
// `CasePathFastPathTests.Tricky`'s conformance, as `swift package generate-case-paths` writes it.
@testable import Composable

extension CasePathFastPathTests.Tricky: CasePathable {
  struct AllCasePaths: Sendable {
    var pet: AnyCasePath<CasePathFastPathTests.Tricky, CasePathFastPathTests.Animal> { .init(embed: { .pet($0) }, extract: { if case let .pet(v) = $0 { v } else { nil } }) }
    var callback: AnyCasePath<CasePathFastPathTests.Tricky, @Sendable (Int) -> Int> { .init(embed: { .callback($0) }, extract: { if case let .callback(v) = $0 { v } else { nil } }) }
    var a: AnyCasePath<CasePathFastPathTests.Tricky, Int> { .init(embed: { .a($0) }, extract: { if case let .a(v) = $0 { v } else { nil } }) }
    var b: AnyCasePath<CasePathFastPathTests.Tricky, Int> { .init(embed: { .b($0) }, extract: { if case let .b(v) = $0 { v } else { nil } }) }
    var pair: AnyCasePath<CasePathFastPathTests.Tricky, (Int, String)> { .init(embed: { .pair(id: $0.0, value: $0.1) }, extract: { if case let .pair(v0, v1) = $0 { (v0, v1) } else { nil } }) }
    var maybe: AnyCasePath<CasePathFastPathTests.Tricky, Int?> { .init(embed: { .maybe($0) }, extract: { if case let .maybe(v) = $0 { v } else { nil } }) }
    var failure: AnyCasePath<CasePathFastPathTests.Tricky, any Error> { .init(embed: { .failure($0) }, extract: { if case let .failure(v) = $0 { v } else { nil } }) }
    var plain: AnyCasePath<CasePathFastPathTests.Tricky, Void> { .init(embed: { _ in .plain }, extract: { if case .plain = $0 { () } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
  static func _extract<Value>(from root: Self, embeddedBy embed: (Value) -> Self) -> Value?? {
    switch root {
    case let .pet(v): if let v = v as? Value, case .pet = embed(v) { return v }
    case let .callback(v): if let v = v as? Value, case .callback = embed(v) { return v }
    case let .a(v): if let v = v as? Value, case .a = embed(v) { return v }
    case let .b(v): if let v = v as? Value, case .b = embed(v) { return v }
    case let .pair(v0, v1): if let v = (id: v0, value: v1) as? Value, case .pair = embed(v) { return v }
    case let .maybe(v): if let v = v as? Value, case .maybe = embed(v) { return v }
    case let .failure(v): if let v = v as? Value, case .failure = embed(v) { return v }
    case .plain: break
    }
    return .some(nil)
  }
}
