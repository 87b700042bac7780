/// Text as data, for alerts and dialogs: what TCA 1.0's `TextState` is, minus SwiftUI.
///
/// ```swift
/// TextState("Delete \(item.name)?")
/// TextState(verbatim: "Done").bold()
/// ```
public struct TextState: Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// A style applied to text.
  public enum Modifier: Hashable, Sendable {
    /// Bold.
    case bold
    /// Italic.
    case italic
    /// Underlined.
    case underline
    /// Struck through.
    case strikethrough
  }

  enum Storage: Hashable, Sendable {
    case verbatim(String)
    indirect case concatenated(TextState, TextState)
  }

  let storage: Storage
  /// The styles applied, in order.
  public private(set) var modifiers: [Modifier] = []

  /// Text showing `content` as it is.
  ///
  /// - Parameter content: The text.
  public init(verbatim content: String) {
    self.storage = .verbatim(content)
  }

  /// Text showing `content` (not localized: this library has no bundle to look it up in).
  ///
  /// - Parameter content: The text.
  public init(_ content: some StringProtocol) {
    self.init(verbatim: String(content))
  }

  /// Text written as a string literal.
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The text, without its styles.
  public var description: String {
    switch storage {
    case let .verbatim(text): text
    case let .concatenated(first, second): first.description + second.description
    }
  }

  /// This text in bold.
  public func bold() -> Self { adding(.bold) }
  /// This text in italics.
  public func italic() -> Self { adding(.italic) }
  /// This text underlined.
  public func underline() -> Self { adding(.underline) }
  /// This text struck through.
  public func strikethrough() -> Self { adding(.strikethrough) }

  private func adding(_ modifier: Modifier) -> Self {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  /// Two texts, one after the other, each keeping its styles.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }
}

extension String {
  /// The characters of `state`, without styles.
  ///
  /// - Parameter state: The text.
  public init(state: TextState) {
    self = state.description
  }
}

/// What a button is for, which decides how it looks: TCA 1.0's `ButtonStateRole`.
public enum ButtonStateRole: Hashable, Sendable {
  /// Cancels the alert or dialog.
  case cancel
  /// Deletes or otherwise destroys data.
  case destructive
}

/// What a button sends when tapped: an action (or none), perhaps with an animation.
public struct ButtonStateAction<Action> {
  /// The action to send, or `nil` for a button that only dismisses.
  public let action: Action?
  /// The animation to send it with, if any.
  public let animation: ButtonStateAnimation?

  /// Sends `action` when the button is tapped.
  ///
  /// - Parameters:
  ///   - action: The action, or `nil`.
  ///   - animation: An animation to send it with.
  public static func send(_ action: Action?, animation: ButtonStateAnimation? = nil) -> Self {
    Self(action: action, animation: animation)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

/// A button of an alert or dialog, as data: TCA 1.0's `ButtonState`.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
public struct ButtonState<Action> {
  /// What the button is for.
  public let role: ButtonStateRole?
  /// What the button sends.
  public let action: ButtonStateAction<Action>
  /// The button's title.
  public let label: TextState

  /// A button that sends `action`.
  ///
  /// - Parameters:
  ///   - role: What the button is for.
  ///   - action: The action it sends.
  ///   - label: Its title.
  public init(
    role: ButtonStateRole? = nil, action: Action, label: () -> TextState
  ) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// A button that sends `action` (with its animation, if any).
  ///
  /// - Parameters:
  ///   - role: What the button is for.
  ///   - action: What it sends.
  ///   - label: Its title.
  public init(
    role: ButtonStateRole? = nil, action: ButtonStateAction<Action>, label: () -> TextState
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A button that sends nothing (it only dismisses).
  ///
  /// - Parameters:
  ///   - role: What the button is for.
  ///   - label: Its title.
  public init(role: ButtonStateRole? = nil, label: () -> TextState) {
    self.init(role: role, action: .send(nil), label: label)
  }

  /// Calls `perform` with the action the button sends: what a UI layer does on a tap.
  ///
  /// - Parameter perform: Sends the action (`nil` for a button without one).
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  /// The same button sending `transform`'s action instead.
  ///
  /// - Parameter transform: Turns this button's action into another.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      role: role,
      action: .send(action.action.map(transform), animation: action.animation),
      label: { label })
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

/// Builds the buttons of an alert or dialog from a list, with `if` and `for` allowed.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// The buttons, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  /// One button.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }
  /// Buttons made elsewhere, in order.
  public static func buildExpression(_ buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }
  /// The buttons of an `if` without `else`.
  public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    buttons ?? []
  }
  /// The buttons of an `if`'s first branch.
  public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }
  /// The buttons of an `if`'s second branch.
  public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }
  /// The buttons of a `for` loop.
  public static func buildArray(_ buttons: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }
}

/// An alert as data: title, message and buttons, presented through a
/// ``PresentationState`` and dismissed after any button's action. TCA 1.0's `AlertState`.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete this item?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
public struct AlertState<Action>: _EphemeralState {
  /// The alert's title.
  public let title: TextState
  /// The alert's message, if any.
  public let message: TextState?
  /// The alert's buttons, in order.
  public let buttons: [ButtonState<Action>]

