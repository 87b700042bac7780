import Foundation

// What a list's `onDelete` and `onMove` hand to the app (`items.remove(atOffsets:)`,
// `items.move(fromOffsets:toOffset:)`, which Apple's SwiftUI declares on the standard
// collections), and iOS 17's collapsible sections: everyday SwiftUI a sweep found missing
// (each seen failing in a probe first). One shape for both SDK generations.

extension RangeReplaceableCollection where Self: MutableCollection {
  /// https://developer.apple.com/documentation/swiftui/rangereplaceablecollection/remove(atoffsets:)
  /// `mutating func remove(atOffsets offsets: IndexSet)`
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// https://developer.apple.com/documentation/swiftui/mutablecollection/move(fromoffsets:tooffset:)
  /// `mutating func move(fromOffsets source: IndexSet, toOffset destination: Int)`
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { self[index(startIndex, offsetBy: $0)] }
    var rest = enumerated().filter { !source.contains($0.offset) }.map(\.element)
    let before = source.filter { $0 < destination }.count
    rest.insert(contentsOf: moved, at: destination - before)
    for (offset, element) in rest.enumerated() {
      self[index(startIndex, offsetBy: offset)] = element
    }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(isexpanded:content:header:)
  /// `init(isExpanded: Binding<Bool>, @ContentBuilder content: () -> Content, @ContentBuilder
  ///   header: () -> Parent)`
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/section/init(_:isexpanded:content:)
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/section/init(_:isexpanded:content:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {}
}

extension VerticalEdge {
  /// https://developer.apple.com/documentation/swiftui/verticaledge/set
  /// `@frozen struct Set` (OptionSet, Sendable): top, bottom or both
  @frozen
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/verticaledge/set/top
    public static let top = Set(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/verticaledge/set/bottom
    public static let bottom = Set(rawValue: 2)
    /// https://developer.apple.com/documentation/swiftui/verticaledge/set/all
    public static let all: Set = [.top, .bottom]
    /// https://developer.apple.com/documentation/swiftui/verticaledge/set/init(_:)
    public init(_ e: VerticalEdge) { self.init(rawValue: e == .top ? 1 : 2) }
  }
}

@available(iOS 15.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/listrowseparatortint(_:edges:)
  public nonisolated func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/listsectionseparator(_:edges:)
  public nonisolated func listSectionSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/listsectionseparatortint(_:edges:)
  public nonisolated func listSectionSeparatorTint(
    _ color: Color?, edges: VerticalEdge.Set = .all
  ) -> some View { _ModifiedView() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq
  /// `nonisolated func padding(_ insets: EdgeInsets) -> some View`
  public nonisolated func padding(_ insets: EdgeInsets) -> some View { _ModifiedView() }
}

extension ForEach where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)-4sfwx
  /// `init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping
  ///   (Binding<C.Element>) -> Content) where Data == LazyMapSequence<C.Indices, (C.Index,
  ///   ID)>, C : MutableCollection, C : RandomAccessCollection, C.Index : Hashable` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection,
    C: RandomAccessCollection, C.Index: Hashable
  {
    self.data = placeholder()
    self.content = placeholder()
  }
}
