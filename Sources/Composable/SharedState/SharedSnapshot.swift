// The machinery `TestStore` asserts shared values with. A test store keeps states as values,
// and every copy of a state refers to the same shared values: so it also keeps the shared
// values' own values, as snapshots, and reads each state in the snapshot of its moment.

import Foundation

/// The values of some shared references at one moment.
package struct SharedSnapshot: Sendable {
  package struct Entry: Sendable {
    package let reference: any AnySharedReference
    package var value: any Sendable

    package init(reference: any AnySharedReference, value: any Sendable) {
      self.reference = reference
      self.value = value
    }
  }

  /// By the reference's identity.
  package var entries: [ObjectIdentifier: Entry] = [:]

  package init() {}

  /// The current values of `references`.
  package init(capturing references: [any AnySharedReference]) {
    for reference in references {
      entries[ObjectIdentifier(reference)] = Entry(
        reference: reference, value: reference.currentValue)
    }
  }

  /// These values, with those of `other` for references these lack.
  package func filling(from other: SharedSnapshot) -> SharedSnapshot {
    var copy = self
    copy.entries.merge(other.entries) { own, _ in own }
    return copy
  }

  /// These values, replaced by those of `other` where it has them.
  package func overriding(with other: SharedSnapshot) -> SharedSnapshot {
    var copy = self
    copy.entries.merge(other.entries) { _, new in new }
    return copy
  }

  /// Whether `other` holds, for every reference of this snapshot, an equal value (its live
  /// value where it has none).
  package func isEqual(to other: SharedSnapshot) -> Bool {
    for (id, entry) in entries {
      let theirs = other.entries[id]?.value ?? entry.reference.currentValue
      if !entry.reference.valuesEqual(theirs, entry.value) { return false }
    }
    return true
  }
}

/// How shared values read while a test store asserts: from a snapshot, not live.
package enum SharedOverlay {
  package enum Mode: Sendable {
    /// Reads from, and writes to, one snapshot (an assertion closure; a dump; a comparison
    /// of everything but the shared values, which reads both sides in one snapshot).
    case single(LockIsolated<SharedSnapshot>)
  }

  @TaskLocal static var mode: Mode?

  /// Runs `body` reading and writing shared values in `snapshot`, then returns what it
  /// became with the result.
  package static func withSnapshot<R>(
    _ snapshot: SharedSnapshot, _ body: () throws -> R
  ) rethrows -> (result: R, snapshot: SharedSnapshot) {
    let box = LockIsolated(snapshot)
    let result = try $mode.withValue(.single(box)) { try body() }
    return (result, box.value)
  }

  /// Compares two states, each read in its own shared values: `compare` with every shared
  /// value read the same on both sides (so whatever it does with them, only the rest of the
  /// state can differ), and then the shared values of `right` (those `rightState` holds)
  /// compared one by one with `left`'s.
  package static func compare<State>(
    _ leftState: State, in left: SharedSnapshot, _ rightState: State, in right: SharedSnapshot,
    by compare: (State, State) -> StructuralComparison
  ) -> StructuralComparison {
    var result = withSnapshot(left.filling(from: right)) {
      compare(leftState, rightState)
    }.result
    if result.isEqual, !right.isEqual(to: left) { result.isEqual = false }
    return result
  }

  static var writableOverlay: LockIsolated<SharedSnapshot>? {
    guard case let .single(box)? = mode else { return nil }
    return box
  }

  /// The value of `reference` in the snapshot being read, if any.
  static func overlaidValue(of reference: any AnySharedReference) -> (any Sendable)? {
    guard case let .single(box)? = mode else { return nil }
    return box.withLock { $0.entries[ObjectIdentifier(reference)]?.value }
  }
}

extension LockIsolated where Value == SharedSnapshot {
  /// Changes `reference`'s value in this snapshot (its live value when it has none yet).
  func modify<V: Sendable, R>(
    _ reference: SharedReference<V>, _ body: (inout V) throws -> R
  ) rethrows -> R {
    let id = ObjectIdentifier(reference)
    // NB: Read out and written back: `body` may read shared values (from this snapshot).
    var value =
      withLock { $0.entries[id]?.value } as? V ?? reference.storage.withLock { $0.value }
    let result = try body(&value)
    withLock { $0.entries[id] = SharedSnapshot.Entry(reference: reference, value: value) }
    return result
  }
}

/// The shared values a value holds (its `@Shared` and `@SharedReader` fields, at any depth),
/// found by reflection.
package func sharedReferences(in value: Any) -> [any AnySharedReference] {
  var search = SharedReferenceSearch()
  search.collect(in: value, depth: 0)
  return search.found.values.map(\.reference)
}

