import Testing

@testable import Composable

/// Pins the layout proof of `StaticString(rebuildingAddress:utf8CodeUnitCount:isASCII:)`: a
/// static string taken apart and rebuilt has every observable property of the original.
@Suite struct StaticStringRebuildTests {
  func rebuilt(_ string: StaticString) -> StaticString? {
    StaticString(
      rebuildingAddress: UInt(bitPattern: string.utf8Start),
      utf8CodeUnitCount: UInt(string.utf8CodeUnitCount), isASCII: string.isASCII)
  }

  @Test(arguments: [
    "Sources/App/Feature.swift" as StaticString, "/Users/zoë/Ünïcode/Fëature.swift", "",
    #filePath,
  ])
  func rebuildsEveryPropertyOfAPointerString(_ string: StaticString) throws {
    let copy = try #require(rebuilt(string))
    #expect(copy.hasPointerRepresentation)
    #expect(copy.utf8Start == string.utf8Start)
    #expect(copy.utf8CodeUnitCount == string.utf8CodeUnitCount)
    #expect(copy.isASCII == string.isASCII)
    #expect(copy.description == string.description)
    copy.withUTF8Buffer { copied in
      string.withUTF8Buffer { original in #expect(Array(copied) == Array(original)) }
    }
  }

  @Test func aNullAddressIsNoString() {
    #expect(StaticString(rebuildingAddress: 0, utf8CodeUnitCount: 3, isASCII: true) == nil)
  }
}
