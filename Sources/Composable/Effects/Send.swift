/// Sends actions from an effect back into the store, on the main actor.
///
/// ```swift
/// return .run { send in
///   await send(.response(try await client.load()))
/// }
/// ```
///
/// Sending from a cancelled effect does nothing.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor (Action) -> Void
  let reportError: @MainActor (any Error, Diagnostic) -> Void

  /// Creates a `Send` that calls `send` for each action.
  public init(send: @escaping @MainActor (Action) -> Void) {
    self.send = send
    self.reportError = { _, diagnostic in Diagnostics.report(diagnostic) }
  }

  package init(
    send: @escaping @MainActor (Action) -> Void,
    reportError: @escaping @MainActor (any Error, Diagnostic) -> Void
  ) {
    self.send = send
    self.reportError = reportError
  }

  /// Sends `action` into the store, unless the effect has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }

  func transform<T>(_ f: @escaping @Sendable (T) -> Action) -> Send<T> {
    Send<T>(send: { self.send(f($0)) }, reportError: reportError)
  }

  func reportUnhandled(
    _ error: any Error,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    reportError(
      error,
      Diagnostic(
        """
        An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error: \
        \(String(reflecting: error)). Pass a "catch:" handler to turn errors into actions.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
