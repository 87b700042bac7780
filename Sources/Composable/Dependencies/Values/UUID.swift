import Foundation

/// Produces UUIDs; a dependency so tests can predict them.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable (CallSite) -> UUID

  /// A generator that calls `generate` for every UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = { _ in generate() }
  }

  /// A generator told where it is called (the test value reports there).
  init(located generate: @escaping @Sendable (CallSite) -> UUID) {
    self.generate = generate
  }

  /// A new UUID.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file ID, where the test value reports its use (the default).
  ///   - filePath: The caller's file path, where XCTest reports a failure (the default).
  ///   - line: The caller's line, where a failure is reported (the default).
  ///   - column: The caller's column, where a failure is reported (the default).
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> UUID {
    generate(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// A generator that always returns `uuid`.
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }

  /// A generator counting up from 00000000-0000-0000-0000-000000000000, one per call.
  ///
  /// Each use of `.incrementing` starts its own count.
  public static var incrementing: Self {
    let next = LockIsolated<UInt64>(0)
    return Self {
      let n = next.withLock { value -> UInt64 in
        defer { value += 1 }
        return value
      }
      return UUID(counter: n)
    }
  }
}

extension UUID {
  /// The UUID 00000000-0000-0000-0000-<`counter` in 12 hex digits>.
  init(counter: UInt64) {
    let hex = String(counter, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    self =
      UUID(uuidString: "00000000-0000-0000-0000-\(padded.suffix(12))")
      ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}

extension DependencyValues {
  /// A UUID generator.
  ///
  /// Live: `UUID()`. In tests: reports a failure when used; override it with
  /// `$0.uuid = .incrementing` or `.constant(_:)`.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static let testValue = UUIDGenerator(located: { site in
    site.reportUnimplemented("@Dependency(\\.uuid)")
    return UUID(counter: 0)
  })
}

extension UUID {
  /// A deterministic UUID from an integer, for tests: `UUID(0)` is
  /// `00000000-0000-0000-0000-000000000000`, `UUID(1)` ends in `…0001`, and so on, as
  /// ``UUIDGenerator/incrementing`` generates them.
  ///
  /// ```swift
  /// $0.todos = [Todo.State(id: UUID(0)), Todo.State(id: UUID(1))]
  /// ```
  ///
  /// - Parameter intValue: The UUID's last 48 bits (a negative value uses its bit pattern).
  public init(_ intValue: Int) {
    let bits = UInt64(bitPattern: Int64(intValue))
    func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: bits >> shift) }
    self.init(
      uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, byte(40), byte(32), byte(24), byte(16), byte(8), byte(0))
    )
  }
}
