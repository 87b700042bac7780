import Testing

@testable import CounterFactDemo

/// The demo's keys: an arrow or function key's escape sequence is no key at all (before, an
/// arrow's `ESC [ B` was Esc, `[` and `B`: Esc and "back" on the favourites screen).
@Suite struct DemoKeysTests {
  func keys(_ text: [UInt8]) -> [UInt8] { Input.keys(in: text) }

  @Test func escapeSequencesAreLeftOut() {
    let esc: UInt8 = 0x1B
    #expect(keys([esc, 0x5B, 0x41]).isEmpty)  // Up
    #expect(keys([esc, 0x5B, 0x42]).isEmpty)  // Down
    #expect(keys([esc, 0x4F, 0x50]).isEmpty)  // F1
    #expect(keys([esc, 0x5B, 0x31, 0x35, 0x7E]).isEmpty)  // F5
    #expect(keys([esc, 0x5B, 0x31, 0x3B, 0x35, 0x43]).isEmpty)  // Ctrl-Right
    #expect(keys([0x6A, esc, 0x5B, 0x42, 0x6B]) == [0x6A, 0x6B])
  }

  @Test func escAloneAndPlainKeysStay() {
    #expect(keys([0x1B]) == [0x1B])
    #expect(keys([0x1B, 0x64]) == [0x1B, 0x64])
    #expect(keys(Array("+-fsvq".utf8)) == Array("+-fsvq".utf8))
  }

  /// A byte that cannot end a sequence is a key (from a review: `ESC [` then Ctrl-C lost the
  /// Ctrl-C, and `ESC [ é` left half of the é).
  @Test func aByteThatEndsNoSequenceIsAKey() {
    #expect(keys([0x1B, 0x5B, 0x03]) == [0x03])
    #expect(keys([0x1B, 0x5B, 0xC3, 0xA9]) == [0xC3, 0xA9])
    #expect(keys([0x1B, 0x4F, 0x03]) == [0x03])
    #expect(keys([0x1B, 0x5B]).isEmpty)
    #expect(keys([0x1B, 0x1B, 0x1B]) == [0x1B, 0x1B, 0x1B])
  }
}
