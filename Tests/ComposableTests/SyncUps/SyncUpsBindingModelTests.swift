import ComposableTesting
import Foundation
import SyncUps
import Testing

// The SyncUps example driven the way its SwiftUI views drive it (Tests/SwiftUICheck/Sources/
// ViewsCheck/SyncUps*.swift), through the UI-free members those views' bindings are made of,
// on a plain `Store`: what each one sends is logged, with the animation it was sent in.

/// The actions a store received, in order, with the animation each was reduced in.
@MainActor
final class ActionLog<Action> {
  var entries: [(action: Action, animation: Animation?)] = []
  var actions: [Action] { entries.map(\.action) }
}

extension Reducer {
  /// This reducer, logging each action into `log` before running it.
  @MainActor
  func logging(into log: ActionLog<Action>) -> some Reducer<State, Action> {
    CombineReducers {
      Reduce<State, Action> { _, action in
        MainActor.assumeIsolated {
          log.entries.append((action, Transaction.current?.animation))
        }
        return .none
      }
      self
    }
  }
}

@MainActor
@Suite struct SyncUpsBindingModelTests {
  /// `TextField("Title", text: $store.syncUp.title)`: the settable `store.syncUp` sends the
  /// whole sync-up through `.binding`.
  @Test func textFieldSetsTheTitleThroughBinding() {
    let log = ActionLog<SyncUpForm.Action>()
    let store = Store(initialState: SyncUpForm.State(syncUp: .engineering)) {
      SyncUpForm().logging(into: log)
    }

    store.syncUp.title = "Engineering weekly"
    // `Slider(value: $store.syncUp.duration.minutes)`.
    store.syncUp.duration.minutes = 10

    var renamed = SyncUp.engineering
    renamed.title = "Engineering weekly"
    var lengthened = renamed
    lengthened.duration = .seconds(600)
    #expect(
      log.actions == [.binding(.set(\.syncUp, renamed)), .binding(.set(\.syncUp, lengthened))])
    #expect(store.syncUp == lengthened)

