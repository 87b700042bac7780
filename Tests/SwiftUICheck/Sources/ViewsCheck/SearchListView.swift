import Composable
import SwiftUI

// A searchable list whose query is in a @Reducer feature's state, as a TCA 1.7+ user writes
// it (the debounced search of TCA's Search example, its view only).

@Reducer
struct PodcastSearch {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct PodcastSearchView: View {
  @Bindable var store: StoreOf<PodcastSearch>

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.results, id: \.self) { title in
          Text(title)
        }
      }
      .searchable(text: $store.query, prompt: "Podcasts")
      .navigationTitle("Search")
    }
  }
}
