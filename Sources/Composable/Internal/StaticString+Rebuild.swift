extension StaticString {
  /// The pointer-represented static string whose UTF-8 bytes start at `address`: one that an
  /// ``OperatorSite`` took apart to keep in two words, put back together so that a diagnostic
  /// reaches XCTest (which takes a file path only as a `StaticString`) at the user's file.
  ///
  /// `nil` when `address` is 0 or the layout check below fails.
  ///
  /// NB: Safe because `StaticString` is `@frozen` (its layout is part of the standard library's
  /// ABI on every platform with a stable ABI, and unchanged since Swift 3 elsewhere): a pointer
  /// word (`_startPtrOrData`), a count word (`_utf8CodeUnitCount`) and one byte of flags (bit 0
  /// clear: a pointer, not a scalar; bit 1: the bytes are ASCII), which is the layout of the
  /// tuple `(UInt, UInt, UInt8)` built here. `unsafeBitCast` also checks at run time that the
  /// sizes agree, and the guard returns `nil` rather than trap if they ever did not. The
  /// address comes only from a `StaticString`'s own `utf8Start`, so it points at constant data
  /// that lives as long as the process, and the count is the string's whole count (a cut one
  /// could end inside a character: `OperatorSite` keeps 62 bits of it). `StaticStringRebuildTests` rebuilds ASCII and
  /// non-ASCII literals and compares every observable property with the original: a wrong
  /// layout fails it.
  init?(rebuildingAddress address: UInt, utf8CodeUnitCount count: UInt, isASCII: Bool) {
    typealias Parts = (UInt, UInt, UInt8)
    guard address != 0, MemoryLayout<Parts>.size == MemoryLayout<StaticString>.size else {
      return nil
    }
    let parts: Parts = (address, count, isASCII ? 0b10 : 0)
    self = unsafeBitCast(parts, to: StaticString.self)
  }
}