    // Setting what is already there sends nothing.
    store.syncUp.title = "Engineering weekly"
    #expect(log.actions.count == 2)
  }

  /// `.sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit))`:
  /// swiping the sheet away sets the binding to `nil`, which sends `.dismiss`.
  @Test func swipingTheEditSheetAwayDismissesIt() {
    let log = ActionLog<SyncUpDetail.Action>()
    let store = Store(initialState: SyncUpDetail.State(syncUp: Shared(value: .engineering))) {
      SyncUpDetail().logging(into: log)
    }

    #expect(store[state: \.destination?.edit, action: \.destination.edit] == nil)
    store.send(.editButtonTapped)
    let sheet = store[state: \.destination?.edit, action: \.destination.edit]
    #expect(sheet?.syncUp == .engineering)

    // The sheet's own field, through its store.
    sheet?.syncUp.title = "Eng"
    #expect(store.destination?.edit?.syncUp.title == "Eng")

    store[state: \.destination?.edit, action: \.destination.edit] = nil
    #expect(log.actions.last == .destination(.dismiss))
    #expect(store.destination == nil)
    #expect(store.syncUp == .engineering)
  }

  /// The alert's "Yes" button: `buttonTapped` sends its action, with its animation, and the
  /// alert goes away; the detail then asks the app to delete.
  @Test func alertButtonSendsItsActionWithItsAnimation() async {
    let log = ActionLog<SyncUpDetail.Action>()
    let store = Store(initialState: SyncUpDetail.State(syncUp: Shared(value: .engineering))) {
      SyncUpDetail().logging(into: log)
    }

    store.send(.deleteButtonTapped)
    let alert = store[state: \.destination?.alert, action: \.destination.alert]
    let buttons = alert?.withState(\.buttons) ?? []
    #expect(buttons.map(\.label) == ["Yes", "Nevermind"])
    alert?.buttonTapped(buttons[0])

    #expect(store.destination == nil)
    #expect(log.entries.count == 3)
    #expect(log.entries[1].action == .destination(.presented(.alert(.confirmDeletion))))
    #expect(log.entries[1].animation == .default)
    // NB: The `.send` effect's action is reduced inside the button's transaction too (it is
    // fed back before `send` returns), although Views/Animation.swift says effects are not.
    #expect(log.entries[2].action == .delegate(.deleteSyncUp(id: SyncUp.engineering.id)))
  }

  /// `NavigationStack(path: $store.scope(state: \.path, action: \.path))`: the back button
  /// gives a shorter path, which pops; `NavigationLink(state:)` appends a pending
  /// component, which pushes with the stack's next id.
  @Test func navigationPathPushesAndPops() {
    let log = ActionLog<SyncUps.AppFeature.Action>()
    let syncUps = Shared(value: IdentifiedArrayOf<SyncUp>([.engineering]))
    let store = Store(
      initialState: SyncUps.AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: syncUps))
    ) {
      SyncUps.AppFeature().logging(into: log)
    }
    let stack = store[state: \.path, action: \.path]
    let detail = SyncUpDetail.State(syncUp: Shared(value: .engineering))
    let meeting = Meeting(id: UUID(5), date: Date(timeIntervalSince1970: 0), transcript: "Hi")

    // The list's row link, then the detail's past-meeting link.
    var path = stack.navigationPath()
    path.append(StackState.Component(pushing: .detail(detail)))
    stack.setNavigationPath(path)
    path = stack.navigationPath()
    path.append(StackState.Component(pushing: .meeting(meeting, syncUp: .engineering)))
    stack.setNavigationPath(path)
    #expect(store.path.ids == [0, 1])
    #expect(
      log.actions == [
        .path(.push(id: 0, state: .detail(detail))),
        .path(.push(id: 1, state: .meeting(meeting, syncUp: .engineering))),
      ])

    // Back from the meeting.
    path = stack.navigationPath()
    path.removeLast()
    stack.setNavigationPath(path)
    #expect(log.actions.last == .path(.popFrom(id: 1)))
    #expect(store.path.ids == [0])

    // A link pushed after a pop gets a new id, never a reused one.
    path.append(StackState.Component(pushing: .meeting(meeting, syncUp: .engineering)))
    stack.setNavigationPath(path)
    #expect(store.path.ids == [0, 2])
  }

  /// The stack's `destination:` closure: the element store of a component, scoped to its
  /// case as the view does (`if let store = store.scope(state: \.detail, action: \.detail)`),
  /// then the detail's "Start Meeting" button, which pushes the meeting.
  @Test func elementStoreOfTheDetailStartsAMeeting() async {
    let log = ActionLog<SyncUps.AppFeature.Action>()
    let syncUp = Shared(value: SyncUp.engineering)
    let store = Store(
      initialState: SyncUps.AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: syncUp))]))
    ) {
      SyncUps.AppFeature().logging(into: log)
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .authorized }
    }
    let stack = store[state: \.path, action: \.path]
    let components = stack.navigationPath()
    let element = components.first.flatMap { stack.elementStore(for: $0) }
    let detail = element?.scope(state: \.detail, action: \.detail)
    #expect(element?.scope(state: \.record, action: \.record) == nil)
    #expect(detail?.syncUp.title == "Engineering")

    await detail?.send(.startMeetingButtonTapped, animation: .default).finish()
    #expect(
      log.actions == [
        .path(.element(id: 0, action: .detail(.startMeetingButtonTapped))),
        .path(.element(id: 0, action: .detail(.delegate(.startMeeting)))),
      ])
    #expect(log.entries[0].animation == .default)
    #expect(store.path.ids == [0, 1])
    #expect(store.path[id: 1] == .record(RecordMeeting.State(syncUp: syncUp)))
  }

  /// The add sheet, end to end through its bindings: "+" presents it, the form's fields are
  /// set through the sheet's store, and "Add" saves the sync-up to the list.
  @Test func addSheetThroughItsBindings() {
    let store = Store(
      initialState: SyncUpsList.State(syncUps: Shared(value: []))
    ) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    store.send(.addSyncUpButtonTapped, animation: .default)
    let sheet = store[state: \.destination?.add, action: \.destination.add]
    sheet?.syncUp.title = "Design"
    sheet?.syncUp.attendees[0].name = "Blob"
    sheet?.send(.addAttendeeButtonTapped)
    #expect(sheet?.focus == .attendee(UUID(2)))
    store.send(.confirmAddSyncUpButtonTapped)

    #expect(store.destination == nil)
    #expect(
      store.syncUps == [
        SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Blob")], title: "Design")
      ])
  }
}
