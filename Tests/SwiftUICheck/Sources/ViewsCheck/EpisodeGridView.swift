import Composable
import SwiftUI

// An episodes screen and its settings sheet as a TCA 1.7+ user writes them: progress while
// loading, an empty state, pull to refresh, a grid of artwork, a form of controls (a stepper
// where the platform has one), focus, fonts and colors, and a sheet dismissed from within.

@Reducer
struct EpisodeGrid {
  @ObservableState
  struct State: Equatable {
    var titles: [String] = []
    var isLoading = false
    var playbackSpeed = 1
    var quality = "High"
    var note = ""
    var isShowingSettings = false
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case refresh
    case settingsButtonTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .refresh:
        state.isLoading = true
        return .none
      case .settingsButtonTapped:
        state.isShowingSettings = true
        return .none
      }
    }
  }
}

struct EpisodeGridView: View {
  @Bindable var store: StoreOf<EpisodeGrid>
  private let columns = [GridItem(.adaptive(minimum: 80))]

  var body: some View {
    NavigationStack {
      ZStack(alignment: .bottom) {
        if store.isLoading {
          ProgressView()
        } else if store.titles.isEmpty {
          ContentUnavailableView(
            "No EpisodeGrid", systemImage: "tray", description: Text("Pull to refresh."))
        } else {
          ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
              ForEach(store.titles, id: \.self) { title in
                Text(title)
                  .font(.caption)
                  .foregroundStyle(.secondary)
                  .frame(maxWidth: .infinity, minHeight: 80)
              }
            }
            .padding(.horizontal, 16)
          }
          .refreshable { await store.send(.refresh).finish() }
        }
      }
      .navigationTitle("EpisodeGrid")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button {
            store.send(.settingsButtonTapped)
          } label: {
            Label("Settings", systemImage: "gear")
          }
        }
      }
      .sheet(isPresented: $store.isShowingSettings) {
        EpisodeGridSettingsView(store: store)
      }
    }
  }
}

struct EpisodeGridSettingsView: View {
  @Bindable var store: StoreOf<EpisodeGrid>
  @Environment(\.dismiss) private var dismiss
  @FocusState private var isNoteFocused: Bool

  var body: some View {
    Form {
      #if !os(tvOS)
        Stepper(value: $store.playbackSpeed, in: 1...3) {
          Text("Speed: \(store.playbackSpeed)x").font(.headline)
        }
      #endif
      Picker("Quality", selection: $store.quality) {
        Text("High").tag("High")
        Text("Low").tag("Low")
      }
      TextField("Note", text: $store.note)
        .focused($isNoteFocused)
      ProgressView(value: Double(store.playbackSpeed), total: 3)
      Button("Done") {
        isNoteFocused = false
        dismiss()
      }
      .foregroundStyle(.red)
      .padding()
    }
    .onAppear { isNoteFocused = true }
  }
}
