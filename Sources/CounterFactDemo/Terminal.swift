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

  /// The size in columns and rows, 80 × 24 when unknown.
  var size: (width: Int, height: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Keys arrive one at a time, unechoed; the screen switches to the alternate buffer.
  ///
  /// Ctrl-C, Ctrl-\ and Ctrl-Z still raise their signals (`ISIG` stays on), so that
  /// ``handleSignals(redraw:)`` can put the terminal back before the process ends or stops.
  /// Output flow control is off (`IXON`): Ctrl-S would otherwise stop the terminal's output
  /// until Ctrl-Q, which looks like a frozen app; here it is a key like any other.
  func enter() {
    if var raw = original {
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      raw.c_iflag &= ~tcflag_t(IXON)
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

  /// Handles every signal that ends, stops or resizes the app while it owns the terminal.
  ///
  /// - SIGINT (Ctrl-C), SIGQUIT (Ctrl-\\), SIGTERM and SIGHUP: restore the terminal, then
  ///   exit with status 128 + the signal's number, as a shell reports a signal's death.
  /// - SIGTSTP (Ctrl-Z): restore the terminal, then stop; SIGCONT (`fg`): take the terminal
  ///   again and redraw.
  /// - SIGWINCH (a resize): redraw at once.
  ///
  /// The signals are delivered as Dispatch sources on the main queue (their default actions
  /// are turned off first), so the handlers run as ordinary code, not in a signal handler.
  ///
  /// - Parameter redraw: Draws the whole screen; called on the main actor.
  /// - Returns: The sources; they handle signals for as long as they are alive.
  func handleSignals(redraw: @escaping @MainActor @Sendable () -> Void)
    -> [any DispatchSourceSignal]
  {
    func source(_ number: Int32, _ handler: @escaping @Sendable () -> Void)
      -> any DispatchSourceSignal
    {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler(handler: handler)
      source.resume()
      return source
    }
    let ending = [SIGINT, SIGQUIT, SIGTERM, SIGHUP].map { number in
      source(number) { [self] in
        leave()
        exit(128 + number)
      }
    }
    let stop = source(SIGTSTP) { [self] in
      leave()
      // SIGSTOP cannot be caught or ignored: the process stops here until SIGCONT.
      kill(getpid(), SIGSTOP)
    }
    let resume = source(SIGCONT) { [self] in
      enter()
      Task { @MainActor in redraw() }
    }
    let resize = source(SIGWINCH) {
      Task { @MainActor in redraw() }
    }
    return ending + [stop, resume, resize]
  }
}
