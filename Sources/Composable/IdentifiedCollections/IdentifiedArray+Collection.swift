extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  /// The position of the first element.
  public var startIndex: Int { _elements.startIndex }
  /// The position after the last element.
  public var endIndex: Int { _elements.endIndex }

  /// The element at `position`. Setting an element with another element's id is refused.
  ///
  /// A change made through it (`rows[0].title = "Milk"`) is stored when the access ends: when
  /// the code changing the element throws, the array is left as it was.
  ///
  /// - Complexity: O(1).
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set { setElement(newValue, at: position) }
    _modify {
      // NB: A copy is changed, then stored: a caller that throws while it has the element
      // never reaches the store, and nothing half changed (an id included) is left behind.
      var element = _elements[position]
      yield &element
      setElement(element, at: position)
    }
  }

  /// Stores `element` at `position`, unless its id is another element's.
  private mutating func setElement(_ element: Element, at position: Int) {
    let oldID = _ids[position]
    let newID = element[keyPath: idOf]
    if oldID == newID {
      _elements[position] = element
      replaceVersion()
    } else if positions[newID] == nil {
      positions[oldID] = nil
      positions[newID] = position + base
      _elements[position] = element
      _ids[position] = newID
      replaceStructure()
    } else {
      runtimeWarn("IdentifiedArray refused a duplicate id at position \(position): \(newID).")
    }
  }

  /// Moves the elements matching `belongsInSecondPartition` after all the others, as
  /// `MutableCollection`'s `partition(by:)` does (the same order), and returns the position
  /// of the first of them.
  ///
  /// `belongsInSecondPartition` is called once for each element, in order, before any element
  /// moves: when it throws, the error propagates and the array is left as it was.
  ///
  /// - Returns: The position of the first element that belongs in the second partition, or
  ///   `endIndex` if none does.
  /// - Complexity: O(*n*).
  public mutating func partition(
    by belongsInSecondPartition: (Element) throws -> Bool
  ) rethrows -> Int {
    let second = try _elements.map(belongsInSecondPartition)
    // NB: The standard library's algorithm for a bidirectional collection, on the answers.
    var low = 0
    var high = second.count
    var moved = false
    while true {
      while low < high, !second[low] { low += 1 }
      guard low < high else { break }
      high -= 1
      while low < high, second[high] { high -= 1 }
      guard low < high else { break }
      _elements.swapAt(low, high)
      _ids.swapAt(low, high)
      positions[_ids[low]] = low + base
      positions[_ids[high]] = high + base
      moved = true
      low += 1
    }
    if moved { replaceStructure() }
    return low
  }
}

extension IdentifiedArray: RangeReplaceableCollection
where Element: Identifiable, ID == Element.ID {
  /// Replaces the elements in `range`. An incoming element whose id is on an element kept
  /// outside `range`, or on an earlier incoming element, is left out, without a failure (as
  /// `append` and `insert` do, and swift-identified-collections): the elements already there
  /// stay. An append (the protocol's `append(_:)`, `append(contentsOf:)`, `+=`) appends each
  /// element in O(1).
  ///
  /// A removal (no new elements, as `removeFirst`, `removeLast` and `removeSubrange` make)
  /// re-indexes only the elements after `range`.
  ///
  /// - Complexity: O(*n* + *m*); a removal, O(*n* − `range.lowerBound`).
  @inlinable
  public mutating func replaceSubrange(
    _ range: Range<Int>, with newElements: some Collection<Element>
  ) {
    if newElements.isEmpty {
      removeSubrangeInPlace(range)
      return
    }
    replaceSubrangeRebuilding(range, with: Array(newElements))
  }

  /// ``replaceSubrange(_:with:)`` when elements come in: appended one by one at the end,
  /// else the array is rebuilt.
  @usableFromInline
  mutating func replaceSubrangeRebuilding(_ range: Range<Int>, with newElements: [Element]) {
    if range.isEmpty, range.lowerBound == count {
      for element in newElements { append(element) }
      return
    }
    var taken = Set(ids[..<range.lowerBound]).union(ids[range.upperBound...])
    let incoming = newElements.filter { taken.insert($0.id).inserted }
    var replaced = elements
    replaced.replaceSubrange(range, with: incoming)
    self = IdentifiedArray(uniqueElements: replaced)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// An array of the literal's elements; duplicate ids are reported and left out.
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Equal when the elements are equal, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_elements)
  }
}

extension IdentifiedArray: CustomReflectable {
  /// Reflects as its elements, so dumps and diffs show rows rather than storage.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, as an array prints them.
  public var description: String { _elements.description }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as an array.
  public func encode(to encoder: any Encoder) throws {
    try _elements.encode(to: encoder)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes an array; a duplicate id is a decoding error, not a silent loss.
  public init(from decoder: any Decoder) throws {
    let _elements = try [Element](from: decoder)
    var seen: Set<ID> = []
    for element in _elements where !seen.insert(element.id).inserted {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "Duplicate id \(element.id)"))
    }
    self.init(uniqueElements: _elements)
  }
}
