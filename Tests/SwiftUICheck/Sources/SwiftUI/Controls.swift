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
