// swift-format-ignore-file
// The case paths, one line per case, as `swift package generate-case-paths` writes them
// (with `_extract`, `/`'s fast path, on the enums W2's and W5's `/` rows use).
import Composable

extension Level1.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var child: AnyCasePath<Level1.Action, Level2.Action> { .init(embed: Level1.Action.child) { if case let .child(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
  static func _extract<Value>(from root: Self, embeddedBy embed: (Value) -> Self) -> Value?? {
    switch root {
    case let .child(v): if let v = v as? Value, case .child = embed(v) { return v }
    }
    return .some(nil)
  }
}
extension Level2.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var child: AnyCasePath<Level2.Action, Level3.Action> { .init(embed: Level2.Action.child) { if case let .child(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
  static func _extract<Value>(from root: Self, embeddedBy embed: (Value) -> Self) -> Value?? {
    switch root {
    case let .child(v): if let v = v as? Value, case .child = embed(v) { return v }
    }
    return .some(nil)
  }
}
extension Level3.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var child: AnyCasePath<Level3.Action, Level4.Action> { .init(embed: Level3.Action.child) { if case let .child(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
  static func _extract<Value>(from root: Self, embeddedBy embed: (Value) -> Self) -> Value?? {
    switch root {
    case let .child(v): if let v = v as? Value, case .child = embed(v) { return v }
    }
    return .some(nil)
  }
}
extension Level4.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var child: AnyCasePath<Level4.Action, Level5.Action> { .init(embed: Level4.Action.child) { if case let .child(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
  static func _extract<Value>(from root: Self, embeddedBy embed: (Value) -> Self) -> Value?? {
    switch root {
    case let .child(v): if let v = v as? Value, case .child = embed(v) { return v }
    }
    return .some(nil)
  }
}
extension Level5.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var child: AnyCasePath<Level5.Action, Counter.Action> { .init(embed: Level5.Action.child) { if case let .child(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
  static func _extract<Value>(from root: Self, embeddedBy embed: (Value) -> Self) -> Value?? {
    switch root {
    case let .child(v): if let v = v as? Value, case .child = embed(v) { return v }
    }
    return .some(nil)
  }
}
extension CounterList.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var row: AnyCasePath<CounterList.Action, (Int, Counter.Action)> { .init(embed: CounterList.Action.row) { if case let .row(id, action) = $0 { (id, action) } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
  static func _extract<Value>(from root: Self, embeddedBy embed: (Value) -> Self) -> Value?? {
    switch root {
    case let .row(v0, v1): if let v = (id: v0, action: v1) as? Value, case .row = embed(v) { return v }
    }
    return .some(nil)
  }
}

extension Pair.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var left: AnyCasePath<Pair.Action, Counter.Action> { .init(embed: { .left($0) }, extract: { if case let .left(v) = $0 { v } else { nil } }) }
    var right: AnyCasePath<Pair.Action, Counter.Action> { .init(embed: { .right($0) }, extract: { if case let .right(v) = $0 { v } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
extension Presenter.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var child: AnyCasePath<Presenter.Action, PresentationAction<Counter.Action>> { .init(embed: Presenter.Action.child) { if case let .child(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension WatchedList.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var rows: AnyCasePath<WatchedList.Action, IdentifiedActionOf<CounterRow>> { .init(embed: WatchedList.Action.rows) { if case let .rows(v) = $0 { v } else { nil } } }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
