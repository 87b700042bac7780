#if DEBUG
  extension IdentifiedArray {
    /// What is wrong with the array's storage, or `nil` when nothing is: there is one id per
    /// element, the ids are the elements' ids in their order, and each id's stored position
    /// finds its element. Debug builds only (tests call it); O(*n*).
    func _invariantViolation() -> String? {
      guard _ids.count == _elements.count else {
        return "\(_ids.count) ids for \(_elements.count) elements"
      }
      guard positions.count == _ids.count else {
        return "\(positions.count) stored positions for \(_ids.count) ids"
      }
      for (position, element) in _elements.enumerated() {
        let id = element[keyPath: idOf]
        guard _ids[position] == id else {
          return "ids[\(position)] is \(_ids[position]); the element there has id \(id)"
        }
        guard let stored = positions[id], stored - base == position else {
          let stored = positions[id].map { String($0 - base) } ?? "none"
          return "id \(id) is at \(position); its stored position is \(stored)"
        }
      }
      return nil
    }
  }
#endif
