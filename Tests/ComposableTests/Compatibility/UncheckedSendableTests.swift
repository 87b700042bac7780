import Composable
import Foundation
import Testing

// `UncheckedSendable`, swift-concurrency-extras' spelling, and the two facts its
// `@unchecked Sendable` rests on: it holds the value and nothing else, and the library never
// uses one itself.

/// Not `Sendable`: a framework object such as a speech request.
private final class Recognition {
  var partialResults = true
  var words: [String] = []
}

private struct Wrapped {
  @UncheckedSendable var recognition = Recognition()
}

@Suite struct UncheckedSendableTests {
  @Test func itCarriesANonSendableValueIntoATask() async {
    let recognition = UncheckedSendable(Recognition())
    let words = await Task.detached {
      recognition.value.words.append("stand-up")
      return recognition.words
    }.value
    #expect(words == ["stand-up"])
    #expect(recognition.partialResults)
  }

  @Test func itReadsAndWritesThroughItsMembersAndAsAPropertyWrapper() {
    var request = UncheckedSendable(Recognition())
    request.partialResults = false
    #expect(request.value.partialResults == false)
    var wrapped = Wrapped()
    wrapped.recognition.words = ["a"]
    #expect(wrapped.$recognition.words == ["a"])
    wrapped.recognition = Recognition()
    #expect(wrapped.$recognition.value.words.isEmpty)
    #expect(UncheckedSendable(1) == UncheckedSendable(1))
    #expect(UncheckedSendable(1) != UncheckedSendable(2))
    #expect(Set([UncheckedSendable("a"), UncheckedSendable("a")]).count == 1)
  }

  /// Proof, part one: the wrapper adds no state of its own, nothing that two holders of one
  /// could share besides the value they were given.
  @Test func itHoldsTheValueAndNothingElse() {
    #expect(MemoryLayout<UncheckedSendable<Recognition>>.size == MemoryLayout<Recognition>.size)
    #expect(MemoryLayout<UncheckedSendable<[Int]>>.size == MemoryLayout<[Int]>.size)
    let children = Mirror(reflecting: UncheckedSendable(Recognition())).children
    #expect(children.map(\.label) == ["value"])
  }

  /// Proof, part two: the library's sources never name it outside its own file, so nothing the
  /// library does relies on a promise a user made.
  @Test func theLibraryNeverUsesItItself() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let own = "Composable/Compatibility/UncheckedSendable.swift"
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.contains(own))
    #expect(files.count > 100)
    let naming = try files.filter { file in
      let text = try String(
        contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      return text.contains("UncheckedSendable")
    }
    #expect(naming == [own])
  }
}
