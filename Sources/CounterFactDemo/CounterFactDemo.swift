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
    let screenMode = isatty(STDIN_FILENO) == 1
    let changes = options.printChanges ? ChangeLog() : nil
    // In the full-screen view, the pane shows the log; standard error gets it too when it
    // is redirected (`2>file`), never when it is the terminal the view is drawn on.
    changes?.writesStandardError = !screenMode || isatty(STDERR_FILENO) == 0
    let favorites = Shared<[String]>(
      wrappedValue: [], .fileStorage(favoritesFile(in: options.dataDirectory)))
    let recorder = options.recordFile.map { Recorder(file: URL(fileURLWithPath: $0)) }
    let store = Store(initialState: CounterFact.State(favorites: favorites)) {
      Recording(recorder: recorder)._printChanges(
        changes.map { log in
          .customDump(write: { message in
            // The store runs its reducer on the main actor, so the printer is called there.
            MainActor.assumeIsolated { log.append(message) }
          })
        })
    } withDependencies: {
      $0.numberFact = client
    }
    let status =
      screenMode
      ? await ScreenMode(store: store, changes: changes).run()
      : await LineMode(store: store).run()
    // NB: `exit` flushes the favourites' pending write (the library registers with
    // `atexit`); nothing saved is lost to the write's delay.
    exit(status)
  }

  /// The favourites' file: in `directory`, or the user's data folder.
  static func favoritesFile(in directory: String?) -> URL {
    if let directory {
      return URL(fileURLWithPath: directory).appendingPathComponent("favorites.json")
    }
    let base =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
    return base.appendingPathComponent("CounterFactDemo/favorites.json")
  }
}

/// The feature, recorded to `recorder` when there is one.
struct Recording: Reducer {
  let recorder: Recorder?

  var body: some ReducerOf<CounterFact> {
    if let recorder {
      CounterFact()._record(to: recorder)
    } else {
      CounterFact()
    }
  }
}
