// swift-format-ignore-file
// A feature with every kind of view binding (a bindable field, a field with its own action,
// an enum destination with a sheet and an alert, a stack, a list), with hand-written case
// paths, and a store that logs what it is sent: the views' models are tested through it.
import Composable

enum ViewFixture {
  struct Edit: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      var id: Int
      var title = ""
    }
    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
      case saveTapped
    }
    var body: some ReducerOf<Self> { BindingReducer() }
  }

  struct Destination: Reducer {
    @dynamicMemberLookup
    enum State: Equatable, Sendable {
      case edit(Edit.State)
      case alert(AlertState<Alert>)
    }
    enum Action: Equatable, Sendable {
      case edit(Edit.Action)
      case alert(Alert)
    }
    enum Alert: Equatable, Sendable { case confirmDeletion, later }
    var body: some ReducerOf<Self> { Scope(state: \.edit, action: \.edit) { Edit() } }
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var name = ""
      var text = ""
      var deleted = 0
      @PresentationState var destination: Destination.State?
      var path = StackState<Edit.State>()
      var otherPath = StackState<Edit.State>()
      var rows: IdentifiedArray<Int, Edit.State> = []
    }
    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
      case textChanged(String)
      case destination(PresentationAction<Destination.Action>)
      case path(StackAction<Edit.State, Edit.Action>)
      case otherPath(StackAction<Edit.State, Edit.Action>)
      case rows(IdentifiedAction<Int, Edit.Action>)
      case editTapped(Int)
      case deleteTapped
      case animatedLater
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case let .textChanged(text):
          state.text = text
          return .none
        case let .editTapped(id):
          state.destination = .edit(Edit.State(id: id))
          return .none
        case .deleteTapped:
          state.destination = .alert(
            AlertState {
              TextState("Delete?")
            } actions: {
              ButtonState(role: .destructive, action: .send(.confirmDeletion, animation: .easeInOut)) { TextState("Delete") }
              ButtonState(action: .later) { TextState("Later") }
              ButtonState(role: .cancel) { TextState("Cancel") }
            })
          return .none
        case .destination(.presented(.alert(.confirmDeletion))):
          state.deleted += 1
          return .none
        case .animatedLater:
          return .run { send in await send(.textChanged("later"), animation: .spring) }
        default:
          return .none
        }
      }
      .ifLet(\.$destination, action: \.destination) { Destination() }
      .forEach(\.path, action: \.path) { Edit() }
      .forEach(\.otherPath, action: \.otherPath) { Edit() }
      .forEach(\.rows, action: \.rows) { Edit() }
    }
  }

  /// A store of `Feature` whose reducer logs each action it is sent, with the animation of
  /// the transaction it was sent in.
  @MainActor
  final class Logged {
    let log = LockIsolated<[(Feature.Action, String?)]>([])
    let store: StoreOf<Feature>

    init(_ state: Feature.State = Feature.State()) {
      let log = self.log
      store = Store(initialState: state) {
        Reduce<Feature.State, Feature.Action> { _, action in
          let animation = Transaction.current?.animation.map { "\($0)" }
          log.withValue { $0.append((action, animation)) }
          return .none
        }
        Feature()
      }
    }

    /// The actions sent since the last call.
    func sent() -> [Feature.Action] {
      log.withValue { log in
        defer { log.removeAll() }
        return log.map(\.0)
      }
    }

    /// The actions sent since the last call, with their animations.
    func sentWithAnimations() -> [(Feature.Action, String?)] {
      log.withValue { log in
        defer { log.removeAll() }
        return log
      }
    }
  }
}

extension ViewFixture.Edit.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var binding: AnyCasePath<ViewFixture.Edit.Action, BindingAction<ViewFixture.Edit.State>> { .init(embed: { .binding($0) }, extract: { if case let .binding(v) = $0 { v } else { nil } }) }
    var saveTapped: AnyCasePath<ViewFixture.Edit.Action, Void> { .init(embed: { _ in .saveTapped }, extract: { if case .saveTapped = $0 { () } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension ViewFixture.Destination.State: CasePathable {
  struct AllCasePaths: Sendable {
    var edit: AnyCasePath<ViewFixture.Destination.State, ViewFixture.Edit.State> { .init(embed: { .edit($0) }, extract: { if case let .edit(v) = $0 { v } else { nil } }) }
    var alert: AnyCasePath<ViewFixture.Destination.State, AlertState<ViewFixture.Destination.Alert>> { .init(embed: { .alert($0) }, extract: { if case let .alert(v) = $0 { v } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension ViewFixture.Destination.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var edit: AnyCasePath<ViewFixture.Destination.Action, ViewFixture.Edit.Action> { .init(embed: { .edit($0) }, extract: { if case let .edit(v) = $0 { v } else { nil } }) }
    var alert: AnyCasePath<ViewFixture.Destination.Action, ViewFixture.Destination.Alert> { .init(embed: { .alert($0) }, extract: { if case let .alert(v) = $0 { v } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension ViewFixture.Destination.Alert: CasePathable {
  struct AllCasePaths: Sendable {
    var confirmDeletion: AnyCasePath<ViewFixture.Destination.Alert, Void> { .init(embed: { _ in .confirmDeletion }, extract: { if case .confirmDeletion = $0 { () } else { nil } }) }
    var later: AnyCasePath<ViewFixture.Destination.Alert, Void> { .init(embed: { _ in .later }, extract: { if case .later = $0 { () } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension ViewFixture.Feature.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var binding: AnyCasePath<ViewFixture.Feature.Action, BindingAction<ViewFixture.Feature.State>> { .init(embed: { .binding($0) }, extract: { if case let .binding(v) = $0 { v } else { nil } }) }
    var textChanged: AnyCasePath<ViewFixture.Feature.Action, String> { .init(embed: { .textChanged($0) }, extract: { if case let .textChanged(v) = $0 { v } else { nil } }) }
    var destination: AnyCasePath<ViewFixture.Feature.Action, PresentationAction<ViewFixture.Destination.Action>> { .init(embed: { .destination($0) }, extract: { if case let .destination(v) = $0 { v } else { nil } }) }
    var path: AnyCasePath<ViewFixture.Feature.Action, StackAction<ViewFixture.Edit.State, ViewFixture.Edit.Action>> { .init(embed: { .path($0) }, extract: { if case let .path(v) = $0 { v } else { nil } }) }
    var otherPath: AnyCasePath<ViewFixture.Feature.Action, StackAction<ViewFixture.Edit.State, ViewFixture.Edit.Action>> { .init(embed: { .otherPath($0) }, extract: { if case let .otherPath(v) = $0 { v } else { nil } }) }
    var rows: AnyCasePath<ViewFixture.Feature.Action, IdentifiedAction<Int, ViewFixture.Edit.Action>> { .init(embed: { .rows($0) }, extract: { if case let .rows(v) = $0 { v } else { nil } }) }
    var editTapped: AnyCasePath<ViewFixture.Feature.Action, Int> { .init(embed: { .editTapped($0) }, extract: { if case let .editTapped(v) = $0 { v } else { nil } }) }
    var deleteTapped: AnyCasePath<ViewFixture.Feature.Action, Void> { .init(embed: { _ in .deleteTapped }, extract: { if case .deleteTapped = $0 { () } else { nil } }) }
    var animatedLater: AnyCasePath<ViewFixture.Feature.Action, Void> { .init(embed: { _ in .animatedLater }, extract: { if case .animatedLater = $0 { () } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
