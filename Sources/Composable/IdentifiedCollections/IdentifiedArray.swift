import ComposableAtomics

import struct Foundation.IndexSet

/// An ordered collection of elements with unique ids, with O(1) lookup and update by id.
///
/// Use it for lists of features: `forEach` routes row actions by id, and a row's id stays
/// valid when rows are inserted or moved, unlike an index.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
/// todos[id: 1]?.isDone = true
/// todos.remove(id: 1)
/// ```
///
/// Duplicate ids are refused: an insertion whose id is already present is reported as a
/// runtime diagnostic and left out, so lookups by id always find exactly one element.
public struct IdentifiedArray<ID: Hashable, Element> {
  /// The elements, in order.
  public var elements: [Element] { _elements }
  @usableFromInline var _elements: [Element]
  /// Each id's position plus ``base``.
  @usableFromInline var positions: [ID: Int]
  /// What ``positions`` holds beyond each position: removing near the front shifts the
  /// elements before the removal (fewer than those after it) and raises `base`, so removing
  /// the first element re-indexes nothing.
  @usableFromInline var base = 0
  /// The ids, in the elements' order: re-indexing after an insertion or a removal reads them
  /// here rather than through `idOf`, a key path (10 to 100 times slower per element).
  @usableFromInline var _ids: [ID]
  @usableFromInline let idOf: KeyPath<Element, ID> & Sendable
  /// Replaced by every change that may add, remove or reorder ids, and by nothing else: two
  /// arrays with the same token have the same ids in the same order. `forEach` compares
  /// tokens to learn in O(1) that an action removed no row, where comparing the ids would
  /// cost O(*n*) per action. Not part of `==` or `hash`.
  @usableFromInline package private(set) var structure = IdentifiedArrayStructure()
  /// Replaced by every change (a number no other change in the process has): two arrays
  /// with the same version hold the same elements. A store's observers compare versions
  /// instead of keeping a copy of the array, which a later write would have to copy again.
  /// Not part of `==` or `hash`.
  @usableFromInline package private(set) var version: UInt64 = 0

  /// An empty array identifying elements by `id`.
  ///
  /// - Complexity: O(1).
  public init(id: KeyPath<Element, ID> & Sendable) {
    self._elements = []
    self.positions = [:]
    self._ids = []
    self.idOf = id
  }

  /// An array of `elements` identified by `id`; later duplicates of an id are reported (at
  /// the caller's line) and left out.
  ///
  /// - Parameters:
  ///   - elements: The elements.
  ///   - id: The key path to each element's id.
  ///   - fileID: The caller's file ID, where a duplicate is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  /// - Complexity: O(*n*).
  public init(
    uncheckedElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(id: id)
    for element in elements where !append(element).inserted {
      runtimeWarn(
        """
        IdentifiedArray was given two elements with the id \(element[keyPath: id]); the later \
        one was left out.
        """, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// The ids of the elements, in order.
  ///
  /// - Complexity: O(1).
  public var ids: [ID] {
    _ids
  }

  /// The element with `id`; assign `nil` to remove it, or a value to replace or append it.
  ///
  /// A change made through it (`todos[id: 1]?.isDone = true`) is stored when the access ends:
  /// when the code changing the element throws, the array is left as it was.
  ///
  /// - Complexity: O(1) to read or replace, O(*n*) to remove.
  public subscript(id id: ID) -> Element? {
    get {
      guard let position = position(of: id) else { return nil }
      return _elements[position]
    }
    _modify {
      // NB: A copy is yielded and stored after: a caller that throws never reaches the store.
      guard let position = position(of: id) else {
        var value: Element? = nil
        yield &value
        if let value { insertChecked(value, at: _elements.count, expectedID: id) }
        return
      }
      var value: Element? = _elements[position]
      yield &value
      if let value {
        if value[keyPath: idOf] == id {
          version = nextObservationVersion()
          _elements[position] = value
        } else {
          runtimeWarn(
            "Changing the id of an IdentifiedArray element through subscript(id:) is refused (\(id))."
          )
        }
      } else {
        remove(at: position)
      }
    }
  }

  /// The position of the element with `id`.
  ///
  /// - Complexity: O(1).
  public func index(id: ID) -> Int? {
    position(of: id)
  }

  /// The position of the element with `id`, if any.
  @inlinable
  func position(of id: ID) -> Int? {
    positions[id].map { $0 - base }
  }

  /// Removes and returns the element with `id`.
  ///
  /// - Complexity: O(*n*).
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let position = position(of: id) else { return nil }
    return remove(at: position)
  }

  /// Appends `element` unless its id is present, as swift-identified-collections does: a
  /// duplicate is not appended, and the result says so (`inserted` is `false`).
  ///
  /// - Returns: Whether it was appended, and the position of the element with its id.
  /// - Complexity: Amortized O(1).
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let id = element[keyPath: idOf]
    if let existing = position(of: id) { return (false, existing) }
    positions[id] = _elements.count + base
    _elements.append(element)
    _ids.append(id)
    structure = IdentifiedArrayStructure()
    version = nextObservationVersion()
    return (true, _elements.count - 1)
  }

  /// Inserts `element` at `index` unless its id is present, as swift-identified-collections
  /// does: a duplicate is not inserted, and the result says so (`inserted` is `false`).
  ///
  /// - Returns: Whether it was inserted, and the position of the element with its id.
  /// - Complexity: O(*n*).
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    insertChecked(element, at: index, expectedID: element[keyPath: idOf])
  }

