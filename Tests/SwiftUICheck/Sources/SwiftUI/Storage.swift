import Foundation

// Property wrappers and views a probe of an everyday expenses app reached for that the rest of
// the stand-in lacked (each seen failing first): @AppStorage of a raw-value enum, a URL, data
// or an optional, @SceneStorage, @ScaledMetric, the environment's isSearching, ControlGroup.
// One shape for both SDK generations.

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage {
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-3hzk4
  /// (its `URL` form)
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == URL {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-8h0ld
  /// (its `Data` form)
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Data {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-1jx4n
  /// (a `String`-backed `RawRepresentable`, as an enum of settings)
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-5tdgg
  /// (an `Int`-backed `RawRepresentable`)
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(_:store:)-6uo7p
  /// (an optional `String`, `nil` when unset)
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(_:store:)-1mfc7
  /// (an optional `Int`)
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(_:store:)-6t8v4
  /// (an optional `Double`)
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(_:store:)-3bjmb
  /// (an optional `Bool`)
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(_:store:)-8j1yt
  /// (an optional `URL`)
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {}
  /// https://developer.apple.com/documentation/swiftui/appstorage/init(_:store:)-5y8dm
  /// (an optional `Data`)
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {}
}

/// https://developer.apple.com/documentation/swiftui/scenestorage
/// `@propertyWrapper struct SceneStorage<Value>` (DynamicProperty; iOS 14): its `Bool`, `Int`,
///   `Double`, `String`, `URL`, `Data` and raw-value forms, and their optionals
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
  public var wrappedValue: Value {
    get { placeholder() }
    nonmutating set {}
  }
  /// https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue
  public var projectedValue: Binding<Value> { placeholder() }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-6lzmt
  public init(wrappedValue: Value, _ key: String) where Value == Bool {}
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-7u8l2
  public init(wrappedValue: Value, _ key: String) where Value == Int {}
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-4ah5w
  public init(wrappedValue: Value, _ key: String) where Value == Double {}
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-2wn14
  public init(wrappedValue: Value, _ key: String) where Value == String {}
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-7ivse
  public init(wrappedValue: Value, _ key: String) where Value == URL {}
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-3a6a4
  public init(wrappedValue: Value, _ key: String) where Value == Data {}
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-1ruz2
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {}
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-9o6dh
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {}
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)-7ysey
  public init(_ key: String) where Value == String? {}
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)-1nz4j
  public init(_ key: String) where Value == Int? {}
}

/// https://developer.apple.com/documentation/swiftui/scaledmetric
/// `@propertyWrapper struct ScaledMetric<Value> where Value : BinaryFloatingPoint`
///   (DynamicProperty; iOS 14): a length that follows the Dynamic Type size
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/scaledmetric/wrappedvalue
  public var wrappedValue: Value { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:)
  public init(wrappedValue: Value) {}
  /// https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/issearching
  /// `var isSearching: Bool { get }` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var isSearching: Bool { false }
}

/// https://developer.apple.com/documentation/swiftui/controlgroup
/// `nonisolated struct ControlGroup<Content> where Content : View` (iOS 15, macOS 12, tvOS
///   17, visionOS 1; not on watchOS)
@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct ControlGroup<Content: View>: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/controlgroup/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:tokens:placement:prompt:token:)-7ypcn
  /// `nonisolated func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement:
  ///   SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping
  ///   (C.Element) -> T) -> some View where C : RandomAccessCollection, C :
  ///   RangeReplaceableCollection, T : View, C.Element : Identifiable` (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:)-5r5xd
  /// (its `Text` prompt, iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:)-2ed7u
  /// (its `LocalizedStringKey` prompt, iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/toolbardefaultitemkind
/// `struct ToolbarDefaultItemKind` (iOS 17)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ToolbarDefaultItemKind: Sendable {
  /// https://developer.apple.com/documentation/swiftui/toolbardefaultitemkind/sidebartoggle
  public static let sidebarToggle = ToolbarDefaultItemKind()
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/toolbar(removing:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    _ModifiedView()
  }
}

@available(tvOS, unavailable)
extension Stepper {
  /// https://developer.apple.com/documentation/swiftui/stepper/init(label:onincrement:ondecrement:oneditingchanged:)
  /// `nonisolated init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
  ///   onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in })`
  public nonisolated init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
}

@available(tvOS, unavailable)
extension Stepper where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/stepper/init(_:onincrement:ondecrement:oneditingchanged:)-2r9iu
  /// (its `LocalizedStringKey` title)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  /// https://developer.apple.com/documentation/swiftui/stepper/init(_:onincrement:ondecrement:oneditingchanged:)-6jqc6
  /// (its `StringProtocol` title)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
}
