extension IdentifiedArray {
  /// Moves the element at `position`, whose id became `newID`, under that id, or removes
  /// it when another element has `newID`.
  @usableFromInline
  @inline(never)
  mutating func rekey(at position: Int, to newID: ID) -> IdentifiedArrayIDChange<ID> {
    let oldID = _ids[position]
    guard self.position(of: newID) == nil else {
      remove(at: position)
      return IdentifiedArrayIDChange(old: oldID, new: newID, removed: true)
    }
    positions[oldID] = nil
    positions[newID] = position + base
    _ids[position] = newID
    replaceStructure()
    return IdentifiedArrayIDChange(old: oldID, new: newID, removed: false)
  }
}

/// An element's id changed by an in-place update (see `IdentifiedArray.updateElement`).
@usableFromInline
struct IdentifiedArrayIDChange<ID> {
  /// The id the element had.
  @usableFromInline let old: ID
  /// The id it has now.
  @usableFromInline let new: ID
  /// Whether it was removed, another element having `new`.
  @usableFromInline let removed: Bool

  @usableFromInline
  init(old: ID, new: ID, removed: Bool) {
    self.old = old
    self.new = new
    self.removed = removed
  }
}
