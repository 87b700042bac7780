import Composable
import CounterFactFeature
import Foundation

/// `swift run CounterFactDemo`: the counter / number-fact feature in a terminal.
@main
enum CounterFactDemo {
  static func main() async {
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(
        Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
    } catch {
      Output.error("error: \(error)\n\n\(DemoOptions.usage)\n")
      exit(64)
    }
    if options.help {
      print(DemoOptions.usage)
      return
    }
    let client: NumberFactClient =
      options.offline ? .offline : .live(baseURL: options.apiURL).withOfflineFallback()
    let store = Store(initialState: CounterFact.State()) {
      CounterFact()._printChanges(
        options.printChanges ? .customDump(write: { Output.error($0 + "\n") }) : nil)
    } withDependencies: {
      $0.numberFact = client
    }
    let status =
      isatty(STDIN_FILENO) == 1
      ? await ScreenMode(store: store).run()
      : await LineMode(store: store).run()
    exit(status)
  }
}
