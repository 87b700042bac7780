import Composable
import Observation

/// A feature read the way views read it: fields through the store, a list of rows, an
/// optional child and a presented one.
enum ViewObservationFixture {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
      var title = ""
    }
    enum Action: Equatable, Sendable { case increment, rename(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment: state.count += 1
      case let .rename(title): state.title = title
      }
      return .none
    }
  }

  struct Child: Reducer {
    struct State: Equatable {
      var count = 0
      var rows: IdentifiedArrayOf<Row.State> = []
    }
    enum Action: Equatable, Sendable {
      case increment
      case append(Int)
      case rows(IdentifiedActionOf<Row>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case let .append(id): state.rows.append(Row.State(id: id))
        case .rows: break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  struct Feature: Reducer {
    /// Called while reducing `.appendAndRead`, after the append: code that reads the store
    /// during a reduction (a main-actor test's closure, which the feature keeps on the main
    /// actor: it is not `Sendable`).
    var onRead: (() -> Void)?

    struct State: Equatable {
      var count = 0
      var text = ""
      var rows: IdentifiedArrayOf<Row.State> = []
      var numbers: [Int] = []
      var saved: [IdentifiedArrayOf<Row.State>] = []
      var optionalRows: IdentifiedArrayOf<Row.State>?
      var child: Child.State?
      @PresentationState var sheet: Child.State?
    }
    enum Action: Equatable, Sendable {
      case increment
      case setText(String)
      case append(Int)
      case remove(Int)
      case move
      case setNumbers([Int])
      case setFirstNumber(Int)
      case show, hide, present
      case renameRowInParent(id: Int, title: String)
      case save, undo, clear, removeAllRows, sortRows, removeNoRow, reverseRows
      case setRows([Int])
      case appendAndRead(Int)
      case appendOptionalRow(Int)
      case rows(IdentifiedActionOf<Row>)
      case child(Child.Action)
      case sheet(PresentationAction<Child.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case let .setText(text): state.text = text
        case let .append(id): state.rows.append(Row.State(id: id))
        case let .remove(id): state.rows.remove(id: id)
        case .move: state.rows.move(fromOffsets: [0], toOffset: state.rows.count)
        case let .setNumbers(numbers): state.numbers = numbers
        case let .setFirstNumber(number): state.numbers[0] = number
        case .show: state.child = Child.State(count: 10)
        case .hide: state.child = nil
        case .present: state.sheet = Child.State(count: 20)
        case let .renameRowInParent(id, title): state.rows[id: id]?.title = title
        case .save: state.saved.append(state.rows)
        case .undo: state.rows = state.saved.removeLast()
        case .clear: state.rows = []
        case .removeAllRows: state.rows.removeAll()
        case .sortRows: state.rows.sort { $0.id < $1.id }
        case .removeNoRow: state.rows.removeAll { _ in false }
        case .reverseRows: state.rows.reverse()
        case let .setRows(ids):
          state.rows = IdentifiedArray(uniqueElements: ids.map { Row.State(id: $0) })
        case let .appendAndRead(id):
          state.rows.append(Row.State(id: id))
          onRead?()
        case let .appendOptionalRow(id):
          state.optionalRows = (state.optionalRows ?? []) + [Row.State(id: id)]
        case .rows, .child, .sheet: break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
      .ifLet(\.child, action: \.child) { Child() }
      .ifLet(\.$sheet, action: \.sheet) { Child() }
    }

    static func rows(_ count: Int) -> State {
      State(rows: IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0) }))
    }
  }
}

/// What a SwiftUI view does: reads what it shows inside observation tracking, and tracks
/// again (reading again) each time it is told of a change.
@MainActor
final class SimulatedView {
  private(set) var notifications = 0
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  private func track() {
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.notifications += 1
        self.track()
      }
    }
  }
}
