extension Reducer {
  /// Prints every action this reducer receives and the state changes it makes, as the
  /// field-by-field diff that `TestStore` failures use.
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) { Feature()._printChanges() }
  /// ```
  ///
  /// ```
  /// received action:
  ///   Feature.Action.incrementButtonTapped
  /// State.count:
  ///   − 0
  ///   + 1
  /// ```
  ///
  /// - Parameter printer: Where to print; standard output by default.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// Formats and writes what ``Reducer/_printChanges(_:)`` reports.
public struct _ReducerPrinter<State, Action>: Sendable {
  let printChange: @Sendable (_ action: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that calls `printChange` with each action and the states around it.
  public init(
    printChange:
      @escaping @Sendable (_ action: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self.printChange = printChange
  }

  /// Prints the action and the state diff to standard output.
  public static var customDump: Self {
    customDump { print($0) }
  }

  /// Writes the action and the state diff with `write`, one message per action.
  public static func customDump(write: @escaping @Sendable (String) -> Void) -> Self {
    Self { action, oldState, newState in
      write(changeMessage(action: action, oldState: oldState, newState: newState))
    }
  }

  /// Prints only the received action's name.
  public static var actionLabels: Self {
    Self { action, _, _ in print("received action: \(Composable.customDump(action))") }
  }
}

/// The message `_printChanges` writes for one action.
package func changeMessage(action: Any, oldState: Any, newState: Any) -> String {
  let actionText = customDump(action).split(separator: "\n").map { "  \($0)" }.joined(
    separator: "\n")
  let changes = diff(oldState, newState) ?? "  (No state changes)"
  return "received action:\n\(actionText)\n\(changes)"
}

/// The reducer built by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  /// Runs the base reducer and prints the change.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    let oldState = state
    let effect = base.reduce(into: &state, action: action)
    printer.printChange(action, oldState, state)
    return effect
  }
}

extension _PrintChangesReducer: Sendable where Base: Sendable {}