  /// An alert with a title, buttons, and perhaps a message.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons; none gives a single "OK" in the UI.
  ///   - message: The message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The same alert with its buttons sending `transform`'s actions.
  ///
  /// - Parameter transform: Turns each button's action into another.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    AlertState<NewAction>(
      title: { title }, actions: { buttons.map { $0.map(transform) } },
      message: message.map { m in { m } })
  }
}

extension AlertState {
  /// An alert with a title and buttons, as TCA 1.0 wrote it (deprecated there too, still
  /// compiling): `AlertState(title: TextState("Delete?"), buttons: [...])`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - buttons: The buttons.
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>]) {
    self.init(title: { title }, actions: { buttons }, message: message.map { m in { m } })
  }

  /// An alert with a title and at most one button, as TCA 1.0 wrote it:
  /// `AlertState(title: TextState("Hello"))`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - dismissButton: The one button; none gives a single "OK" in the UI.
  public init(
    title: TextState, message: TextState? = nil, dismissButton: ButtonState<Action>? = nil
  ) {
    self.init(title: title, message: message, buttons: dismissButton.map { [$0] } ?? [])
  }

  /// An alert with two buttons, as TCA 1.0 wrote it.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - primaryButton: The first button.
  ///   - secondaryButton: The second button.
  public init(
    title: TextState, message: TextState? = nil, primaryButton: ButtonState<Action>,
    secondaryButton: ButtonState<Action>
  ) {
    self.init(title: title, message: message, buttons: [primaryButton, secondaryButton])
  }
}

extension ButtonState {
  /// A plain button, as TCA 1.0 wrote it: `.default(TextState("OK"), action: .send(.ok))`.
  ///
  /// - Parameters:
  ///   - label: Its title.
  ///   - action: What it sends; `nil` only dismisses.
  /// - Returns: The button.
  public static func `default`(_ label: TextState, action: ButtonStateAction<Action>? = nil)
    -> Self
  {
    Self(role: nil, action: action ?? .send(nil)) { label }
  }

  /// A cancel button, as TCA 1.0 wrote it: `.cancel(TextState("Cancel"))`.
  ///
  /// - Parameters:
  ///   - label: Its title.
  ///   - action: What it sends; `nil` only dismisses.
  /// - Returns: The button.
  public static func cancel(_ label: TextState, action: ButtonStateAction<Action>? = nil)
    -> Self
  {
    Self(role: .cancel, action: action ?? .send(nil)) { label }
  }

  /// A destructive button, as TCA 1.0 wrote it: `.destructive(TextState("Delete"), action: …)`.
  ///
  /// - Parameters:
  ///   - label: Its title.
  ///   - action: What it sends; `nil` only dismisses.
  /// - Returns: The button.
  public static func destructive(_ label: TextState, action: ButtonStateAction<Action>? = nil)
    -> Self
  {
    Self(role: .destructive, action: action ?? .send(nil)) { label }
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  /// The platform decides.
  case automatic
  /// Hidden.
  case hidden
  /// Shown.
  case visible
}

/// A confirmation dialog (action sheet) as data, presented like ``AlertState``: TCA 1.0's
/// `ConfirmationDialogState`.
public struct ConfirmationDialogState<Action>: _EphemeralState {
  /// Whether the title is shown.
  public let titleVisibility: ConfirmationDialogStateTitleVisibility
  /// The dialog's title.
  public let title: TextState
  /// The dialog's message, if any.
  public let message: TextState?
  /// The dialog's buttons, in order.
  public let buttons: [ButtonState<Action>]

  /// A dialog with a title, buttons, and perhaps a message.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown.
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The message.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension ConfirmationDialogState {
  /// A dialog as TCA 1.0 wrote it (deprecated there too, still compiling):
  /// `ConfirmationDialogState(title: TextState("Share"), titleVisibility: .visible, buttons: [...])`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - titleVisibility: Whether the title is shown.
  ///   - message: The message.
  ///   - buttons: The buttons.
  public init(
    title: TextState, titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    message: TextState? = nil, buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      titleVisibility: titleVisibility, title: { title }, actions: { buttons },
      message: message.map { m in { m } })
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension TextState: Codable {
  private enum CodingKeys: String, CodingKey {
    case storage
    case modifiers
  }

  /// Encodes plain text as a string, and styled or concatenated text as its parts.
  public func encode(to encoder: any Encoder) throws {
    if modifiers.isEmpty, case let .verbatim(text) = storage {
      var container = encoder.singleValueContainer()
      try container.encode(text)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(storage, forKey: .storage)
    try container.encode(modifiers, forKey: .modifiers)
  }

  /// Decodes text encoded by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      self.init(verbatim: text)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(storage: try container.decode(Storage.self, forKey: .storage))
    self.modifiers = try container.decode([Modifier].self, forKey: .modifiers)
  }
}

extension TextState.Modifier: Codable {}
extension TextState.Storage: Codable {}
extension ButtonStateRole: Codable {}
extension ButtonStateAction: Codable where Action: Codable {}
extension ButtonState: Codable where Action: Codable {}
extension AlertState: Codable where Action: Codable {}
extension ConfirmationDialogStateTitleVisibility: Codable {}
extension ConfirmationDialogState: Codable where Action: Codable {}
