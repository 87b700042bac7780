import Foundation

/// https://developer.apple.com/documentation/swiftui/text
/// `@frozen struct Text` (Equatable, Sendable)
@frozen
public struct Text: View, Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  public init(verbatim content: String) {}
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {}
  /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/text/bold()
  public func bold() -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/italic()
  public func italic() -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/underline(_:pattern:color:)
  /// (iOS 16; with iOS 13's `underline(_:color:)`, which it generalizes, one declaration here)
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/strikethrough(_:pattern:color:)
  /// (iOS 16; with iOS 13's `strikethrough(_:color:)` one declaration here)
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text { self }
  /// https://developer.apple.com/documentation/swiftui/text/+(_:_:)
  public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
/// `@frozen struct LocalizedStringKey` (Equatable, ExpressibleByStringInterpolation). Its
/// interpolations take what Apple's `StringInterpolation` takes, nothing else (where a
/// `StringProtocol` overload exists, as `Text`'s, an interpolation it does not take makes a
/// `String` instead, here as with Apple's declarations). Not `Sendable`: its page lists the
/// conformance, but Swift 5.9 and later reject it (swift-navigation's pull request 120: "marked
/// as `Sendable` in the docs, yet somehow is not available"), the mark of an unavailable one,
/// declared so here; the audit of the iOS 18 and 26 SDKs found it not `Sendable`.
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) {}
  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) {}
  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: StringInterpolation) {}

  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  /// `struct StringInterpolation`: the overloads of iOS 13 to 17 (those of iOS 18+, taking an
  /// `AttributedString` format's output, are not declared).
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    /// `mutating func appendInterpolation(_ string: String)`
    public mutating func appendInterpolation(_ string: String) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
    }
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo
    public mutating func appendInterpolation(_ text: Text) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-5m52e
    /// (iOS 14)
    public mutating func appendInterpolation(_ image: Image) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:formatter:)-9vdw4
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:formatter:)
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {}
    /// `mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F :
    ///   FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String` (iOS 15)
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:style:)
    /// `mutating func appendInterpolation(_ date: Date, style: Text.DateStyle)` (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
  }
}

@available(*, unavailable, message: "LocalizedStringKey is not Sendable in Apple's SwiftUI")
extension LocalizedStringKey: Sendable {}

/// The primitive types a `LocalizedStringKey` interpolates with a format specifier
/// (`_FormatSpecifiable` in Apple's module: the integer and floating-point types).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

/// https://developer.apple.com/documentation/swiftui/color
/// (`@frozen struct Color` (Hashable, Sendable; View): its colors are `Sendable` values any
/// context reads, nonisolated here, where conforming to `View` would make them main-actor)
public struct Color: View, Hashable, Sendable {
  nonisolated init() {}
  public nonisolated static let red = Color()
  public nonisolated static let blue = Color()
  public nonisolated static let green = Color()
  public nonisolated static let orange = Color()
  public nonisolated static let secondary = Color()
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

/// https://developer.apple.com/documentation/swiftui/button
/// `struct Button<Label> where Label : View`
public struct Button<Label: View>: View {
  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency
  public nonisolated init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
  /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
  @preconcurrency
  public nonisolated init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { return placeholder() }
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency
  public nonisolated init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {}
  /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
  @preconcurrency
  public nonisolated init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
/// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90eh9
  /// `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  ///   where ID == Data.Element.ID, Content : View, Data.Element : Identifiable`
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }

  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)-2kxl7
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach (iOS 15: a `ForEach` over a
  /// binding, the shape of `List.init(_:rowContent:)` at
  /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:))
  /// `init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) ->
  ///   Content) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
  ///   C : MutableCollection, C : RandomAccessCollection, C.Element : Identifiable,
  ///   C.Index : Hashable`
  public init<C>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
    C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable,
    C.Index: Hashable
  {
    self.data = placeholder()
    self.content = placeholder()
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-1ed8x
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

/// https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}

/// https://developer.apple.com/documentation/swiftui/navigationstack
/// `struct NavigationStack<Data, Root> where Root : View` (iOS 16). The iOS 26 SDK declares
/// the type `nonisolated` and its initializers `@MainActor`; the iOS 18 SDK's type is
/// main-actor (as a `View`) and so are its initializers, `@preconcurrency`.
#if SDK26
  nonisolated public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { return placeholder() }

    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    @MainActor public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}

    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h
    /// (a type-erased path)
    @MainActor public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    where Data == NavigationPath {}

    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    @MainActor public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
      Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
      Data.Element: Hashable
    {}
  }
#else
  public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { return placeholder() }

    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    @preconcurrency @MainActor
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}

    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h
    /// (a type-erased path)
    @preconcurrency @MainActor
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    where Data == NavigationPath {}

    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    /// `init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : MutableCollection,
    ///   Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`
    @preconcurrency @MainActor
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
      Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
      Data.Element: Hashable
    {}
  }
#endif

/// https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath {
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/navigationpath/init(_:)-3ol9k
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
  /// https://developer.apple.com/documentation/swiftui/navigationpath/count
  public var count: Int { 0 }
  /// https://developer.apple.com/documentation/swiftui/navigationpath/isempty
  public var isEmpty: Bool { true }
  /// https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)-63pk1
  public mutating func append<V: Hashable>(_ value: V) {}
  /// https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
  public mutating func removeLast(_ k: Int = 1) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationlink
/// `struct NavigationLink<Label, Destination> where Label : View, Destination : View`
public struct NavigationLink<Label: View, Destination: View>: View {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)-27n7s
  public nonisolated init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {}
}

extension NavigationLink where Destination == Never {
  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)
  /// `init<P>(value: P?, @ViewBuilder label: () -> Label) where P : Hashable`
  public nonisolated init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text, Destination == Never {
  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-4y1ry
  /// `init<S, P>(_ title: S, value: P?) where S : StringProtocol, P : Hashable`
  public nonisolated init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8
  /// `func alert<A, M>(_ title: Text, isPresented: Binding<Bool>,
  ///   @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
  ///   where A : View, M : View`
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-9ibgk
  /// `func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>,
  ///   titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
  ///   @ViewBuilder message: () -> M) -> some View where A : View, M : View`
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-3md6l
  /// `nonisolated func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting
  ///   data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some
  ///   View where A : View, M : View` (iOS 15)
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
  /// (its `Text` overload: `nonisolated func confirmationDialog<A, M, T>(_ title: Text,
  ///   isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data:
  ///   T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View
  ///   where A : View, M : View`, iOS 15)
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
  /// (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  @available(macOS, unavailable)
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _ModifiedView() }
}
