import Foundation

// A sheet's detents and a form's everyday controls and finish (a new user's Pantry app: a
// date picker, formatted text, labeled content with a view, form and keyboard styles,
// toolbar groups, numeric transitions, feedback, row separators). One shape for both SDK
// generations.

/// https://developer.apple.com/documentation/swiftui/datepicker
/// `nonisolated struct DatePicker<Label> where Label : View` (iOS 13, macOS 10.15, watchOS
///   10; not on tvOS)
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePicker<Label: View>: View {
  public var body: Never { return placeholder() }
}

/// https://developer.apple.com/documentation/swiftui/datepickercomponents
/// `struct DatePickerComponents` (OptionSet)
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/date
  public static let date = DatePickerComponents(rawValue: 1)
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)
  /// `nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
  ///   displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date])`
  public nonisolated init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}

  /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)
  /// `nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range:
  ///   ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [...])`
  public nonisolated init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}

  /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)-1udhk
  /// (a range from a date: `in range: PartialRangeFrom<Date>`)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}

  /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)-6ef1u
  /// (a range up to a date: `in range: PartialRangeThrough<Date>`)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}

  /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)-3wlpu
  /// (its `StringProtocol` title overload)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker {
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:)
  public nonisolated init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {}
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:)-6qxl1
  /// (its `ClosedRange<Date>` overload)
  public nonisolated init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {}
}

extension Text {
  /// https://developer.apple.com/documentation/swiftui/text/init(_:format:)
  /// `init<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput :
  ///   Equatable, F.FormatOutput == String` (iOS 15, macOS 12, tvOS 15, watchOS 8)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content: View {
  /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:)
  /// `nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)`
  public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label: View, Content: View {
  /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(content:label:)
  /// `nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)`
  public nonisolated init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/presentationdetent
/// `struct PresentationDetent` (Hashable, Sendable; iOS 16, macOS 13, tvOS 16, watchOS 9)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent()
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent()
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

/// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode
/// `struct ScrollDismissesKeyboardMode` (Sendable; iOS 16, macOS 13, tvOS 16, watchOS 9)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollDismissesKeyboardMode: Sendable {
  /// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode/automatic
  public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
  /// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode/immediately
  public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
  /// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode/interactively
  public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
  /// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode/never
  public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
}

/// https://developer.apple.com/documentation/swiftui/formstyle
/// `@MainActor @preconcurrency protocol FormStyle` (its requirements not declared here)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public protocol FormStyle {}

/// https://developer.apple.com/documentation/swiftui/groupedformstyle
/// `struct GroupedFormStyle` (iOS 16, macOS 13, tvOS 16, watchOS 9)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct GroupedFormStyle: FormStyle {
  /// https://developer.apple.com/documentation/swiftui/groupedformstyle/init()
  public nonisolated init() {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension FormStyle where Self == GroupedFormStyle {
  /// https://developer.apple.com/documentation/swiftui/formstyle/grouped
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// https://developer.apple.com/documentation/swiftui/contenttransition
/// `struct ContentTransition` (Equatable, Sendable; iOS 16, macOS 13, tvOS 16, watchOS 9)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ContentTransition: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/contenttransition/identity
  public static let identity = ContentTransition()
  /// https://developer.apple.com/documentation/swiftui/contenttransition/opacity
  public static let opacity = ContentTransition()
  /// https://developer.apple.com/documentation/swiftui/contenttransition/interpolate
  public static let interpolate = ContentTransition()
  /// https://developer.apple.com/documentation/swiftui/contenttransition/numerictext(countsdown:)
  /// `static func numericText(countsDown: Bool = false) -> ContentTransition`
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition()
  }
  /// https://developer.apple.com/documentation/swiftui/contenttransition/numerictext(value:)
  /// `static func numericText(value: Double) -> ContentTransition` (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

/// https://developer.apple.com/documentation/swiftui/sensoryfeedback
/// `struct SensoryFeedback` (Equatable, Sendable; iOS 17, macOS 14, tvOS 17, watchOS 10,
///   visionOS 26)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/success
  public static let success = SensoryFeedback()
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/warning
  public static let warning = SensoryFeedback()
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/error
  public static let error = SensoryFeedback()
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/selection
  public static let selection = SensoryFeedback()
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/increase
  public static let increase = SensoryFeedback()
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/decrease
  public static let decrease = SensoryFeedback()
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact
  public static let impact = SensoryFeedback()
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemgroup
/// `nonisolated struct ToolbarItemGroup<Content> where Content : View` (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  /// https://developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:)
  /// `nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content:
  ///   () -> Content)`
  public nonisolated init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { return placeholder() }
}

extension ToolbarItemPlacement {
  /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar
  /// `static let bottomBar: ToolbarItemPlacement` (iOS 14, watchOS 10; not macOS or tvOS)
  @available(iOS 14.0, watchOS 10.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  public static var bottomBar: ToolbarItemPlacement { ToolbarItemPlacement() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
  /// `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View`
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
  /// `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection:
  ///   Binding<PresentationDetent>) -> some View`
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)
  /// `nonisolated func presentationDragIndicator(_ visibility: Visibility) -> some View`
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func presentationDragIndicator(_ visibility: Visibility) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/formstyle(_:)
  /// `nonisolated func formStyle<S>(_ style: S) -> some View where S : FormStyle`
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func formStyle<S: FormStyle>(_ style: S) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:)
  /// `nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode)
  ///   -> some View`
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode)
    -> some View
  { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/contenttransition(_:)
  /// `nonisolated func contentTransition(_ transition: ContentTransition) -> some View`
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated func contentTransition(_ transition: ContentTransition) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)
  /// `nonisolated func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some
  ///   View where T : Equatable` (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 26)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
  public nonisolated func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/listrowseparator(_:edges:)
  /// `nonisolated func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set =
  ///   .all) -> some View` (iOS 15, macOS 13; not on tvOS or watchOS)
  @available(iOS 15.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View { _ModifiedView() }
}
