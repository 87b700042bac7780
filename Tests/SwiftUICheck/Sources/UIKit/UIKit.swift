// A stand-in for the few UIKit names a SwiftUI app uses (Apple's SwiftUI brings UIKit with
// it on iOS, so a file that imports only SwiftUI uses them too; the SwiftUI stand-in
// re-exports this module likewise). Each is unavailable where Apple's UIKit is absent
// (macOS, watchOS), so the availability check reports a use there. Only declarations, never
// run. A name missing here is "cannot find 'UIX' in scope": report it as for SwiftUI's.
// Like Apple's UIKit, it re-exports Foundation.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uicolor
/// `class UIColor` (UIKit, which SwiftUI brings on iOS; not on macOS here, where AppKit's
///   `NSColor` is): the system colors. `Sendable`, as Apple's; `final` here (Apple's is `open`),
///   so that the compiler checks it.
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public final class UIColor: Sendable {
  init() {}
  /// https://developer.apple.com/documentation/uikit/uicolor/systemred
  public class var systemRed: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
  public class var systemBlue: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgreen
  public class var systemGreen: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgray
  public class var systemGray: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgray2
  public class var systemGray2: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgray3
  public class var systemGray3: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgray4
  public class var systemGray4: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgray5
  public class var systemGray5: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgray6
  public class var systemGray6: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/label
  public class var label: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  public class var secondaryLabel: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
  public class var systemBackground: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
  public class var secondarySystemBackground: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystembackground
  @available(tvOS, unavailable)
  public class var tertiarySystemBackground: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground
  @available(tvOS, unavailable)
  public class var systemGroupedBackground: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground
  @available(tvOS, unavailable)
  public class var secondarySystemGroupedBackground: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemgroupedbackground
  @available(tvOS, unavailable)
  public class var tertiarySystemGroupedBackground: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemfill
  @available(tvOS, unavailable)
  public class var systemFill: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill
  @available(tvOS, unavailable)
  public class var secondarySystemFill: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemfill
  @available(tvOS, unavailable)
  public class var tertiarySystemFill: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/quaternarysystemfill
  @available(tvOS, unavailable)
  public class var quaternarySystemFill: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
  public class var tertiaryLabel: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/quaternarylabel
  public class var quaternaryLabel: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/placeholdertext
  public class var placeholderText: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/separator
  public class var separator: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/opaqueseparator
  public class var opaqueSeparator: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/link
  public class var link: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemorange
  public class var systemOrange: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemyellow
  public class var systemYellow: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systempink
  public class var systemPink: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systempurple
  public class var systemPurple: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemteal
  public class var systemTeal: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemindigo
  public class var systemIndigo: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systembrown
  public class var systemBrown: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/white
  public class var white: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/black
  public class var black: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/clear
  public class var clear: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/gray
  public class var gray: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/lightgray
  public class var lightGray: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/darkgray
  public class var darkGray: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemmint
  @available(iOS 15.0, tvOS 15.0, *)
  public class var systemMint: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemcyan
  @available(iOS 15.0, tvOS 15.0, *)
  public class var systemCyan: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/tintcolor
  @available(iOS 15.0, tvOS 15.0, *)
  public class var tintColor: UIColor { UIColor() }
}

