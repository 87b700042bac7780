import Observation

#if canImport(SwiftUI)
  import SwiftUI
#endif

#if !canImport(SwiftUI)
  /// Where SwiftUI is missing (Linux, Windows): a stand-in for SwiftUI's `Binding`, so that
  /// TCA 1.0 view-store code (`viewStore.$text`, `viewStore.binding(get:send:)`,
  /// `@BindingViewState`) compiles and its tests run there. On Apple platforms SwiftUI's own
  /// `Binding` is used instead.
  ///
  /// A binding reads and writes a value it does not own; the library's bindings read a store
  /// and send an action when set. Use it on the main actor.
  @propertyWrapper
  @dynamicMemberLookup
  public struct Binding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) -> Void

    /// A binding that calls `get` to read and `set` to write.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes a new value.
    public init(
      get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void
    ) {
      self.read = get
      self.write = set
    }

    init(isolated get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void)
    {
      self.read = get
      self.write = set
    }

    /// A binding of the binding `projectedValue`, as `@Binding var x` is made.
    ///
    /// - Parameter projectedValue: The binding.
    public init(projectedValue: Binding<Value>) {
      self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    ///
    /// - Parameter value: The value.
    /// - Returns: The binding.
    @MainActor
    public static func constant(_ value: Value) -> Binding<Value> {
      Binding(isolated: { value }, set: { _ in })
    }

    /// The value: reading it reads the source, setting it writes there (on the main actor,
    /// where the library's bindings are used).
    @MainActor
    public var wrappedValue: Value {
      get { read() }
      nonmutating set { write(newValue) }
    }

    /// The binding itself, as `$value`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a member of the value: reading reads the member, writing writes the
    /// whole value back with the member changed.
    ///
    /// - Parameter keyPath: The member.
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
      -> Binding<Subject>
    {
      Binding<Subject>(
        isolated: { self.read()[keyPath: keyPath] },
        set: { newValue in
          var value = self.read()
          value[keyPath: keyPath] = newValue
          self.write(value)
        })
    }
  }
#endif

/// A value read and written through two main-actor functions: what the library's bindings
/// are made from (SwiftUI's `Bindable` of it, or the stand-in's), so that no function that
/// holds non-`Sendable` state has to be `@Sendable`.
@MainActor
final class BindingSource<Value>: Observable {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.read = get
    self.write = set
  }

  var value: Value {
    get { read() }
    set { write(newValue) }
  }

  /// A binding that reads with `get` and writes with `set`.
  static func binding(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) -> Binding<Value> {
    let source = BindingSource(get: get, set: set)
    #if canImport(SwiftUI)
      return Bindable(source)[dynamicMember: \.value]
    #else
      return Binding(isolated: { source.value }, set: { source.value = $0 })
    #endif
  }
}
