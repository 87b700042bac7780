import Composable
import SwiftUI

// A settings form with toggles bound to a feature's state, as a TCA 1.7+ user writes it.

@Reducer
struct NotificationSettings {
  @ObservableState
  struct State: Equatable {
    var isEnabled = false
    var sound = true
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct NotificationSettingsView: View {
  @Bindable var store: StoreOf<NotificationSettings>

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $store.isEnabled)
      Toggle(isOn: $store.sound) {
        Text("Sound")
      }
    }
  }
}
