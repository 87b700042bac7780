/// Makes a struct of closure endpoints a dependency client, as swift-dependencies'
/// `@DependencyClient` does: each closure endpoint gets ``DependencyEndpoint()``, so until a
/// test or a live value overrides it, calling it fails the test by name; and the struct gets
/// an initializer taking every stored property, and `init()` with every endpoint
/// unimplemented (when its other properties have values).
///
/// ```swift
/// @DependencyClient
/// struct NumberFactClient {
///   var fetch: @Sendable (_ number: Int) async throws -> String
/// }
///
/// extension NumberFactClient: TestDependencyKey {
///   static let testValue = NumberFactClient()
/// }
/// ```
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() =
  #externalMacro(module: "ComposableMacros", type: "DependencyClientMacro")

/// A closure endpoint of a dependency client that, until overridden, reports a failure
/// naming it when called, then throws ``Unimplemented`` (an endpoint that throws), returns
/// nothing (one returning `Void`), or returns its default (`= { 0 }`, required of one that
/// returns a value without throwing). With named parameters (`_ id: Int`), the client also
/// gets a method taking them as labels: `client.fetch(id: 1)`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: overloaded, prefixed(_))
public macro DependencyEndpoint() =
  #externalMacro(module: "ComposableMacros", type: "DependencyEndpointMacro")

/// The error an unimplemented endpoint of a ``DependencyClient()`` throws when called (after
/// reporting the failure), as swift-dependencies' `Unimplemented`.
public struct Unimplemented: Error, Equatable, Sendable, CustomStringConvertible {
  /// The endpoint's name.
  public let endpoint: String

  /// The error for the endpoint named `endpoint`.
  public init(_ endpoint: String) {
    self.endpoint = endpoint
  }

  /// `Unimplemented: 'fetch'`.
  public var description: String { "Unimplemented: '\(endpoint)'" }
}
