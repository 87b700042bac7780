/// A model type from another module of the app, used in a payload of the fixture.
public struct Model: Equatable, Sendable {
  public var name: String
  public init(name: String) { self.name = name }
}
