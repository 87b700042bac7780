import Foundation
import Testing

@testable import Composable

/// A file storage's write: a new file flushed to the disk, moved over the old one, its folder
/// flushed (the old file or the new one after a power loss; `.atomic` flushed nothing). A
/// power loss cannot be made here: these test what can be seen, the contents and no file left
/// behind, whether the write succeeds or fails.
@Suite struct DurableWriteTests {
  func folder() throws -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("DurableWriteTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aWriteReplacesTheFileAndLeavesNothingElse() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("facts.json")
    try writeDurably(Data("old".utf8), to: file)
    try writeDurably(Data("new".utf8), to: file)
    #expect(try Data(contentsOf: file) == Data("new".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["facts.json"])
  }

  @Test func aWriteKeepsTheFilesPermissions() throws {
    // From the review: a file made private became readable by all after a write.
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("facts.json")
    try writeDurably(Data("old".utf8), to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    try writeDurably(Data("new".utf8), to: file)
    let permissions =
      try FileManager.default.attributesOfItem(atPath: file.path)[
        .posixPermissions] as? NSNumber
    #expect(permissions?.intValue == 0o600)
    #expect(try Data(contentsOf: file) == Data("new".utf8))
  }

  @Test func aWriteThroughASymbolicLinkReplacesTheFileItNames() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("real.json")
    let link = folder.appendingPathComponent("facts.json")
    try writeDurably(Data("old".utf8), to: target)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    try writeDurably(Data("new".utf8), to: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try Data(contentsOf: target) == Data("new".utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["facts.json", "real.json"])
  }

  @Test func aFailedWriteLeavesTheOldFileAndNothingElse() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder where the file should be: the move fails.
    let file = folder.appendingPathComponent("facts.json")
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)
    #expect(throws: (any Error).self) { try writeDurably(Data("new".utf8), to: file) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["facts.json"])
  }
}
