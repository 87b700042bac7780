import Foundation

// Every title form of `alert` and `confirmationDialog` (a localized key, any string, a
// `Text`; with or without a message; presenting data or not), the alert for a localized
// error, a popover's anchor, and geometry changes: everyday SwiftUI a sweep found missing
// (each seen failing in a probe first). The forms already declared elsewhere are not
// repeated. iOS 15, macOS 12, tvOS 15, watchOS 8 unless said.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-9d3wa
  public nonisolated func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
  @_disfavoredOverload
  public nonisolated func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8
  @_disfavoredOverload
  public nonisolated func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-42rep
  public nonisolated func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  public nonisolated func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-1xd9w
  @_disfavoredOverload
  public nonisolated func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-3sb5r
  @_disfavoredOverload
  public nonisolated func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-2c8rw
  public nonisolated func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:)
  /// `nonisolated func alert<E, A>(isPresented: Binding<Bool>, error: E?, @ViewBuilder
  ///   actions: () -> A) -> some View where E : LocalizedError, A : View`
  public nonisolated func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:message:)
  public nonisolated func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View { _ModifiedView() }

  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-9ibgk
  public nonisolated func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pb
  public nonisolated func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-9fg8x
  @_disfavoredOverload
  public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-8e3e8
  public nonisolated func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-4gmmk
  public nonisolated func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-1pnc4
  @_disfavoredOverload
  public nonisolated func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-6dgc0
  @_disfavoredOverload
  public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-4u0g8
  public nonisolated func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { _ModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
/// `enum PopoverAttachmentAnchor`: a popover's anchor, a rectangle or a point
public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// https://developer.apple.com/documentation/swiftui/anchor
/// `@frozen struct Anchor<Value>` (its `Source` is what a popover names here)
@frozen
public struct Anchor<Value> {
  /// https://developer.apple.com/documentation/swiftui/anchor/source
  public struct Source {}
}

extension Anchor.Source where Value == CGRect {
  /// https://developer.apple.com/documentation/swiftui/anchor/source/bounds
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
  /// https://developer.apple.com/documentation/swiftui/anchor/source/rect(_:)
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  #if SDK26
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    /// `@preconcurrency nonisolated func onGeometryChange<T>(for type: T.Type, of transform:
    ///   @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some
    ///   View where T : Equatable, T : Sendable` (the iOS 26 SDK's; back-deployed to iOS 16)
    @preconcurrency
    public nonisolated func onGeometryChange<T: Equatable & Sendable>(
      for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
      action: @escaping (T) -> Void
    ) -> some View { _ModifiedView() }
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    /// (its old-and-new-value form)
    @preconcurrency
    public nonisolated func onGeometryChange<T: Equatable & Sendable>(
      for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
      action: @escaping (T, T) -> Void
    ) -> some View { _ModifiedView() }
  #else
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    /// `nonisolated func onGeometryChange<T>(for type: T.Type, of transform: @escaping
    ///   (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View where T :
    ///   Equatable` (the iOS 18 SDK's; back-deployed to iOS 16)
    public nonisolated func onGeometryChange<T: Equatable>(
      for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
      action: @escaping (T) -> Void
    ) -> some View { _ModifiedView() }
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    /// (its old-and-new-value form)
    public nonisolated func onGeometryChange<T: Equatable>(
      for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
      action: @escaping (T, T) -> Void
    ) -> some View { _ModifiedView() }
  #endif
}

/// https://developer.apple.com/documentation/swiftui/presentationcontentinteraction
/// `struct PresentationContentInteraction` (Equatable, Sendable; iOS 16.4)
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationContentInteraction: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/presentationcontentinteraction/automatic
  public static var automatic: PresentationContentInteraction { .init() }
  /// https://developer.apple.com/documentation/swiftui/presentationcontentinteraction/resizes
  public static var resizes: PresentationContentInteraction { .init() }
  /// https://developer.apple.com/documentation/swiftui/presentationcontentinteraction/scrolls
  public static var scrolls: PresentationContentInteraction { .init() }
}

/// https://developer.apple.com/documentation/swiftui/presentationadaptation
/// `struct PresentationAdaptation` (Sendable; iOS 16.4)
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationAdaptation: Sendable {
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/automatic
  public static var automatic: PresentationAdaptation { .init() }
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/none
  public static var none: PresentationAdaptation { .init() }
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/popover
  public static var popover: PresentationAdaptation { .init() }
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/sheet
  public static var sheet: PresentationAdaptation { .init() }
  /// https://developer.apple.com/documentation/swiftui/presentationadaptation/fullscreencover
  public static var fullScreenCover: PresentationAdaptation { .init() }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/presentationcontentinteraction(_:)
  public nonisolated func presentationContentInteraction(
    _ behavior: PresentationContentInteraction
  ) -> some View { _ModifiedView() }
  /// https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)
  public nonisolated func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
    -> some View
  { _ModifiedView() }
}
