import Composable
import CounterFactFeature
import Foundation

/// A full-screen view, redrawn on every state change and resize, driven by single keys.
@MainActor
struct ScreenMode {
  let store: StoreOf<CounterFact>
  /// The `--print-changes` log, shown in a pane under the view; `nil` without the option.
  let changes: ChangeLog?

  func run() async -> Int32 {
    let terminal = Terminal()
    terminal.enter()
    let draw: @MainActor @Sendable () -> Void = { [store, changes] in
      let size = terminal.size
      let lines =
        if let changes {
          CounterFactRendering.screen(
            store.state, log: changes.lines, width: size.width, height: size.height)
        } else {
          CounterFactRendering.screen(store.state, width: size.width)
        }
      Output.write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
    }
    let signals = terminal.handleSignals(redraw: draw)
    // A change is logged while the store is still reducing: draw once the send is over.
    changes?.onAppend = { Task { @MainActor in draw() } }
    draw()
    let subscription = store.subscribe { _ in draw() }
    // NB: The keys drive the store through the same models SwiftUI's bindings use (Docs/
    // SwiftUI.md): the favourites screen's store while it is presented, set to `nil` to go
    // back; the alert's, set to `nil` to dismiss it (nothing is sent when none is shown).
    keys: for await key in Input.bytes() {
      if let favorites = store[state: \.favoritesScreen, action: \.favoritesScreen] {
        switch key {
        case UInt8(ascii: "j"), UInt8(ascii: "J"): favorites.send(.selectNext)
        case UInt8(ascii: "k"), UInt8(ascii: "K"): favorites.send(.selectPrevious)
        case UInt8(ascii: "x"), UInt8(ascii: "X"): favorites.send(.deleteButtonTapped)
        case UInt8(ascii: "b"), UInt8(ascii: "B"): favorites.send(.backButtonTapped)
        case 0x1B: store[state: \.favoritesScreen, action: \.favoritesScreen] = nil
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04: break keys
        default: continue
        }
        continue
      }
      switch key {
      case UInt8(ascii: "+"), UInt8(ascii: "="): store.send(.incrementButtonTapped)
      case UInt8(ascii: "-"), UInt8(ascii: "_"): store.send(.decrementButtonTapped)
      case UInt8(ascii: "f"), UInt8(ascii: "F"): store.send(.numberFactButtonTapped)
      case UInt8(ascii: "s"), UInt8(ascii: "S"): store.send(.saveFactButtonTapped)
      case UInt8(ascii: "v"), UInt8(ascii: "V"): store.send(.favoritesButtonTapped)
      case UInt8(ascii: "d"), UInt8(ascii: "D"), 0x1B:
        store[state: \.alert, action: \.alert] = nil
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04: break keys
      default: continue
      }
    }
    subscription.cancel()
    changes?.onAppend = nil
    terminal.leave()
    withExtendedLifetime(signals) {}
    return 0
  }
}

/// Where `--print-changes` writes: standard error, and in the full-screen view a pane that
/// the redraws keep (standard error is then written only when it is not the terminal, as
/// with `2>changes.log`).
@MainActor
final class ChangeLog {
  /// The newest lines, oldest first: at most ``capacity``.
  private(set) var lines: [String] = []
  /// How many lines the pane keeps.
  let capacity = 200
  /// Whether each change is also written to standard error.
  var writesStandardError = true
  /// Called after each change is logged (the screen redraws).
  var onAppend: (@MainActor () -> Void)?

  /// Logs one change message (several lines).
  func append(_ message: String) {
    if writesStandardError { Output.error(message + "\n") }
    lines += message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
    onAppend?()
  }
}
