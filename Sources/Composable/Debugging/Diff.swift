/// The differences between two values, field by field: each differing field's path, then
/// the expected value marked `−` and the actual value marked `+`.
///
/// ```
/// State.child.count:
///   − 1
///   + 2
/// ```
///
/// - Returns: `nil` when both values dump the same.
package func diff(
  _ expected: Any, _ actual: Any, root: String? = nil,
  expectedShared: SharedSnapshot? = nil, actualShared: SharedSnapshot? = nil
) -> String? {
  var entries: [DiffEntry] = []
  let rootName = root ?? shortTypeName(type(of: actual))
  Differ(left: expectedShared, right: actualShared, visited: DiffVisits(), shared: SharedDiffs())
    .diff(expected, actual, path: rootName, into: &entries)
  guard !entries.isEmpty else { return nil }
  return entries.map(\.text).joined(separator: "\n")
}

struct DiffEntry {
  let path: String
  let expected: String?
  let actual: String?
  /// The other fields that hold the same shared value, with the same change (shown once).
  var alsoHeldAt: [String] = []

  var text: String {
    let holders =
      alsoHeldAt.isEmpty ? "" : " (shared, also held at \(alsoHeldAt.joined(separator: ", ")))"
    var lines = ["\(path)\(holders):"]
    lines += rendered(expected, mark: "−", absent: "(absent)")
    lines += rendered(actual, mark: "+", absent: "(absent)")
    return lines.joined(separator: "\n")
  }

  private func rendered(_ value: String?, mark: String, absent: String) -> [String] {
    guard let value else { return ["  \(mark) \(absent)"] }
    return value.split(separator: "\n", omittingEmptySubsequences: false).map {
      "  \(mark) \($0)"
    }
  }
}

/// The pairs of class instances a diff has gone into: a pair met again (objects that point
/// at each other) is not gone into again.
final class DiffVisits {
  var pairs: Set<[ObjectIdentifier]> = []
}

/// The shared values a diff has shown, by reference: a change of a value several fields hold
/// is shown once, at the first, naming the others.
final class SharedDiffs {
  struct Shown {
    /// The entries the first holder gave.
    let entries: Range<Int>
    /// Those entries, their paths relative to the holder's.
    let signature: [String]
  }
  var shown: [ObjectIdentifier: [Shown]] = [:]

  static func signature(_ entries: ArraySlice<DiffEntry>, under path: String) -> [String] {
    entries.map { "\($0.path.dropFirst(path.count))\n\($0.expected ?? "")\n\($0.actual ?? "")" }
  }
}

struct Differ {
  /// The shared values each side is read in (a test store's snapshots), or live.
  var left: SharedSnapshot?
  var right: SharedSnapshot?
  /// The instances gone into so far.
  let visited: DiffVisits
  /// The shared values shown so far.
  let shared: SharedDiffs

  /// Reads `body` in the left side's shared values.
  private func inLeft<R>(_ body: () -> R) -> R {
    guard let left else { return body() }
    return SharedOverlay.withSnapshot(left, body).result
  }

  /// Reads `body` in the right side's shared values.
  private func inRight<R>(_ body: () -> R) -> R {
    guard let right else { return body() }
    return SharedOverlay.withSnapshot(right, body).result
  }

  private func dumpLeft(_ value: Any) -> String { inLeft { customDump(value) } }
  private func dumpRight(_ value: Any) -> String { inRight { customDump(value) } }

