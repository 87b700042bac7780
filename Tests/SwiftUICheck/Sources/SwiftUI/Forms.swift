// A settings form's and a list screen's everyday declarations that a new user's TCA 1.25 app
// reached for (issue 59): titled sections, multi-line fields, stepper titles, search with no
// results, dividers, secure fields, links, menus, styles. One shape for both SDK
// generations; each as Apple's page of today spells it, with the platforms it lists (iOS 13
// unless said).

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)
  /// `nonisolated init(_ titleKey: LocalizedStringKey, @ContentBuilder content: () ->
  ///   Content)` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}

  /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
  /// `nonisolated init<S>(_ title: S, @ContentBuilder content: () -> Content)
  ///   where S : StringProtocol` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// https://developer.apple.com/documentation/swiftui/section/init(content:footer:)
  /// `init(@ContentBuilder content: () -> Content, @ContentBuilder footer: () -> Footer)`
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(header:content:)
  /// `init(header: Parent, @ContentBuilder content: () -> Content)` (deprecated for
  ///   `init(content:header:)`; still compiles)
  public init(header: Parent, @ViewBuilder content: () -> Content) {}
}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-8rujz
  /// `nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis)`
  ///   (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}

  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-7n1bz
  /// `nonisolated init<S>(_ title: S, text: Binding<String>, axis: Axis)
  ///   where S : StringProtocol` (iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {}
}

@available(tvOS, unavailable)
extension Stepper where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)-5dpbm
  /// `nonisolated init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds:
  ///   ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void =
  ///   { _ in }) where V : Strideable`
  public nonisolated init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}

  /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)-6ey8c
  /// `nonisolated init<S, V>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
  ///   step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
  ///   where S : StringProtocol, V : Strideable`
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/searchunavailablecontent
/// `struct SearchUnavailableContent` (iOS 17): the views of `ContentUnavailableView.search`
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SearchUnavailableContent {
  /// https://developer.apple.com/documentation/swiftui/searchunavailablecontent/label
  public struct Label: View { public var body: Never { return placeholder() } }
  /// https://developer.apple.com/documentation/swiftui/searchunavailablecontent/description
  public struct Description: View { public var body: Never { return placeholder() } }
  /// https://developer.apple.com/documentation/swiftui/searchunavailablecontent/actions
  public struct Actions: View { public var body: Never { return placeholder() } }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// https://developer.apple.com/documentation/swiftui/contentunavailableview/search
  public nonisolated static var search: Self { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/contentunavailableview/search(text:)
  public nonisolated static func search(text: String) -> Self { placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/divider
/// `struct Divider`
public struct Divider: View {
  /// https://developer.apple.com/documentation/swiftui/divider/init()
  public nonisolated init() {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/rectangle
/// `@frozen struct Rectangle` (InsettableShape)
@frozen
public struct Rectangle: InsettableShape {
  /// https://developer.apple.com/documentation/swiftui/rectangle/init()
  public nonisolated init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// https://developer.apple.com/documentation/swiftui/securefield
/// `nonisolated struct SecureField<Label> where Label : View`
public struct SecureField<Label: View>: View {
  public var body: Never { return placeholder() }
}

extension SecureField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-6ow2j
  /// `nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)`
  public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-4xosg
  /// `nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// https://developer.apple.com/documentation/swiftui/labeledcontent
/// `nonisolated struct LabeledContent<Label, Content>` (iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContent<Label, Content> {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent: View where Label: View, Content: View {
  public var body: Never { return placeholder() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
  /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)-2ezmo
  /// `nonisolated init<S>(_ titleKey: LocalizedStringKey, value: S) where S :
  ///   StringProtocol`
  public nonisolated init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
}

/// https://developer.apple.com/documentation/swiftui/link
/// `nonisolated struct Link<Label> where Label : View` (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Link<Label: View>: View {
  public var body: Never { return placeholder() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Link where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/link/init(_:destination:)-4bq8a
  /// `nonisolated init(_ titleKey: LocalizedStringKey, destination: URL)`
  public nonisolated init(_ titleKey: LocalizedStringKey, destination: URL) {}
}

/// https://developer.apple.com/documentation/swiftui/menu
/// `nonisolated struct Menu<Label, Content> where Label : View, Content : View` (iOS 14,
///   tvOS 17; not on watchOS)
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct Menu<Label: View, Content: View>: View {
  public var body: Never { return placeholder() }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/menu/init(_:content:)-7v768
  /// `nonisolated init(_ titleKey: LocalizedStringKey, @ContentBuilder content: () ->
  ///   Content)`
  public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/editbutton
/// `struct EditButton` (iOS 13; not on macOS, tvOS or watchOS)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EditButton: View {
  /// https://developer.apple.com/documentation/swiftui/editbutton/init()
  public nonisolated init() {}
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/textalignment
/// `@frozen enum TextAlignment` (Hashable, CaseIterable, Sendable)
@frozen
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
  /// `nonisolated func lineLimit(_ number: Int?) -> some View`
  public func lineLimit(_ number: Int?) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
  /// `nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View`
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/monospaceddigit()
  /// `nonisolated func monospacedDigit() -> some View` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospacedDigit() -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)
  /// `nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> some View`
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-84e43
  /// `nonisolated func badge(_ count: Int) -> some View` (iOS 15, macOS 12, visionOS 1;
  ///   not on tvOS or watchOS)
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func badge(_ count: Int) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
  /// `nonisolated func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self,
  ///   AccessibilityAttachmentModifier> where S : StringProtocol` (iOS 14; returned as a
  ///   view here)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  /// `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
  ///   (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    _ModifiedView()
  }

  #if SDK26
    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    /// iOS 26 SDK: `nonisolated func task<T>(id value: T, priority: TaskPriority =
    ///   .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void)
    ///   -> some View where T : Equatable` (iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func task<T: Equatable>(
      id value: T, priority: TaskPriority = .userInitiated,
      _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { _ModifiedView() }
  #else
    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    /// iOS 18 SDK: `nonisolated func task<T>(id value: T, priority: TaskPriority =
    ///   .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void)
    ///   -> some View where T : Equatable` (iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func task<T: Equatable>(
      id value: T, priority: TaskPriority = .userInitiated,
      @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { _ModifiedView() }
  #endif

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8
  /// `nonisolated func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented:
  ///   Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some
  ///   View where A : View, M : View` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
  /// `nonisolated func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
  ///   @ViewBuilder actions: () -> A) -> some View where A : View` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { _ModifiedView() }
}

extension ToolbarItemPlacement {
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing
  /// (iOS 14; not on macOS)
  @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
  @available(macOS, unavailable)
  public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement() }
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading
  /// (iOS 14; not on macOS)
  @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
  @available(macOS, unavailable)
  public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement() }
}
