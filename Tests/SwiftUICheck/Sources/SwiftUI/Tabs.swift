import Foundation

// iOS 18's tabs: `Tab` values in a `TabView`, with a selection or without. One shape for both
// SDK generations. `TabContent`'s own requirements (a custom tab content's `body`) are not
// declared here: a custom `TabContent` type passes here without them.

/// https://developer.apple.com/documentation/swiftui/tabcontent
/// `@MainActor @preconcurrency protocol TabContent<TabValue>` (iOS 18, macOS 15, tvOS 18,
///   watchOS 11, visionOS 2)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  associatedtype TabValue: Hashable
}

/// https://developer.apple.com/documentation/swiftui/tab
/// `struct Tab<Value, Content, Label> where Value : Hashable, Content : View, Label : View`
///   (a `TabContent`)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  public typealias TabValue = Value
}

/// https://developer.apple.com/documentation/swiftui/defaulttablabel
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct DefaultTabLabel: View {
  public var body: Never { return placeholder() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Label == DefaultTabLabel {
  /// https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:content:)-3ytn5
  /// (its `LocalizedStringKey` overload)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:content:)-8kvno
  /// (its `StringProtocol` overload)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/tab/init(value:role:content:)
  public nonisolated init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value == Never, Label == DefaultTabLabel {
  /// https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:content:)-7qmmr
  /// (its `LocalizedStringKey` overload: a tab of a `TabView` without a selection)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:content:)-4zdpk
  /// (its `StringProtocol` overload)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/tab/init(role:content:)
  public nonisolated init(role: TabRole?, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/tabrole
/// `struct TabRole` (Hashable, Sendable) (iOS 18)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/tabrole/search
  public static let search = TabRole()
}

/// https://developer.apple.com/documentation/swiftui/tabcontentbuilder
/// `@resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable` (iOS 18)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
  /// `struct Content<C> where TabValue == C.TabValue, C : TabContent` (a `View`)
  public struct Content<C: TabContent>: View where C.TabValue == TabValue {
    public var body: Never { return placeholder() }
  }
  public static func buildExpression<C: TabContent>(_ content: C) -> C
  where C.TabValue == TabValue { content }
  public static func buildBlock<C: TabContent>(_ content: C) -> C
  where C.TabValue == TabValue { content }
  // Two to ten tabs, each of the builder's value (a pack cannot say so: "same-element
  // requirements are not yet supported").
  public static func buildBlock<C0: TabContent, C1: TabContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleTabContent<TabValue, (C0, C1)>
  where C0.TabValue == TabValue, C1.TabValue == TabValue { TupleTabContent() }
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTabContent<TabValue, (C0, C1, C2)>
  where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
    TupleTabContent()
  }
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTabContent<TabValue, (C0, C1, C2, C3)>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue
  { TupleTabContent() }
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4)>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue
  { TupleTabContent() }
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5)>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue
  { TupleTabContent() }
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6)>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue
  { TupleTabContent() }
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7)>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue
  { TupleTabContent() }
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent, C8: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue
  { TupleTabContent() }
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue,
    C9.TabValue == TabValue
  { TupleTabContent() }
  public static func buildIf<C: TabContent>(_ content: C?) -> C?
  where C.TabValue == TabValue { content }
  public static func buildEither<T: TabContent, F: TabContent>(first: T)
    -> _ConditionalTabContent<TabValue, T, F>
  where T.TabValue == TabValue, F.TabValue == TabValue { _ConditionalTabContent() }
  public static func buildEither<T: TabContent, F: TabContent>(second: F)
    -> _ConditionalTabContent<TabValue, T, F>
  where T.TabValue == TabValue, F.TabValue == TabValue { _ConditionalTabContent() }
}

/// https://developer.apple.com/documentation/swiftui/tupletabcontent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TupleTabContent<TabValue: Hashable, T>: TabContent {
  nonisolated init() {}
}

/// The content of an `if`/`else` in a `TabContentBuilder`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _ConditionalTabContent<TabValue: Hashable, T, F>: TabContent {
  nonisolated init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Optional: TabContent where Wrapped: TabContent {
  public typealias TabValue = Wrapped.TabValue
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
  /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  /// (its `TabContentBuilder` overload, iOS 18: `nonisolated init<C>(selection:
  ///   Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C) where
  ///   Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent`)
  public nonisolated init<C: TabContent>(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView where SelectionValue == Never {
  /// https://developer.apple.com/documentation/swiftui/tabview/init(content:)
  /// (its `TabContentBuilder` overload, iOS 18)
  public nonisolated init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where Content == TabContentBuilder<Never>.Content<C> {}
}

/// https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  public nonisolated init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}
