import Composable
import Foundation
import Observation

/// W9: shared state. A mutation seen by 1,000 holders (1,000 stores of a feature holding one
/// `.inMemory` count: the mutation through one store's `send`, then every store reads the
/// count; and with a view observing each store's count, re-tracked after each change), beside
/// the floor of 1,000 observers of one plain `@Observable` value; and a `.fileStorage` value
/// changed with its writes batched (the live default) and written at each change.
@MainActor
func w9() -> [ResultRow] {
  var rows: [ResultRow] = []
  let mutations = 1_000 / operationScale
  let stores = withDependencies {
    $0.defaultInMemoryStorage = InMemoryStorage()
  } operation: {
    (0..<1_000).map { _ in Store(initialState: SharedCount.State()) { SharedCount() } }
  }
  rows.append(
    measure("W9", "shared mutation seen by 1,000 holders", operations: mutations) {
      for _ in 0..<mutations {
        stores[0].send(.increment)
        var sum = 0
        for store in stores { sum &+= store.withState(\.count) }
        floorSink.wrappingAdd(sum, ordering: .relaxed)
      }
    })
  let views = stores.map { store in TrackedView { _ = store.count } }
  let before = views.map(\.notifications)
  rows.append(
    measure(
      "W9", "shared mutation seen by 1,000 holders, each watched by a view",
      operations: mutations
    ) {
      for _ in 0..<mutations { stores[0].send(.increment) }
    })
  let heardByEach = zip(views, before).map { $0.notifications - $1 }
  let heard = heardByEach.reduce(0, +)
  // NB: One warm-up run and seven measured: 8 batches of mutations. Every view hears each
  // mutation at least once. (The view of the store that sends was once told twice, by the
  // value as it changed and by its store after the reduction; since shared changes are told
  // at the end of the outermost reduction it hears once, as SwiftUI's render would.)
  check(
    heardByEach.allSatisfy { $0 >= 8 * mutations },
    "W9: a view missed changes (\(heardByEach.min() ?? 0) of \(8 * mutations))")
  rows.append(
    ResultRow(
      workload: "W9", variant: "views notified per shared mutation",
      median: Double(heard) / Double(8 * mutations), min: Double(heard) / Double(8 * mutations),
      unit: "views"))
  rows += w9Files()
  return rows
}

/// W9's file-backed rows: the cost of a change to a `.fileStorage` value, batched and not.
@MainActor
func w9Files() -> [ResultRow] {
  let mutations = 10_000 / operationScale
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("composable-w9-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  func row(_ variant: String, _ storage: FileStorage, operations: Int) -> ResultRow {
    let url = folder.appendingPathComponent("\(UUID().uuidString).json")
    let settings = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      Shared(wrappedValue: BenchSettings(), .fileStorage(url))
    }
    let result = measure("W9", variant, operations: operations) {
      for _ in 0..<operations { settings.withLock { $0.launches += 1 } }
    }
    try? settings.save()
    check(FileManager.default.fileExists(atPath: url.path), "W9: \(variant) wrote nothing")
    return result
  }
  return [
    row("file-backed mutation, writes batched (1 s)", .fileSystem, operations: mutations),
    row(
      "file-backed mutation, written at each change", .fileSystem(writeDelay: .zero),
      operations: max(1, mutations / 100)),
  ]
}

/// The floor of W9's watched row: one plain `@Observable` value observed by 1,000 views,
/// each tracking again after each change.
@MainActor
func observableSharedFloor() -> ResultRow {
  let mutations = 1_000 / operationScale
  let model = PlainCount()
  let views = (0..<1_000).map { _ in TrackedView { _ = model.count } }
  let result = measure("Floor", Floor.observableSharedValue, operations: mutations) {
    for _ in 0..<mutations { model.count += 1 }
  }
  withExtendedLifetime(views) {}
  return result
}

@Observable
@MainActor
final class PlainCount {
  var count = 0
}

/// A feature holding one shared count.
struct SharedCount: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("w9")) var count = 0
  }
  enum Action { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 += 1 }
    return .none
  }
}

struct BenchSettings: Codable, Equatable, Sendable {
  var launches = 0
  var name = "Blob"
  var favorites = ["1 is the loneliest number", "2 is prime"]
}

/// W1 with the session recorded (issue 33): in memory (the last 1,000 actions), and to a file
/// as JSON lines; and the bytes each recorded action takes in the file.
@MainActor
func w1Recorded() -> [ResultRow] {
  let operations = 20_000 / operationScale
  let inMemory = Recorder()
  let recorded = Store(initialState: Counter.State()) { Counter()._record(to: inMemory) }
  var rows = [
    measure("W1", "send, recorded in memory", operations: operations) {
      for _ in 0..<operations { recorded.send(.increment) }
    }
  ]
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("composable-w1-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("session.jsonl")
  let toFile = Recorder(file: file)
  let written = Store(initialState: Counter.State()) { Counter()._record(to: toFile) }
  rows.append(
    measure("W1", "send, recorded to a file", operations: operations) {
      for _ in 0..<operations { written.send(.increment) }
    })
  let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
  let actions = operations * 8
  check(bytes > 0 && inMemory.actions.count == 1_000, "W1 recorded nothing")
  rows.append(
    ResultRow(
      workload: "W1", variant: "bytes per recorded action",
      median: Double(bytes) / Double(actions), min: Double(bytes) / Double(actions),
      unit: "bytes"))
  return rows
}
