import Composable
import CounterFactFeature
import Foundation

/// A full-screen view, redrawn on every state change, driven by single keys.
@MainActor
struct ScreenMode {
  let store: StoreOf<CounterFact>

  func run() async -> Int32 {
    let terminal = Terminal()
    terminal.enter()
    let signals = terminal.restoreOnSignals()
    let draw: @MainActor (CounterFact.State) -> Void = { state in
      let lines = CounterFactRendering.screen(state, width: terminal.width)
      Output.write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
    }
    draw(store.state)
    let subscription = store.subscribe(draw)
    keys: for await key in Input.bytes() {
      switch key {
      case UInt8(ascii: "+"), UInt8(ascii: "="): store.send(.incrementButtonTapped)
      case UInt8(ascii: "-"), UInt8(ascii: "_"): store.send(.decrementButtonTapped)
      case UInt8(ascii: "f"), UInt8(ascii: "F"): store.send(.numberFactButtonTapped)
      case UInt8(ascii: "d"), UInt8(ascii: "D"), 0x1B: store.send(.alert(.dismiss))
      case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04: break keys
      default: continue
      }
    }
    subscription.cancel()
    terminal.leave()
    withExtendedLifetime(signals) {}
    return 0
  }
}
