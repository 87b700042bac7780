/// Where a composition operator (`ifLet`, `ifCaseLet`, `forEach`) was written: names its
/// diagnostics. Never its children's identity: one operator's source can serve several
/// instances (a feature used twice, an operator written inside a helper); see
/// ``ChildNamespace``.
///
/// Operators are values that a feature's `body` rebuilds on every action. The optimizer folds
/// a rebuilt operator away (its key path literal becomes a direct access) only while the
/// operator's stored properties are few: measured on `Scope`, one word more turned a 50 ns
/// five-level send into 400 ns. So a site is two words, not a `StaticString` and three integers.
@usableFromInline
struct OperatorSite: Sendable {
  /// The operator, as named in diagnostics.
  @usableFromInline
  enum Kind: UInt64, Sendable {
    case scope, ifLet, ifCaseLet, forEach

    var name: String {
      switch self {
      case .scope: "Scope"
      case .ifLet: "ifLet"
      case .ifCaseLet: "ifCaseLet"
      case .forEach: "forEach"
      }
    }
  }

  // NB: `#fileID` and `#filePath` are pointer-represented `StaticString`s: their UTF-8 bytes
  // are constants in the binary's read-only data, so the addresses stay valid for the life of
  // the process (images holding Swift code are never unloaded). A `StaticString`'s one other
  // representation, a single Unicode scalar, is kept by value in its address lane and flagged
  // by a count of `scalarCount`. `fileID` and `filePath` rebuild the strings from exactly these
  // two cases; `OperatorSiteTests` pins both, and the diagnostics that print them.
  //
  // Lane 0: the file ID's address. Lane 1 (`packed`): bits 0–15 the file ID's UTF-8 count,
  // 16–47 the line, 48–61 the column, 62–63 the kind (a file ID longer than 65,534 bytes is
  // cut, for messages only). Lane 2: the file path's address (or scalar). Lane 3: bits 0–61
  // the file path's whole UTF-8 count, bit 62 its ASCII flag, bit 63 set for a scalar: the
  // path is rebuilt whole, never cut (a cut could end inside a character).
  // NB: One stored property, a vector, because the optimizer's limit counts stored properties
  // (leaf fields), not bytes.
  @usableFromInline let storage: SIMD4<UInt64>

  var address: UInt { UInt(truncatingIfNeeded: storage[0]) }
  var packed: UInt64 { storage[1] }

  @usableFromInline static var scalarCount: UInt64 { 0xFFFF }

  @inlinable
  init(kind: Kind, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    let (address, count) = Self.lanes(of: fileID)
    let pathAddress: UInt64
    let pathBits: UInt64
    if filePath.hasPointerRepresentation {
      pathAddress = UInt64(UInt(bitPattern: filePath.utf8Start))
      pathBits =
        UInt64(filePath.utf8CodeUnitCount) & Self.pathCountMask
        | (filePath.isASCII ? Self.pathASCIIFlag : 0)
    } else {
      pathAddress = UInt64(filePath.unicodeScalar.value)
      pathBits = Self.pathScalarFlag
    }
    let packed =
      count | UInt64(min(line, 0xFFFF_FFFF)) << 16 | UInt64(min(column, 0x3FFF)) << 48
      | kind.rawValue << 62
    self.storage = SIMD4(address, packed, pathAddress, pathBits)
  }

  @usableFromInline static var pathCountMask: UInt64 { (1 << 62) - 1 }
  @usableFromInline static var pathASCIIFlag: UInt64 { 1 << 62 }
  @usableFromInline static var pathScalarFlag: UInt64 { 1 << 63 }

  /// A string's address (or scalar value) and UTF-8 count (or `scalarCount`).
  @inlinable
  static func lanes(of string: StaticString) -> (UInt64, UInt64) {
    if string.hasPointerRepresentation {
      return (
        UInt64(UInt(bitPattern: string.utf8Start)), UInt64(min(string.utf8CodeUnitCount, 0xFFFE))
      )
    }
    return (UInt64(string.unicodeScalar.value), scalarCount)
  }

  /// The line the operator was written on.
  var line: UInt { UInt(packed >> 16 & 0xFFFF_FFFF) }

  /// The column the operator was written at.
  var column: UInt { UInt(packed >> 48 & 0x3FFF) }

  /// The operator's kind.
  var kind: Kind { Kind(rawValue: packed >> 62) ?? .scope }

  /// The `#fileID` the operator was written in.
  var fileID: String { Self.text(address: storage[0], count: packed & 0xFFFF) }

  /// The `#filePath` the operator was written in, as XCTest takes it; `nil` when it was
  /// passed as a single Unicode scalar (never by `#filePath`).
  var filePath: StaticString? {
    let bits = storage[3]
    guard bits & Self.pathScalarFlag == 0 else { return nil }
    return StaticString(
      rebuildingAddress: UInt(truncatingIfNeeded: storage[2]),
      utf8CodeUnitCount: UInt(truncatingIfNeeded: bits & Self.pathCountMask),
      isASCII: bits & Self.pathASCIIFlag != 0)
  }

