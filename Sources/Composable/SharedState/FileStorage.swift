import ComposableAtomics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where ``FileStorageKey`` values are read and written: the file system (batching writes),
/// or an in-memory file system (what tests get).
///
/// Override ``DependencyValues/defaultFileStorage`` to choose, for example to test against
/// real files:
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.defaultFileStorage = .fileSystem(writeDelay: .zero)
/// }
/// ```
public struct FileStorage: Sendable {
  let system: FileSystem

  /// The file system, writes batched: a change is written one second after the first
  /// change since the last write, and at once when the last holder of the value goes, when
  /// the process exits (`exit`, or returning from `main`), and when an app is sent to the
  /// background or terminated.
  public static let fileSystem = FileStorage(system: FileSystem(kind: .disk, delay: .seconds(1)))

  /// The file system, with writes batched over `writeDelay` (`.zero`: written at each
  /// change).
  ///
  /// - Parameter writeDelay: How long after a change its write waits for more changes.
  /// - Returns: A storage writing to disk.
  public static func fileSystem(writeDelay: Duration) -> FileStorage {
    FileStorage(system: FileSystem(kind: .disk, delay: writeDelay > .zero ? writeDelay : nil))
  }

  /// A new, empty in-memory file system, written at each change: what each test gets.
  ///
  /// - Parameter files: Files it starts with (a corrupt one, to test recovery).
  /// - Returns: The storage.
  public static func inMemory(files: [URL: Data] = [:]) -> FileStorage {
    FileStorage(system: FileSystem(kind: .memory(LockIsolated(files)), delay: nil))
  }

  /// The contents of the file at `url` in this storage, or `nil` when there is none.
  ///
  /// Reads what was written, pending writes included (for tests).
  ///
  /// - Parameter url: The file.
  /// - Returns: Its data.
  public func contents(of url: URL) -> Data? {
    if let pending = system.pending.withLock({ $0[url]?.encode }) { return try? pending() }
    return try? system.read(url)
  }
}

/// The file system behind a ``FileStorage``, and its pending writes.
final class FileSystem: Sendable {
  enum Kind: Sendable {
    case disk
    case memory(LockIsolated<[URL: Data]>)
  }

  struct Pending: Sendable {
    /// Encodes the value to write: run when it is written, so that a batch of changes
    /// encodes once.
    var encode: @Sendable () throws -> Data
    var onWritten: @Sendable ((any Error)?) -> Void
  }

  let kind: Kind
  /// How long a write waits for more changes; `nil`: written at once.
  let delay: Duration?
  let pending = LockIsolated<[URL: Pending]>([:])
  /// Held while a pending write is written: a flush (at exit) waits for one in progress.
  private let writing = NSRecursiveLock()

  init(kind: Kind, delay: Duration?) {
    self.kind = kind
    self.delay = delay
  }

  /// The file's data, or `nil` when there is no file.
  func read(_ url: URL) throws -> Data? {
    switch kind {
    case .disk:
      // NB: A loop of links is an error to report, not a missing file.
      let file = try fileBehindLinks(url)
      guard FileManager.default.fileExists(atPath: file.path) else { return nil }
      return try Data(contentsOf: file)
    case let .memory(files):
      return files.withLock { $0[url] }
    }
  }

  func write(_ data: Data, to url: URL) throws {
    switch kind {
    case .disk:
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try writeDurably(data, to: url)
    case let .memory(files):
      files.withLock { $0[url] = data }
    }
  }

  /// Writes what `encode` gives now, or after the delay with whatever was saved last by
  /// then.
  ///
  /// - Parameter onWritten: Called with the error met encoding or writing, or `nil`, when
  ///   it happens.
  func save(
    _ encode: @escaping @Sendable () throws -> Data, to url: URL,
    onWritten: @escaping @Sendable ((any Error)?) -> Void
  ) {
    guard let delay else {
      onWritten(Result { try write(encode(), to: url) }.error)
      return
    }
    let isFirst = pending.withLock { pending in
      defer { pending[url] = Pending(encode: encode, onWritten: onWritten) }
      return pending[url] == nil
    }
    guard isFirst else { return }
    FlushAtExit.register(self) { [self] in flushAll() }
    let nanoseconds =
      Int(delay.components.seconds) * 1_000_000_000
      + Int(delay.components.attoseconds / 1_000_000_000)
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
      [weak self] in self?.flush(url)
    }
  }

  /// Writes the pending data of `url`, if any, now.
  func flush(_ url: URL) {
    writing.lock()
    defer { writing.unlock() }
    guard let write = pending.withLock({ $0.removeValue(forKey: url) }) else { return }
    write.onWritten(Result { try self.write(write.encode(), to: url) }.error)
  }

  /// Writes every pending write now, after any write in progress.
  func flushAll() {
    writing.lock()
    let urls = pending.withLock { Array($0.keys) }
    writing.unlock()
    for url in urls { flush(url) }
  }

}

