import Composable
import SwiftUI
import SyncUps

// The SyncUps example's form, as a TCA 1.7 user writes it.

struct SyncUpFormView: View {
  @Bindable var store: StoreOf<SyncUpForm>

  var body: some View {
    Form {
      Section {
        TextField("Title", text: $store.syncUp.title)
        HStack {
          Slider(value: $store.syncUp.duration.minutes, in: 5...30, step: 1) {
            Text("Length")
          } minimumValueLabel: {
            Text("5")
          } maximumValueLabel: {
            Text("30")
          }
          Spacer()
          Text("\(Int(store.syncUp.duration.minutes)) min")
        }
      } header: {
        Text("Sync-up info")
      }
      Section {
        // NB: TCA writes `ForEach($store.syncUp.attendees) { $attendee in … }`; the stand-in
        // has no `ForEach` over a binding (its exact declaration wasn't found in Apple's
        // documentation), so each row binds to its position.
        ForEach(Array(store.syncUp.attendees.enumerated()), id: \.element.id) { row, _ in
          TextField("Name", text: $store.syncUp.attendees[row].name)
        }
        .onDelete { indices in
          store.send(.onDeleteAttendees(indices))
        }
        Button("New attendee") {
          store.send(.addAttendeeButtonTapped)
        }
      } header: {
        Text("Attendees")
      }
    }
  }
}