/// https://developer.apple.com/documentation/uikit/uiapplication
/// `@MainActor class UIApplication` (UIKit, which SwiftUI brings on iOS; not on macOS or
///   watchOS)
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIApplication {
  init() {}
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared
  public class var shared: UIApplication { UIApplication() }
  /// https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring
  public nonisolated static let openSettingsURLString = ""
  /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
  /// `func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:],
  ///   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil)`
  public func open(
    _ url: URL, options: [String: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
  /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
  /// (its `async` form: `func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey
  ///   : Any] = [:]) async -> Bool`)
  public func open(_ url: URL, options: [String: Any] = [:]) async -> Bool { true }
}

/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
/// `enum UITextAutocapitalizationType` (UIKit; not on macOS or watchOS)
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
/// `enum UIKeyboardType` (UIKit; not on macOS or watchOS)
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// https://developer.apple.com/documentation/uikit/uitextcontenttype
/// `struct UITextContentType` (Hashable, Sendable; UIKit; not on macOS or watchOS): the kinds
///   of text a field autofills
@available(iOS 10.0, tvOS 10.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct UITextContentType: Hashable, Sendable {
  public static let name = UITextContentType()
  public static let givenName = UITextContentType()
  public static let familyName = UITextContentType()
  public static let nickname = UITextContentType()
  public static let emailAddress = UITextContentType()
  public static let telephoneNumber = UITextContentType()
  public static let username = UITextContentType()
  public static let password = UITextContentType()
  public static let newPassword = UITextContentType()
  public static let oneTimeCode = UITextContentType()
  public static let URL = UITextContentType()
  public static let postalCode = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/fullstreetaddress
  public static let fullStreetAddress = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/streetaddressline1
  public static let streetAddressLine1 = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/streetaddressline2
  public static let streetAddressLine2 = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/addresscity
  public static let addressCity = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/addressstate
  public static let addressState = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/addresscityandstate
  public static let addressCityAndState = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/sublocality
  public static let sublocality = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/countryname
  public static let countryName = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/location
  public static let location = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/nameprefix
  public static let namePrefix = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/middlename
  public static let middleName = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/namesuffix
  public static let nameSuffix = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/jobtitle
  public static let jobTitle = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/organizationname
  public static let organizationName = UITextContentType()
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardnumber
  public static let creditCardNumber = UITextContentType()
}

/// https://developer.apple.com/documentation/uikit/uiresponder
/// `@MainActor class UIResponder : NSObject` (UIKit; not on macOS or watchOS; `NSObject` not
///   declared as its superclass here)
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIResponder {
  public init() {}
}

/// https://developer.apple.com/documentation/uikit/uiview
/// `@MainActor class UIView : UIResponder` (UIKit; not on macOS or watchOS): what a
///   `UIViewRepresentable` makes
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {}
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {}
  public override init() {}
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect = .zero
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect = .zero
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden = false
  /// https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat = 1
  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  open var subviews: [UIView] { [] }
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {}
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {}
  /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() {}
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() {}
}

/// https://developer.apple.com/documentation/uikit/uilabel
/// `@MainActor class UILabel : UIView` (UIKit; not on macOS or watchOS)
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines = 1
}

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
/// `@MainActor class UIActivityIndicatorView : UIView` (UIKit; not on macOS or watchOS)
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIActivityIndicatorView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
  }
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
  public init(style: Style) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  open func startAnimating() {}
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  open func stopAnimating() {}
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
  open var isAnimating: Bool { false }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// `@MainActor class UIViewController : UIResponder` (UIKit; not on macOS or watchOS): what a
///   `UIViewControllerRepresentable` makes
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {}
  public override init() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  /// (`UIView!` in Apple's, an implicitly unwrapped optional; `UIView` here)
  open var view: UIView = UIView()
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (@MainActor @Sendable () -> Void)? = nil
  ) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {}
}

/// https://developer.apple.com/documentation/uikit/uiimage
/// `class UIImage : NSObject` (Sendable; UIKit; not on macOS or watchOS): `final` here, so
///   that the compiler checks its `Sendable`
@available(iOS 2.0, tvOS 9.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public final class UIImage: Sendable {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public init?(systemName name: String) {}
  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public init?(named name: String) {}
  /// https://developer.apple.com/documentation/uikit/uiimage/init(data:)
  public init?(data: Data) {}
  /// https://developer.apple.com/documentation/uikit/uiimage/pngdata()
  public func pngData() -> Data? { nil }
  /// https://developer.apple.com/documentation/uikit/uiimage/jpegdata(compressionquality:)
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
  /// https://developer.apple.com/documentation/uikit/uiimage/size
  public var size: CGSize { .zero }
}
