/// The result of an async throwing operation, as an action payload.
///
/// ```swift
/// await send(.response(TaskResult { try await client.fetch(id) }))
/// ```
///
/// Unlike `Result`, the failure is `any Error`, and the type is `Equatable` when `Success`
/// is, so actions carrying it can be asserted with a `TestStore`-style `receive`.
public enum TaskResult<Success: Sendable>: Sendable {
  /// The operation returned a value.
  case success(Success)
  /// The operation threw an error.
  case failure(any Error)

  /// Runs `body` and captures its value or its error: `await TaskResult { try await ... }`.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The value, or the captured error thrown.
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): return value
      case let .failure(error): throw error
      }
    }
  }

  /// Transforms the success value.
  public func map<NewSuccess: Sendable>(
    _ transform: (Success) -> NewSuccess
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): return .success(transform(value))
    case let .failure(error): return .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  /// Successes compare their values. Failures are equal when the errors are of one type and
  /// equal: by `==` when it is `Equatable`, else field by field (a class's fields too; an
  /// `Equatable` field by its `==`). An error with a part that cannot be compared (a closure,
  /// a class with no fields to show) equals no other error, as a non-`Equatable` error equals
  /// none in TCA: its description, the same for a 404 and a 500, is never compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)):
      return lhs == rhs
    case let (.failure(lhs), .failure(rhs)):
      return errorsEqual(lhs, rhs)
    default:
      return false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  /// Hashes the success value, or the error: its own hash when it is `Hashable`, else its
  /// type.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(0)
      hasher.combine(value)
    case let .failure(error):
      // NB: Equal results always hash alike: errors that are `==` have the same type, and
      // the same hash when `Hashable`.
      hasher.combine(1)
      hasher.combine(ObjectIdentifier(type(of: error)))
      if let hashable = (error as Any) as? any Hashable {
        hasher.combine(AnyHashable(hashable))
      }
    }
  }
}

private func errorsEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  // NB: Errors of different types are never equal, as `==` of a class and its subclass
  // might say (one way round only): so `==` is symmetric and agrees with `hash(into:)`.
  guard type(of: lhs) == type(of: rhs) else { return false }
  if let lhs = (lhs as Any) as? any Equatable, let equal = isEqual(lhs, rhs) {
    return equal
  }
  // NB: Not by description: a class error's (its type's name) or a fixed `description` is the
  // same for different errors, and a wrong `receive` would pass.
  // A part that cannot be compared (two instances of a class with no fields, as the error or
  // inside it; a custom mirror, which may hide fields; a closure) makes the errors unequal.
  let comparison = compareStructurally(lhs, rhs, root: "Error", trustsCustomMirrors: false)
  return comparison.isEqual && comparison.opaque.isEmpty
}

private func isEqual<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool? {
  guard let rhs = rhs as? E else { return false }
  return lhs == rhs
}

extension TaskResult: CasePathable {
  /// The case paths of `TaskResult`: `success` and `failure`, as in
  /// `store.receive(\.factResponse.success)`.
  public struct AllCasePaths: Sendable {
    /// The path to `.success`.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          if case let .success(value) = $0 { value } else { nil }
        })
    }
    /// The path to `.failure`.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          if case let .failure(error) = $0 { error } else { nil }
        })
    }
  }

  /// The case paths of `TaskResult`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
