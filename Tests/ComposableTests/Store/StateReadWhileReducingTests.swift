import Foundation
import Testing

@testable import Composable

/// Code that reads `store.state` while the store's reducer runs (a dependency holding the
/// store) gets the state as of the start of that reduction, with a warning: never a
/// half-changed state, never an overlapping access to the state being changed in place.
@MainActor
@Suite struct StateReadWhileReducingTests {
  /// Holds the store, as a dependency might, and reads it from inside the reducer.
  @MainActor final class Reader {
    var store: StoreOf<Table>?
    var seen: [(count: Int, value: String?)] = []

    func read() {
      guard let state = store?.state else { return }
      seen.append((state.table.count, state.table[5]))
    }
  }

  struct Table: Reducer {
    struct State: Equatable { var table: [Int: String] = [:] }
    enum Action: Equatable { case fill(Int) }
    let reader: Reader

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .fill(count):
        // NB: Grows the dictionary (reallocating its storage) between two reads of the store.
        let start = state.table.count
        for key in start..<(start + count / 2) { state.table[key] = "value \(key)" }
        MainActor.assumeIsolated { reader.read() }
        for key in (start + count / 2)..<(start + count) { state.table[key] = "value \(key)" }
        MainActor.assumeIsolated { reader.read() }
        return .none
      }
    }
  }

  static let probeVariable = "COMPOSABLE_STATE_READ_PROBE_OUTPUT"

  /// In a child process, because before the fix the overlapping read crashed (a segfault in
  /// `swift_retain` inside the dictionary lookup) or returned a half-changed state.
  @Test(.enabled(if: testBinary != nil, "runs the test binary again, as Linux runs tests"))
  func aReadDuringTheReductionSeesTheStateBeforeIt() async throws {
    let (result, written) = try await runProbeInChildProcess(
      "stateReadProbe", outputVariable: Self.probeVariable)
    #expect(result.status == 0, "the child process ended with status \(result.status)")
    #expect(
      written == "reads 80 of 80 saw the state before their reduction; warnings 80",
      "stdout: \(result.output.suffix(1_500)); stderr: \(result.error.suffix(1_500))")
  }

  /// Run by ``aReadDuringTheReductionSeesTheStateBeforeIt()`` in a child process; does
  /// nothing in the suite's own process.
  @Test func stateReadProbe() throws {
    guard let path = ProcessInfo.processInfo.environment[Self.probeVariable] else { return }
    let reader = Reader()
    let store = Store(initialState: Table.State()) { Table(reader: reader) }
    reader.store = store
    let warnings = LockIsolated(0)
    var correct = 0
    Diagnostics.$handler.withValue({ diagnostic in
      if diagnostic.message.contains("while the store was reducing") {
        warnings.withLock { $0 += 1 }
      }
    }) {
      for round in 0..<40 {
        let before = store.state
        reader.seen.removeAll()
        store.send(.fill(64))
        for read in reader.seen
        where read.count == before.table.count && read.value == before.table[5] {
          correct += 1
        }
        _ = round
      }
    }
    let text =
      "reads \(correct) of 80 saw the state before their reduction; warnings \(warnings.current)"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
