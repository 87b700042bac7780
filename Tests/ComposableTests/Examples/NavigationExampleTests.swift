import ComposableTesting
import Testing

// The list → detail → edit flow of Docs/Navigation.md, exactly as the guide shows it.

struct Note: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
}

struct NoteDetail: Reducer {
  struct State: Equatable {
    var note: Note
  }
  enum Action: Equatable {
    case editTapped
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

struct NoteEditor: Reducer {
  struct State: Equatable {
    var note: Note
    @PresentationState var alert: AlertState<Action.Alert>?
  }
  enum Action: Equatable {
    case titleChanged(String)
    case saveTapped
    case alert(PresentationAction<Alert>)
    enum Alert: Equatable { case discard }
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.note.title = title
        return .none
      case .saveTapped:
        guard !state.note.title.isEmpty else {
          state.alert = AlertState {
            TextState("A note needs a title.")
          } actions: {
            ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
            ButtonState(role: .cancel) { TextState("Keep editing") }
          }
          return .none
        }
        return .run { _ in await dismiss() }
      case .alert(.presented(.discard)):
        return .run { _ in await dismiss() }
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
  }
}

struct NotesApp: Reducer {
  struct State: Equatable {
    var notes: IdentifiedArrayOf<Note> = []
    var path = StackState<Path.State>()
  }
  enum Action: Equatable {
    case noteTapped(id: Int)
    case path(StackAction<Path.State, Path.Action>)
  }

  struct Path: Reducer {
    enum State: Equatable {
      case detail(NoteDetail.State)
      case editor(NoteEditor.State)
    }
    enum Action: Equatable {
      case detail(NoteDetail.Action)
      case editor(NoteEditor.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: /State.detail, action: /Action.detail) { NoteDetail() }
      Scope(state: /State.editor, action: /Action.editor) { NoteEditor() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .noteTapped(id):
        guard let note = state.notes[id: id] else { return .none }
        state.path.append(.detail(NoteDetail.State(note: note)))
        return .none
      case let .path(.element(id: id, action: .detail(.editTapped))):
        guard case let .detail(detail) = state.path[id: id] else { return .none }
        state.path.append(.editor(NoteEditor.State(note: detail.note)))
        return .none
      case let .path(.popFrom(id: id)):
        // The editor is leaving: keep what it saved.
        if case let .editor(editor) = state.path[id: id], !editor.note.title.isEmpty {
          state.notes[id: editor.note.id] = editor.note
        }
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: /Action.path) { Path() }
  }
}

@MainActor
@Suite struct NavigationExampleTests {
  @Test func listDetailEditFlow() async {
    let store = TestStore(
      initialState: NotesApp.State(notes: [Note(id: 1, title: "Groceries")])
    ) {
      NotesApp()
    }

    await store.send(.noteTapped(id: 1)) {
      $0.path.append(.detail(NoteDetail.State(note: Note(id: 1, title: "Groceries"))))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
      $0.path.append(.editor(NoteEditor.State(note: Note(id: 1, title: "Groceries"))))
    }
    await store.send(.path(.element(id: 1, action: .editor(.titleChanged("Shopping"))))) {
      $0.path[id: 1, case: /NotesApp.Path.State.editor]?.note.title = "Shopping"
    }
    await store.send(.path(.element(id: 1, action: .editor(.saveTapped))))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.notes[id: 1]?.title = "Shopping"
      $0.path.pop(from: 1)
    }
  }

  @Test func savingWithoutATitleAsksFirst() async {
    let store = TestStore(
      initialState: NotesApp.State(
        notes: [Note(id: 1, title: "Groceries")],
        path: StackState([.editor(NoteEditor.State(note: Note(id: 1, title: "")))]))
    ) {
      NotesApp()
    }

    await store.send(.path(.element(id: 0, action: .editor(.saveTapped)))) {
      $0.path[id: 0, case: /NotesApp.Path.State.editor]?.alert = AlertState {
        TextState("A note needs a title.")
      } actions: {
        ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
        ButtonState(role: .cancel) { TextState("Keep editing") }
      }
    }
    await store.send(.path(.element(id: 0, action: .editor(.alert(.presented(.discard)))))) {
      $0.path[id: 0, case: /NotesApp.Path.State.editor]?.alert = nil
    }
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }
}
