/// Reads and projects enum values through the Swift runtime's value witnesses.
///
/// Case paths built with the prefix `/` operator need to tell which case a value is in, and
/// to read its payload, thousands of times a second. `Mirror` does both but allocates and
/// walks strings on every call; this reads the case tag straight from the enum's value
/// witness table, the stable ABI every Swift enum has, and copies the payload out in place.
@usableFromInline
package struct EnumReflection: Sendable {
  // NB: Metadata pointers are immutable, process-lifetime runtime data, so sharing them across
  // threads is safe; `UnsafeRawPointer` is merely not marked `Sendable`.
  @usableFromInline nonisolated(unsafe) let metadata: UnsafeRawPointer
  /// Whether some case of the enum stores its payload in a box (`indirect`).
  package var hasIndirectCases: Bool { Self.readHasIndirectCases(metadata) }

  @usableFromInline typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline typealias Project =
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  @usableFromInline typealias Inject =
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) ->
    Void

  // Offsets in the value witness table: 8 function pointers, size, stride, flags and extra
  // inhabitant count precede the enum witnesses `getEnumTag`, `destructiveProjectEnumData`
  // and `destructiveInjectEnumTag`.
  @inlinable static var enumWitnessesOffset: Int { 10 * MemoryLayout<UnsafeRawPointer>.size + 8 }

  /// Reflection for `type`, or `nil` when it is not an enum (or `Optional`).
  package init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: Int.self)
    // 0x201: enum, 0x202: Optional.
    guard kind == 0x201 || kind == 0x202 else { return nil }
    self.metadata = metadata
  }

  @inlinable var witnesses: UnsafeRawPointer {
    metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
      .advanced(by: Self.enumWitnessesOffset)
  }

  /// The case tag of `value`: payload cases first, in declaration order, then empty cases.
  @inlinable
  package func tag<Root>(of value: Root) -> UInt32 {
    let getTag = unsafeBitCast(witnesses.load(as: UnsafeRawPointer.self), to: GetTag.self)
    return withUnsafePointer(to: value) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// A copy of the payload of `root` when `root` is in case `tag`, read in place.
  ///
  /// > Important: `Value` must be the payload type of case `tag`, and the case must not be
  /// > `indirect`; callers establish both before calling.
  @inlinable
  package func payload<Root, Value>(of root: Root, tag: UInt32, as _: Value.Type) -> Value? {
    let stride = MemoryLayout<UnsafeRawPointer>.size
    let getTag = unsafeBitCast(witnesses.load(as: UnsafeRawPointer.self), to: GetTag.self)
    let project = unsafeBitCast(
      witnesses.load(fromByteOffset: stride, as: UnsafeRawPointer.self), to: Project.self)
    let inject = unsafeBitCast(
      witnesses.load(fromByteOffset: 2 * stride, as: UnsafeRawPointer.self), to: Inject.self)
    var copy = root
    return withUnsafeMutablePointer(to: &copy) { pointer -> Value? in
      let raw = UnsafeMutableRawPointer(pointer)
      guard getTag(UnsafeRawPointer(raw), metadata) == tag else { return nil }
      project(raw, metadata)
      let value = raw.load(as: Value.self)
      inject(raw, tag, metadata)
      return value
    }
  }

  private static func readHasIndirectCases(_ metadata: UnsafeRawPointer) -> Bool {
    // Enum metadata: kind, then a pointer to the type's nominal descriptor.
    let descriptor = metadata.load(
      fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    // TypeContextDescriptor: flags, parent, name, access function, fields (relative pointers).
    let fieldsOffset = descriptor.load(fromByteOffset: 16, as: Int32.self)
    // Without reflection metadata we cannot prove the cases are direct: be conservative.
    guard fieldsOffset != 0 else { return true }
    let fields = descriptor.advanced(by: 16 + Int(fieldsOffset))
    // FieldDescriptor: mangled name, superclass, kind (16 bits), record size (16), count (32).
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    for index in 0..<count {
      let flags = fields.load(fromByteOffset: 16 + index * recordSize, as: UInt32.self)
      if flags & 0x1 != 0 { return true }  // IsIndirectCase
    }
    return false
  }
}
