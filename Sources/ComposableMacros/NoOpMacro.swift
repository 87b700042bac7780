/// A marker read by another macro, expanding to nothing: `@ObservationStateIgnored`,
/// `@ReducerCaseIgnored`, `@ReducerCaseEphemeral`.
enum NoOpMacro: AttachedMacro {
  static func expansion(of request: MacroRequest) throws -> MacroExpansion {
    MacroExpansion(source: "")
  }
}