  /// Replaces the element with the same id, or appends `element`.
  ///
  /// - Returns: The element replaced, if any.
  /// - Complexity: O(1) amortized.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let id = element[keyPath: idOf]
    if let position = position(of: id) {
      let old = _elements[position]
      _elements[position] = element
      version = nextObservationVersion()
      return old
    }
    append(element)
    return nil
  }

  @discardableResult
  private mutating func insertChecked(
    _ element: Element, at index: Int, expectedID: ID
  ) -> (inserted: Bool, index: Int) {
    let id = element[keyPath: idOf]
    if let existing = position(of: id) {
      if id != expectedID {
        runtimeWarn(
          """
          IdentifiedArray: the element set for id \(expectedID) has id \(id), which another \
          element has: it was not stored.
          """)
      }
      return (false, existing)
    }
    if id != expectedID {
      runtimeWarn(
        "IdentifiedArray: the element set for id \(expectedID) has id \(id); stored under \(id).")
    }
    let index = Swift.min(Swift.max(index, 0), _elements.count)
    _elements.insert(element, at: index)
    _ids.insert(id, at: index)
    structure = IdentifiedArrayStructure()
    version = nextObservationVersion()
    if index == _elements.count - 1 {
      positions[id] = index + base
    } else {
      reindex(from: index)
    }
    return (true, index)
  }

  /// Marks the elements as changed (see `version`).
  @usableFromInline
  mutating func replaceVersion() {
    version = nextObservationVersion()
  }

  /// Changes the element at `position` in place, as a new version. An element whose id
  /// `body` changed is kept under its new id, where no other element has it, or else
  /// removed; either way the change is returned, to be reported.
  @inlinable
  mutating func updateElement<R>(
    at position: Int, _ body: (inout Element) -> R
  ) -> (result: R, idChange: IdentifiedArrayIDChange<ID>?) {
    replaceVersion()
    let result = body(&_elements[position])
    let id = _elements[position][keyPath: idOf]
    guard id != _ids[position] else { return (result, nil) }
    return (result, rekey(at: position, to: id))
  }

  /// Marks the sequence of ids as changed (see `structure`).
  mutating func replaceStructure() {
    structure = IdentifiedArrayStructure()
    version = nextObservationVersion()
  }

  @inlinable
  mutating func reindex(from start: Int) {
    structure = IdentifiedArrayStructure()
    version = nextObservationVersion()
    for position in start..<_ids.count {
      positions[_ids[position]] = position + base
    }
  }

  /// Removes and returns the element at `position`.
  ///
  /// - Complexity: O(*n*).
  @discardableResult
  @inlinable
  public mutating func remove(at position: Int) -> Element {
    let element = _elements[position]
    removeSubrangeInPlace(position..<position + 1)
    return element
  }

  /// Removes the elements in `range`, re-indexing only those after it.
  ///
  /// - Complexity: O(*n* − `range.lowerBound`).
  @inlinable
  mutating func removeSubrangeInPlace(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    for id in _ids[range] { positions[id] = nil }
    version = nextObservationVersion()
    _elements.removeSubrange(range)
    _ids.removeSubrange(range)
    if range.lowerBound < _ids.count - range.lowerBound {
      // Fewer elements before the range than after it: those before keep their stored
      // values' meaning by moving up `range.count` with `base`, and those after, which
      // moved down `range.count`, need no change.
      structure = IdentifiedArrayStructure()
      for position in 0..<range.lowerBound {
        positions[_ids[position]] = position + base + range.count
      }
      base += range.count
    } else {
      reindex(from: range.lowerBound)
    }
  }

  /// Removes every element matching `shouldBeRemoved`; the others keep their order.
  ///
  /// `shouldBeRemoved` is called once for each element, in order, before anything is removed:
  /// when it throws, the error propagates and the array is left as it was.
  ///
  /// - Complexity: O(*n*).
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    // NB: Every answer first, then the removal: a throw part way has nothing to undo.
    guard let first = try _elements.firstIndex(where: shouldBeRemoved) else { return }
    var removed = [first]
    for position in first + 1..<_elements.count {
      if try shouldBeRemoved(_elements[position]) { removed.append(position) }
    }
    // The kept elements move down over the removed ones, which end up past `kept`.
    var kept = first
    var nextRemoved = 0
    for position in first..<_elements.count {
      if nextRemoved < removed.count, removed[nextRemoved] == position {
        nextRemoved += 1
      } else {
        _elements.swapAt(kept, position)
        _ids.swapAt(kept, position)
        kept += 1
      }
    }
    for id in _ids[kept...] { positions[id] = nil }
    _elements.removeSubrange(kept...)
    _ids.removeSubrange(kept...)
    reindex(from: first)
  }

  /// Sorts the elements in place (a stable sort, as `Array`'s).
  ///
  /// The order is worked out before any element moves: when `areInIncreasingOrder` throws,
  /// the error propagates and the array is left as it was.
  ///
  /// - Complexity: O(*n* log *n*).
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    // NB: The positions are sorted, not the elements (the same comparisons, so the same
    // order), and the elements are moved into it, in place, only once it is known.
    var order = Array(_elements.indices)
    try order.sort { try areInIncreasingOrder(_elements[$0], _elements[$1]) }
    // NB: Already in order: the ids and the array are the same (nothing to tell observers).
    guard let firstMoved = order.indices.first(where: { order[$0] != $0 }) else { return }
    // Each cycle of the permutation in turn: the element `order` names for a position is
    // swapped into it, and the position marked done (`order[position] == position`).
    for start in firstMoved..<order.count where order[start] != start {
      var position = start
      while order[position] != start {
        let source = order[position]
        _elements.swapAt(position, source)
        _ids.swapAt(position, source)
        order[position] = position
        position = source
      }
      order[position] = position
    }
    reindex(from: firstMoved)
  }

  /// Exchanges the elements at `i` and `j` (what `reverse()` and `MutableCollection`'s
  /// algorithms use): ids move with their elements, none is ever duplicated on the way.
  ///
  /// - Complexity: O(1).
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _elements.swapAt(i, j)
    _ids.swapAt(i, j)
    positions[_ids[i]] = i + base
    positions[_ids[j]] = j + base
    replaceStructure()
  }

  /// Removes the elements at `offsets`, as `List.onDelete` gives them; offsets outside the
  /// array are ignored.
  ///
  /// - Parameter offsets: The positions to remove.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where _elements.indices.contains(offset) {
      remove(at: offset)
    }
  }

  /// Moves the elements at `source` to before `destination`, as `List.onMove` does.
  ///
  /// - Complexity: O(*n*).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.sorted().map { _elements[$0] }
    var remaining: [Element] = []
    for (offset, element) in _elements.enumerated() where !source.contains(offset) {
      remaining.append(element)
    }
    let before = source.filter { $0 < destination }.count
    let target = Swift.min(Swift.max(destination - before, 0), remaining.count)
    remaining.insert(contentsOf: moving, at: target)
    _elements = remaining
    _ids = remaining.map { $0[keyPath: idOf] }
    reindex(from: 0)
  }
}

