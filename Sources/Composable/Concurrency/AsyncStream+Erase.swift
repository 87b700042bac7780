extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// This sequence as an `AsyncStream` (swift-concurrency-extras' name), for a client
  /// endpoint typed `AsyncStream<Element>` whose live value wraps another sequence.
  ///
  /// ```swift
  /// static let liveValue = EventsClient(events: {
  ///   NotificationCenter.default.notifications(named: .appEvent).map { _ in Event() }
  ///     .eraseToStream()
  /// })
  /// ```
  ///
  /// The sequence is iterated from a task that starts with the stream and is cancelled when
  /// the stream terminates (its consumer cancelled or gone); the stream buffers elements the
  /// consumer has not asked for yet. An error ends the stream, as it can't carry errors: use
  /// ``eraseToThrowingStream()`` to keep them.
  ///
  /// - Returns: A stream of this sequence's elements.
  public func eraseToStream() -> AsyncStream<Element> {
    AsyncStream { continuation in
      let task = Task {
        do {
          for try await element in self { continuation.yield(element) }
        } catch {}
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// This sequence as an `AsyncThrowingStream`, which ends with the sequence's error.
  ///
  /// Iterated as ``eraseToStream()`` iterates.
  ///
  /// - Returns: A stream of this sequence's elements, then its error if it throws.
  public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          for try await element in self { continuation.yield(element) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

extension AsyncStream {
  /// A stream that never produces an element and never ends until its consumer is cancelled:
  /// a test or preview value for an endpoint that streams events.
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that has already ended, without any element.
  public static var finished: Self {
    Self { $0.finish() }
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that never produces an element and never ends until its consumer is cancelled.
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that has already ended, without any element or error.
  public static var finished: Self {
    Self { $0.finish() }
  }

  /// A stream that has already ended, without any element, throwing `error` if given: TCA's
  /// spelling (swift-concurrency-extras'), `.finished()`.
  ///
  /// - Parameter error: The error the stream ends with, or `nil` to end it normally.
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}
