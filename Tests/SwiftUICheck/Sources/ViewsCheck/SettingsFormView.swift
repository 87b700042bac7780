import Composable
import SwiftUI

// A settings form and a search screen as a new user's TCA 1.25 app wrote them (issue 59's
// trial): titled sections, a multi-line field, a titled stepper, no search results.

@Reducer
struct SettingsForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var notes = ""
    var fontSize = 14
    var password = ""
    var query = ""
    var results: [String] = []
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct SettingsFormView: View {
  @Bindable var store: StoreOf<SettingsForm>

  var body: some View {
    Form {
      Section("Profile") {
        TextField("Name", text: $store.name)
        TextField("Notes", text: $store.notes, axis: .vertical)
          .lineLimit(3)
        SecureField("Password", text: $store.password)
      }
      Section {
        #if !os(tvOS)
          Stepper("Font size: \(store.fontSize)", value: $store.fontSize, in: 10...30)
        #endif
        Divider()
        LabeledContent("Version", value: "1.0")
        #if !os(watchOS)
          Picker("Size", selection: $store.fontSize) {
            Text("Small").tag(12)
            Text("Large").tag(18)
          }
          .pickerStyle(.segmented)
        #endif
        Button("Reset") {}
          .buttonStyle(.borderedProminent)
      } footer: {
        Text("Applies to every screen.")
      }
    }
    .overlay {
      if store.results.isEmpty, !store.query.isEmpty {
        ContentUnavailableView.search(text: store.query)
      }
    }
  }
}
