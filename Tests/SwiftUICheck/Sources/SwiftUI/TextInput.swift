// Text fields' styles, capitalization and keyboards (TCA 1.25's Search and case studies).
// One shape for both SDK generations.

/// https://developer.apple.com/documentation/swiftui/textfieldstyle
/// `protocol TextFieldStyle` (its requirements not declared here)
public protocol TextFieldStyle {}

/// https://developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle
/// `struct RoundedBorderTextFieldStyle` (iOS 13, macOS 10.15; not on tvOS or watchOS)
@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// https://developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle/init()
  public init() {}
}

@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder
  /// `static var roundedBorder: RoundedBorderTextFieldStyle { get }`
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// https://developer.apple.com/documentation/swiftui/plaintextfieldstyle
/// `struct PlainTextFieldStyle`
public struct PlainTextFieldStyle: TextFieldStyle {
  /// https://developer.apple.com/documentation/swiftui/plaintextfieldstyle/init()
  public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// https://developer.apple.com/documentation/swiftui/textfieldstyle/plain
  /// `static var plain: PlainTextFieldStyle { get }`
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// https://developer.apple.com/documentation/swiftui/textinputautocapitalization
/// `struct TextInputAutocapitalization` (iOS 15, tvOS 15, watchOS 8; not on macOS)
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
  /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization/never
  public static var never: TextInputAutocapitalization { TextInputAutocapitalization() }
  /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization/words
  public static var words: TextInputAutocapitalization { TextInputAutocapitalization() }
  /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization/sentences
  public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization() }
  /// https://developer.apple.com/documentation/swiftui/textinputautocapitalization/characters
  public static var characters: TextInputAutocapitalization { TextInputAutocapitalization() }
}

/// https://developer.apple.com/documentation/swiftui/submitlabel
/// `struct SubmitLabel` (iOS 15, macOS 12, tvOS 15, watchOS 8)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitLabel: Sendable {
  /// https://developer.apple.com/documentation/swiftui/submitlabel/done
  public static var done: SubmitLabel { SubmitLabel() }
  /// https://developer.apple.com/documentation/swiftui/submitlabel/go
  public static var go: SubmitLabel { SubmitLabel() }
  /// https://developer.apple.com/documentation/swiftui/submitlabel/send
  public static var send: SubmitLabel { SubmitLabel() }
  /// https://developer.apple.com/documentation/swiftui/submitlabel/search
  public static var search: SubmitLabel { SubmitLabel() }
  /// https://developer.apple.com/documentation/swiftui/submitlabel/next
  public static var next: SubmitLabel { SubmitLabel() }
  /// https://developer.apple.com/documentation/swiftui/submitlabel/return
  public static var `return`: SubmitLabel { SubmitLabel() }
  /// https://developer.apple.com/documentation/swiftui/submitlabel/continue
  public static var `continue`: SubmitLabel { SubmitLabel() }
}

/// https://developer.apple.com/documentation/swiftui/submittriggers
/// `struct SubmitTriggers` (OptionSet; iOS 15, macOS 12, tvOS 15, watchOS 8)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/submittriggers/text
  public static let text = SubmitTriggers(rawValue: 1)
  /// https://developer.apple.com/documentation/swiftui/submittriggers/search
  public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:)
  /// `nonisolated func textFieldStyle<S>(_ style: S) -> some View where S : TextFieldStyle`
  public nonisolated func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)
  /// `nonisolated func textInputAutocapitalization(_ autocapitalization:
  ///   TextInputAutocapitalization?) -> some View` (iOS 15, tvOS 15, watchOS 8; not macOS)
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  public nonisolated func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/autocapitalization(_:)
  /// `nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> some View`
  ///   (iOS 13, tvOS 13, deprecated for `textInputAutocapitalization`; not macOS or watchOS)
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  @available(tvOS, introduced: 13.0, deprecated: 100000.0)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/disableautocorrection(_:)
  /// `nonisolated func disableAutocorrection(_ disable: Bool?) -> some View` (deprecated for
  ///   `autocorrectionDisabled`)
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  @available(macOS, introduced: 10.15, deprecated: 100000.0)
  @available(tvOS, introduced: 13.0, deprecated: 100000.0)
  @available(watchOS, introduced: 8.0, deprecated: 100000.0)
  public nonisolated func disableAutocorrection(_ disable: Bool?) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
  /// `nonisolated func keyboardType(_ type: UIKeyboardType) -> some View` (iOS 13, tvOS 13;
  ///   not macOS or watchOS)
  @available(iOS 13.0, tvOS 13.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public nonisolated func keyboardType(_ type: UIKeyboardType) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)
  /// `nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View`
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    _ModifiedView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
  /// `nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping ()
  ///   -> Void) -> some View`
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public nonisolated func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> some View { _ModifiedView() }
}
