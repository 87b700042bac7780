import Foundation

// The app's own environment values (a key, read and written through the environment's
// subscript), an observable object carried in the environment by its type (iOS 17), and two
// everyday values a sweep found missing (each seen failing in a probe first). One shape for
// both SDK generations.

/// https://developer.apple.com/documentation/swiftui/environmentkey
/// `protocol EnvironmentKey`
public protocol EnvironmentKey {
  /// https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value
  /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-9zku
  /// `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismisssearch
  /// `var dismissSearch: DismissSearchAction { get }` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dismissSearch: DismissSearchAction { placeholder() }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/defaultminlistrowheight
  public var defaultMinListRowHeight: CGFloat {
    get { 44 }
    set {}
  }
}

/// https://developer.apple.com/documentation/swiftui/dismisssearchaction
/// `@MainActor @preconcurrency struct DismissSearchAction` (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct DismissSearchAction {
  /// https://developer.apple.com/documentation/swiftui/dismisssearchaction/callasfunction()
  public func callAsFunction() {}
}

extension Environment {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  /// `init(_ objectType: Value.Type) where Value : AnyObject, Value : Observable` (iOS 17):
  /// the observable object the environment carries for that type
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(\EnvironmentValues.[_observable: ObjectIdentifier(objectType)])
  }
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-4d4ug
  /// `init<T>(_ objectType: T.Type) where Value == T?, T : AnyObject, T : Observable`
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(\EnvironmentValues.[_observable: ObjectIdentifier(objectType)])
  }
}

extension EnvironmentValues {
  /// What the two initializers above read (Apple's are not key paths; nothing here runs).
  subscript<T>(_observable id: ObjectIdentifier) -> T { placeholder() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:)
  /// `nonisolated func environment<T>(_ object: T?) -> some View where T : AnyObject, T :
  ///   Observable` (iOS 17)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public nonisolated func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    _ModifiedView()
  }
}
