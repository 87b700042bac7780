/// A value's observation identity: equal tokens mean no change separates two values.
@usableFromInline
package struct ObservationToken: Equatable {
  /// An object replaced by changes (compared by identity), or `nil`.
  @usableFromInline let object: AnyObject?
  /// A number replaced by changes.
  @usableFromInline let number: UInt64

  @inlinable
  package init(object: AnyObject?, number: UInt64) {
    self.object = object
    self.number = number
  }

  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.number == rhs.number && lhs.object === rhs.object
  }
}

/// A value that carries an ``ObservationToken``: a store's observers compare tokens instead
/// of keeping a copy of the value.
package protocol ObservationVersioned {
  /// Replaced by every change to the value.
  var observationToken: ObservationToken { get }
}

extension Optional: ObservationVersioned where Wrapped: ObservationVersioned {
  /// The wrapped value's token, or one that stands for `nil`.
  package var observationToken: ObservationToken {
    self?.observationToken ?? ObservationToken(object: nil, number: 0)
  }
}

/// A standard collection: an observer keeps a copy of it only while it is small.
package protocol ObservationCopiedWhenSmall {
  /// Whether keeping a copy to compare with is cheap.
  var isSmallEnoughToKeep: Bool { get }
}

extension Array: ObservationCopiedWhenSmall {
  package var isSmallEnoughToKeep: Bool { count <= observationCopyLimit }
}
extension ContiguousArray: ObservationCopiedWhenSmall {
  package var isSmallEnoughToKeep: Bool { count <= observationCopyLimit }
}
extension Dictionary: ObservationCopiedWhenSmall {
  package var isSmallEnoughToKeep: Bool { count <= observationCopyLimit }
}
extension Set: ObservationCopiedWhenSmall {
  package var isSmallEnoughToKeep: Bool { count <= observationCopyLimit }
}

/// The largest standard collection an observer keeps a copy of.
let observationCopyLimit = 32

/// `T`'s token, when `T` is ``ObservationVersioned`` (checked at run time), else `nil`.
@usableFromInline
func observationToken<T>(of _: T.Type) -> ((T) -> ObservationToken)? {
  guard let versioned = T.self as? any ObservationVersioned.Type else { return nil }
  func opened<V: ObservationVersioned>(_: V.Type) -> ((T) -> ObservationToken)? {
    // NB: `V` is opened from `T.self`, so it is `T`; checked once here, not assumed.
    guard V.self == T.self else { return nil }
    let token: (T) -> ObservationToken = { value in
      // NB: Sound for the reason given in `equality(of:)`: `V` and `T` are the same type
      // (checked above), so viewing a `T` as a `V` reinterprets nothing. Tested by
      // FieldObservationTests (a versioned row list notifies on the changes that replace its
      // token, and only on those).
      withUnsafePointer(to: value) {
        $0.withMemoryRebound(to: V.self, capacity: 1) { $0.pointee.observationToken }
      }
    }
    return token
  }
  return opened(versioned)
}

/// Whether to keep a copy of a `T`, when `T` is a standard collection; `nil` for other types.
@usableFromInline
func keepsCopy<T>(of _: T.Type) -> ((T) -> Bool)? {
  guard let collection = T.self as? any ObservationCopiedWhenSmall.Type else { return nil }
  func opened<C: ObservationCopiedWhenSmall>(_: C.Type) -> ((T) -> Bool)? {
    guard C.self == T.self else { return nil }
    return { value in
      // NB: Sound as in `observationToken(of:)`: `C` is `T`, checked above. Tested by
      // FieldObservationTests (a small array is compared, a large one is not kept).
      withUnsafePointer(to: value) {
        $0.withMemoryRebound(to: C.self, capacity: 1) { $0.pointee.isSmallEnoughToKeep }
      }
    }
  }
  return opened(collection)
}
