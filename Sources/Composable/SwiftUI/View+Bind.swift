#if canImport(SwiftUI)
  import SwiftUI

  extension State: _Bindable {}
  extension FocusState: _Bindable {}
  extension FocusState.Binding: _Bindable {}

  extension View {
    /// Keeps a value of the feature's state and one of the view's in step (TCA's
    /// `bind(_:to:)`), for what only a view can hold, such as focus:
    /// `.bind($store.focus, to: $focus)` with `@FocusState var focus: Field?`. When the view
    /// appears the view's value takes the model's; from then on each takes the other's
    /// changes (`_Bindable/_take(from:)`, tested on Linux).
    ///
    /// - Parameters:
    ///   - modelValue: The feature's value (`$store.focus`).
    ///   - viewValue: The view's value (`$focus`).
    /// - Returns: The view, keeping them in step.
    public func bind<ModelValue: _Bindable, ViewValue: _Bindable>(
      _ modelValue: ModelValue, to viewValue: ViewValue
    ) -> some View where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
      modifier(BindModifier(modelValue: modelValue, viewValue: viewValue))
    }
  }

  private struct BindModifier<ModelValue: _Bindable, ViewValue: _Bindable>: ViewModifier
  where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
    let modelValue: ModelValue
    let viewValue: ViewValue

    func body(content: Content) -> some View {
      content
        .onAppear { viewValue._take(from: modelValue) }
        .onChange(of: modelValue.wrappedValue) { viewValue._take(from: modelValue) }
        .onChange(of: viewValue.wrappedValue) { modelValue._take(from: viewValue) }
    }
  }
#endif