  func diff(_ lhs: Any, _ rhs: Any, path: String, into entries: inout [DiffEntry]) {
    if let lhs = lhs as? any _WrapsStateField, let rhs = rhs as? any _WrapsStateField {
      let start = entries.count
      diff(
        inLeft { lhs._wrappedFieldValue }, inRight { rhs._wrappedFieldValue }, path: path,
        into: &entries)
      // NB: Only holders of the whole value: two members of one value (`$pair.x`,
      // `$pair.y`) are two values.
      if let field = lhs as? any _SharedField, field._holdsWholeRoot, start < entries.count {
        showOnce(ObjectIdentifier(field._sharedRoot), from: start, path: path, in: &entries)
      }
      return
    }
    let lhsDump = dumpLeft(lhs)
    let rhsDump = dumpRight(rhs)
    guard lhsDump != rhsDump else { return }
    let leaf = DiffEntry(path: path, expected: lhsDump, actual: rhsDump)
    guard type(of: lhs) == type(of: rhs), leafDescription(lhs) == nil else {
      entries.append(leaf)
      return
    }
    let lm = Mirror(reflecting: lhs)
    let rm = Mirror(reflecting: rhs)
    switch lm.displayStyle {
    case .struct, .class:
      if let l = classInstance(lhs), let r = classInstance(rhs) {
        let pair = [ObjectIdentifier(l), ObjectIdentifier(r)]
        guard visited.pairs.insert(pair).inserted else { return }
      }
      let lc = lm.displayStyle == .class ? allChildren(lm) : Array(lm.children)
      let rc = rm.displayStyle == .class ? allChildren(rm) : Array(rm.children)
      guard lc.count == rc.count, !lc.isEmpty else { return entries.append(leaf) }
      for (l, r) in zip(lc, rc) {
        diff(
          l.value, r.value, path: "\(path).\(fieldLabel(l.label, value: l.value))", into: &entries)
      }
    case .optional:
      guard let l = lm.children.first?.value, let r = rm.children.first?.value else {
        return entries.append(leaf)
      }
      diff(l, r, path: path, into: &entries)
    case .enum:
      guard caseLabel(lhs, lm) == caseLabel(rhs, rm),
        let l = lm.children.first?.value, let r = rm.children.first?.value
      else { return entries.append(leaf) }
      diff(l, r, path: "\(path).\(caseLabel(lhs, lm))", into: &entries)
    case .tuple:
      let lc = Array(lm.children)
      let rc = Array(rm.children)
      for (index, (l, r)) in zip(lc, rc).enumerated() {
        let label = l.label.flatMap { $0.hasPrefix(".") ? nil : $0 } ?? "\(index)"
        diff(l.value, r.value, path: "\(path).\(label)", into: &entries)
      }
    case .collection, .dictionary:
      // NB: A stack reflects as a dictionary keyed by id, but its order is part of it.
      if let l = lhs as? any _IdentifiedElements, let r = rhs as? any _IdentifiedElements {
        diffIdentified(l._identifiedElements, r._identifiedElements, path: path, into: &entries)
      } else if lm.displayStyle == .dictionary {
        diffDictionaries(lm, rm, path: path, into: &entries)
      } else {
        diffArrays(lm.children.map(\.value), rm.children.map(\.value), path: path, into: &entries)
      }
    default:
      entries.append(leaf)
    }
  }

  /// Folds the entries from `start` on, a shared value's change under `path`, into the same
  /// change of the same value shown at another holder before, if any.
  private func showOnce(
    _ root: ObjectIdentifier, from start: Int, path: String, in entries: inout [DiffEntry]
  ) {
    let signature = SharedDiffs.signature(entries[start...], under: path)
    if let first = shared.shown[root]?.first(where: { $0.signature == signature }) {
      entries.removeSubrange(start...)
      for index in first.entries { entries[index].alsoHeldAt.append(path) }
    } else {
      shared.shown[root, default: []].append(
        SharedDiffs.Shown(entries: start..<entries.count, signature: signature))
    }
  }

