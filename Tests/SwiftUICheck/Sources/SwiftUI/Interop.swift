import Foundation

// UIKit views in SwiftUI and SwiftUI in UIKit, previews by provider, views redrawn on a
// schedule, and immediate-mode drawing: what TCA 1.25's case studies and a probe of everyday
// SwiftUI reached for. One shape for both SDK generations.

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
/// `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`
///   (iOS 13, tvOS 13; not on macOS or watchOS)
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
  @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
  @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: UIViewType, coordinator: Coordinator)
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
  @MainActor @preconcurrency func makeCoordinator() -> Coordinator
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable {
  public var body: Never { return placeholder() }
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
/// `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where
///   Representable : UIViewRepresentable`
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
  public let coordinator: Representable.Coordinator
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/transaction
  public var transaction: Transaction
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
  public var environment: EnvironmentValues
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
/// `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View
///   where Self.Body == Never` (iOS 13, tvOS 13; not on macOS or watchOS)
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: UIViewControllerType, context: Context)
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
  @MainActor @preconcurrency func makeCoordinator() -> Coordinator
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable {
  public var body: Never { return placeholder() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
/// `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable>
///   where Representable : UIViewControllerRepresentable`
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
/// `@MainActor @preconcurrency class UIHostingController<Content> : UIViewController
///   where Content : View` (iOS 13, tvOS 13; not on macOS or watchOS)
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
  }
  public required init?(coder: NSCoder) { return nil }
  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
  public var rootView: Content
}

extension Image {
  /// https://developer.apple.com/documentation/swiftui/image/init(uiimage:)
  /// `init(uiImage: UIImage)` (iOS 13, tvOS 13; not on macOS or watchOS)
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public init(uiImage: UIImage) {}
}

/// https://developer.apple.com/documentation/swiftui/previewprovider
/// `@MainActor @preconcurrency protocol PreviewProvider : _PreviewProvider` (the older form
///   of `#Preview`; type-checked, never run)
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  /// https://developer.apple.com/documentation/swiftui/previewprovider/previews
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

/// https://developer.apple.com/documentation/swiftui/previewlayout
/// `enum PreviewLayout` (Sendable)
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// https://developer.apple.com/documentation/swiftui/previewdevice
/// `struct PreviewDevice` (ExpressibleByStringLiteral, RawRepresentable, Sendable)
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/previewdisplayname(_:)
  public nonisolated func previewDisplayName(_ value: String?) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/previewlayout(_:)
  public nonisolated func previewLayout(_ value: PreviewLayout) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/previewdevice(_:)
  public nonisolated func previewDevice(_ value: PreviewDevice?) -> some View {
    _ModifiedView()
  }
}

/// https://developer.apple.com/documentation/swiftui/timelineschedule
/// `protocol TimelineSchedule` (iOS 15, macOS 12, tvOS 15, watchOS 8)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
  associatedtype Entries: Sequence where Entries.Element == Date
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/entries(from:mode:)
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// https://developer.apple.com/documentation/swiftui/timelineschedulemode
/// `enum TimelineScheduleMode` (Sendable)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode: Sendable {
  case normal, lowFrequency
}

/// https://developer.apple.com/documentation/swiftui/periodictimelineschedule
/// `struct PeriodicTimelineSchedule` (Sendable)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  /// https://developer.apple.com/documentation/swiftui/periodictimelineschedule/init(from:by:)
  public init(from startDate: Date, by interval: TimeInterval) {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

/// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
/// `struct EveryMinuteTimelineSchedule` (Sendable)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

/// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
/// `struct AnimationTimelineSchedule` (Sendable)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

/// https://developer.apple.com/documentation/swiftui/explicittimelineschedule
/// `struct ExplicitTimelineSchedule<Entries> where Entries : Sequence, Entries.Element == Date`
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule
where Dates.Element == Date {
  let dates: Dates
  /// https://developer.apple.com/documentation/swiftui/explicittimelineschedule/init(_:)
  public init(_ dates: Dates) { self.dates = dates }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/periodic(from:by:)
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  { PeriodicTimelineSchedule(from: startDate, by: interval) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/everyminute
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  { AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/explicit(_:)
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}

/// https://developer.apple.com/documentation/swiftui/timelineview
/// `struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule` (iOS 15,
///   macOS 12, tvOS 15, watchOS 8; a `View` where `Content : View`)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// https://developer.apple.com/documentation/swiftui/timelineview/context
  /// `struct Context` (its date and cadence)
  public struct Context {
    /// https://developer.apple.com/documentation/swiftui/timelineview/context/date
    public let date: Date
    /// https://developer.apple.com/documentation/swiftui/timelineview/context/cadence-swift.property
    public let cadence: Cadence
    /// https://developer.apple.com/documentation/swiftui/timelineview/context/cadence-swift.enum
    public enum Cadence: Comparable, Sendable {
      case live, seconds, minutes
    }
  }
}

/// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  public var body: Never { return placeholder() }
  /// https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
  /// `nonisolated init(_ schedule: Schedule, @ContentBuilder content: @escaping
  ///   (TimelineViewDefaultContext) -> Content)`
  public nonisolated init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/colorrenderingmode
/// `enum ColorRenderingMode` (Hashable, Sendable)
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// https://developer.apple.com/documentation/swiftui/graphicscontext
/// `@frozen struct GraphicsContext` (iOS 15, macOS 12, tvOS 15, watchOS 8): its drawing of
///   paths, text and images, opacity and transforms
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct GraphicsContext {
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/opacity
  public var opacity: Double = 1

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/shading
  /// `struct Shading` (Sendable)
  public struct Shading: Sendable {
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/shading/color(_:)
    public static func color(_ color: Color) -> Shading { Shading() }
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/shading/style(_:)
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/shading/lineargradient(_:startpoint:endpoint:options:)
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint
    ) -> Shading { Shading() }
  }

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/fill(_:with:style:)
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/stroke(_:with:linewidth:)
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/stroke(_:with:style:)
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:at:anchor:)-5dgmd
  /// (its `Text` overload)
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:in:style:)-blhz
  /// (its `Image` overload)
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/translateby(x:y:)
  public mutating func translateBy(x: CGFloat, y: CGFloat) {}
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/scaleby(x:y:)
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/rotate(by:)
  public mutating func rotate(by angle: Angle) {}
}

/// https://developer.apple.com/documentation/swiftui/canvas
/// `nonisolated struct Canvas<Symbols> where Symbols : View` (iOS 15, macOS 12, tvOS 15,
///   watchOS 8)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Canvas<Symbols: View>: View {
  public var body: Never { return placeholder() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas where Symbols == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:)
  /// `nonisolated init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
  ///   rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext,
  ///   CGSize) -> Void)`
  public nonisolated init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {}
}
