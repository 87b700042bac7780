/// A value its maker says is safe to send between isolation domains though its type is not
/// `Sendable` (swift-concurrency-extras' `UncheckedSendable`, which TCA 1.x re-exports):
/// `UncheckedSendable(request)` to hand a framework object to an effect or a dependency, as
/// TCA 1.25's SyncUps does with a speech request.
///
/// > Important: Nothing checks it. Writing `UncheckedSendable(value)` is your promise that
/// > `value` is never used from two isolation domains at once, the same promise as your own
/// > `@unchecked Sendable` or `nonisolated(unsafe)`; a broken promise is a data race. Prefer a
/// > `Sendable` type, `LockIsolated`, or sending a value the compiler can prove disconnected
/// > (`sending`), and keep the wrapper to the line that needs it.
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
  // NB: `@unchecked Sendable` is the caller's assertion, not the library's: the wrapper holds
  // `value` and nothing else (no reference, no shared state: `UncheckedSendableTests` checks
  // its layout is `Value`'s), and the library never makes, reads or keeps one (the same test
  // fails if any other file of the library's sources names it). So the library's own
  // soundness does not rest on it; each use rests on the promise its writer made at that line.
  /// The wrapped value.
  public var value: Value

  /// Wraps `value`, promising it is never used from two isolation domains at once.
  ///
  /// - Parameter value: The value.
  public init(_ value: Value) {
    self.value = value
  }

  /// Wraps `wrappedValue` (`@UncheckedSendable var request = …`).
  ///
  /// - Parameter wrappedValue: The value.
  public init(wrappedValue: Value) {
    self.value = wrappedValue
  }

  /// The wrapped value.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The wrapper itself (`$request`), to send it on.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A property of the wrapped value (`request.shouldReportPartialResults`).
  ///
  /// - Parameter keyPath: The property.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// A property of the wrapped value, read and written.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension UncheckedSendable: Equatable where Value: Equatable {}
extension UncheckedSendable: Hashable where Value: Hashable {}
