import Foundation
import Testing

@testable import Composable

/// A file reached through symbolic links (found by a sixth review): a link naming nothing
/// yet, a loop of links, and one file reached through a linked folder.
@MainActor
@Suite struct FileLinkTests {
  /// Writing through a link whose file does not exist yet makes that file; the link stays.
  @Test func aWriteThroughALinkToNothingYetMakesTheFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let target = folder.file("real.json")
    let link = folder.file("facts.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    try writeDurably(Data("new".utf8), to: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try Data(contentsOf: target) == Data("new".utf8))
  }

  /// A loop of links is a file that can't be read (a load error, reported), not an absent one;
  /// and no write replaces a link of it.
  @Test func aLoopOfLinksIsUnreadable() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let first = folder.file("v.json")
    let second = folder.file("w.json")
    try FileManager.default.createSymbolicLink(at: first, withDestinationURL: second)
    try FileManager.default.createSymbolicLink(at: second, withDestinationURL: first)
    let (shared, messages) = withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .zero)
    } operation: {
      diagnostics { Shared(wrappedValue: 7, .fileStorage(first)) }
    }
    guard case .unreadable? = shared.loadError as? FileStorageError else {
      Issue.record("Expected unreadable, not \(String(describing: shared.loadError))")
      return
    }
    #expect(messages.count == 1)
    _ = diagnostics { shared.withLock { $0 = 8 } }
    #expect(shared.saveError != nil)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: first.path)) != nil)
  }

  /// `real/v.json` and `alias/v.json`, where `alias` is a link to `real`: one file, one value.
  @Test func twoSpellingsOfOneFileAreOneValue() throws {
    let folder = try TemporaryFolder()
    defer { folder.cleanUp() }
    let real = folder.file("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    let alias = folder.file("alias")
    try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: real)
    try withDependencies {
      $0.defaultFileStorage = .fileSystem(writeDelay: .zero)
    } operation: {
      let a = Shared(wrappedValue: 0, .fileStorage(real.appendingPathComponent("v.json")))
      let b = Shared(wrappedValue: 0, .fileStorage(alias.appendingPathComponent("v.json")))
      a.withLock { $0 = 1 }
      #expect(b.wrappedValue == 1)
      b.withLock { $0 = 2 }
      #expect(a.wrappedValue == 2)
      let written = try JSONDecoder().decode(
        Int.self, from: Data(contentsOf: real.appendingPathComponent("v.json")))
      #expect(written == 2)
    }
  }
}
