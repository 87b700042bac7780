/// Runs `operation` with dependencies changed by `updateValues`.
///
/// ```swift
/// let store = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   Store(initialState: Feature.State()) { Feature() }
/// }
/// ```
///
/// - Parameters:
///   - updateValues: Changes the current values.
///   - operation: Runs with the changed values.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues._current
  try DependencyValues.update(&values, with: updateValues)
  if DependencySlot.currentBox != nil {
    return try DependencySlot.with(values, operation)
  }
  return try DependencyValues.$_taskLocal.withValue(values, operation: operation)
}

/// Runs the async `operation` with dependencies changed by `updateValues`.
///
/// - Parameters:
///   - isolation: The actor to run on; the caller's by default.
///   - updateValues: Changes the current values.
///   - operation: Runs with the changed values.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValues: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues._current
  try await DependencyValues.update(&values, with: updateValues)
  return try await DependencyValues.$_taskLocal.withValue(
    values, operation: operation, isolation: isolation)
}
