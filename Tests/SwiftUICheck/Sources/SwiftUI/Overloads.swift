import Foundation

// Overload families a sweep of everyday controls found incomplete (each seen failing in a
// probe first): a string title where a localized key was declared (`Link`, `Menu`'s kin,
// `Button` with a symbol, `ProgressView`, `DisclosureGroup`, `ShareLink`,
// `ContentUnavailableView`, `DatePicker` with a range), a picker or label with an image, a
// share link with a preview, a stepper with no bounds, a date picker from or up to a date, a
// disclosure group or progress view by label. One shape for both SDK generations.

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Picker where Label == SwiftUI.Label<Text, Image> {
  /// https://developer.apple.com/documentation/swiftui/picker/init(_:systemimage:selection:content:)
  public nonisolated init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/picker/init(_:systemimage:selection:content:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/sharepreview
/// `struct SharePreview<Image, Icon> where Image : Transferable, Icon : Transferable` (iOS 16;
///   `Transferable` not declared here, so any image and icon are taken)
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct SharePreview<Image, Icon> {
  /// https://developer.apple.com/documentation/swiftui/sharepreview/init(_:image:icon:)
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Icon == Never {
  /// https://developer.apple.com/documentation/swiftui/sharepreview/init(_:image:)
  public init(_ titleKey: LocalizedStringKey, image: Image) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never {
  /// https://developer.apple.com/documentation/swiftui/sharepreview/init(_:icon:)
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never, Icon == Never {
  /// https://developer.apple.com/documentation/swiftui/sharepreview/init(_:)
  public init(_ titleKey: LocalizedStringKey) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where Label == DefaultShareLinkLabel {
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:preview:)
  /// (a `URL` or a string item with its preview)
  public nonisolated init<I, C>(
    item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>
  ) {}
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:preview:)
  public nonisolated init<I, C>(
    item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>
  ) {}
}

@available(tvOS, unavailable)
extension Stepper where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:step:oneditingchanged:)
  /// `nonisolated init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride =
  ///   1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V : Strideable`: a
  ///   stepper with no bounds
  public nonisolated init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
  /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:step:oneditingchanged:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker {
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:)
  /// (its `PartialRangeFrom<Date>` overload: from a date on)
  public nonisolated init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {}
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:)
  /// (its `PartialRangeThrough<Date>` overload: up to a date)
  public nonisolated init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {}
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)
  /// (its `StringProtocol` title with each of the three ranges)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
  /// (its `StringProtocol` form, iOS 17)
  @preconcurrency @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {}
  /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:role:action:)
  /// (its `StringProtocol` form, iOS 17)
  @preconcurrency @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  /// https://developer.apple.com/documentation/swiftui/label/init(_:image:)
  /// `nonisolated init(_ titleKey: LocalizedStringKey, image name: String)`: an icon from the
  ///   app's assets
  public nonisolated init(_ titleKey: LocalizedStringKey, image name: String) {}
  /// https://developer.apple.com/documentation/swiftui/label/init(_:image:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, image name: String) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Link where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/link/init(_:destination:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, destination: URL) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init(label:)
  /// `nonisolated init(@ViewBuilder label: () -> Label)`: an indeterminate progress view
  public nonisolated init(@ViewBuilder label: () -> Label) {}
  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:value:total:)
  /// `nonisolated init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where
  ///   Label == Text, V : BinaryFloatingPoint`
  public nonisolated init<V: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0
  ) where Label == Text {}
  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:value:total:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol, V: BinaryFloatingPoint>(
    _ title: S, value: V?, total: V = 1.0
  ) where Label == Text {}
}

@available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension DisclosureGroup {
  /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(content:label:)
  public nonisolated init(
    @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {}
  /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(isexpanded:content:label:)
  public nonisolated init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {}
}

@available(iOS 14.0, macOS 11.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension DisclosureGroup where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:content:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ label: S, @ViewBuilder content: @escaping () -> Content
  ) {}
  /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:isexpanded:content:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where Label == SwiftUI.Label<Text, Image> {
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(_:item:subject:message:)
  /// (its `StringProtocol` title with a string item)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, item: String, subject: Text? = nil, message: Text? = nil
  ) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, systemImage name: String, description: Text? = nil
  ) {}
  /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:image:description:)
  /// (an image from the app's assets)
  public nonisolated init(_ title: LocalizedStringKey, image name: String, description: Text? = nil)
  {}
  /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:image:description:)
  /// (its `StringProtocol` form)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(
    _ title: S, image name: String, description: Text? = nil
  ) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink {
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:preview:label:)
  /// (a `URL` or a string item with its preview and a label of the app's own: a tenth new
  ///   user's Journal app wrote one)
  public nonisolated init<I, C>(
    item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>,
    @ViewBuilder label: () -> Label
  ) {}
  /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:preview:label:)
  public nonisolated init<I, C>(
    item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>,
    @ViewBuilder label: () -> Label
  ) {}
}
