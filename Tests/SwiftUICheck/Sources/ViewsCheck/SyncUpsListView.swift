import Composable
import SwiftUI
import SyncUps

// The SyncUps example's root and list screens, as a TCA 1.7 user writes them.

struct AppView: View {
  @Bindable var store: StoreOf<AppFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      SyncUpsListView(store: store.scope(state: \.syncUpsList, action: \.syncUpsList))
    } destination: { store in
      switch store.case {
      case let .detail(store):
        SyncUpDetailView(store: store)
      case let .meeting(meeting, syncUp):
        MeetingView(meeting: meeting, syncUp: syncUp)
      case let .record(store):
        RecordMeetingView(store: store)
      }
    }
  }
}

struct SyncUpsListView: View {
  @Bindable var store: StoreOf<SyncUpsList>

  var body: some View {
    List {
      ForEach(Array(store.$syncUps)) { $syncUp in
        NavigationLink(state: AppFeature.Path.State.detail(SyncUpDetail.State(syncUp: $syncUp))) {
          CardView(syncUp: syncUp)
        }
      }
      .onDelete { indices in
        store.send(.onDelete(indices))
      }
    }
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button {
          store.send(.addSyncUpButtonTapped)
        } label: {
          Image(systemName: "plus")
        }
      }
    }
    .navigationTitle("Daily Sync-ups")
    .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { addStore in
      NavigationStack {
        SyncUpFormView(store: addStore)
          .navigationTitle("New sync-up")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Discard") {
                store.send(.discardButtonTapped)
              }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Add") {
                store.send(.confirmAddSyncUpButtonTapped, animation: .default)
              }
            }
          }
      }
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}

struct CardView: View {
  let syncUp: SyncUp

  var body: some View {
    VStack(alignment: .leading) {
      Text(syncUp.title)
      Spacer()
      HStack {
        Label("\(syncUp.attendees.count)", systemImage: "person.3")
        Spacer()
        Label("\(Int(syncUp.duration.minutes)) min", systemImage: "clock")
      }
    }
  }
}
