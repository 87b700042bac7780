/// The identity of an element of a ``StackState``: stable while the element is on the stack,
/// never given to another element by the same store.
///
/// Ids come from the store's count (``StackElementIDGenerator``, TCA's
/// `@Dependency(\.stackElementID)`): 0, 1, 2, … in the order elements are added, across every
/// stack of the store, so they are the same in every run of a test; write them as integer
/// literals in assertions: `.path(.element(id: 0, action: .saveTapped))`.
public struct StackElementID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The element's position in the order its stack added elements, from 0.
  public let generation: Int

  /// The id of the element added `generation`-th (from 0) to its stack.
  ///
  /// - Parameter generation: The element's number.
  public init(generation: Int) {
    self.generation = generation
  }

  /// An id written as a number, as tests do: `.element(id: 0, action: …)`.
  ///
  /// - Parameter value: The element's number.
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }

  /// Orders ids by generation.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }

  /// `#0`, `#1`, …
  public var description: String { "#\(generation)" }
}

/// A navigation stack's state: its elements in order, each with a ``StackElementID``. TCA
/// 1.0's `StackState`, used with `forEach(\.path, action: /Action.path) { Path() }`.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// // push:
/// state.path.append(.detail(Detail.State(item: item)))
/// ```
///
/// Adding an element gives it the next id of the store's count (as TCA's
/// `@Dependency(\.stackElementID)` does), so a new stack (`StackState([...])`) continues it,
/// and a late action of a screen that left names an id no new screen has. A stack built
/// outside any store (before its `TestStore`, or a constant) numbers its elements itself, from
/// 0; the store's count then continues above them. A copy of an earlier stack assigned back
/// reuses its ids: the stack reducer tells each element ever added from every other, whatever
/// its id, and cancels the effects of every element that left. Two stacks are equal when they
/// hold equal elements with the same ids.
public struct StackState<Element> {
  private var elements: [Element]
  private var elementIDs: [StackElementID]
  private var nextGeneration = 0
  /// Each element's birth: a number no other element added to any stack has (see
  /// `StackBirths`), kept with the element while it is on this stack or a copy of it. The
  /// stack reducer tells an element that left from a new one with the same id by it (a stack
  /// built outside the store numbers its own from 0, and a copy of an earlier stack assigned
  /// back reuses ids). Not part of equality, hashing or coding.
  private var births: [UInt64]
  /// The births of the elements whose dismissal listener ran after the stack reducer's last
  /// action; see `_StackReducer`. Not part of equality.
  var mounted: Set<UInt64> = []

  /// An empty stack.
  public init() {
    self.elements = []
    self.elementIDs = []
    self.births = []
  }

  /// A stack of `elements`, with the next ids of the store's count (0, 1, 2, … outside any
  /// store).
  ///
  /// - Parameter elements: The elements, bottom first.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// The ids of the elements, bottom first.
  public var ids: [StackElementID] { elementIDs }

  /// The element with `id`, or `nil`; setting `nil` removes it (and everything pushed
  /// after it stays), setting a value for an id not on the stack pushes it with that id.
  ///
  /// - Parameter id: The element's id.
  public subscript(id id: StackElementID) -> Element? {
    get { elementIDs.firstIndex(of: id).map { elements[$0] } }
    set {
      if let index = elementIDs.firstIndex(of: id) {
        if let newValue {
          elements[index] = newValue
        } else {
          elements.remove(at: index)
          elementIDs.remove(at: index)
          mounted.remove(births.remove(at: index))
        }
      } else if let newValue {
        insert(newValue, id: id, at: elements.endIndex)
        DependencyValues._current.contextStackElementID?.advance(past: id)
      }
    }
  }

  /// The element with `id` when it is in the case `casePath`, or `nil`: for asserting a
  /// change to one case of an enum path, `$0.path[id: 0, case: /Path.State.detail]?.title = "A"`.
  ///
  /// Setting it while the element is in another case (or not on the stack) changes nothing,
  /// and is reported at the caller's line (a test failure under a `TestStore`).
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - casePath: The element's case.
  ///   - fileID: The caller's file ID, where a misuse is reported (the default).
  ///   - filePath: The caller's file path (the default).
  ///   - line: The caller's line (the default).
  ///   - column: The caller's column (the default).
  public subscript<Case>(
    id id: StackElementID, case casePath: AnyCasePath<Element, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    get { self[id: id].flatMap(casePath.extract(from:)) }
    set {
      guard let current = self[id: id], casePath.extract(from: current) != nil else {
        runtimeWarn(
          """
          Can't set the case \(Case.self) of the stack element \(id), which is \
          \(self[id: id].map { "in another case: \(describe($0))" } ?? "not on the stack").
          """, fileID: fileID.rawValue, filePath: filePath.rawValue, line: line, column: column)
        return
      }
      self[id: id] = newValue.map(casePath.embed)
    }
  }