  private func diffIdentified(
    _ lhs: [(id: AnyHashable, element: Any)], _ rhs: [(id: AnyHashable, element: Any)],
    path: String, into entries: inout [DiffEntry]
  ) {
    let rhsByID = Dictionary(rhs.map { ($0.id, $0.element) }, uniquingKeysWith: { a, _ in a })
    let lhsIDs = Set(lhs.map(\.id))
    for (id, element) in lhs {
      let elementPath = "\(path)[id: \(customDump(id.base))]"
      if let other = rhsByID[id] {
        diff(element, other, path: elementPath, into: &entries)
      } else {
        entries.append(DiffEntry(path: elementPath, expected: dumpLeft(element), actual: nil))
      }
    }
    for (id, element) in rhs where !lhsIDs.contains(id) {
      entries.append(
        DiffEntry(
          path: "\(path)[id: \(customDump(id.base))]", expected: nil, actual: dumpRight(element)))
    }
    if entries.isEmpty, lhs.map(\.id) != rhs.map(\.id) {
      entries.append(
        DiffEntry(
          path: "\(path) (order)", expected: customDump(lhs.map(\.id.base)),
          actual: customDump(rhs.map(\.id.base))))
    }
  }

  /// Aligns the elements with a longest-common-subsequence match of their dumps, so an
  /// insertion shows as one added element rather than every later element changing.
  private func diffArrays(
    _ lhs: [Any], _ rhs: [Any], path: String, into entries: inout [DiffEntry]
  ) {
    let ld = lhs.map { dumpLeft($0) }
    let rd = rhs.map { dumpRight($0) }
    guard ld.count * rd.count <= 4_000_000 else {
      for index in 0..<max(lhs.count, rhs.count) {
        let p = "\(path)[\(index)]"
        switch (index < lhs.count, index < rhs.count) {
        case (true, true): diff(lhs[index], rhs[index], path: p, into: &entries)
        case (true, false): entries.append(DiffEntry(path: p, expected: ld[index], actual: nil))
        default: entries.append(DiffEntry(path: p, expected: nil, actual: rd[index]))
        }
      }
      return
    }
    var table = Array(repeating: Array(repeating: 0, count: rd.count + 1), count: ld.count + 1)
    for i in stride(from: ld.count - 1, through: 0, by: -1) {
      for j in stride(from: rd.count - 1, through: 0, by: -1) {
        table[i][j] =
          ld[i] == rd[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var i = 0
    var j = 0
    var removed: [(Int, Any)] = []
    var inserted: [(Int, Any)] = []
    func flush() {
      // A removal facing an insertion at the same place is a change: diff it in depth.
      let paired = min(removed.count, inserted.count)
      for k in 0..<paired {
        diff(removed[k].1, inserted[k].1, path: "\(path)[\(inserted[k].0)]", into: &entries)
      }
      for (index, value) in removed.dropFirst(paired) {
        entries.append(
          DiffEntry(path: "\(path)[\(index)]", expected: dumpLeft(value), actual: nil))
      }
      for (index, value) in inserted.dropFirst(paired) {
        entries.append(
          DiffEntry(path: "\(path)[\(index)]", expected: nil, actual: dumpRight(value)))
      }
      removed.removeAll()
      inserted.removeAll()
    }
    while i < ld.count || j < rd.count {
      if i < ld.count, j < rd.count, ld[i] == rd[j] {
        flush()
        i += 1
        j += 1
      } else if j < rd.count, i == ld.count || table[i][j + 1] >= table[i + 1][j] {
        inserted.append((j, rhs[j]))
        j += 1
      } else {
        removed.append((i, lhs[i]))
        i += 1
      }
    }
    flush()
  }

  private func diffDictionaries(
    _ lm: Mirror, _ rm: Mirror, path: String, into entries: inout [DiffEntry]
  ) {
    func pairs(_ mirror: Mirror) -> [String: Any] {
      var result: [String: Any] = [:]
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        if pair.count == 2 { result[customDump(pair[0].value)] = pair[1].value }
      }
      return result
    }
    let l = pairs(lm)
    let r = pairs(rm)
    for key in Set(l.keys).union(r.keys).sorted() {
      let p = "\(path)[\(key)]"
      switch (l[key], r[key]) {
      case let (lv?, rv?): diff(lv, rv, path: p, into: &entries)
      case let (lv?, nil): entries.append(DiffEntry(path: p, expected: dumpLeft(lv), actual: nil))
      case let (nil, rv?): entries.append(DiffEntry(path: p, expected: nil, actual: dumpRight(rv)))
      default: break
      }
    }
  }
}