extension Result {
  fileprivate var error: Failure? {
    if case let .failure(error) = self { return error }
    return nil
  }
}

/// What must be written when the process ends or the app leaves the foreground (file systems
/// with writes waiting; on Linux, user defaults changed), so that no change is lost to a
/// write still waiting.
enum FlushAtExit {
  private static let flushes = LockIsolated<[ObjectIdentifier: @Sendable () -> Void]>([:])
  private static let installed = LockIsolated(false)

  /// Runs `flush` at exit (once per `owner`, which it keeps).
  static func register(_ owner: AnyObject, flush: @escaping @Sendable () -> Void) {
    flushes.withLock { $0[ObjectIdentifier(owner)] = flush }
    let isFirst = installed.withLock { installed in
      defer { installed = true }
      return !installed
    }
    guard isFirst else { return }
    atexit { FlushAtExit.flushAll() }
    flushOnTerminationSignals()
    // NB: By name: UIKit and AppKit post these; importing them is not needed to hear them.
    for name in [
      "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillTerminateNotification",
      "NSApplicationWillTerminateNotification", "WKApplicationDidEnterBackgroundNotification",
    ] {
      _ = NotificationCenter.default.addObserver(
        forName: Notification.Name(name), object: nil, queue: nil
      ) { _ in FlushAtExit.flushAll() }
    }
  }

  /// Writes everything pending.
  static func flushAll() {
    for flush in flushes.withLock({ Array($0.values) }) { flush() }
  }

  /// SIGTERM, SIGINT and SIGHUP, whose default action ends the process without `atexit`
  /// handlers: each writes everything pending first, then takes its default action (the
  /// process ends by that signal, as it would have). A signal the program already handles
  /// or ignores is left alone, and a program that sets its own handler later replaces this.
  ///
  /// The handler only writes the signal's number to a pipe (`write` is async-signal-safe);
  /// a thread of its own reads it and does the writes as ordinary code, even while the main
  /// thread is busy.
  private static func flushOnTerminationSignals() {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { return }
      let (readEnd, writeEnd) = (ends[0], ends[1])
      // NB: Not inherited by a program this one runs.
      _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
      _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
      composable_termination_pipe_store(writeEnd)
      composable_termination_owner_store(getpid())
      let thread = Thread {
        var byte: UInt8 = 0
        while true {
          let count = read(readEnd, &byte, 1)
          if count < 0, errno == EINTR { continue }
          guard count == 1 else { return }
          let number = Int32(byte)
          FlushAtExit.flushAll()
          signal(number, SIG_DFL)
          // NB: To the process, not this thread (`raise`): a thread that blocks the signal
          // (as Foundation's and Dispatch's may) would keep it pending forever.
          kill(getpid(), number)
        }
      }
      thread.name = "Composable.FlushAtExit.signals"
      thread.start()
      for number in [SIGTERM, SIGINT, SIGHUP] where hasDefaultAction(number) {
        signal(number, terminationSignalHandler)
      }
    #endif
  }
}

/// Whether signal `number` has its default action now: no handler (of either kind) and not
/// ignored. Read with `sigaction`, which changes nothing, so a program's handler, its flags
/// and its mask are never touched, not even for a moment.
private func hasDefaultAction(_ number: Int32) -> Bool {
  #if canImport(Glibc)
    var current = sigaction()
    guard sigaction(number, nil, &current) == 0 else { return false }
    return current.__sigaction_handler.sa_handler == nil
      && current.sa_flags & Int32(SA_SIGINFO) == 0
  #elseif canImport(Darwin)
    var current = sigaction()
    guard sigaction(number, nil, &current) == 0 else { return false }
    return current.__sigaction_u.__sa_handler == nil && current.sa_flags & SA_SIGINFO == 0
  #else
    // NB: Where the layout is not known here, the signal is left alone.
    return false
  #endif
}

// NB: The handler's state is three lock-free atomic words of ComposableAtomics (C11 atomics,
// which every supported OS version has), so that the handler reads them async-signal-safely:
// the pipe's write end (-1 before it exists); the process that installed the handler (a
// child made by `fork` has the handler but not the thread that reads the pipe, and shares
// the pipe with its parent); whether a signal was already handed to the flushing thread.

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
  /// Writes the signal's number to the pipe, for the thread that flushes then ends the
  /// process. In a process made by `fork` (where nobody reads the pipe, and a byte written
  /// would end the parent), and for a second signal (a flush that hangs must not keep the
  /// process from ending), it takes the signal's default action at once. It uses only
  /// lock-free atomics, `write`, `signal`, `getpid` and `kill`: async-signal-safe.
  private let terminationSignalHandler: @convention(c) (Int32) -> Void = { number in
    let isOwner = getpid() == composable_termination_owner_load()
    guard isOwner, composable_termination_take() else {
      signal(number, SIG_DFL)
      kill(getpid(), number)
      return
    }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(composable_termination_pipe_load(), &byte, 1)
  }
#endif
