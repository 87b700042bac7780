import Composable
import SwiftUI
import SyncUps

// The SyncUps example's detail and past-meeting screens, as a TCA 1.7 user writes them.

struct SyncUpDetailView: View {
  @Bindable var store: StoreOf<SyncUpDetail>

  var body: some View {
    List {
      Section {
        Button {
          store.send(.startMeetingButtonTapped)
        } label: {
          Label("Start Meeting", systemImage: "timer")
        }
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text("\(Int(store.syncUp.duration.minutes)) min")
        }
        HStack {
          Label("Theme", systemImage: "paintpalette")
          Spacer()
          Text(store.syncUp.theme.name)
        }
      } header: {
        Text("Sync-up info")
      }

      if !store.syncUp.meetings.isEmpty {
        Section {
          ForEach(store.syncUp.meetings) { meeting in
            NavigationLink(
              state: AppFeature.Path.State.meeting(meeting, syncUp: store.syncUp)
            ) {
              HStack {
                Image(systemName: "calendar")
                Text(meeting.transcript)
              }
            }
          }
          .onDelete { indices in
            store.send(.deleteMeetings(atOffsets: indices))
          }
        } header: {
          Text("Past meetings")
        }
      }

      Section {
        ForEach(store.syncUp.attendees) { attendee in
          Label(attendee.name, systemImage: "person")
        }
      } header: {
        Text("Attendees")
      }

      Section {
        Button("Delete", role: .destructive) {
          store.send(.deleteButtonTapped)
        }
      }
    }
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Edit") {
          store.send(.editButtonTapped)
        }
      }
    }
    .navigationTitle(store.syncUp.title)
    // NB: TCA 1.25's enum scopes, as its SyncUps writes them.
    .alert($store.scope(state: \.$destination, action: \.destination).alert)
    .sheet(item: $store.scope(state: \.$destination, action: \.destination).edit) {
      editStore in
      NavigationStack {
        SyncUpFormView(store: editStore)
          .navigationTitle(store.syncUp.title)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") {
                store.send(.cancelEditButtonTapped)
              }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Done") {
                store.send(.doneEditingButtonTapped)
              }
            }
          }
      }
    }
  }
}

struct MeetingView: View {
  let meeting: Meeting
  let syncUp: SyncUp

  var body: some View {
    Form {
      Section {
        ForEach(syncUp.attendees) { attendee in
          Text(attendee.name)
        }
      } header: {
        Text("Attendees")
      }
      Section {
        Text(meeting.transcript)
      } header: {
        Text("Transcript")
      }
    }
    .navigationTitle(syncUp.title)
  }
}
