import ComposableTesting
import Foundation

@testable import Composable

/// A counter whose count is shared in memory under "count".
struct SharedCounter: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
  }
  enum Action: Equatable {
    case increment
    case incrementLater
    case incrementInEffect
    case incremented
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.$count.withLock { $0 += 1 }
      return .none
    case .incrementLater:
      return .send(.incremented)
    case .incrementInEffect:
      let count = state.$count
      return .run { _ in count.withLock { $0 += 1 } }
    case .incremented:
      state.$count.withLock { $0 += 10 }
      return .none
    }
  }
}

/// Two features holding one count that their parent passes down.
struct SharedPair: Reducer {
  struct State: Equatable {
    @Shared var count: Int
    var left: Side.State
    var right: Side.State

    init(count: Int = 0) {
      let shared = Shared(value: count)
      self._count = shared
      self.left = Side.State(count: shared)
      self.right = Side.State(count: shared)
    }
  }
  enum Action: Equatable {
    case left(Side.Action)
    case right(Side.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Side() }
    Scope(state: \.right, action: \.right) { Side() }
  }

  struct Side: Reducer {
    struct State: Equatable {
      @Shared var count: Int
      var seen = 0
    }
    enum Action: Equatable {
      case increment
      case look
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.$count.withLock { $0 += 1 }
      case .look:
        state.seen = state.count
      }
      return .none
    }
  }
}

/// A favourite-facts list kept in a JSON file.
struct FactList: Reducer {
  struct State: Equatable {
    @Shared var facts: [String]

    init(url: URL) {
      self._facts = Shared(wrappedValue: [], .fileStorage(url))
    }
  }
  enum Action: Equatable {
    case add(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .add(fact):
      state.$facts.withLock { $0.append(fact) }
      return .none
    }
  }
}

/// A fresh folder in the temporary directory, removed by `cleanUp`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-shared-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  func cleanUp() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// Collects the runtime's diagnostics raised while `body` runs.
func diagnostics<R>(_ body: () throws -> R) rethrows -> (R, [String]) {
  let seen = LockIsolated<[String]>([])
  let result = try Diagnostics.$handler.withValue({ diagnostic in
    seen.withLock { $0.append(diagnostic.message) }
  }) {
    try body()
  }
  return (result, seen.value)
}

/// A feature whose effect changes a shared value its state does not hold (a log kept in
/// memory under "log"), as an analytics or a cache client would.
struct SharedLogger: Reducer {
  struct State: Equatable {
    var taps = 0
  }
  enum Action: Equatable {
    case tap
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.taps += 1
    return .run { _ in
      @Shared(.inMemory("log")) var log: [String] = []
      $log.withLock { $0.append("tap") }
    }
  }
}
