#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Extracts the payload of the enum case that an embed function (a case constructor) builds.
///
/// Reducer bodies are rebuilt on every action, so a case path is usually new when it is used:
/// what it learns must outlive it. What is learned is a fact about the enum, not the path:
/// "the payload of case `tag` of `Root` is exactly a `Value`" (proved once: `Mirror` reads a
/// payload that casts to `Value`, and re-embedding it lands in the same case, so the case
/// constructor takes a `Value`), or "is not a `Value`" (the cast fails). Those facts live in a
/// per-thread table, so a warm extraction is a tag read, a table probe, an in-place payload
/// copy and one re-embedding to tell same-payload-type cases apart. No locks, no `Mirror`.
@usableFromInline
struct CaseExtractor<Root, Value>: Sendable {
  @usableFromInline let embed: @Sendable (Value) -> Root
  @usableFromInline let reflection: EnumReflection?

  init(embed: @escaping @Sendable (Value) -> Root) {
    self.init(embed: embed, reflection: EnumReflection(Root.self))
  }

  @usableFromInline
  init(embed: @escaping @Sendable (Value) -> Root, reflection: EnumReflection?) {
    self.embed = embed
    self.reflection = reflection
  }

  @inlinable
  func extract(from root: Root) -> Value? {
    guard let reflection else { return mirrorExtract(from: root) }
    let tag = reflection.tag(of: root)
    switch CaseFacts.lookup(Root.self, Value.self, tag) {
    case .notValue:
      return nil
    case .exactValue:
      guard let value = reflection.payload(of: root, tag: tag, as: Value.self) else { return nil }
      return reflection.tag(of: embed(value)) == tag ? value : nil
    case .boxed, .unknown:
      return learn(from: root, tag: tag, reflection: reflection)
    }
  }

  /// The slow path: reads the payload with `Mirror` and records what it proves.
  @usableFromInline
  func learn(from root: Root, tag: UInt32, reflection: EnumReflection) -> Value? {
    guard let value = mirrorPayload(of: root) else {
      CaseFacts.record(Root.self, Value.self, tag, .notValue)
      return nil
    }
    let ours = reflection.tag(of: embed(value))
    if ours == tag {
      CaseFacts.record(
        Root.self, Value.self, tag, reflection.hasIndirectCases ? .boxed : .exactValue)
      return value
    }
    return nil
  }

  /// The payload of `root` when re-embedding it yields the same case, via `Mirror`.
  @usableFromInline
  func mirrorExtract(from root: Root) -> Value? {
    guard let value = mirrorPayload(of: root) else { return nil }
    return caseName(of: embed(value)) == caseName(of: root) ? value : nil
  }

  private func mirrorPayload(of root: Root) -> Value? {
    let mirror = Mirror(reflecting: root)
    guard mirror.displayStyle == .enum || mirror.displayStyle == .optional,
      let child = mirror.children.first
    else { return nil }
    if let value = child.value as? Value { return value }
    // A single-element labeled payload (`case value(label: Int)`) reflects as a tuple.
    let inner = Mirror(reflecting: child.value)
    if inner.displayStyle == .tuple, inner.children.count == 1,
      let value = inner.children.first?.value as? Value
    {
      return value
    }
    return nil
  }
}

/// What is known about one case of one enum, for one payload type.
@usableFromInline
enum CaseFact: UInt8 {
  case unknown = 0
  /// The case's payload is not a `Value`.
  case notValue
  /// The case's payload is exactly a `Value`, stored inline: copy it out in place.
  case exactValue
  /// The case's payload is a `Value`, but the enum has `indirect` cases: use `Mirror`.
  case boxed
}

/// A per-thread, direct-mapped table of ``CaseFact``s.
///
/// Per thread, so reads and writes need no lock; direct-mapped, so a probe is a few loads. A
/// collision only evicts a fact, which is learned again.
@usableFromInline
enum CaseFacts {
  @usableFromInline
  struct Entry {
    @usableFromInline var root: UnsafeRawPointer?
    @usableFromInline var value: UnsafeRawPointer?
    @usableFromInline var tag: UInt32 = 0
    @usableFromInline var fact: CaseFact = .unknown

    @usableFromInline
    init(
      root: UnsafeRawPointer? = nil, value: UnsafeRawPointer? = nil, tag: UInt32 = 0,
      fact: CaseFact = .unknown
    ) {
      self.root = root
      self.value = value
      self.tag = tag
      self.fact = fact
    }
  }

  @usableFromInline static let size = 512

  @usableFromInline static let key: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
      pthread_key_create(&key) { $0.assumingMemoryBound(to: Entry.self).deallocate() }
    #else
      pthread_key_create(&key) { pointer in
        pointer?.assumingMemoryBound(to: Entry.self).deallocate()
      }
    #endif
    return key
  }()

  // NB: Each thread's table is allocated by that thread and only ever used by it (it is found
  // through thread-specific data), so accesses never race; the thread's exit frees it.
  @inlinable
  static var table: UnsafeMutablePointer<Entry> {
    if let pointer = pthread_getspecific(key) {
      return pointer.assumingMemoryBound(to: Entry.self)
    }
    return makeTable()
  }

  @usableFromInline
  static func makeTable() -> UnsafeMutablePointer<Entry> {
    let table = UnsafeMutablePointer<Entry>.allocate(capacity: size)
    table.initialize(repeating: Entry(), count: size)
    pthread_setspecific(key, table)
    return table
  }

  @inlinable
  static func slot(_ root: UnsafeRawPointer, _ value: UnsafeRawPointer, _ tag: UInt32) -> Int {
    var hash = UInt(bitPattern: root) &* 0x9E37_79B9_7F4A_7C15
    hash ^= UInt(bitPattern: value) &* 0xC2B2_AE3D_27D4_EB4F
    hash ^= UInt(tag) &* 0x1656_67B1_9E37_79F9
    return Int(truncatingIfNeeded: (hash >> 23) ^ hash) & (size - 1)
  }

  @inlinable
  static func lookup(_ root: Any.Type, _ value: Any.Type, _ tag: UInt32) -> CaseFact {
    let r = unsafeBitCast(root, to: UnsafeRawPointer.self)
    let v = unsafeBitCast(value, to: UnsafeRawPointer.self)
    let entry = table[slot(r, v, tag)]
    guard entry.root == r, entry.value == v, entry.tag == tag else { return .unknown }
    return entry.fact
  }

  @usableFromInline
  static func record(_ root: Any.Type, _ value: Any.Type, _ tag: UInt32, _ fact: CaseFact) {
    let r = unsafeBitCast(root, to: UnsafeRawPointer.self)
    let v = unsafeBitCast(value, to: UnsafeRawPointer.self)
    table[slot(r, v, tag)] = Entry(root: r, value: v, tag: tag, fact: fact)
  }
}
