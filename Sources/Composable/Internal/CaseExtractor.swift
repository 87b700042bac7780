import Synchronization

/// Extracts the payload of the enum case that an embed function (a case constructor) builds.
///
/// The case's tag is learned on the first value found in that case: `Mirror` reads the
/// payload, the constructor re-embeds it, and the two tags must agree. From then on a match
/// costs one tag comparison and an in-place copy of the payload.
final class CaseExtractor<Root, Value>: Sendable {
  private let embed: @Sendable (Value) -> Root
  private let reflection: EnumReflection?
  private let learned: TagSlot

  init(embed: @escaping @Sendable (Value) -> Root) {
    self.embed = embed
    self.reflection = EnumReflection(Root.self)
    self.learned = makeTagSlot()
  }

  func extract(from root: Root) -> Value? {
    guard let reflection else { return mirrorExtract(from: root) }
    let tag = reflection.tag(of: root)
    if let ours = learned.load() {
      guard tag == ours else { return nil }
      if reflection.hasIndirectCases { return mirrorExtract(from: root) }
      return reflection.payload(of: root, tag: tag, as: Value.self)
    }
    guard let value = mirrorPayload(of: root) else { return nil }
    let ours = reflection.tag(of: embed(value))
    learned.store(ours)
    return ours == tag ? value : nil
  }

  /// The payload of `root` when re-embedding it yields the same case, via `Mirror`.
  private func mirrorExtract(from root: Root) -> Value? {
    guard let value = mirrorPayload(of: root) else { return nil }
    let embedded = embed(value)
    if let reflection {
      return reflection.tag(of: embedded) == reflection.tag(of: root) ? value : nil
    }
    return caseName(of: embedded) == caseName(of: root) ? value : nil
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

/// A write-once tag, read lock-free where the platform has atomics.
protocol TagSlot: Sendable {
  func load() -> UInt32?
  func store(_ tag: UInt32)
}

func makeTagSlot() -> any TagSlot {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
    return AtomicTagSlot()
  }
  return LockedTagSlot()
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
final class AtomicTagSlot: TagSlot {
  // Stores tag + 1; 0 means not learned yet.
  private let value = Atomic<UInt64>(0)

  func load() -> UInt32? {
    let raw = value.load(ordering: .acquiring)
    return raw == 0 ? nil : UInt32(truncatingIfNeeded: raw - 1)
  }

  func store(_ tag: UInt32) {
    value.store(UInt64(tag) + 1, ordering: .releasing)
  }
}

final class LockedTagSlot: TagSlot {
  private let value = LockIsolated<UInt32?>(nil)
  func load() -> UInt32? { value.current }
  func store(_ tag: UInt32) { value.withLock { $0 = tag } }
}
