import Composable
import SwiftUI

// Rows deleted by a swipe, sending the feature's action (`swipeActions` is not on tvOS, which
// the package supports: gated).

@Reducer
struct Episodes {
  @ObservableState
  struct State: Equatable {
    var titles: [String] = []
  }
  enum Action {
    case deleteTapped(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .deleteTapped(title):
        state.titles.removeAll { $0 == title }
        return .none
      }
    }
  }
}

struct EpisodesView: View {
  let store: StoreOf<Episodes>

  var body: some View {
    List {
      ForEach(store.titles, id: \.self) { title in
        row(title)
      }
    }
  }

  @ViewBuilder
  func row(_ title: String) -> some View {
    #if os(tvOS)
      Text(title)
    #else
      Text(title)
        .swipeActions {
          Button("Delete", role: .destructive) { store.send(.deleteTapped(title)) }
        }
    #endif
  }
}