  /// The element with `id` when it is in the case `keyPath` names, or `nil`.
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - keyPath: The element's case, as in `\.detail`.
  ///   - fileID: The caller's file ID, where a misuse is reported (the default).
  ///   - filePath: The caller's file path (the default).
  ///   - line: The caller's line (the default).
  ///   - column: The caller's column (the default).
  public subscript<Case>(
    id id: StackElementID, case keyPath: CaseKeyPath<Element, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? where Element: CasePathable {
    get { self[id: id, case: Element.allCasePaths[keyPath: keyPath]] }
    set {
      self[
        id: id, case: Element.allCasePaths[keyPath: keyPath], fileID: fileID,
        filePath: filePath, line: line, column: column] = newValue
    }
  }

  /// Removes the element with `id` and every element above it (pushed after it).
  ///
  /// - Parameter id: The lowest element to remove.
  public mutating func pop(from id: StackElementID) {
    guard let index = elementIDs.firstIndex(of: id) else { return }
    removeSubrange(index...)
  }

  /// Removes every element above the one with `id`, which stays on top.
  ///
  /// - Parameter id: The element to return to.
  public mutating func pop(to id: StackElementID) {
    guard let index = elementIDs.firstIndex(of: id) else { return }
    removeSubrange((index + 1)...)
  }

  /// Puts `element` at `index` with `id`, and makes sure later elements get higher ids.
  mutating func insert(_ element: Element, id: StackElementID, at index: Int) {
    elements.insert(element, at: index)
    elementIDs.insert(id, at: index)
    births.insert(StackBirths.next(), at: index)
    nextGeneration = Swift.max(nextGeneration, id.generation + 1)
  }

  /// Puts `element` at `index` with the next id of the current dependency context's
  /// generator (see ``StackElementIDGenerator``), above every id this stack gave.
  mutating func insertWithNextID(_ element: Element, at index: Int) {
    let id =
      DependencyValues._current.contextStackElementID?.next(atLeast: nextGeneration) ?? nextID
    insert(element, id: id, at: index)
  }

  /// The elements' births, in stack order (see `births`).
  var elementBirths: [UInt64] { births }

  /// The lowest id the next added element may get (see ``insertWithNextID(_:at:)``).
  var nextID: StackElementID { StackElementID(generation: nextGeneration) }
}

// NB: Not a `MutableCollection` (as in TCA): its algorithms (`swapAt`, `sort`, `reverse`, and
// `removeAll(where:)` through them) move elements by writing positions, and a position keeps
// its id, so elements changed ids (found by review: after `removeAll(where:)` the screen left
// had the removed one's id and got its effects' actions).
extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  /// The position of the bottom element.
  public var startIndex: Int { elements.startIndex }
  /// The position after the top element.
  public var endIndex: Int { elements.endIndex }

  /// The element at `position` (0 is the bottom); setting replaces that screen's state and
  /// keeps its id.
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set { elements[position] = newValue }
  }

  /// Removes the elements that `shouldBeRemoved` accepts; the others keep their ids.
  ///
  /// - Parameter shouldBeRemoved: Whether to remove an element.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var keptElements: [Element] = []
    var keptIDs: [StackElementID] = []
    var keptBirths: [UInt64] = []
    for index in elements.indices {
      if try shouldBeRemoved(elements[index]) {
        mounted.remove(births[index])
      } else {
        keptElements.append(elements[index])
        keptIDs.append(elementIDs[index])
        keptBirths.append(births[index])
      }
    }
    elements = keptElements
    elementIDs = keptIDs
    births = keptBirths
  }

  /// The elements that `isIncluded` accepts, each with its id: the same stack, less the
  /// others (`path = path.filter { ... }` cancels only what it drops).
  ///
  /// - Parameter isIncluded: Whether to keep an element.
  /// - Returns: This stack without the elements `isIncluded` rejects.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = self
    try result.removeAll { try !isIncluded($0) }
    return result
  }

  /// Replaces the elements in `subrange`; each new element gets a new id.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    for birth in births[subrange] { mounted.remove(birth) }
    elements.removeSubrange(subrange)
    elementIDs.removeSubrange(subrange)
    births.removeSubrange(subrange)
    for (offset, element) in newElements.enumerated() {
      insertWithNextID(element, at: subrange.lowerBound + offset)
    }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the listed elements, with the next ids of the store's count.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when both hold equal elements with equal ids, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elementIDs == rhs.elementIDs && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elementIDs)
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomReflectable {
  /// The elements keyed by id (`#0`, `#1`, …), so dumps and test diffs name each element.
  public var customMirror: Mirror {
    Mirror(
      self, unlabeledChildren: zip(elementIDs, elements).map { ($0, $1) },
      displayStyle: .dictionary)
  }
}

