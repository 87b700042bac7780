import Testing

@testable import Composable

/// Every mutating method that takes a closure keeps the ids and the elements in agreement
/// when the closure throws: the error comes out, and the array is as it was before the call
/// (its observers see no change).
@Suite struct IdentifiedArrayThrowingTests {
  struct Row: Comparable, Identifiable, Sendable {
    let id: Int
    var title: String

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }
  }

  struct Stop: Error, Equatable {}

  /// Eight rows, in no order.
  static let rows: IdentifiedArrayOf<Row> = IdentifiedArray(
    uniqueElements: [3, 1, 2, 5, 4, 8, 7, 6].map { Row(id: $0, title: "row \($0)") })

  /// Whether `rows` is consistent: `ids` in the elements' order, each id finding its element.
  static func expectConsistent(
    _ rows: IdentifiedArrayOf<Row>, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #if DEBUG
      #expect(rows._invariantViolation() == nil, comment, sourceLocation: sourceLocation)
    #endif
    #expect(rows.ids == rows.elements.map(\.id), comment, sourceLocation: sourceLocation)
    for (position, row) in rows.elements.enumerated() {
      #expect(rows[id: row.id] == row, comment, sourceLocation: sourceLocation)
      #expect(rows.index(id: row.id) == position, comment, sourceLocation: sourceLocation)
    }
  }

  /// Whether `rows` is consistent and holds what `before` held, as its observers see it.
  static func expectUnchanged(
    _ rows: IdentifiedArrayOf<Row>, from before: IdentifiedArrayOf<Row>,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectConsistent(rows, comment, sourceLocation: sourceLocation)
    #expect(rows.elements == before.elements, comment, sourceLocation: sourceLocation)
    #expect(
      rows.observationToken == before.observationToken, comment, sourceLocation: sourceLocation)
    #expect(
      rows.structureToken == before.structureToken, comment, sourceLocation: sourceLocation)
  }

  @Test func removeAllWhereThatThrowsLeavesTheArrayAsItWas() {
    for call in 1...8 {
      var rows = Self.rows
      var calls = 0
      #expect(throws: Stop()) {
        try rows.removeAll { row in
          calls += 1
          if calls == call { throw Stop() }
          return row.id.isMultiple(of: 2)
        }
      }
      Self.expectUnchanged(rows, from: Self.rows, "thrown at call \(call)")
    }
    var rows = Self.rows
    rows.removeAll { $0.id.isMultiple(of: 2) }
    #expect(rows.ids == [3, 1, 5, 7])
    Self.expectConsistent(rows)
  }

  @Test func sortThatThrowsLeavesTheArrayAsItWas() {
    // Each of the comparisons a sort of these rows makes, in turn, throws.
    var comparisons = 0
    var sorted = Self.rows
    sorted.sort {
      comparisons += 1
      return $0.id < $1.id
    }
    #expect(comparisons > 8)
    for call in 1...comparisons {
      var rows = Self.rows
      var calls = 0
      #expect(throws: Stop()) {
        try rows.sort { lhs, rhs in
          calls += 1
          if calls == call { throw Stop() }
          return lhs.id < rhs.id
        }
      }
      Self.expectUnchanged(rows, from: Self.rows, "thrown at call \(call)")
    }
    #expect(sorted.ids == [1, 2, 3, 4, 5, 6, 7, 8])
    Self.expectConsistent(sorted)
    sorted.sort { $0.id > $1.id }
    #expect(sorted.ids == [8, 7, 6, 5, 4, 3, 2, 1])
    Self.expectConsistent(sorted)
  }

  @Test func partitionThatThrowsLeavesTheArrayAsItWas() {
    for call in 1...8 {
      var rows = Self.rows
      var calls = 0
      #expect(throws: Stop()) {
        try rows.partition { row in
          calls += 1
          if calls == call { throw Stop() }
          return row.id.isMultiple(of: 2)
        }
      }
      Self.expectUnchanged(rows, from: Self.rows, "thrown at call \(call)")
    }
    // Without a throw, the partition `Array` makes.
    var rows = Self.rows
    var expected = Self.rows.elements
    let expectedPivot = expected.partition { $0.id.isMultiple(of: 2) }
    let pivot = rows.partition { $0.id.isMultiple(of: 2) }
    #expect(pivot == expectedPivot)
    #expect(rows.ids == expected.map(\.id))
    Self.expectConsistent(rows)
  }

  /// What a caller does to a row through an `inout` access before it throws.
  static func change(_ row: inout Row, id: Int? = nil) throws {
    row.title = "changed"
    if let id { row = Row(id: id, title: "changed") }
    throw Stop()
  }

  static func change(_ row: inout Row?, to newValue: Row?) throws {
    row = newValue
    throw Stop()
  }

  @Test func subscriptByIDWithABodyThatThrowsLeavesTheArrayAsItWas() {
    var rows = Self.rows
    #expect(throws: Stop()) { try Self.change(&rows[id: 2]!) }
    #expect(throws: Stop()) { try Self.change(&rows[id: 2]!, id: 42) }
    #expect(throws: Stop()) { try Self.change(&rows[id: 2]!, id: 3) }
    #expect(throws: Stop()) { try Self.change(&rows[id: 2], to: nil) }
    #expect(throws: Stop()) { try Self.change(&rows[id: 42], to: Row(id: 42, title: "new")) }
    Self.expectUnchanged(rows, from: Self.rows)
  }

  @Test func subscriptByPositionWithABodyThatThrowsLeavesTheArrayAsItWas() {
    var rows = Self.rows
    #expect(throws: Stop()) { try Self.change(&rows[2]) }
    #expect(throws: Stop()) { try Self.change(&rows[2], id: 42) }
    #expect(throws: Stop()) { try Self.change(&rows[2], id: 3) }
    Self.expectUnchanged(rows, from: Self.rows)
    // Without a throw, the change is made (an id that is not taken included).
    rows[2].title = "changed"
    #expect(rows[id: 2]?.title == "changed")
    rows[2] = Row(id: 42, title: "forty-two")
    #expect(rows.ids == [3, 1, 42, 5, 4, 8, 7, 6])
    Self.expectConsistent(rows)
  }

  /// Code generic over the collection protocols reaches the same methods.
  @Test func genericCallersThatThrowLeaveTheArrayAsItWas() {
    func removeAll<C: RangeReplaceableCollection>(
      in collection: inout C, where predicate: (C.Element) throws -> Bool
    ) rethrows {
      try collection.removeAll(where: predicate)
    }
    func partition<C: MutableCollection>(
      _ collection: inout C, by predicate: (C.Element) throws -> Bool
    ) rethrows -> C.Index {
      try collection.partition(by: predicate)
    }
    for call in 1...8 {
      var rows = Self.rows
      var calls = 0
      let predicate = { (row: Row) throws -> Bool in
        calls += 1
        if calls == call { throw Stop() }
        return row.id.isMultiple(of: 2)
      }
      #expect(throws: Stop()) { try removeAll(in: &rows, where: predicate) }
      calls = 0
      #expect(throws: Stop()) { try partition(&rows, by: predicate) }
      Self.expectUnchanged(rows, from: Self.rows, "thrown at call \(call)")
    }
  }

  /// `sort()` of `Comparable` elements sorts (the standard library's writes the sorted
  /// elements back one at a time, and each would take the id of another still there).
  @MainActor @Test func sortOfComparableElementsSorts() async {
    var rows = Self.rows
    let diagnostics = await collectDiagnostics { rows.sort() }
    #expect(diagnostics == [])
    #expect(rows.ids == [1, 2, 3, 4, 5, 6, 7, 8])
    Self.expectConsistent(rows)
  }
}
