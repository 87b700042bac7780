import Foundation
import Testing

@testable import Composable

@MainActor
@Suite struct BuiltInDependencyTests {
  @Test func uuidIncrementingAndConstant() {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    }
    let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000") ?? UUID()
    withDependencies {
      $0.uuid = .constant(fixed)
    } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid() == fixed)
    }
  }

  @Test func dateConstant() {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    withDependencies {
      $0.date = .constant(date)
    } operation: {
      @Dependency(\.date) var now
      #expect(now.now == date)
      #expect(now() == date)
    }
  }

  @Test func clocks() async throws {
    // NB: Checked on the clocks' own time, not the machine's: an immediate clock returns at
    // once and advances `now` by the sleep.
    let continuousClock = ImmediateClock()
    let suspendingClock = ImmediateClock()
    try await withDependencies {
      $0.continuousClock = continuousClock
      $0.suspendingClock = suspendingClock
    } operation: {
      @Dependency(\.continuousClock) var continuous
      @Dependency(\.suspendingClock) var suspending
      try await continuous.sleep(for: .seconds(60))
      try await suspending.sleep(for: .seconds(30))
    }
    #expect(continuousClock.now.offset == .seconds(60))
    #expect(suspendingClock.now.offset == .seconds(30))
  }

  @Test func randomNumberGeneratorIsSeedable() {
    let rolls = { () -> [Int] in
      withDependencies {
        $0.withRandomNumberGenerator = .init(LCRNG(seed: 42))
      } operation: {
        @Dependency(\.withRandomNumberGenerator) var rng
        return (0..<5).map { _ in rng { Int.random(in: 1...6, using: &$0) } }
      }
    }
    #expect(rolls() == rolls())
  }

  @Test func calendarLocaleTimeZoneAreStableInTests() {
    @Dependency(\.calendar) var calendar
    @Dependency(\.locale) var locale
    @Dependency(\.timeZone) var timeZone
    #expect(calendar.identifier == .gregorian)
    #expect(calendar.timeZone.secondsFromGMT() == 0)
    #expect(locale.identifier == "en_US_POSIX")
    #expect(timeZone.secondsFromGMT() == 0)
    withDependencies {
      $0.timeZone = TimeZone(secondsFromGMT: 3600) ?? .current
    } operation: {
      @Dependency(\.timeZone) var overridden
      #expect(overridden.secondsFromGMT() == 3600)
    }
  }

  @Test func liveValuesInLiveContext() async throws {
    try await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.uuid) var uuid
      @Dependency(\.date) var date
      @Dependency(\.continuousClock) var clock
      @Dependency(\.calendar) var calendar
      #expect(uuid() != uuid())
      #expect(abs(date.now.timeIntervalSinceNow) < 60)
      try await clock.sleep(for: .milliseconds(1))
      #expect(calendar == .autoupdatingCurrent)
    }
  }

  @Test func unoverriddenBuiltInsReportInTests() async throws {
    let diagnostics = await collectDiagnostics {
      @Dependency(\.uuid) var uuid
      @Dependency(\.date) var date
      @Dependency(\.continuousClock) var clock
      @Dependency(\.withRandomNumberGenerator) var rng
      _ = uuid()
      _ = date.now
      try? await clock.sleep(for: .seconds(1))
      _ = rng { $0.next() }
    }
    #expect(diagnostics.count == 4)
    #expect(diagnostics[0].contains("@Dependency(\\.uuid)"))
    #expect(diagnostics[1].contains("@Dependency(\\.date)"))
    #expect(diagnostics[2].contains("@Dependency(\\.continuousClock)"))
    #expect(diagnostics[3].contains("@Dependency(\\.withRandomNumberGenerator)"))
  }

  /// A missing override is reported where the feature calls the dependency, not inside the
  /// library: `uuid()`, `date()` and `withRandomNumberGenerator { }` at the caller's line.
  @Test func unoverriddenBuiltInsReportAtTheCallersLine() {
    @Dependency(\.uuid) var uuid
    @Dependency(\.date) var date
    @Dependency(\.withRandomNumberGenerator) var rng
    let collected = LockIsolated<[Diagnostic]>([])
    let lines = Diagnostics.$handler.withValue({ d in collected.withLock { $0.append(d) } }) {
      let first = #line + 1
      _ = uuid()
      _ = date()
      _ = rng { $0.next() }
      return [UInt(first), UInt(first + 1), UInt(first + 2)]
    }
    #expect(collected.current.map(\.line) == lines)
    #expect(collected.current.allSatisfy { "\($0.filePath)" == "\(#filePath)" })
    #expect(collected.current.allSatisfy { $0.fileID == "\(#fileID)" })
  }
}
