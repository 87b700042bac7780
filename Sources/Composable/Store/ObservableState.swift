/// A feature's state that views observe: TCA's `ObservableState`, given by
/// ``ObservableState()`` (and by `@Reducer` to a feature's `State`).
///
/// Here a store observes any state, field by field, with or without it; the conformance is
/// there so that TCA code, and generic code constrained on it, compiles unchanged.
public protocol ObservableState {}

/// Conforms a state to ``ObservableState``, as TCA's `@ObservableState` (on a struct or an
/// enum).
@attached(extension, conformances: ObservableState)
public macro ObservableState() =
  #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")

/// TCA's mark for a state property that views do not observe. Here it changes nothing: a
/// view is told of changes to what it reads, and reading the property through the store
/// still tracks it.
@attached(peer, names: arbitrary)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableMacros", type: "NoOpMacro")
