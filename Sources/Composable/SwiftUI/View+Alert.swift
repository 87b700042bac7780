#if canImport(SwiftUI)
  import SwiftUI

  // NB: What a button does is `Store.buttonTapped(_:)` (Views/Store+Buttons.swift), tested on
  // Linux; dismissing sets the binding to `nil`, which sends `.dismiss`
  // (Views/Store+Bindable.swift). The alert's state is passed as `presenting:` (as TCA does):
  // SwiftUI keeps the buttons and message of the alert shown while it animates away, when the
  // store no longer holds it.

  extension View {
    /// Shows the alert of the store `item` holds while it holds one: its title, message and
    /// buttons; a button sends its action (with its animation), and the alert's dismissal
    /// sets `item` to `nil`.
    ///
    /// ```swift
    /// .alert($store.scope(state: \.alert, action: \.alert))
    /// ```
    ///
    /// - Parameter item: A binding to the alert's store.
    /// - Returns: The view with the alert.
    public func alert<Action>(
      _ item: Binding<Store<AlertState<Action>, Action>?>
    ) -> some View {
      let store = item.wrappedValue
      let alert = store?.withState { $0 }
      return self.alert(
        alert.map { Text($0.title) } ?? Text(verbatim: ""),
        isPresented: item.isPresent(),
        presenting: alert,
        actions: { ButtonsView(store: store, buttons: $0.buttons) },
        message: { $0.message.map { Text($0) } })
    }

    /// Shows the confirmation dialog of the store `item` holds while it holds one.
    ///
    /// ```swift
    /// .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
    /// ```
    ///
    /// - Parameter item: A binding to the dialog's store.
    /// - Returns: The view with the dialog.
    public func confirmationDialog<Action>(
      _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
    ) -> some View {
      let store = item.wrappedValue
      let dialog = store?.withState { $0 }
      return self.confirmationDialog(
        dialog.map { Text($0.title) } ?? Text(verbatim: ""),
        isPresented: item.isPresent(),
        titleVisibility: dialog.map { Visibility($0.titleVisibility) } ?? .automatic,
        presenting: dialog,
        actions: { ButtonsView(store: store, buttons: $0.buttons) },
        message: { $0.message.map { Text($0) } })
    }
  }

  /// The buttons of an alert or dialog, each sending its action through the store.
  private struct ButtonsView<State, Action>: View {
    let store: Store<State, Action>?
    let buttons: [ButtonState<Action>]

    var body: some View {
      ForEach(buttons.indices, id: \.self) { index in
        let button = buttons[index]
        Button(role: button.role.map(ButtonRole.init)) {
          store?.buttonTapped(button)
        } label: {
          Text(button.label)
        }
      }
    }
  }

  extension Binding {
    /// `true` while the optional value is present; setting `false` sets it to `nil`.
    fileprivate func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
      self[dynamicMember: \.isPresent]
    }
  }

  extension Optional {
    /// Whether a value is present; setting `false` removes it.
    fileprivate var isPresent: Bool {
      get { self != nil }
      set { if !newValue { self = nil } }
    }
  }

  extension ButtonRole {
    fileprivate init(_ role: ButtonStateRole) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }

  extension Visibility {
    fileprivate init(_ visibility: ConfirmationDialogStateTitleVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .hidden: self = .hidden
      case .visible: self = .visible
      }
    }
  }

  extension Text {
    /// The text `state` describes, with its modifiers.
    ///
    /// Disfavoured, so that `Text("literal")` stays SwiftUI's localized text.
    ///
    /// - Parameter state: The text, as data.
    @_disfavoredOverload
    public init(_ state: TextState) {
      var text: Text
      switch state.storage {
      case let .verbatim(string): text = Text(verbatim: string)
      case let .concatenated(first, second): text = Text(first) + Text(second)
      }
      for modifier in state.modifiers {
        switch modifier {
        case .bold: text = text.bold()
        case .italic: text = text.italic()
        case .underline: text = text.underline()
        case .strikethrough: text = text.strikethrough()
        }
      }
      self = text
    }
  }
#endif
