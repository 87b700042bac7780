/// A type declaration read from source text: what the library's macros and its case-path
/// generator need of it (its kind, name, access, attributes, conformances and members), not
/// a full syntax tree.
package struct TypeDeclaration: Equatable, Sendable {
  /// `enum`, `struct`, `class`, `actor`, `protocol` or `extension`.
  package var keyword: String
  /// The name as written (for an extension, the extended type: `Feature.Action`).
  package var name: String
  /// `public`, `package`, `internal`, `fileprivate`, `private` or `open`, when written.
  package var access: String?
  package var attributes: [Attribute] = []
  /// The generic parameter clause as written, `<Element: Equatable>`, or `nil`.
  package var genericParameters: String?
  /// The inheritance clause's entries as written: `Equatable`, `Sendable`.
  package var inherited: [String] = []
  /// The members, in order; `nil` for a declaration read without its body.
  package var members: [Member]?
  /// The UTF-8 offset of the keyword (`enum`), for diagnostics.
  package var offset: Int

  /// Whether it is `public` or `open`.
  package var isPublic: Bool { access == "public" || access == "open" }

  /// Whether an attribute of that name is written on it: `CasePathable` for `@CasePathable`.
  package func hasAttribute(_ name: String) -> Bool {
    attributes.contains { $0.name == name || $0.name.hasSuffix(".\(name)") }
  }
}

/// An attribute as written: `@Reducer(state: .equatable)` is `Reducer`, `(state: .equatable)`.
package struct Attribute: Equatable, Sendable {
  package var name: String
  /// The argument list's text without its parentheses, or `nil` without one.
  package var arguments: String?
  package var offset: Int
}

/// A member of a type declaration.
package indirect enum Member: Equatable, Sendable {
  /// One element of a `case` declaration (`case a, b(Int)` is two).
  case enumCase(EnumCase)
  /// A nested type or typealias: its keyword, name and attributes (its own members unread).
  case type(TypeDeclaration)
  /// `typealias Name = …`.
  case typeAlias(name: String, offset: Int)
  /// A property, function, initializer or subscript: its keyword (`var`, `func`, …), its name
  /// and whether it is `static` or `class`.
  case other(keyword: String, name: String, isStatic: Bool, offset: Int)
  /// `#if`: each clause (`#if`, `#elseif`, `#else`) with its condition and members.
  case conditional([ConditionalClause])
}

/// One clause of an `#if` block.
package struct ConditionalClause: Equatable, Sendable {
  /// `#if`, `#elseif` or `#else`.
  package var directive: String
  /// The condition as written, empty for `#else`.
  package var condition: String
  package var members: [Member]

  package init(directive: String, condition: String, members: [Member]) {
    self.directive = directive
    self.condition = condition
    self.members = members
  }
}

/// An enum case: its name, payload and attributes.
package struct EnumCase: Equatable, Sendable {
  /// One element of a payload: `label: Type`, `_ name: Type` (no label) or `Type`.
  package struct Element: Equatable, Sendable {
    package var label: String?
    package var type: String

    package init(label: String? = nil, type: String) {
      self.label = label
      self.type = type
    }
  }

  /// The name without backticks.
  package var name: String
  package var payload: [Element]
  /// The attributes written before `case` (shared by every element of a `case a, b`).
  package var attributes: [Attribute] = []
  package var offset: Int

  package init(name: String, payload: [Element], attributes: [Attribute] = [], offset: Int) {
    self.name = name
    self.payload = payload
    self.attributes = attributes
    self.offset = offset
  }

  /// Whether an attribute of that name is written before its `case`.
  package func hasAttribute(_ name: String) -> Bool {
    attributes.contains { $0.name == name }
  }
}

/// Why a declaration could not be read, at a UTF-8 offset of its source.
package struct DeclarationError: Error, Equatable, Sendable {
  package var message: String
  package var offset: Int
}

extension Member {
  /// The enum cases among `members`, with those inside `#if` flattened (each clause's).
  package static func cases(in members: [Member]) -> [EnumCase] {
    members.flatMap { member -> [EnumCase] in
      switch member {
      case let .enumCase(enumCase): [enumCase]
      case let .conditional(clauses): clauses.flatMap { cases(in: $0.members) }
      default: []
      }
    }
  }

  /// Whether `members` (outside `#if` or in any clause) declare a type or typealias `name`.
  /// The cases of the nested type `name` declared in `members` (outside `#if`) that have
  /// one payload, by name: a hand-written `Action`'s `case alert(Alert)` gives
  /// `["alert": "Alert"]`.
  package static func singlePayloadCases(ofType name: String, in members: [Member]) -> [String:
    String]
  {
    var cases: [String: String] = [:]
    for member in members {
      guard case let .type(declaration) = member, declaration.name == name else { continue }
      for case let .enumCase(enumCase) in declaration.members ?? []
      where enumCase.payload.count == 1 {
        cases[enumCase.name] = enumCase.payload[0].type
      }
    }
    return cases
  }

  package static func declaresType(_ name: String, in members: [Member]) -> Bool {
    members.contains { member in
      switch member {
      case let .type(declaration): declaration.name == name
      case let .typeAlias(alias, _): alias == name
      case let .conditional(clauses): clauses.contains { declaresType(name, in: $0.members) }
      default: false
      }
    }
  }

  /// Whether `members` declare a property or function `name` (static or not, as asked).
  package static func declaresMember(_ name: String, isStatic: Bool, in members: [Member])
    -> Bool
  {
    members.contains { member in
      switch member {
      case let .other(_, memberName, memberIsStatic, _):
        memberName == name && memberIsStatic == isStatic
      case let .conditional(clauses):
        clauses.contains { declaresMember(name, isStatic: isStatic, in: $0.members) }
      default: false
      }
    }
  }
}
