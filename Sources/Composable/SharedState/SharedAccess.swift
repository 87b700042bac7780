/// How a holder reaches its value: the reference itself, or a part of another holder's
/// value (`$parent.child`, `Shared($optional)`).
protocol SharedReadable<Value>: Sendable {
  associatedtype Value: Sendable
  /// The reference whose value this reads, or a part of.
  var root: any AnySharedReference { get }
  /// What tells two holders of one root apart: the path from the root's value.
  var path: [AnyKeyPath] { get }
  /// The value, as the current test assertion sees it, or live.
  func read() -> Value
  /// Registers the current observation tracking with the root.
  func access()
}

/// A ``SharedReadable`` that can also change its value.
protocol SharedWritable<Value>: SharedReadable {
  /// Changes the value with exclusive access (see ``SharedReference/modify(_:)``).
  func modify<R>(_ body: (inout Value) throws -> R) rethrows -> R
}

extension SharedReference: SharedWritable {
  var root: any AnySharedReference { self }
  var path: [AnyKeyPath] { [] }
  func access() { mark.access() }
}

/// A part of another holder's value, at a key path.
struct SharedMember<Root: Sendable, Value: Sendable>: SharedReadable {
  let base: any SharedReadable<Root>
  let keyPath: KeyPath<Root, Value> & Sendable

  var root: any AnySharedReference { base.root }
  var path: [AnyKeyPath] { base.path + [keyPath] }
  func read() -> Value { base.read()[keyPath: keyPath] }
  func access() { base.access() }
}

/// A part of another holder's value, at a writable key path.
struct SharedWritableMember<Root: Sendable, Value: Sendable>: SharedWritable {
  let base: any SharedWritable<Root>
  let keyPath: WritableKeyPath<Root, Value> & Sendable

  var root: any AnySharedReference { base.root }
  var path: [AnyKeyPath] { base.path + [keyPath] }
  func read() -> Value { base.read()[keyPath: keyPath] }
  func access() { base.access() }
  func modify<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.modify { try body(&$0[keyPath: keyPath]) }
  }
}

/// An optional holder's value, unwrapped (`Shared($optional)`): while it is `nil`, the last
/// value it had (what a view that is going away still shows), and changes go nowhere.
struct SharedUnwrapped<Wrapped: Sendable>: SharedWritable {
  typealias Value = Wrapped
  let base: any SharedWritable<Wrapped?>
  let last: LockIsolated<Wrapped>

  var root: any AnySharedReference { base.root }
  var path: [AnyKeyPath] { base.path + [\Wrapped?.self] }

  func read() -> Wrapped { remember(base.read()) }
  func access() { base.access() }

  private func remember(_ value: Wrapped?) -> Wrapped {
    guard let value else { return last.value }
    last.withLock { $0 = value }
    return value
  }

  func modify<R>(_ body: (inout Wrapped) throws -> R) rethrows -> R {
    try base.modify { optional in
      guard var value = optional else {
        runtimeWarn(
          """
          A change through a Shared unwrapped from \(base.root.keyDescription) was dropped: \
          the optional value it unwraps is nil.
          """)
        var orphan = last.value
        return try body(&orphan)
      }
      defer {
        optional = value
        last.withLock { $0 = value }
      }
      return try body(&value)
    }
  }
}
