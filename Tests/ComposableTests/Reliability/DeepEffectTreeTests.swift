import Composable
import Testing

@testable import Composable

/// Effects folded 10,000 deep, as a reducer that builds its effect in a loop does: no stack
/// overflow, every action delivered in order, and a concatenation of any shape costs at most
/// one driver task, not one per fold (none when it only sends).
@MainActor
@Suite struct DeepEffectTreeTests {
  nonisolated static let depth = 10_000

  enum Fold: String, CaseIterable, Sendable {
    case merge, concatenate
  }

  struct Feature: Reducer {
    struct State: Equatable, Sendable { var ticks: [Int] = [] }
    enum Action: Equatable, Sendable { case start, tick(Int) }
    let fold: Fold

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .tick(n):
        state.ticks.append(n)
        return .none
      case .start:
        var effect = Effect<Action>.none
        for n in 0..<DeepEffectTreeTests.depth {
          switch fold {
          case .merge: effect = effect.merge(with: .send(.tick(n)))
          case .concatenate: effect = effect.concatenate(with: .send(.tick(n)))
          }
        }
        return effect
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable, Sendable { var child = Feature.State() }
    enum Action: Equatable, Sendable { case child(Feature.Action) }
    let fold: Fold

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: /Action.child) { Feature(fold: fold) }
    }
  }

  @Test(arguments: Fold.allCases)
  func leftFold(_ fold: Fold) async {
    let store = kindStore(initialState: Feature.State()) { Feature(fold: fold) }
    let activity = LockIsolated(0)
    (store.core as? RootCore<Feature>)?.effects.onActivity = { activity.withValue { $0 += 1 } }
    await store.send(.start).finish()
    #expect(store.state.ticks == Array(0..<Self.depth))
    // A merge or a concatenation of `.send`s starts no task, whatever the depth of the fold:
    // the sends are reduced synchronously, in order (TCA 1.0's order).
    #expect(activity.value == 0, "\(activity.value) task starts and ends")
  }

  /// Through a `Scope`, which maps the child's effect into the parent's actions.
  @Test(arguments: Fold.allCases)
  func leftFoldThroughAScope(_ fold: Fold) async {
    let store = kindStore(initialState: Parent.State()) { Parent(fold: fold) }
    await store.send(.child(.start)).finish()
    #expect(store.state.child.ticks == Array(0..<Self.depth))
  }

  /// `leaves(of:concatenating:)` flattens only its own kind, in order.
  @Test func flatteningKeepsOrderAndKind() {
    typealias E = Effect<Int>
    let merged = E.merge(.send(1), .merge(.send(2), .send(3)))
    let chain = E.concatenate(.concatenate(.send(0), merged), .send(4))
    let steps = E.leaves(of: [chain], concatenating: true)
    #expect(steps.count == 3, "the merge stays one step")
    let sent = steps.map { step -> [Int] in
      E.leaves(of: [step], concatenating: false).compactMap {
        if case let .send(box) = $0.operation { box.action } else { nil }
      }
    }
    #expect(sent == [[0], [1, 2, 3], [4]])
  }
}
