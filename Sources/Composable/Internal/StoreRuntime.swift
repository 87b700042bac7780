import Observation

/// Observation and subscriptions shared by a root store and all of its scopes.
///
/// `ObservationRegistrar.withMutation` costs about as much as a whole `send`, so the runtime
/// calls it only when the state was read since the last change. That is exact, not a
/// heuristic: `withObservationTracking` registers observers only through reads (`access`),
/// and an observer fires once and is then gone, so a change with no read since the previous
/// change has no observer to notify.
@MainActor
package final class StoreRuntime: Observable {
  private let registrar = ObservationRegistrar()
  private var readSinceChange = false
  private var subscribers: [Subscriber] = []

  private struct Subscriber {
    weak var token: StoreSubscription?
    let onChange: @MainActor () -> Void
  }

  /// Changes on every state change; the observable member behind `Store.state`.
  package private(set) var version = 0

  package init() {}

  package func access() {
    readSinceChange = true
    registrar.access(self, keyPath: \.version)
  }

  package func willChange() {
    if readSinceChange { registrar.willSet(self, keyPath: \.version) }
  }

  package func didChange() {
    if readSinceChange {
      readSinceChange = false
      version &+= 1
      registrar.didSet(self, keyPath: \.version)
    }
    if !subscribers.isEmpty { notifySubscribers() }
  }

  private func notifySubscribers() {
    var sawDead = false
    for subscriber in subscribers {
      guard let token = subscriber.token, !token.isCancelled else {
        sawDead = true
        continue
      }
      subscriber.onChange()
    }
    if sawDead {
      subscribers.removeAll { $0.token == nil || $0.token?.isCancelled == true }
    }
  }

  package func subscribe(_ onChange: @escaping @MainActor () -> Void) -> StoreSubscription {
    let token = StoreSubscription()
    subscribers.append(Subscriber(token: token, onChange: onChange))
    return token
  }
}
