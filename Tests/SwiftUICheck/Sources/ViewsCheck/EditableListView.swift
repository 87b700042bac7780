import Composable
import SwiftUI

// A list a user edits, searches and styles (the vocabulary of TCA 1.25's Todos, Search and
// VoiceMemos, written here afresh): edit mode, moving rows, an animated binding, a rounded
// search field, system colors and a row that animates with its state. iOS only (and
// visionOS): edit mode, UIKit's colors and keyboards are not on macOS or watchOS, the edit
// button and the rounded field not on tvOS; marked so, the availability check accepts it.

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@Reducer
struct Chores {
  @ObservableState
  struct State: Equatable {
    var chores: IdentifiedArrayOf<Chore> = []
    var editMode: EditMode = .inactive
    var query = ""
    var showsDone = true
  }
  struct Chore: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case moved(IndexSet, Int)
    case deleted(IndexSet)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case let .moved(source, destination):
        state.chores.move(fromOffsets: source, toOffset: destination)
        return .none
      case let .deleted(offsets):
        state.chores.remove(atOffsets: offsets)
        return .none
      }
    }
  }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct ChoresView: View {
  @Bindable var store: StoreOf<Chores>

  var body: some View {
    NavigationStack {
      VStack(spacing: 8) {
        TextField("Search", text: $store.query)
          .textFieldStyle(.roundedBorder)
          .textInputAutocapitalization(.never)
          .keyboardType(.webSearch)
          .submitLabel(.search)
          .onSubmit { store.send(.binding(.set(\.query, store.query))) }
        Toggle("Show done", isOn: $store.showsDone.animation())
        List {
          ForEach(store.chores) { chore in
            Text(chore.title)
              .foregroundColor(Color(chore.isDone ? .systemGray : .label))
              .opacity(chore.isDone ? 0.5 : 1)
              .animation(.spring(), value: chore.isDone)
              .listRowInsets(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
          }
          .onMove { store.send(.moved($0, $1)) }
          .onDelete { store.send(.deleted($0)) }
        }
        .buttonStyle(.borderless)
      }
      .background(Color(white: 0.95))
      .navigationBarItems(trailing: EditButton())
      .environment(\.editMode, $store.editMode)
    }
  }
}
