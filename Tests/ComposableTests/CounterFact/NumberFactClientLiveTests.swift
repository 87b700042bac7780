import Composable
import Foundation
import Testing

@testable import CounterFactFeature

@Suite struct NumberFactClientLiveTests {
  /// The timeout of a request the loopback server answers: long, so a loaded machine (the
  /// suite runs 20 times on one busy core) never turns an answer into a timeout. Only the
  /// tests of the timeout itself use a short one.
  static let patient = Duration.seconds(120)

  @Test func success() async throws {
    let server = try LoopbackHTTPServer { path in
      path == "/7/trivia"
        ? .answer(status: 200, body: Array("7 is the number of wonders of the world.\n".utf8))
        : .answer(status: 404, body: [])
    }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL, timeout: Self.patient)
    #expect(try await client.fetch(7) == "7 is the number of wonders of the world.")
  }

  @Test func notFound() async throws {
    let server = try LoopbackHTTPServer { _ in .answer(status: 404, body: Array("no".utf8)) }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL, timeout: Self.patient)
    await #expect(throws: NumberFactError.badStatus(404)) { try await client.fetch(1) }
  }

  @Test func emptyBody() async throws {
    let server = try LoopbackHTTPServer { _ in .answer(status: 200, body: []) }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL, timeout: Self.patient)
    await #expect(throws: NumberFactError.emptyBody) { try await client.fetch(1) }
  }

  @Test func notUTF8() async throws {
    let server = try LoopbackHTTPServer { _ in .answer(status: 200, body: [0xFF, 0xFE, 0xC3]) }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL, timeout: Self.patient)
    await #expect(throws: NumberFactError.notUTF8) { try await client.fetch(1) }
  }

  /// The deadline answers the caller on time even when the work ignores its cancellation
  /// (as URLSession on Linux sometimes does): the caller is never held until the work ends.
  /// Before, the deadline was a task group, which awaited the work; here the work is let go
  /// by the test only when the watchdog gives up (a bound on a hang, 30 s), which fails it.
  @Test func theDeadlineAnswersWhileTheWorkIgnoresCancellation() async throws {
    let held = LockIsolated<CheckedContinuation<Void, Never>?>(nil)
    let watchdogFired = LockIsolated(false)
    let watchdog = Task {
      try await Task.sleep(for: .seconds(30))
      watchdogFired.setValue(true)
      held.withValue { $0?.resume() }
    }
    defer { watchdog.cancel() }
    await #expect(throws: NumberFactError.timedOut) {
      try await withDeadline(.milliseconds(50)) {
        await withCheckedContinuation { continuation in held.setValue(continuation) }
        return "too late"
      }
    }
    #expect(!watchdogFired.value, "the deadline waited for work that ignored cancellation")
    watchdog.cancel()
    held.withValue { $0?.resume() }
  }

  @Test func serverThatNeverAnswersTimesOut() async throws {
    let server = try LoopbackHTTPServer { _ in .silent }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL, timeout: .milliseconds(500))
    await #expect(throws: NumberFactError.timedOut) { try await client.fetch(1) }
  }

  /// A server that answers one byte every 50 ms (3 s for the body) cannot stretch a 1 s
  /// timeout: it bounds the whole request. (URLSession's own timeout on Linux is an idle
  /// timeout in whole seconds, which a drip faster than a byte a second never trips.)
  @Test func drippingServerTimesOut() async throws {
    let server = try LoopbackHTTPServer { _ in
      .drip(body: Array(repeating: UInt8(ascii: "7"), count: 60), interval: .milliseconds(50))
    }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL, timeout: .seconds(1))
    await #expect(throws: NumberFactError.timedOut) { try await client.fetch(1) }
  }

  @Test func oversizedBodyIsRefused() async throws {
    let size = 10 * 1024 * 1024
    let server = try LoopbackHTTPServer { _ in
      .answer(status: 200, body: Array(repeating: UInt8(ascii: "x"), count: size))
    }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL, timeout: Self.patient)
    await #expect(throws: NumberFactError.tooLarge(bytes: size)) { try await client.fetch(1) }
    #expect(
      NumberFactError.tooLarge(bytes: size).reason
        == "answer too large (10485760 bytes, at most 4096)")
  }

  @Test func addressesThatCannotWork() async throws {
    await #expect(throws: NumberFactError.transport("no address given")) {
      try await NumberFactClient.live(baseURL: "").fetch(1)
    }
    await #expect(throws: NumberFactError.transport("invalid address \"numbersapi.com\"")) {
      try await NumberFactClient.live(baseURL: "numbersapi.com").fetch(1)
    }
    #expect(throws: DemoOptionsError.missingValue("--api-url")) {
      try DemoOptions.parse(["--api-url", ""])
    }
    #expect(throws: DemoOptionsError.missingValue("--api-url")) {
      try DemoOptions.parse(["--api-url="])
    }
  }

  /// Every URL loading error reads as words: the codes the issue saw as bare numbers
  /// (-1007, -1002, -1, -1000) included.
  @Test func urlErrorReasonsAreWords() throws {
    let codes: [URLError.Code] = [
      .httpTooManyRedirects, .unsupportedURL, .unknown, .badURL, .timedOut,
      .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
      .networkConnectionLost, .badServerResponse, .cannotParseResponse,
      .redirectToNonExistentLocation, .resourceUnavailable, .zeroByteResource,
      .cannotDecodeContentData, .dataLengthExceedsMaximum, .secureConnectionFailed,
      .serverCertificateUntrusted, .userAuthenticationRequired, .cancelled,
    ]
    for code in codes {
      let reason = NumberFactError.reason(for: code)
      let hasDigits = reason.contains { $0.isNumber }
      #expect(!hasDigits, "\(code.rawValue): \(reason)")
    }
    #expect(NumberFactError.reason(for: .httpTooManyRedirects) == "too many redirects")
    #expect(
      NumberFactError.reason(for: .unsupportedURL) == "unsupported address (use http or https)")
    #expect(
      NumberFactError.reason(for: .backgroundSessionInUseByAnotherProcess) == "network error -996")
  }

  @Test func noServer() async throws {
    let refusing = try RefusingLoopbackPort()
    let client = NumberFactClient.live(
      baseURL: "http://127.0.0.1:\(refusing.port)", timeout: Self.patient)
    await #expect(throws: NumberFactError.transport("connection refused")) {
      try await client.fetch(1)
    }
    withExtendedLifetime(refusing) {}
  }

  @Test func fallbackExplainsAndOffersAnOfflineFact() async throws {
    let server = try LoopbackHTTPServer { _ in .silent }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL, timeout: .milliseconds(300))
      .withOfflineFallback()
    do {
      _ = try await client.fetch(7)
      Issue.record("Expected a failure")
    } catch {
      #expect(
        String(describing: error)
          == "Could not reach the numbers API: timed out. Offline fact: 7 is prime.")
    }
  }
}
