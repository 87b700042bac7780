import Composable
import SwiftUI

// A view whose bindable actions are its view actions (TCA 1.25's `@ViewAction` with
// `enum View: BindableAction`, as TicTacToe's two-factor screen): `$store.code` sends
// `.view(.binding(...))`.

@Reducer
struct TwoFactorCode {
  @ObservableState
  struct State: Equatable {
    var code = ""
  }
  enum Action: ViewAction {
    case view(View)
    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case submitTapped
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}

@ViewAction(for: TwoFactorCode.self)
struct TwoFactorCodeView: View {
  @Bindable var store: StoreOf<TwoFactorCode>

  var body: some View {
    Form {
      TextField("1234", text: $store.code)
      Button("Submit") { send(.submitTapped) }
    }
  }
}
