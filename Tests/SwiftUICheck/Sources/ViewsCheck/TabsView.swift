import Composable
import SwiftUI

// A tab-based root: two features in tabs, the selected tab in the parent's state, as a TCA 1.7+
// user writes it on iOS 17 (`Tab` is iOS 18+).

@Reducer
struct Tabs {
  @ObservableState
  struct State: Equatable {
    var selected = 0
    var settings = NotificationSettings.State()
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case settings(NotificationSettings.Action)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.settings, action: \.settings) { NotificationSettings() }
  }
}

struct TabsView: View {
  @Bindable var store: StoreOf<Tabs>

  var body: some View {
    TabView(selection: $store.selected) {
      Text("Home")
        .tabItem { Label("Home", systemImage: "house") }
        .tag(0)
      NotificationSettingsView(store: store.scope(state: \.settings, action: \.settings))
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(1)
    }
  }
}
