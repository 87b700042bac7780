import Composable
import SwiftUI

// TCA 1.25's enum scopes: `$store.scope(state: \.$destination, action: \.destination)`, then
// a case, for each presentation modifier, with the features written with the macros.

@Reducer
struct EnumScopesEdit {
  @ObservableState
  struct State: Identifiable { var id = 0 }
  enum Action { case saveTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct EnumScopesFeature {
  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
  }
  @Reducer
  enum Destination {
    case edit(EnumScopesEdit)
    case alert(AlertState<Alert>)
    case dialog(ConfirmationDialogState<Alert>)
    @CasePathable
    enum Alert { case confirm }
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$destination, action: \.destination)
  }
}

struct EnumScopesView: View {
  @Bindable var store: StoreOf<EnumScopesFeature>
  var body: some View {
    Text("Destinations")
      .sheet(item: $store.scope(state: \.$destination, action: \.destination).edit) { store in
        Button("Save") { store.send(.saveTapped) }
      }
      .alert($store.scope(state: \.$destination, action: \.destination).alert)
      .confirmationDialog($store.scope(state: \.$destination, action: \.destination).dialog)
  }
}
