import Foundation

/// Unbuffered writes to the standard streams.
enum Output {
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Standard input, read on a thread of its own and delivered as an async sequence.
enum Input {
  /// Lines of standard input, without their line breaks.
  static func lines() -> AsyncStream<String> {
    AsyncStream { continuation in
      let thread = Thread {
        while let line = readLine(strippingNewline: true) { continuation.yield(line) }
        continuation.finish()
      }
      thread.start()
    }
  }

  /// Bytes of standard input, as they are typed (in raw mode).
  static func bytes() -> AsyncStream<UInt8> {
    AsyncStream { continuation in
      let thread = Thread {
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) == 1 { continuation.yield(byte) }
        continuation.finish()
      }
      thread.start()
    }
  }
}
