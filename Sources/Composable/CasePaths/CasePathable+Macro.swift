/// Conforms an enum to ``CasePathable``: one case path per case, so that `\.child`,
/// `\.response.success` and `action.child` work, as TCA's `@CasePathable` (swift-case-paths).
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case child(Child.Action)
///   case tapped
/// }
/// ```
///
/// It writes what `swift package generate-case-paths` writes for the enum (the macro-free
/// alternative). Cases inside `#if` keep their `#if`. Two cases with one base name are an
/// error at the second.
@attached(member, names: named(AllCasePaths), named(allCasePaths))
@attached(extension, conformances: CasePathable, names: named(_extract))
public macro CasePathable() =
  #externalMacro(module: "ComposableMacros", type: "CasePathableMacro")
