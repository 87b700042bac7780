import Composable
import SwiftUI
import SyncUps

// An app's entry point, as TCA 1.25's SyncUps writes it: one store for the app's lifetime,
// shown in a window group. Not `@main` here (this is a library target).

struct SyncUpsApp: App {
  @MainActor static let store = Store(initialState: AppFeature.State()) { AppFeature() }

  var body: some Scene {
    WindowGroup {
      AppView(store: Self.store)
    }
  }
}
