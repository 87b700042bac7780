// Controls a form uses, beyond those of Containers.swift. One shape for both SDK generations,
// as there: Apple's pages now spell the builders `@ContentBuilder` (the iOS 18 SDK's
// `@ViewBuilder` is declared) and mark the initializers `nonisolated`.

/// https://developer.apple.com/documentation/swiftui/toggle
/// `nonisolated struct Toggle<Label> where Label : View`
public struct Toggle<Label: View>: View {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
  /// `nonisolated init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label)`
  public nonisolated init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:) (the page of the
  /// overload group; this is its `LocalizedStringKey` overload, iOS 13:
  /// `nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>)`)
  public nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
  /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:) (the page of the
  /// overload group; this is its `StringProtocol` overload, iOS 13:
  /// `nonisolated init<S>(_ title: S, isOn: Binding<Bool>) where S : StringProtocol`)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

/// https://developer.apple.com/documentation/swiftui/tabview
/// `nonisolated struct TabView<SelectionValue, Content> where SelectionValue : Hashable,
///   Content : View` (its `Tab`-based initializers are iOS 18+, not declared here)
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:) (the
  /// page of the overload group; this is its view-builder overload, iOS 13:
  /// `nonisolated init(selection: Binding<SelectionValue>?, @ContentBuilder content: () ->
  ///   Content)`)
  public nonisolated init(
    selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
  ) {}
}

extension TabView where SelectionValue == Int {
  /// https://developer.apple.com/documentation/swiftui/tabview/init(content:)
  /// `nonisolated init(@ContentBuilder content: () -> Content)`
  public nonisolated init(@ViewBuilder content: () -> Content) {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  /// `nonisolated func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View
  ///   where V : View` (deprecated from the iOS 27 SDK, in favour of `Tab`)
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _ModifiedView() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
  /// `nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
  ///   where V : Hashable` (iOS 13, back-deployed; earlier SDKs spell it `tag(_:)`: `.tag(x)`
  ///   compiles against either)
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    _ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/searchfieldplacement
/// `struct SearchFieldPlacement` (iOS 15)
public struct SearchFieldPlacement {
  /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic
  /// (computed here: whether Apple's type is `Sendable` is not read yet)
  public static var automatic: SearchFieldPlacement { SearchFieldPlacement() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
  /// (the page of the overload group; this is its `Text?` overload, iOS 15:
  /// `nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement =
  ///   .automatic, prompt: Text? = nil) -> some View`)
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-1bjj3
  /// `nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement =
  ///   .automatic, prompt: LocalizedStringKey) -> some View` (iOS 15)
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/horizontaledge
/// `@frozen enum HorizontalEdge`
@frozen
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
  case leading, trailing
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)
  /// `nonisolated func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool =
  ///   true, @ContentBuilder content: () -> T) -> some View where T : View` (iOS 15, macOS 12,
  ///   watchOS 8; not on tvOS)
  @available(tvOS, unavailable)
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View { _ModifiedView() }
}