/// A search of a value for the shared values it holds, by reflection.
struct SharedReferenceSearch {
  /// A shared value found, with the fields that hold it (or a part of it).
  struct Found {
    let reference: any AnySharedReference
    var holders: [any _SharedField]
  }
  typealias References = [ObjectIdentifier: Found]
  var found: References = [:]
  /// What the ``IdentifiedArray``s met held, by version (a version no other change in the
  /// process has: the same version, the same elements): a later search reuses them rather
  /// than visiting their elements again.
  var lists: [UInt64: References] = [:]
  /// The previous search's `lists`.
  var previousLists: [UInt64: References] = [:]
  /// The shared values whose value (what a field shows of it) holds shared values of its own.
  var containers: Set<ObjectIdentifier> = []
  /// Whether the search visits what the shared values it finds show (not inside a list's
  /// elements, whose shared values' values are searched anew each time, by the search that
  /// met the list).
  private var descendsIntoSharedValues = true
  /// A shared field was met since this was last cleared (``collect(shownBy:depth:)``).
  private var metField = false

  private mutating func add(_ other: References) {
    found.merge(other) { mine, theirs in
      Found(reference: mine.reference, holders: mine.holders + theirs.holders)
    }
  }

  /// Visits what `field` shows: it may hold shared values of its own (`@Shared var rows:
  /// [Row]`, each row with a `@Shared` field), which are the state's too.
  private mutating func collect(shownBy field: any _SharedField, depth: Int) {
    metField = false
    collect(in: field._sharedValue, depth: depth + 1)
    if metField { containers.insert(ObjectIdentifier(field._sharedRoot)) }
    // NB: `field` itself was met.
    metField = true
  }

  mutating func collect(in value: Any, depth: Int) {
    // NB: A value of a type that holds nothing (a number, a string) is the common leaf, and
    // reflecting it costs more than the rest of the visit: known ones are passed over by
    // type.
    if leafTypes.contains(ObjectIdentifier(type(of: value))) { return }
    // NB: States are trees of values; the bound only stops a pathological recursion (or a
    // shared value that holds itself). A feature nested 30 deep, each level a list of
    // presented optionals, stays below it; a deeper search would risk the stack of a pool
    // thread.
    guard depth < 160 else { return }
    if let field = value as? any _SharedField {
      metField = true
      add([
        ObjectIdentifier(field._sharedRoot): Found(reference: field._sharedRoot, holders: [field])
      ])
      if descendsIntoSharedValues { collect(shownBy: field, depth: depth) }
      return
    }
    if let identified = value as? any _IdentifiedElements {
      collect(in: identified, depth: depth)
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class:
      return
    case nil where mirror.children.isEmpty:
      return
    default:
      for child in mirror.children {
        collect(in: child.value, depth: depth + 1)
      }
    }
  }

  private mutating func collect(in list: any _IdentifiedElements, depth: Int) {
    guard let version = list._elementsVersion else {
      for (_, element) in list._identifiedElements { collect(in: element, depth: depth + 1) }
      return
    }
    let direct: References
    if let known = lists[version] ?? previousLists[version] {
      direct = known
    } else {
      // NB: Searched on its own, then merged: the shared values its elements hold are kept by
      // its version; not what those show, which changes with no new version (a write to a
      // row's shared value).
      var inner = SharedReferenceSearch()
      inner.previousLists = previousLists
      inner.descendsIntoSharedValues = false
      for (_, element) in list._identifiedElements {
        inner.collect(in: element, depth: depth + 1)
      }
      lists.merge(inner.lists) { first, _ in first }
      direct = inner.found
    }
    lists[version] = direct
    add(direct)
    if !direct.isEmpty { metField = true }
    guard descendsIntoSharedValues else { return }
    for found in direct.values {
      for holder in found.holders { collect(shownBy: holder, depth: depth + 1) }
    }
  }
}

/// Types whose values hold no shared value and nothing else (``sharedReferences(in:)``).
private let leafTypes: Set<ObjectIdentifier> = [
  ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self),
  ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self),
  ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self), ObjectIdentifier(UInt32.self),
  ObjectIdentifier(UInt64.self), ObjectIdentifier(Double.self), ObjectIdentifier(Float.self),
  ObjectIdentifier(Bool.self), ObjectIdentifier(String.self), ObjectIdentifier(Character.self),
  ObjectIdentifier(Substring.self), ObjectIdentifier(UUID.self), ObjectIdentifier(Date.self),
  ObjectIdentifier(Data.self), ObjectIdentifier(URL.self), ObjectIdentifier(Decimal.self),
]

/// Whether any shared value was ever made: until then, a test store spends nothing on them.
package enum SharedValuesInUse {
  private static let made = LockIsolated(false)
  package static var any: Bool { made.value }
  static func note() {
    if !made.value { made.withLock { $0 = true } }
  }
}

/// Tells a test store of the changes its effects make to shared values.
package enum SharedChangeTracking {
  /// Set in the tasks of a test store's effects.
  @TaskLocal package static var effectOwner: SharedChangeObserver?
}

/// What a test store is told of a change one of its effects made.
package final class SharedChangeObserver: Sendable {
  let onChange: @Sendable (any AnySharedReference, any Sendable) -> Void

  /// - Parameter onChange: Takes the reference and its value before the change.
  package init(_ onChange: @escaping @Sendable (any AnySharedReference, any Sendable) -> Void) {
    self.onChange = onChange
  }

  func noteChange(of reference: any AnySharedReference, from old: any Sendable) {
    onChange(reference, old)
  }
}
