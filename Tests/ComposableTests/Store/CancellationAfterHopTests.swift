import Dispatch
import Testing

@testable import Composable

/// An effect's action that is on its way to the main actor when its effect is cancelled is
/// dropped: a search response never lands after the search was cancelled.
@MainActor
@Suite struct CancellationAfterHopTests {
  struct Search: Reducer {
    struct State: Equatable { var responses: [Int] = [] }
    enum Action: Equatable { case search(Int), cancel, response(Int) }
    enum CancelID { case search }
    let aboutToSend: @Sendable () -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .search(query):
        return .run { [aboutToSend] send in
          aboutToSend()
          await send(.response(query))
        }
        .startingOnPool()
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case .cancel:
        return .cancel(id: CancelID.search)
      case let .response(query):
        state.responses.append(query)
        return .none
      }
    }
  }

  /// Each attempt lets the effect reach `send` on the pool while the main actor is held, then
  /// cancels it before releasing the main actor: the effect's own cancellation check races
  /// the cancel, so in many attempts it has already passed it. Only a check after the hop to
  /// the main actor drops every response (before the fix, most runs fail in the first dozen
  /// attempts).
  @Test func aResponseInFlightWhenCancelledIsDropped() async {
    let arrived = DispatchSemaphore(value: 0)
    let store = kindStore(initialState: Search.State()) {
      Search(aboutToSend: { arrived.signal() })
    }
    for attempt in 0..<300 {
      let task = store.send(.search(attempt))
      waitBlocking(arrived)
      store.send(.cancel)
      await task.finish()
      if !store.state.responses.isEmpty { break }
    }
    #expect(store.state.responses == [], "responses delivered after their cancellation")
  }

  /// The same race through `cancelInFlight`: a new search cancels the one in flight, whose
  /// response must not land after the new search started.
  @Test func aResponseInFlightWhenASearchReplacesItIsDropped() async {
    let arrived = DispatchSemaphore(value: 0)
    let store = kindStore(initialState: Search.State()) {
      Search(aboutToSend: { arrived.signal() })
    }
    var stale = 0
    for attempt in stride(from: 0, to: 600, by: 2) {
      let first = store.send(.search(attempt))
      waitBlocking(arrived)
      let second = store.send(.search(attempt + 1))
      waitBlocking(arrived)
      await first.finish()
      await second.finish()
      stale += store.state.responses.filter { $0 % 2 == 0 }.count
      if stale > 0 { break }
    }
    #expect(stale == 0, "a replaced search's response was delivered")
  }
}

/// Blocks the calling thread until `semaphore` is signalled (a synchronous function, so that
/// an async test can hold the main actor while an effect runs on the pool).
private func waitBlocking(_ semaphore: DispatchSemaphore) {
  semaphore.wait()
}
