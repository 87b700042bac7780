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
  /// Successes compare their values. Failures are equal when the errors are `Equatable` and
  /// equal, or, for other errors, of the same type with the same description.
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
  /// description when `==` compares descriptions (it is not `Equatable`), else its type.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(0)
      hasher.combine(value)
    case let .failure(error):
      // NB: Equal results always hash alike: errors that are `==` have the same type, the
      // same hash when `Hashable`, and the same description when compared by it.
      hasher.combine(1)
      hasher.combine(ObjectIdentifier(type(of: error)))
      if let hashable = (error as Any) as? any Hashable {
        hasher.combine(AnyHashable(hashable))
      } else if !((error as Any) is any Equatable) {
        hasher.combine(String(describing: error))
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
  return type(of: lhs) == type(of: rhs)
    && String(describing: lhs) == String(describing: rhs)
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