extension StackState: _IdentifiedElements {
  /// The elements in stack order, each with its id: compared, dumped and diffed in that order
  /// (a stack is no dictionary: the same elements in another order are another stack).
  package var _identifiedElements: [(id: AnyHashable, element: Any)] {
    zip(elementIDs, elements).map { (AnyHashable($0), $1 as Any) }
  }
}

extension StackState: CustomStringConvertible {
  /// The elements with their ids.
  public var description: String {
    "[" + zip(elementIDs, elements).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
  }
}

/// The actions of a navigation stack: an element's action, a pop, or a push.
public enum StackAction<State, Action> {
  /// An action of the element with `id`.
  indirect case element(id: StackElementID, action: Action)
  /// Removes the element with `id` and every element above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id` (which must not be on the stack).
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: CasePathable {
  /// The case paths of `StackAction`: `\.element`, `\.popFrom` and `\.push`.
  public struct AllCasePaths: Sendable {
    /// The path to `.element(id:action:)`.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: { if case let .element(id, action) = $0 { (id, action) } else { nil } })
    }
    /// The path to `.popFrom(id:)`.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: { if case let .popFrom(id) = $0 { id } else { nil } })
    }
    /// The path to `.push(id:state:)`.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: { if case let .push(id, state) = $0 { (id, state) } else { nil } })
    }
  }

  /// The case paths of `StackAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackElementID: Codable {
  /// Decodes an id written as its generation.
  public init(from decoder: any Decoder) throws {
    self.init(generation: try decoder.singleValueContainer().decode(Int.self))
  }

  /// Encodes the id as its generation.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(generation)
  }
}

private enum StackStateCodingKeys: String, CodingKey {
  case elements
  case ids
  case nextID
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements with their ids and the next id, so that a stack read back gives
  /// its elements the same ids, and the next pushed element the id it would have had.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: StackStateCodingKeys.self)
    try container.encode(elements, forKey: .elements)
    try container.encode(elementIDs, forKey: .ids)
    try container.encode(nextGeneration, forKey: .nextID)
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes a stack encoded by ``encode(to:)``; its ids must be one per element, distinct,
  /// and below its next id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: StackStateCodingKeys.self)
    let elements = try container.decode([Element].self, forKey: .elements)
    let ids = try container.decode([StackElementID].self, forKey: .ids)
    let next = try container.decode(Int.self, forKey: .nextID)
    guard ids.count == elements.count, Set(ids).count == ids.count,
      ids.allSatisfy({ $0.generation >= 0 && $0.generation < next })
    else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "A stack needs one distinct id per element, each below the next id (\(next))."))
    }
    self.init()
    self.elements = elements
    self.elementIDs = ids
    self.births = elements.map { _ in StackBirths.next() }
    self.nextGeneration = next
  }
}

extension StackAction: Encodable where State: Encodable, Action: Encodable {}
extension StackAction: Decodable where State: Decodable, Action: Decodable {}

/// TCA's name for the stack actions of a feature: `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

/// The births of stack elements (see `StackState.births`): one counter for the process, so
/// no two elements ever added, to any stack, share one.
enum StackBirths {
  private static let last = LockIsolated<UInt64>(0)

  /// A birth no element has had.
  static func next() -> UInt64 {
    last.withLock { last in
      last &+= 1
      return last
    }
  }
}

/// The stack element ids a state holds, found by reflection: a `TestStore` starts its count
/// above them (see ``StackElementIDGenerator``).
package enum StackIDs {
  /// The highest id of any stack in `value` (stacks inside stacks' elements included), or
  /// `nil` when it holds none.
  package static func highest(in value: Any) -> StackElementID? {
    var highest: StackElementID?
    var work: [Any] = [value]
    while let next = work.popLast() {
      if let stack = next as? any _StackIDs, let last = stack._ids.max() {
        highest = Swift.max(highest ?? last, last)
      }
      work.append(contentsOf: Mirror(reflecting: next).children.map(\.value))
    }
    return highest
  }
}

/// A ``StackState`` of any element, for ``StackIDs``.
protocol _StackIDs {
  var _ids: [StackElementID] { get }
}

extension StackState: _StackIDs {
  var _ids: [StackElementID] { ids }
}
