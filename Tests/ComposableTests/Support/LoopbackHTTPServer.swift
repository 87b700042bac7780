import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and a free port, for testing the live client.
///
/// Each request's path is answered by `respond`; `.silent` accepts the connection and never
/// answers (until the server stops). Bounded: it serves until ``stop()`` or deinit.
final class LoopbackHTTPServer: @unchecked Sendable {
  // NB: `@unchecked Sendable`: `silent` and `isStopped` are only touched under `lock`; the
  // file descriptors are immutable after init; the accept thread ends when `listener` is shut
  // down.
  enum Response: Sendable {
    case answer(status: Int, body: [UInt8])
    case silent
    /// A 200 answer whose body comes one byte per `interval`, as from a very slow peer
    /// (the interval is the peer's behaviour under test, not a wait for work).
    case drip(body: [UInt8], interval: Duration)
  }

  let port: UInt16
  private let listener: Int32
  private let lock = NSLock()
  private var silent: [Int32] = []
  private var isStopped = false

  init(respond: @escaping @Sendable (_ path: String) -> Response) throws {
    let (fd, port) = try bindLoopbackSocket()
    guard listen(fd, 16) == 0 else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    self.listener = fd
    self.port = port
    let thread = Thread { [weak self] in
      while true {
        let client = accept(fd, nil, nil)
        guard client >= 0 else { return }
        guard let self else {
          close(client)
          return
        }
        self.serve(client, respond: respond)
      }
    }
    thread.start()
  }

  deinit { stop() }

  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// Stops accepting, and closes the connections left unanswered; only the first call acts.
  ///
  /// NB: Closing a descriptor twice could close another test's socket that was given the
  /// same number in between, so the listener is closed exactly once.
  func stop() {
    lock.lock()
    let wasStopped = isStopped
    isStopped = true
    let pending = silent
    silent.removeAll()
    lock.unlock()
    guard !wasStopped else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    for fd in pending { close(fd) }
  }

  /// An HTTP/1.1 response head for a plain-text body of `length` bytes.
  private static func head(status: Int, length: Int) -> [UInt8] {
    Array(
      ("HTTP/1.1 \(status) X\r\nContent-Length: \(length)\r\n"
        + "Content-Type: text/plain\r\nConnection: close\r\n\r\n").utf8)
  }

  private func serve(_ client: Int32, respond: (String) -> Response) {
    var request: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    while !request.containsHeaderEnd {
      let count = read(client, &buffer, buffer.count)
      guard count > 0 else { break }
      request += buffer[0..<count]
    }
    let firstLine = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
    let parts = firstLine.split(separator: " ")
    let path = parts.count > 1 ? String(parts[1]) : "/"
    switch respond(path) {
    case .silent:
      lock.lock()
      silent.append(client)
      lock.unlock()
    case let .drip(body, interval):
      let head = Self.head(status: 200, length: body.count)
      _ = head.withUnsafeBytes { writeToClient(client, $0) }
      let micros =
        UInt32(interval.components.seconds * 1_000_000)
        + UInt32(interval.components.attoseconds / 1_000_000_000_000)
      for byte in body {
        lock.lock()
        let stopped = isStopped
        lock.unlock()
        guard !stopped, [byte].withUnsafeBytes({ writeToClient(client, $0) }) == 1 else { break }
        usleep(micros)
      }
      close(client)
    case let .answer(status, body):
      let bytes = Self.head(status: status, length: body.count) + body
      _ = bytes.withUnsafeBytes { writeToClient(client, $0) }
      close(client)
    }
  }
}

/// Writes `bytes` to `client`, which may have hung up already (a client past its deadline, or
/// one that stopped reading at its size cap): the write then fails with `EPIPE` instead of
/// raising `SIGPIPE`, whose default action ends the whole test process.
private func writeToClient(_ client: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
  #if canImport(Darwin)
    var on: Int32 = 1
    setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    return send(client, bytes.baseAddress, bytes.count, 0)
  #else
    return send(client, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
  #endif
}

extension Array where Element == UInt8 {
  fileprivate var containsHeaderEnd: Bool {
    guard count >= 4 else { return false }
    for index in 0...(count - 4)
    where self[index] == 13 && self[index + 1] == 10 && self[index + 2] == 13
      && self[index + 3] == 10
    {
      return true
    }
    return false
  }
}

/// A port on 127.0.0.1 that refuses connections: a socket bound to it that never listens.
/// Holding the socket keeps the port from being given to another test's server meanwhile.
final class RefusingLoopbackPort: Sendable {
  let port: UInt16
  private let fd: Int32

  init() throws {
    (fd, port) = try bindLoopbackSocket()
  }

  deinit { close(fd) }
}

/// A TCP socket bound to 127.0.0.1 and a port the system picks, and that port.
private func bindLoopbackSocket() throws -> (fd: Int32, port: UInt16) {
  #if canImport(Glibc)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  #else
    let fd = socket(AF_INET, SOCK_STREAM, 0)
  #endif
  guard fd >= 0 else { throw POSIXError(.EIO) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = 0
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let bound = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard bound == 0 else {
    close(fd)
    throw POSIXError(.EADDRINUSE)
  }
  var actual = sockaddr_in()
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  _ = withUnsafeMutablePointer(to: &actual) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
  }
  return (fd, UInt16(bigEndian: actual.sin_port))
}
