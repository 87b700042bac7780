import Composable
import SwiftUI
import SyncUps

// The SyncUps example's form, as a TCA 1.7 user writes it: the keyboard's field kept in step
// with the feature's `focus` by `bind(_:to:)`.

struct SyncUpFormView: View {
  @Bindable var store: StoreOf<SyncUpForm>
  @FocusState var focus: SyncUpForm.State.Field?

  var body: some View {
    Form {
      Section {
        TextField("Title", text: $store.syncUp.title)
          .focused($focus, equals: .title)
        HStack {
          // NB: `Slider` is not on tvOS, which the package supports.
          #if !os(tvOS)
            Slider(value: $store.syncUp.duration.minutes, in: 5...30, step: 1) {
              Text("Length")
            } minimumValueLabel: {
              Text("5")
            } maximumValueLabel: {
              Text("30")
            }
          #endif
          Spacer()
          Text("\(Int(store.syncUp.duration.minutes)) min")
        }
      } header: {
        Text("Sync-up info")
      }
      Section {
        ForEach($store.syncUp.attendees) { $attendee in
          TextField("Name", text: $attendee.name)
            .focused($focus, equals: .attendee(attendee.id))
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
    .bind($store.focus, to: $focus)
  }
}
