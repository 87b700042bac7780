import ComposableTesting
import Foundation
import Testing

/// Names TCA 1.0 users reach through its re-exports of swift-clocks and
/// swift-concurrency-extras, written as they write them.
@Suite struct ConcurrencyExtrasTests {
  @Test func eraseToStreamKeepsEveryElementInOrder() async {
    let stream = [1, 2, 3].async.eraseToStream()
    var received: [Int] = []
    for await element in stream { received.append(element) }
    #expect(received == [1, 2, 3])
  }

  @Test func eraseToThrowingStreamEndsWithTheSequencesError() async {
    struct Boom: Error, Equatable {}
    let stream = ThrowingSequence(elements: [1, 2], error: Boom()).eraseToThrowingStream()
    var received: [Int] = []
    await #expect(throws: Boom.self) {
      for try await element in stream { received.append(element) }
    }
    #expect(received == [1, 2])
    // The non-throwing form ends at the error, keeping what came before it.
    var kept: [Int] = []
    for await element in ThrowingSequence(elements: [7], error: Boom()).eraseToStream() {
      kept.append(element)
    }
    #expect(kept == [7])
  }

  @Test func finishedStreamsEndAtOnceAndNeverStreamsEndWhenCancelled() async {
    for await _ in AsyncStream<Int>.finished { Issue.record("finished produced an element") }
    await #expect(throws: Never.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished {}
    }
    // TCA's spelling (SyncUps' speech client: `{ _ in .finished() }`), and with an error.
    let endpoint: @Sendable () -> AsyncThrowingStream<Int, any Error> = { .finished() }
    await #expect(throws: Never.self) {
      for try await _ in endpoint() {}
    }
    struct Denied: Error {}
    await #expect(throws: Denied.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Denied()) {}
    }
    let consumer = Task {
      var iterator = AsyncStream<Int>.never.makeAsyncIterator()
      return await iterator.next()
    }
    consumer.cancel()
    #expect(await consumer.value == nil)
  }

  @Test func unimplementedClockReportsItsNameAndReturnsAtOnce() async throws {
    let clock: any Clock<Duration> = UnimplementedClock(name: "Client.clock")
    let diagnostics = try await collectDiagnostics {
      try await clock.sleep(for: .seconds(60))
    }
    #expect(
      diagnostics == [
        """
        Unimplemented: "Client.clock" slept in a test. Override it with a "TestClock" or an \
        "ImmediateClock".
        """
      ])
    #expect(UnimplementedClock().name == "Clock")
  }

  @Test func theBuiltInTestClocksNameTheirDependency() async throws {
    @Dependency(\.continuousClock) var clock
    let diagnostics = try await collectDiagnostics {
      try await withDependencies {
        $0.context = .test
      } operation: {
        try await clock.sleep(for: .seconds(1))
      }
    }
    #expect(diagnostics.first?.contains("\"@Dependency(\\.continuousClock)\"") == true)
  }
}

/// An async sequence of `elements`, then `error`.
private struct ThrowingSequence: AsyncSequence, Sendable {
  typealias Element = Int
  let elements: [Int]
  let error: any Error & Sendable

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: [Int]
    let error: any Error & Sendable
    mutating func next() async throws -> Int? {
      guard !remaining.isEmpty else { throw error }
      return remaining.removeFirst()
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(remaining: elements, error: error)
  }
}

extension Array where Element: Sendable {
  /// The array as an async sequence, for tests.
  fileprivate var async: AsyncStream<Element> {
    AsyncStream { continuation in
      for element in self { continuation.yield(element) }
      continuation.finish()
    }
  }
}
