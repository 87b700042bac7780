import Composable
import SwiftUI
import SyncUps

// The SyncUps example's meeting screen, as a TCA 1.7 user writes it.

struct RecordMeetingView: View {
  @Bindable var store: StoreOf<RecordMeeting>

  var body: some View {
    VStack {
      HStack {
        Text("\(store.secondsElapsed) s elapsed")
        Spacer()
        Text("\(Int(store.durationRemaining.components.seconds)) s left")
      }
      Spacer()
      if store.speakerIndex < store.syncUp.attendees.count {
        Text(store.syncUp.attendees[store.speakerIndex].name)
      }
      Text(store.transcript)
      Spacer()
      HStack {
        Button("End meeting", role: .destructive) {
          store.send(.endMeetingButtonTapped)
        }
        Spacer()
        Button {
          store.send(.nextButtonTapped, animation: .default)
        } label: {
          Image(systemName: "forward.fill")
        }
        .disabled(store.alert != nil)
      }
    }
    .navigationTitle(store.syncUp.title)
    .task { await store.send(.onTask).finish() }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
