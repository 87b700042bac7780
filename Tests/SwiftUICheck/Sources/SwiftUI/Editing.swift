import Foundation

// Editing a list (TCA 1.25's Todos): edit mode in the environment, moving rows, a binding
// that animates its changes, and the older navigation bar items. One shape for both SDK
// generations.

/// https://developer.apple.com/documentation/swiftui/editmode
/// `enum EditMode` (iOS 13, tvOS 13, visionOS 1; not on macOS or watchOS)
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Equatable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/editmode/inactive
  case inactive
  /// https://developer.apple.com/documentation/swiftui/editmode/transient
  case transient
  /// https://developer.apple.com/documentation/swiftui/editmode/active
  case active

  /// https://developer.apple.com/documentation/swiftui/editmode/isediting
  /// `var isEditing: Bool { get }`
  public var isEditing: Bool { self != .inactive }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/editmode
  /// `var editMode: Binding<EditMode>? { get set }`
  public var editMode: Binding<EditMode>? {
    get { nil }
    set {}
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  /// `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
  ///   _ value: V) -> some View`
  public nonisolated func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/navigationbaritems(leading:trailing:)
  /// `nonisolated func navigationBarItems<L, T>(leading: L, trailing: T) -> some View where
  ///   L : View, T : View` (iOS 13, tvOS 13, deprecated for `toolbar`; not on macOS or
  ///   watchOS)
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:)")
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func navigationBarItems<L: View, T: View>(leading: L, trailing: T)
    -> some View
  { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/navigationbaritems(leading:)
  /// `nonisolated func navigationBarItems<L>(leading: L) -> some View where L : View`
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:)")
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func navigationBarItems<L: View>(leading: L) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/navigationbaritems(trailing:)
  /// `nonisolated func navigationBarItems<T>(trailing: T) -> some View where T : View`
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:)")
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func navigationBarItems<T: View>(trailing: T) -> some View {
    _ModifiedView()
  }
}

extension DynamicViewContent {
  /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
  /// `nonisolated func onMove(perform action: Optional<(IndexSet, Int) -> Void>)
  ///   -> some DynamicViewContent`
  public nonisolated func onMove(
    perform action: Optional<(IndexSet, Int) -> Void>
  ) -> some DynamicViewContent {
    self
  }
}

extension Binding {
  /// https://developer.apple.com/documentation/swiftui/binding/animation(_:)
  /// `func animation(_ animation: Animation? = .default) -> Binding<Value>`
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
