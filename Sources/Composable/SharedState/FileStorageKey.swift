import Foundation

/// A key for a `Codable` value kept in a JSON file: swift-sharing's `.fileStorage`, on
/// Linux as on Apple platforms.
///
/// ```swift
/// @Shared(.fileStorage(.documentsDirectory.appending(path: "favorites.json")))
/// var favorites: [Fact] = []
/// ```
///
/// - The file is read when the first holder is created. No file: the default. A file that
///   can't be read or decoded: the default, the error as ``Shared/loadError``, and a
///   diagnostic naming the file. Nothing is written until the value changes.
/// - Changes are written through ``DependencyValues/defaultFileStorage``: batched in an app
///   (see ``FileStorage/fileSystem``; never lost to a pending write: flushed when the last
///   holder goes and when the process ends), at once in a test's in-memory file system.
/// - A write that fails keeps the value in memory, sets ``Shared/saveError`` and reports a
///   diagnostic naming the file; the next change writes again.
/// - On Apple platforms a change another process makes to the file is picked up while a
///   holder lives (a Dispatch file-system source on its folder). Linux has no such source:
///   there, another process's change is read at the next launch or ``Shared/load()``.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey, BatchingSharedKey,
  CustomStringConvertible
{
  let url: URL
  let storage: FileStorage

  init(url: URL) {
    self.url = url
    self.storage = DependencyValues._current.defaultFileStorage
  }

  /// The file, in its in-memory file system if it is in one.
  public var id: FileStorageKeyID {
    switch storage.system.kind {
    // NB: Through links: two spellings of one file (a linked folder) are one value.
    case .disk:
      FileStorageKeyID(url: (try? fileBehindLinks(url)) ?? url.standardizedFileURL, storage: nil)
    case .memory:
      FileStorageKeyID(url: url.standardizedFileURL, storage: ObjectIdentifier(storage.system))
    }
  }

  /// `.fileStorage("/path/to/file.json")`.
  public var description: String { ".fileStorage(\(stringLiteral(url.path)))" }

  /// Reads and decodes the file: `nil` when there is none (or it is empty).
  public func load(context: LoadContext<Value>) throws -> Value? {
    let data: Data?
    do {
      data = try storage.system.read(url)
    } catch {
      throw FileStorageError.unreadable(path: url.path, underlying: "\(error)")
    }
    guard let data, !data.isEmpty else { return nil }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw FileStorageError.undecodable(path: url.path, underlying: "\(error)")
    }
  }

  /// Hears of changes other processes make to the file, where the platform can (see the
  /// type's documentation).
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    guard case .disk = storage.system.kind else { return SharedSubscription {} }
    return watchFolder(of: url) { [self] in
      // NB: Our own writes change the folder too; a value equal to the file's is a no-op
      // for observers only in identity, so skip data already pending or just written.
      guard storage.system.pending.withLock({ $0[url] == nil }) else { return }
      subscriber.onValue(Result { try load(context: .userInitiated) })
    }
  }

  /// Encodes the value and writes it (batched, see ``FileStorage``).
  public func save(_ value: Value, context: SaveContext) throws {
    try save(value, context: context) { _ in }
  }

  /// Encodes the value and writes it (batched), calling `onWritten` when it is written.
  func save(
    _ value: Value, context: SaveContext, onWritten: @escaping @Sendable ((any Error)?) -> Void
  ) throws {
    let path = url.path
    storage.system.save(
      {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
          return try encoder.encode(value)
        } catch {
          throw FileStorageError.unencodable(path: path, underlying: "\(error)")
        }
      }, to: url
    ) { error in
      onWritten(
        error.map { $0 as? FileStorageError ?? .unwritable(path: path, underlying: "\($0)") })
    }
    if context == .userInitiated { storage.system.flush(url) }
  }

  /// Writes the pending value now.
  func flushPendingSave() {
    storage.system.flush(url)
  }
}

/// The identity of a stored file: its location, in its in-memory file system if it has one.
///
/// Every storage of the disk shares one identity (a file is one value, whatever the write
/// delay of its holders), and holders of any value type share it (holding one file with
/// two types is reported).
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: ObjectIdentifier?
}

extension SharedReaderKey {
  /// A `Codable` value kept in the JSON file at `url` (see ``FileStorageKey``).
  ///
  /// - Parameter url: The file.
  /// - Returns: The key.
  public static func fileStorage<Value: Codable & Sendable>(
    _ url: URL
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }
}

/// Why a file-stored value could not be loaded or saved; its description names the file.
public enum FileStorageError: Error, CustomStringConvertible, Equatable {
  /// The file exists but can't be read.
  case unreadable(path: String, underlying: String)
  /// The file's contents are not the value's JSON (corrupt, or of another version).
  case undecodable(path: String, underlying: String)
  /// The file can't be written (a folder that can't be created or written to).
  case unwritable(path: String, underlying: String)
  /// The value can't be encoded as JSON (a `Double` that is not finite).
  case unencodable(path: String, underlying: String)

  /// What went wrong, with the file's path.
  public var description: String {
    switch self {
    case let .unreadable(path, underlying): "Can't read \(path): \(underlying)"
    case let .undecodable(path, underlying):
      "The contents of \(path) are not a valid value: \(underlying)"
    case let .unwritable(path, underlying): "Can't write \(path): \(underlying)"
    case let .unencodable(path, underlying):
      "The value for \(path) can't be encoded as JSON: \(underlying)"
    }
  }
}

/// Calls `onChange` when the folder of `url` changes (Apple platforms; nothing elsewhere).
func watchFolder(
  of url: URL, onChange: @escaping @Sendable () -> Void
) -> SharedSubscription {
  #if canImport(Darwin)
    let folder = url.deletingLastPathComponent().path
    let descriptor = open(folder, O_EVTONLY)
    guard descriptor >= 0 else { return SharedSubscription {} }
    let source = DispatchSource.makeFileSystemObjectSource(
      fileDescriptor: descriptor, eventMask: [.write, .rename, .delete, .extend],
      queue: DispatchQueue.global())
    source.setEventHandler { onChange() }
    source.setCancelHandler { close(descriptor) }
    source.resume()
    return SharedSubscription { source.cancel() }
  #else
    return SharedSubscription {}
  #endif
}
