import CounterFactFeature
import Testing

@Suite struct NumberFactClientLiveTests {
  @Test func success() async throws {
    let server = try LoopbackHTTPServer { path in
      path == "/7/trivia"
        ? .answer(status: 200, body: Array("7 is the number of wonders of the world.\n".utf8))
        : .answer(status: 404, body: [])
    }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL)
    #expect(try await client.fetch(7) == "7 is the number of wonders of the world.")
  }

  @Test func notFound() async throws {
    let server = try LoopbackHTTPServer { _ in .answer(status: 404, body: Array("no".utf8)) }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL)
    await #expect(throws: NumberFactError.badStatus(404)) { try await client.fetch(1) }
  }

  @Test func emptyBody() async throws {
    let server = try LoopbackHTTPServer { _ in .answer(status: 200, body: []) }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL)
    await #expect(throws: NumberFactError.emptyBody) { try await client.fetch(1) }
  }

  @Test func notUTF8() async throws {
    let server = try LoopbackHTTPServer { _ in .answer(status: 200, body: [0xFF, 0xFE, 0xC3]) }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL)
    await #expect(throws: NumberFactError.notUTF8) { try await client.fetch(1) }
  }

  @Test func serverThatNeverAnswersTimesOut() async throws {
    let server = try LoopbackHTTPServer { _ in .silent }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: server.baseURL, timeout: .milliseconds(500))
    await #expect(throws: NumberFactError.timedOut) { try await client.fetch(1) }
  }

  @Test func noServer() async throws {
    let refusing = try RefusingLoopbackPort()
    let client = NumberFactClient.live(baseURL: "http://127.0.0.1:\(refusing.port)")
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
