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
  // NB: Through a symbolic link, the file it names is replaced (the link stays), as a write
  // in place would; and the new file keeps the old one's permissions (a file made private
  // stays private).
  let url = destination.resolvingSymlinksInPath()
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