/// An ``IdentifiedArray`` of `Identifiable` elements, identified by `id`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// An empty array.
  ///
  /// - Complexity: O(1).
  public init() {
    self.init(id: \Element.id)
  }

  /// An array of `elements`; later duplicates of an id are reported (at the caller's line)
  /// and left out.
  ///
  /// - Parameters:
  ///   - elements: The elements, with unique ids.
  ///   - fileID: The caller's file ID, where a duplicate is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  /// - Complexity: O(*n*).
  public init(
    uniqueElements elements: some Sequence<Element>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      uncheckedElements: elements, id: \Element.id, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Creates an array from elements whose ids the caller knows are unique (TCA's spelling).
  /// Duplicates are still refused and reported: checking costs no more than building the
  /// index.
  ///
  /// - Parameters:
  ///   - elements: The elements, with unique ids.
  ///   - fileID: The caller's file ID, where a duplicate is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public init(
    uncheckedUniqueElements elements: some Sequence<Element>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      uniqueElements: elements, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in ascending order (a stable sort, as `Array`'s).
  ///
  /// - Complexity: O(*n* log *n*).
  public mutating func sort() {
    // NB: The standard library's `sort()` writes the sorted elements back one at a time,
    // and each write would give a position the id of an element not yet moved (refused).
    sort(by: <)
  }
}

extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray: _IdentifiedElements {
  package var _identifiedElements: [(id: AnyHashable, element: Any)] {
    _elements.map { (AnyHashable($0[keyPath: idOf]), $0 as Any) }
  }
  package var _elementsVersion: UInt64? { version }
}

/// The identity of an ``IdentifiedArray``'s sequence of ids (see its `structure`).
@usableFromInline
package final class IdentifiedArrayStructure: Sendable {
  @usableFromInline init() {}
}

extension IdentifiedArray: ObservationVersioned {
  package var observationToken: ObservationToken {
    ObservationToken(object: nil, number: version)
  }

  /// The identity of the ids, in order: replaced by every change that adds, removes or
  /// moves an element, and by nothing else.
  @inlinable
  package var structureToken: ObservationToken {
    ObservationToken(object: structure, number: 0)
  }
}

/// A version no change has had yet: one counter for the process, so that no two changes (to
/// copies of one array, in any thread) share a version.
@usableFromInline
func nextObservationVersion() -> UInt64 {
  composable_next_observation_version()
}
