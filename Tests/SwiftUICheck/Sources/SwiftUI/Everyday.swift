// The everyday controls, presentation and environment of a typical app (issue 59), beyond
// Controls.swift. One shape for both SDK generations, as there: each initializer and modifier
// as Apple's page of today spells it (`@ContentBuilder` declared `@ViewBuilder`, as the iOS 18
// SDK spells it), with the platforms the page lists.

/// https://developer.apple.com/documentation/swiftui/progressview
/// `nonisolated struct ProgressView<Label, CurrentValueLabel> where Label : View,
///   CurrentValueLabel : View` (iOS 14, macOS 11, tvOS 14, watchOS 7)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { return placeholder() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init()
  /// `nonisolated init() where Label == EmptyView`
  public nonisolated init() where Label == EmptyView {}

  /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
  /// `nonisolated init<V>(value: V?, total: V = 1.0) where Label == EmptyView,
  ///   CurrentValueLabel == EmptyView, V : BinaryFloatingPoint`
  public nonisolated init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
  where Label == EmptyView {}
}

/// https://developer.apple.com/documentation/swiftui/stepper
/// `nonisolated struct Stepper<Label> where Label : View` (iOS 13, macOS 10.15, watchOS 9;
///   not on tvOS)
@available(tvOS, unavailable)
public struct Stepper<Label: View>: View {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:oneditingchanged:label:)
  /// `nonisolated init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
  ///   onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ContentBuilder label: () ->
  ///   Label) where V : Strideable`
  public nonisolated init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {}

  /// https://developer.apple.com/documentation/swiftui/stepper/init(value:step:label:oneditingchanged:)
  /// `nonisolated init<V>(value: Binding<V>, step: V.Stride = 1, @ContentBuilder label: () ->
  ///   Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V : Strideable`
  public nonisolated init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/picker
/// `nonisolated struct Picker<Label, SelectionValue, Content> where Label : View,
///   SelectionValue : Hashable, Content : View` (iOS 13)
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)
  /// `nonisolated init(selection: Binding<SelectionValue>, @ContentBuilder content: () ->
  ///   Content, @ContentBuilder label: () -> Label)`
  public nonisolated init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {}
}

extension Picker where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-6lwfn
  /// `nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
  ///   @ContentBuilder content: () -> Content)`
  public nonisolated init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {}

  /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq
  /// `nonisolated init<S>(_ title: S, selection: Binding<SelectionValue>, @ContentBuilder
  ///   content: () -> Content) where S : StringProtocol`
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/contentunavailableview
/// `nonisolated struct ContentUnavailableView<Label, Description, Actions> where Label : View,
///   Description : View, Actions : View` (iOS 17, macOS 14, tvOS 17, watchOS 10)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
  /// `nonisolated init(@ContentBuilder label: () -> Label, @ContentBuilder description: () ->
  ///   Description = { EmptyView() }, @ContentBuilder actions: () -> Actions = { EmptyView() })`
  public nonisolated init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)
  /// (the `LocalizedStringKey` overload: `nonisolated init(_ title: LocalizedStringKey,
  ///   systemImage name: String, description: Text? = nil)`)
  public nonisolated init(
    _ title: LocalizedStringKey, systemImage name: String, description: Text? = nil
  ) {}
}

extension Label where Title == Text, Icon == Image {
  /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
  /// (the `LocalizedStringKey` overload, iOS 14: `nonisolated init(_ titleKey:
  ///   LocalizedStringKey, systemImage name: String)`)
  public nonisolated init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
  /// `nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View`
  ///   (iOS 15, macOS 12, tvOS 15, watchOS 8)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
  /// `nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? =
  ///   nil, @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  /// `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
/// `protocol DynamicProperty`
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
/// `struct EnvironmentValues`
public struct EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
  /// `var dismiss: DismissAction { get }` (iOS 15, macOS 12, tvOS 15, watchOS 8)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dismiss: DismissAction { placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/environment
/// `@frozen @propertyWrapper struct Environment<Value>` (DynamicProperty)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  /// `var wrappedValue: Value { get }`
  public var wrappedValue: Value { placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/dismissaction
/// `@MainActor @preconcurrency struct DismissAction` (iOS 15, macOS 12, tvOS 15, watchOS 8)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissAction {
  /// https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction()
  /// `@MainActor @preconcurrency func callAsFunction()`
  public func callAsFunction() {}
}

/// https://developer.apple.com/documentation/swiftui/focusstate
/// `@frozen @propertyWrapper struct FocusState<Value> where Value : Hashable` (iOS 15,
///   macOS 12, tvOS 15, watchOS 8; DynamicProperty)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/focusstate/binding
  /// `@frozen @propertyWrapper struct Binding`
  @frozen @propertyWrapper
  public struct Binding {
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    /// `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
      get { placeholder() }
      nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
    /// `var projectedValue: FocusState<Value>.Binding { get }`
    public var projectedValue: FocusState<Value>.Binding { self }
    // NB: Not public, as in Apple's module (whose initializer takes the binding it wraps).
    init(_unused: Void) {}
  }

  /// https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  /// `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { placeholder() }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  /// `var projectedValue: FocusState<Value>.Binding { get }`
  public var projectedValue: FocusState<Value>.Binding { placeholder() }

  /// https://developer.apple.com/documentation/swiftui/focusstate/init()-4jryr
  /// `init() where Value == Bool`
  public init() where Value == Bool {}

  /// https://developer.apple.com/documentation/swiftui/focusstate/init()-9t4ge
  /// `init<T>() where Value == T?, T : Hashable`
  public init<T: Hashable>() where Value == T? {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/focused(_:)
  /// `nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View` (iOS 15,
  ///   macOS 12, tvOS 15, watchOS 8)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
  /// `nonisolated func focused<Value>(_ binding: FocusState<Value>.Binding, equals value:
  ///   Value) -> some View where Value : Hashable` (iOS 15, macOS 12, tvOS 15, watchOS 8)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View { _ModifiedView() }
}
