import Foundation

// The toolbar, titles, tasks and row deletion the SyncUps example's views use.

/// https://developer.apple.com/documentation/swiftui/toolbarcontent
/// `@MainActor @preconcurrency protocol ToolbarContent`
@MainActor @preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: ToolbarContent {}

/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@resultBuilder
public struct ToolbarContentBuilder {
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  ) -> TupleToolbarContent<(repeat each Content)> {
    placeholder()
  }
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)
  /// (an `if` among toolbar items, iOS 16)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(first:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { placeholder() }
  /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(second:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { placeholder() }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: Never { return placeholder() }
}

extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/tupletoolbarcontent
public struct TupleToolbarContent<T>: ToolbarContent {
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
/// `struct ToolbarItemPlacement` (its placements are `static let`s, declared computed here
/// because the struct is not `Sendable`, which Swift 6 requires of a stored static)
public struct ToolbarItemPlacement {
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
  public static var automatic: ToolbarItemPlacement { ToolbarItemPlacement() }
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction
  public static var primaryAction: ToolbarItemPlacement { ToolbarItemPlacement() }
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction
  public static var cancellationAction: ToolbarItemPlacement { ToolbarItemPlacement() }
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction
  public static var confirmationAction: ToolbarItemPlacement { ToolbarItemPlacement() }
}

/// https://developer.apple.com/documentation/swiftui/toolbaritem
/// `nonisolated struct ToolbarItem<ID, Content> where Content : View`
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public var body: Never { return placeholder() }
}

extension ToolbarItem where ID == () {
  /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
  /// `nonisolated init(placement: ToolbarItemPlacement = .automatic,
  ///   @ContentBuilder content: () -> Content)`
  public nonisolated init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/dynamicviewcontent
/// `protocol DynamicViewContent<Data> : View`
public protocol DynamicViewContent<Data>: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
  /// `nonisolated func onDelete(perform action: Optional<(IndexSet) -> Void>)
  ///   -> some DynamicViewContent`
  public nonisolated func onDelete(
    perform action: Optional<(IndexSet) -> Void>
  ) -> some DynamicViewContent {
    self
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
  /// `nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View`
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  /// (the `StringProtocol` overload: `nonisolated func navigationTitle<S>(_ title: S)
  ///   -> some View where S : StringProtocol`)
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)
  /// `nonisolated func toolbar<Content>(@ToolbarContentBuilder content: () -> Content)
  ///   -> some View where Content : ToolbarContent` (`@ContentBuilder` on Apple's page now)
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View { _ModifiedView() }

  #if SDK26
    /// https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)
    /// iOS 26.4 SDK: `nonisolated func task(name: String? = nil, priority: TaskPriority =
    ///   .userInitiated, file: String = #fileID, line: Int = #line,
    ///   _ action: sending @escaping @isolated(any) () async -> Void) -> some View`
    public func task(
      name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
      line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { _ModifiedView() }
  #else
    /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
    /// iOS 18 SDK: `nonisolated func task(priority: TaskPriority = .userInitiated,
    ///   @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View`
    ///   (no `name:`; the action `@Sendable`: what it captures must be `Sendable`)
    public nonisolated func task(
      priority: TaskPriority = .userInitiated,
      @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { _ModifiedView() }
  #endif

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  /// `nonisolated func disabled(_ disabled: Bool) -> some View`
  public func disabled(_ disabled: Bool) -> some View { _ModifiedView() }
}
