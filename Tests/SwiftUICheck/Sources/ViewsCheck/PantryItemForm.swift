import Composable
import SwiftUI

// A sheet's form with the controls a new user reached for first (written afresh): a date
// picker, formatted numbers and dates, labeled content with a view, a half-height sheet, a
// grouped form, a bottom toolbar group, a numeric transition and feedback on a change.

@Reducer
struct PantryItemForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var quantity = 1
    var expiry = Date(timeIntervalSince1970: 0)
    var isShowingNote = false
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case incrementTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .incrementTapped = action { state.quantity += 1 }
      return .none
    }
  }
}

// NB: The date picker is not on tvOS, the bottom bar not on macOS or tvOS, row separators not
// on tvOS or watchOS.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct PantryItemFormView: View {
  @Bindable var store: StoreOf<PantryItemForm>

  var body: some View {
    Form {
      TextField("Name", text: $store.name)
      DatePicker("Expires", selection: $store.expiry, displayedComponents: .date)
      DatePicker("Opened", selection: $store.expiry, in: Date.distantPast...Date.distantFuture)
      LabeledContent("Quantity") {
        Text(store.quantity, format: .number)
          .contentTransition(.numericText())
      }
      LabeledContent {
        Text(store.expiry, format: .dateTime.day().month())
      } label: {
        Label("Expiry", systemImage: "calendar")
      }
      .listRowSeparator(.hidden)
      if #available(visionOS 26.0, *) {
        Button("More") { store.send(.incrementTapped) }
          .sensoryFeedback(.increase, trigger: store.quantity)
      }
    }
    .formStyle(.grouped)
    .scrollDismissesKeyboard(.interactively)
    .toolbar {
      ToolbarItemGroup(placement: .bottomBar) {
        Button("Add one") { store.send(.incrementTapped) }
      }
    }
    .sheet(isPresented: $store.isShowingNote) {
      Text("Note")
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
  }
}