  /// The text of a string kept as `lanes(of:)` keeps it.
  private static func text(address: UInt64, count: UInt64) -> String {
    guard count != scalarCount else {
      return Unicode.Scalar(UInt32(truncatingIfNeeded: address)).map { String(Character($0)) }
        ?? ""
    }
    guard let start = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: address)) else {
      return ""
    }
    return String(
      decoding: UnsafeRawBufferPointer(start: start, count: Int(count)), as: UTF8.self)
  }

  /// Reports `message` at the operator's file and line.
  func warn(_ message: String) {
    Diagnostics.report(
      Diagnostic(
        message, fileIDText: fileID, filePath: filePath ?? #filePath, line: line,
        column: max(column, 1)))
  }

  @usableFromInline
  @inline(never)
  func warnMissing<ID>(id: ID, action: Any) {
    warnAbsent(action: action, state: "missing (no element with id \(id))")
  }

  @usableFromInline
  @inline(never)
  func warnIDChanged<ID>(_ change: IdentifiedArrayIDChange<ID>, action: Any) {
    let outcome =
      change.removed
      ? "Another row has the id \(change.new), so this row was removed, with its effects."
      : """
      The row is now under the id \(change.new); its effects under \(change.old) were \
      cancelled, and those this action returned were dropped.
      """
    warn(
      """
      A "forEach" at "\(fileID):\(line)" ran a row's reducer that changed the row's id from \
      \(change.old) to \(change.new). Action: \(describe(action)). \(outcome) A row's id must \
      not change: give the row a new id by replacing it in the parent instead.
      """)
  }

  /// A stack's element action sent by an effect of an element that left the stack without
  /// the stack's `forEach` seeing it leave, while a new element has its id.
  @inline(never)
  func warnFromLeftElement(id: StackElementID, action: Any) {
    warn(
      """
      A "forEach" at "\(fileID):\(line)" received an action for the element \(id) from an \
      effect of an earlier element \(id), which left the stack without this "forEach" seeing \
      it leave (the stack was replaced outside the reducer that runs this "forEach", as a \
      parent writing "state.child.path" does). Action: \(describe(action)). It did not reach \
      the new element \(id) (nor pop it), and the earlier element's effects were cancelled. \
      Change the stack in the reducer that runs its "forEach" (send that feature an action), \
      so that the screens that leave have their effects cancelled.
      """)
  }

  @usableFromInline
  @inline(never)
  func warnAbsent(action: Any, state: String) {
    warn(
      """
      \(kind == .forEach || kind == .scope ? "A" : "An") "\(kind.name)" at "\(fileID):\(line)" received a child action when its child state \
      was \(state). Action: \(describe(action)). The action was ignored; make sure the parent \
      does not send child actions after dismissing the child, and that effects sending them \
      are cancelled.
      """)
  }
}

/// An operator instance as a key: its reducer type, its site and the parent state's key path
/// to its child (where it has one), or, for a ``Scope`` on an enum case, that case's name.
/// Operators chained in one feature differ by type (each wraps the one before it), operators
/// in separate statements by site, and one operator source applied twice with identical types
/// (a helper called on two lists, or on two cases, of one parent) by key path or case. Built
/// only where a child's effect is named or cancelled, never on a send without effects.
@usableFromInline
struct OperatorKey: Hashable, Sendable {
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let site: SIMD2<UInt64>
  @usableFromInline let path: (AnyKeyPath & Sendable)?
  @usableFromInline let caseName: String?

  @inlinable
  init(
    _ type: Any.Type, site: OperatorSite, path: (AnyKeyPath & Sendable)?,
    caseName: String? = nil
  ) {
    self.type = ObjectIdentifier(type)
    self.site = site.storage.lowHalf
    self.path = path
    self.caseName = caseName
  }

  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.site == rhs.site && lhs.path == rhs.path
      && lhs.caseName == rhs.caseName
  }

  @inlinable
  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(site)
    hasher.combine(path)
    hasher.combine(caseName)
  }
}

/// The namespace of one child's effects: its operator (``OperatorKey``) and the child's
/// identity there. With the ``Scope``s around it qualifying it (``ScopedNamespace``, by each
/// scope's own ``OperatorKey``), it is the child's path from the root store.
@usableFromInline
struct ChildNamespace: Hashable, Sendable {
  @usableFromInline let key: OperatorKey
  @usableFromInline let id: AnyHashableSendable

  /// The namespace of child `id` of the operator `key`.
  @usableFromInline
  static func of(_ key: OperatorKey, id: some Hashable & Sendable) -> AnyHashableSendable {
    AnyHashableSendable(ChildNamespace(key: key, id: AnyHashableSendable(id)))
  }

  /// An effect cancelling the effects of the children of the operator `key` whose ids are
  /// not keys of `present` (the rows a `forEach` no longer has).
  @usableFromInline
  @inline(never)
  static func cancelChildren<Action, ID: Hashable & Sendable>(
    of key: OperatorKey, notIn present: [ID: Int]
  ) -> Effect<Action> {
    Effect(
      operation: .cancelNamespaces { name in
        // Another operator's namespace, or an id of another type, is not one of ours.
        guard let child = name.base as? ChildNamespace, child.key == key,
          let id = child.id.base as? ID
        else { return false }
        return present[id] == nil
      })
  }
}
