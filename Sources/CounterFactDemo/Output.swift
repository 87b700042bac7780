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

  /// Keys of standard input, as they are typed (in raw mode): one byte each, with the escape
  /// sequences of keys the demo does not use (arrows, function keys) left out.
  static func bytes() -> AsyncStream<UInt8> {
    AsyncStream { continuation in
      let thread = Thread {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
          guard count > 0 else { break }
          for key in keys(in: buffer[..<count]) { continuation.yield(key) }
        }
        continuation.finish()
      }
      thread.start()
    }
  }

  /// The keys in what one read of the terminal returned: its bytes, except escape sequences
  /// (`ESC [` then parameters up to a final byte, as arrows and most function keys send;
  /// `ESC O` and one byte, as F1–F4 send). A terminal writes a key's sequence at once, so
  /// an escape sequence is within one read; an `ESC` with nothing after it is the Esc key.
  static func keys(in chunk: some Collection<UInt8>) -> [UInt8] {
    let bytes = Array(chunk)
    var keys: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : nil
      if byte == 0x1B, next == UInt8(ascii: "[") {
        index += 2
        // Parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E). A byte
        // that is neither ends the sequence without being part of it: it is a key.
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        if index < bytes.count, (0x40...0x7E).contains(bytes[index]) { index += 1 }
      } else if byte == 0x1B, next == UInt8(ascii: "O") {
        // One final byte (0x40–0x7E) after `ESC O`; another byte is a key.
        index += 2
        if index < bytes.count, (0x40...0x7E).contains(bytes[index]) { index += 1 }
      } else {
        keys.append(byte)
        index += 1
      }
    }
    return keys
  }
}
