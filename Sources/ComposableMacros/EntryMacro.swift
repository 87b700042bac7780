import ComposableSyntax

/// `@Entry`, for the SwiftUI check's stand-in (Tests/SwiftUICheck), as Xcode 16's SwiftUI
/// declares it: on `var name: Type = value` in an extension of `EnvironmentValues`, a key
/// type `__Key_name` whose default is the value, and the property's getter and setter through
/// the environment's subscript. In `FocusedValues`, `Transaction` or `ContainerValues`, the
/// key conforms to that type's key protocol (which the stand-in may not declare: the check
/// then says so).
enum EntryMacro: AttachedMacro {
  static func expansion(of request: MacroRequest) throws -> MacroExpansion {
    guard
      let property = try storedProperties(in: "struct S {\n\(request.declaration.source)\n}")
        .first,
      !property.isStatic, !property.isLet, !property.hasAccessors
    else {
      throw MacroDiagnostic(
        message: "'@Entry' applies to a stored 'var' with a default value: "
          + "'@Entry var name: Type = value'",
        offset: request.attributeOffset)
    }
    let key = "__Key_\(property.name)"
    let optional = !property.type.isEmpty && property.type.hasSuffix("?")
    guard property.initializer != nil || optional else {
      throw MacroDiagnostic(
        message: "'@Entry' needs a default value: "
          + "'var \(property.name): \(property.type) = <value>'",
        // NB: The property's offset is in the text read, after "struct S {\n".
        offset: max(property.offset - 11, 0))
    }
    switch request.role {
    case "accessor":
      return MacroExpansion(
        source: """
          get { self[\(key).self] }
          set { self[\(key).self] = newValue }
          """)
    case "peer":
      // NB: A typed value is computed each time it is read (so a value that is not `Sendable`
      // is not stored in a static); an untyped one, whose type cannot be named, is a constant.
      let value =
        if let initializer = property.initializer {
          property.type.isEmpty
            ? "static let defaultValue = \(initializer)"
            : "typealias Value = \(property.type)\n  static var defaultValue: Value { \(initializer) }"
        } else {
          "typealias Value = \(property.type)\n  static var defaultValue: Value { nil }"
        }
      return MacroExpansion(
        source: "private struct \(key): \(keyProtocol(request.enclosingTypeName)) {\n  \(value)\n}")
    default:
      return MacroExpansion(source: "")
    }
  }

  /// The key protocol of the values type the entry extends (`EnvironmentKey` when the host
  /// does not say).
  static func keyProtocol(_ enclosingType: String?) -> String {
    switch enclosingType?.split(separator: ".").last {
    case "FocusedValues": "SwiftUI.FocusedValueKey"
    case "Transaction": "SwiftUI.TransactionKey"
    case "ContainerValues": "SwiftUI.ContainerValueKey"
    default: "SwiftUI.EnvironmentKey"
    }
  }
}
