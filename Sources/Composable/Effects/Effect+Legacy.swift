/// TCA 0.x's name for ``Effect``, still found in TCA 1.0 apps (`-> EffectTask<Action>`).
public typealias EffectTask<Action> = Effect<Action>

extension Effect {
  /// An effect that runs `operation` and sends the action it returns (TCA 0.x's
  /// `Effect.task`, still found in TCA 1.0 apps).
  ///
  /// ```swift
  /// return .task { .response(try await client.fetch()) }
  /// ```
  ///
  /// Kept for code that moves from TCA 0.x; new code writes
  /// `.run { send in await send(try await operation()) }`, which this is. An error goes to
  /// `handler`, and without one it is reported as an unhandled error, as `.run` reports it.
  ///
  /// - Parameters:
  ///   - priority: The task's priority.
  ///   - operation: The work; its result is sent.
  ///   - handler: Turns an error into the action to send.
  ///   - fileID: The caller's file ID, where a diagnostic is reported (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  /// - Returns: The effect.
  public static func task(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable () async throws -> Action,
    catch handler: (@Sendable (_ error: any Error) async -> Action)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    var onError: (@Sendable (any Error, Send<Action>) async -> Void)?
    if let handler {
      onError = { error, send in
        let action = await handler(error)
        await send(action)
      }
    }
    return .run(
      priority: priority,
      operation: { send in
        let action = try await operation()
        await send(action)
      },
      catch: onError, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// An effect that runs `work` and sends nothing (TCA 0.x's `Effect.fireAndForget`, still
  /// found in TCA 1.0 apps).
  ///
  /// ```swift
  /// return .fireAndForget { await self.dismiss() }
  /// ```
  ///
  /// The same as `.run { _ in try await work() }`, except that an error `work` throws is
  /// ignored, as TCA did.
  ///
  /// - Parameters:
  ///   - priority: The task's priority.
  ///   - work: The work.
  /// - Returns: The effect.
  public static func fireAndForget(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Void
  ) -> Self {
    .run(priority: priority) { _ in try? await work() }
  }
}
