import Testing

@testable import Composable

/// App code (a file that does not import XCTest) calls `XCTFail` and `XCTUnimplemented` as
/// TCA 1.x code does: each reports through the library, at the caller's line (issue 57).
@Suite struct XCTestNamesAppCodeTests {
  struct Client: Sendable {
    var count: @Sendable () -> Int
    var load: @Sendable (Int) async throws -> String
    var save: @Sendable (String) async -> Void
    var ping: @Sendable () throws -> Void
  }

  /// What app code reports, with the line it is reported at.
  func reported(_ body: () async throws -> Void) async rethrows -> [(String, UInt)] {
    let reported = LockIsolated<[(String, UInt)]>([])
    try await Diagnostics.$handler.withValue({ diagnostic in
      reported.withLock { $0.append((diagnostic.message, diagnostic.line)) }
    }) {
      try await body()
    }
    return reported.value
  }

  /// An assertion helper in app code, passing on its caller's location.
  func check(_ value: Int, file: StaticString = #filePath, line: UInt = #line) {
    if value != 1 { XCTFail("not one: \(value)", file: file, line: line) }
  }

  @Test func xctFailReportsAtTheCallersLine() async {
    let line: UInt = #line + 2
    let seen = await reported {
      XCTFail("from app code")
      XCTFail()
      check(2)
    }
    #expect(seen.map(\.0) == ["from app code", "XCTFail was called", "not one: 2"])
    #expect(seen.map(\.1) == [line, line + 1, line + 2])
  }

  @Test func xctUnimplementedEndpointsReportAndReturnOrThrow() async throws {
    let client = Client(
      count: XCTUnimplemented("Client.count", placeholder: 7),
      load: XCTUnimplemented("Client.load"),
      save: XCTUnimplemented("Client.save"),
      ping: XCTUnimplemented("Client.ping"))
    var thrown: [String] = []
    let seen = await reported {
      #expect(client.count() == 7)
      do { _ = try await client.load(1) } catch { thrown.append("\(error)") }
      await client.save("x")
      do { try client.ping() } catch { thrown.append("\(error)") }
    }
    let names = ["Client.count", "Client.load", "Client.save", "Client.ping"]
    #expect(seen.count == names.count)
    for (report, name) in zip(seen, names) {
      #expect(report.0.contains(name), "\(report.0)")
    }
    #expect(thrown == ["Client.load", "Client.ping"])
  }
}
