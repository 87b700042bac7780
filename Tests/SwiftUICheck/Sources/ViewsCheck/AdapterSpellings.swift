// swift-format-ignore-file
// Every spelling of the SwiftUI adapter as a TCA 1.7 user writes it, with hand-written case paths.
import Composable
import SwiftUI

struct Edit: Reducer {
  struct State: Equatable, Identifiable { var id = 0; var title = "" }
  enum Action: BindableAction { case binding(BindingAction<State>); case saveTapped }
  var body: some ReducerOf<Self> { BindingReducer() }
}
extension Edit.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var binding: AnyCasePath<Edit.Action, BindingAction<Edit.State>> { .init(embed: { .binding($0) }, extract: { if case let .binding(v) = $0 { v } else { nil } }) }
    var saveTapped: AnyCasePath<Edit.Action, Void> { .init(embed: { _ in .saveTapped }, extract: { if case .saveTapped = $0 { () } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

struct Destination: Reducer {
  @dynamicMemberLookup
  enum State: Equatable { case edit(Edit.State); case alert(AlertState<Action.Alert>); case dialog(ConfirmationDialogState<Action.Alert>) }
  enum Action { case edit(Edit.Action); case alert(Alert); case dialog(Alert); enum Alert: Equatable { case confirm } }
  var body: some ReducerOf<Self> { Scope(state: \.edit, action: \.edit) { Edit() } }
}
extension Destination.State: CasePathable {
  struct AllCasePaths: Sendable {
    var edit: AnyCasePath<Destination.State, Edit.State> { .init(embed: { .edit($0) }, extract: { if case let .edit(v) = $0 { v } else { nil } }) }
    var alert: AnyCasePath<Destination.State, AlertState<Destination.Action.Alert>> { .init(embed: { .alert($0) }, extract: { if case let .alert(v) = $0 { v } else { nil } }) }
    var dialog: AnyCasePath<Destination.State, ConfirmationDialogState<Destination.Action.Alert>> { .init(embed: { .dialog($0) }, extract: { if case let .dialog(v) = $0 { v } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
extension Destination.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var edit: AnyCasePath<Destination.Action, Edit.Action> { .init(embed: { .edit($0) }, extract: { if case let .edit(v) = $0 { v } else { nil } }) }
    var alert: AnyCasePath<Destination.Action, Destination.Action.Alert> { .init(embed: { .alert($0) }, extract: { if case let .alert(v) = $0 { v } else { nil } }) }
    var dialog: AnyCasePath<Destination.Action, Destination.Action.Alert> { .init(embed: { .dialog($0) }, extract: { if case let .dialog(v) = $0 { v } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

struct Parent: Reducer {
  struct State: Equatable {
    var name = ""
    var text = ""
    @PresentationState var destination: Destination.State?
    var path = StackState<Edit.State>()
    var rows: IdentifiedArray<Int, Edit.State> = []
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case textChanged(String)
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<Edit.State, Edit.Action>)
    case rows(IdentifiedAction<Int, Edit.Action>)
    case addTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { _, action in
      guard case .addTapped = action else { return .none }
      return .run { send in await send(.textChanged("added"), animation: .default) }
    }
  }
}
extension Parent.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var binding: AnyCasePath<Parent.Action, BindingAction<Parent.State>> { .init(embed: { .binding($0) }, extract: { if case let .binding(v) = $0 { v } else { nil } }) }
    var textChanged: AnyCasePath<Parent.Action, String> { .init(embed: { .textChanged($0) }, extract: { if case let .textChanged(v) = $0 { v } else { nil } }) }
    var destination: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>> { .init(embed: { .destination($0) }, extract: { if case let .destination(v) = $0 { v } else { nil } }) }
    var path: AnyCasePath<Parent.Action, StackAction<Edit.State, Edit.Action>> { .init(embed: { .path($0) }, extract: { if case let .path(v) = $0 { v } else { nil } }) }
    var rows: AnyCasePath<Parent.Action, IdentifiedAction<Int, Edit.Action>> { .init(embed: { .rows($0) }, extract: { if case let .rows(v) = $0 { v } else { nil } }) }
    var addTapped: AnyCasePath<Parent.Action, Void> { .init(embed: { _ in .addTapped }, extract: { if case .addTapped = $0 { () } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: ViewAction { case view(View); enum View { case incrementTapped } }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct CounterView: View, ViewActionSending {
  let store: StoreOf<Counter>
  var body: some View {
    Button("+") { send(.incrementTapped, animation: .default) }
  }
}

struct EditView: View {
  @Bindable var store: StoreOf<Edit>
  var body: some View {
    Text(store.title)
    Button("Save") { store.send(.saveTapped, animation: .default) }
  }
}

struct ParentView: View {
  @Bindable var store: StoreOf<Parent>
  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in
        EditView(store: rowStore)
      }
      NavigationLink(state: Edit.State(id: 1)) { Text("Push") }
      Button("Add") { store.send(.addTapped, animation: .easeInOut) }
    } destination: { store in
      EditView(store: store)
    }
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
      EditView(store: store)
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    .confirmationDialog($store.scope(state: \.destination?.dialog, action: \.destination.dialog))
    .modifier(Fields(name: $store.name, text: $store.text.sending(\.textChanged)))
  }
}

// A drill-down by state: `navigationDestination(item:)` goes on a view inside the stack (it
// registers with the stack it is inside), for a destination no sheet shows too.
struct DrillDownView: View {
  @Bindable var store: StoreOf<Parent>
  var body: some View {
    NavigationStack {
      Text("Root")
        .navigationDestination(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
          EditView(store: store)
        }
    }
  }
}

// Presentations some platforms lack, gated as an app gates them.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct PopoverView: View {
  @Bindable var store: StoreOf<Parent>
  var body: some View {
    Text("")
      .popover(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
        EditView(store: store)
      }
  }
}

@available(macOS, unavailable)
struct CoverView: View {
  @Bindable var store: StoreOf<Parent>
  var body: some View {
    Text("")
      .fullScreenCover(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
        EditView(store: store)
      }
  }
}

// TCA 1.0's view-store bindings.
struct LegacyView: View {
  let viewStore: ViewStoreOf<Parent>
  init(store: StoreOf<Parent>) { viewStore = ViewStore(store, observe: { $0 }) }
  var body: some View {
    FieldsView(name: viewStore.binding(get: \.name, send: { .binding(.set(\.name, $0)) }), text: viewStore.binding(get: \.text, send: { .textChanged($0) }))
  }
}

struct FieldsView: View {
  @Binding var name: String
  @Binding var text: String
  var body: some View { Text(name) }
}

struct Fields: ViewModifier {
  @Binding var name: String
  @Binding var text: String
  func body(content: Content) -> some View { content }
}

struct RootView: View {
  @State var store = Store(initialState: Parent.State()) { Parent() }
  var body: some View {
    ParentView(store: store)
      .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
        EditView(store: store)
      }
  }
}
