import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's modes: raw input, the alternate screen, and putting both back.
final class Terminal: Sendable {
  private let original: termios?

  init() {
    var settings = termios()
    original = tcgetattr(STDIN_FILENO, &settings) == 0 ? settings : nil
  }

  /// The width in columns, 80 when unknown.
  var width: Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// Keys arrive one at a time, unechoed; the screen switches to the alternate buffer.
  func enter() {
    if var raw = original {
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }
    Output.write("\u{1B}[?1049h\u{1B}[?25l")
  }

  /// Restores the terminal as it was.
  func leave() {
    Output.write("\u{1B}[?25h\u{1B}[?1049l")
    if var settings = original {
      tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }
  }

  /// Restores the terminal and exits on Ctrl-C (SIGINT) and SIGTERM.
  func restoreOnSignals() -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { [self] in
        leave()
        exit(128 + number)
      }
      source.resume()
      return source
    }
  }
}
