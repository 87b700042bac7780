#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A value a view reads and writes without owning it: SwiftUI's `Binding`, `State`,
/// `FocusState` and its binding. `View.bind(_:to:)` keeps two of them in step (TCA's
/// `_Bindable`; you never name it).
@MainActor
public protocol _Bindable<Value> {
  /// The value read and written.
  associatedtype Value
  /// The value: setting it writes where it lives.
  var wrappedValue: Value { get nonmutating set }
}

extension _Bindable where Value: Equatable {
  /// Takes `source`'s value, unless it has it already: two values kept in step by each
  /// other's changes stop after one write each way, and an unchanged one is never written.
  ///
  /// - Parameter source: The value to take.
  public func _take(from source: some _Bindable<Value>) {
    let value = source.wrappedValue
    if wrappedValue != value { wrappedValue = value }
  }
}

extension Binding: _Bindable {}
