import Foundation

// Containers and controls the SyncUps example's views use (Sources/ViewsCheck/SyncUps*.swift).

/// https://developer.apple.com/documentation/swiftui/list
/// `nonisolated struct List<SelectionValue, Content> where SelectionValue : Hashable,
///   Content : View`
public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { return placeholder() }
}

extension List where SelectionValue == Never {
  #if SDK26
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    /// iOS 26 SDK: `nonisolated init(@ContentBuilder content: () -> Content)`
    public nonisolated init(@ViewBuilder content: () -> Content) {}
  #else
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    /// iOS 18 SDK: `@MainActor @preconcurrency init(@ViewBuilder content: () -> Content)`
    ///   (issue 59's audit of the iOS 18.4 SDK's documentation)
    @preconcurrency @MainActor
    public init(@ViewBuilder content: () -> Content) {}
  #endif

  /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-4m1jx
  /// `nonisolated init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping
  ///   (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID,
  ///   RowContent>, Data : RandomAccessCollection, RowContent : View, Data.Element :
  ///   Identifiable`
  public nonisolated init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

  /// https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-1dwk5
  /// `nonisolated init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
  ///   @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content ==
  ///   ForEach<Data, ID, RowContent>, …`
  public nonisolated init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {}

  /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-7vpgz
  /// (its binding overload, iOS 15: `nonisolated init<Data, RowContent>(_ data: Binding<Data>,
  ///   @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content
  ///   == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID,
  ///   RowContent>, Data : MutableCollection, Data : RandomAccessCollection, …`; its content
  ///   type is not spelled out here)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == _ModifiedView, Data.Element: Identifiable, Data.Index: Hashable {}
}

extension List {
  /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-4xrn1
  /// (its set overload: `nonisolated init(selection: Binding<Set<SelectionValue>>?,
  ///   @ViewBuilder content: () -> Content)`; not on tvOS before 14)
  public nonisolated init(
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-3a5jl
  /// (its single-value overload: `nonisolated init(selection: Binding<SelectionValue?>?,
  ///   @ViewBuilder content: () -> Content)`)
  public nonisolated init(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/list/init(_:selection:rowcontent:)-9r2hz
  /// (the `Identifiable` data and single-selection overload)
  public nonisolated init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

/// https://developer.apple.com/documentation/swiftui/form
/// `nonisolated struct Form<Content> where Content : View`
public struct Form<Content: View>: View {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/form/init(content:)
  /// `nonisolated init(@ContentBuilder content: () -> Content)`
  public nonisolated init(@ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/section
/// `struct Section<Parent, Content, Footer>` (a View where all three are views)
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
  public var body: Never { return placeholder() }
}

extension Section where Parent: View, Content: View, Footer: View {
  /// https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
  /// `init(@ContentBuilder content: () -> Content, @ContentBuilder header: () -> Parent,
  ///   @ContentBuilder footer: () -> Footer)`
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
  /// `init(@ContentBuilder content: () -> Content, @ContentBuilder header: () -> Parent)`
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(content:)
  /// `init(@ContentBuilder content: () -> Content)`
  public init(@ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
  public static let center = VerticalAlignment()
  public static let top = VerticalAlignment()
  public static let bottom = VerticalAlignment()
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline
  public static let firstTextBaseline = VerticalAlignment()
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/lasttextbaseline
  public static let lastTextBaseline = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  public static let center = HorizontalAlignment()
  public static let leading = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/hstack
/// `@frozen nonisolated struct HStack<Content> where Content : View`
@frozen
public struct HStack<Content: View>: View {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  /// `nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
  ///   @ContentBuilder content: () -> Content)`
  public nonisolated init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/vstack
/// `@frozen nonisolated struct VStack<Content> where Content : View`
@frozen
public struct VStack<Content: View>: View {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  /// `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
  ///   @ContentBuilder content: () -> Content)`
  public nonisolated init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/spacer
/// `@frozen nonisolated struct Spacer` (iOS 26 SDK; main-actor as a `View` in the iOS 18 SDK)
@frozen
public struct Spacer: View {
  public var body: Never { return placeholder() }

  #if SDK26
    /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    /// iOS 26 SDK: `nonisolated init(minLength: CGFloat? = nil)`
    public nonisolated init(minLength: CGFloat? = nil) {}
  #else
    /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    /// iOS 18 SDK: `@MainActor @preconcurrency init(minLength: CGFloat? = nil)` (issue 59's
    ///   audit of the iOS 18.4 SDK's documentation): called from a nonisolated function, an
    ///   Xcode 16 warning, an error under warnings-as-errors
    @preconcurrency @MainActor
    public init(minLength: CGFloat? = nil) {}
  #endif
}

/// https://developer.apple.com/documentation/swiftui/image
/// `@frozen struct Image` (Equatable, Sendable)
@frozen
public struct Image: View, Equatable, Sendable {
  public var body: Never { return placeholder() }

  /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  /// `init(systemName: String)`
  public init(systemName: String) {}
  /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
  /// `init(_ name: String, bundle: Bundle? = nil)`
  public init(_ name: String, bundle: Bundle? = nil) {}

  /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
  /// `func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode =
  ///   .stretch) -> Image`
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image { self }

  /// https://developer.apple.com/documentation/swiftui/image/resizingmode
  /// `enum ResizingMode` (Hashable, Sendable)
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// https://developer.apple.com/documentation/swiftui/image/scale
  /// `enum Scale` (Hashable, Sendable)
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }
}

/// https://developer.apple.com/documentation/swiftui/label
/// `nonisolated struct Label<Title, Icon> where Title : View, Icon : View`
public struct Label<Title: View, Icon: View>: View {
  public var body: Never { return placeholder() }
}

extension Label where Title == Text, Icon == Image {
  /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
  /// (the `StringProtocol` overload, iOS 14: `nonisolated init<S>(_ title: S,
  ///   systemImage name: String) where S : StringProtocol`)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// https://developer.apple.com/documentation/swiftui/textfield
/// `nonisolated struct TextField<Label> where Label : View`
public struct TextField<Label: View>: View {
  public var body: Never { return placeholder() }
}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  /// `nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>) {}

  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
  /// `nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)`
  public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

/// https://developer.apple.com/documentation/swiftui/slider
/// `nonisolated struct Slider<Label, ValueLabel> where Label : View, ValueLabel : View`
/// (iOS 13, macOS 10.15, watchOS 6, visionOS 1; not on tvOS)
@available(tvOS, unavailable)
public struct Slider<Label: View, ValueLabel: View>: View {
  public var body: Never { return placeholder() }
}

@available(tvOS, unavailable)
extension Slider {
  /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:minimumvaluelabel:maximumvaluelabel:oneditingchanged:)
  /// `nonisolated init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
  ///   @ContentBuilder label: () -> Label, @ContentBuilder minimumValueLabel: () -> ValueLabel,
  ///   @ContentBuilder maximumValueLabel: () -> ValueLabel,
  ///   onEditingChanged: @escaping (Bool) -> Void = { _ in })
  ///   where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint`
  public nonisolated init<V>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}
