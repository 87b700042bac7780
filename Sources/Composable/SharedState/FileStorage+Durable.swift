import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `data` over the file at `url` so that after a crash or a power loss the file is the
/// old one or the new one, never a mix or an empty file: into a new file beside it, flushed
/// to the disk (`fsync`), moved over it (`rename`, atomic), then its folder flushed, so that
/// the move itself is on the disk. (`Data.write(options: .atomic)` moves a new file over the
/// old one too, but flushes neither, and a file system may then keep the move and lose the
/// new file's contents.)
///
/// - Parameters:
///   - data: The contents.
///   - url: The file.
func writeDurably(_ data: Data, to destination: URL) throws {
  // NB: Through a symbolic link, the file it names is replaced (the link stays, even when
  // what it names does not exist yet), as a write in place would; and the new file keeps the
  // old one's permissions (a file made private stays private).
  let url = try fileBehindLinks(destination)
  let folder = url.deletingLastPathComponent()
  let temporary = folder.appendingPathComponent(
    ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
  guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
  }
  do {
    let handle = try FileHandle(forWritingTo: temporary)
    defer { try? handle.close() }
    try handle.write(contentsOf: data)
    try handle.synchronize()
    if let permissions = try? FileManager.default.attributesOfItem(atPath: url.path)[
      .posixPermissions]
    {
      try FileManager.default.setAttributes(
        [.posixPermissions: permissions], ofItemAtPath: temporary.path)
    }
    guard rename(temporary.path, url.path) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  } catch {
    try? FileManager.default.removeItem(at: temporary)
    throw error
  }
  let descriptor = open(folder.path, O_RDONLY)
  if descriptor >= 0 {
    _ = fsync(descriptor)
    _ = close(descriptor)
  }
}

/// The file a path names, through symbolic links: its folder's, and its own (a relative link
/// read from the link's folder), so that a write replaces the file a link names and two
/// spellings of one file (`real/v.json`, `alias/v.json` with `alias` a link to `real`) are
/// one file. A link naming nothing yet gives the path it names.
///
/// - Parameter url: A file's location.
/// - Returns: Where the file is (or would be).
/// - Throws: `ELOOP` for a chain of more than 32 links (a loop).
func fileBehindLinks(_ url: URL) throws -> URL {
  func inResolvedFolder(_ url: URL) -> URL {
    url.deletingLastPathComponent().resolvingSymlinksInPath()
      .appendingPathComponent(url.lastPathComponent)
  }
  var current = inResolvedFolder(url.standardizedFileURL)
  for _ in 0..<32 {
    guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)
    else { return current }
    let target =
      destination.hasPrefix("/")
      ? URL(fileURLWithPath: destination)
      : current.deletingLastPathComponent().appendingPathComponent(destination)
    current = inResolvedFolder(target.standardizedFileURL)
  }
  throw POSIXError(.ELOOP)
}
