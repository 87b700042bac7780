import Composable
import CounterFactFeature

/// One command per line; after each, its effects are awaited and one line of state printed.
@MainActor
struct LineMode {
  let store: StoreOf<CounterFact>

  func run() async -> Int32 {
    for await line in Input.lines() {
      if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      guard let command = DemoCommand(line: line) else {
        Output.error(
          "error: unknown command '\(line)' (commands: increment, +, decrement, -, fact, "
            + "dismiss, save, favorites, delete, back, quit)\n")
        continue
      }
      switch command {
      case .quit:
        return 0
      case let .send(action):
        await store.send(action).finish()
        Output.write(CounterFactRendering.line(store.state) + "\n")
      case .showFavorites:
        await store.send(.favoritesButtonTapped).finish()
        Output.write(CounterFactRendering.favoritesList(store.state.favorites) + "\n")
      }
    }
    return 0
  }
}
