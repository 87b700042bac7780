import Composable
import SwiftUI

// A timer screen and a profile card as an app draws them (written afresh from the vocabulary a
// second new user reached for): gradients, a trimmed ring, fonts by style and design, text that
// composes, materials, grids, geometry, gestures, a share link, pickers and sliders unlabeled.

@Reducer
struct WorkoutRing {
  @ObservableState
  struct State: Equatable {
    var elapsed = 0.0
    var goal = 60.0
    var intensity = 0.5
    var isShowingHelp = false
    var isConfirmingReset = false
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case resetTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .resetTapped = action { state.elapsed = 0 }
      return .none
    }
  }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct WorkoutRingView: View {
  @Bindable var store: StoreOf<WorkoutRing>
  @Environment(\.colorScheme) var colorScheme
  @Environment(\.horizontalSizeClass) var sizeClass
  @AppStorage("showsSeconds") var showsSeconds = true

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      ZStack {
        Circle().stroke(Color.orange.opacity(0.2), lineWidth: 10)
        Circle()
          .trim(from: 0, to: store.elapsed / store.goal)
          .stroke(
            AngularGradient(colors: [.orange, .red], center: .center),
            style: StrokeStyle(lineWidth: 10, lineCap: .round)
          )
          .rotationEffect(.degrees(-90))
        Text(store.elapsed, format: .number)
          .font(.system(.largeTitle, design: .rounded))
          .fontWeight(.bold)
          + Text(" s").foregroundColor(.secondary)
      }
      .frame(width: 160, height: 160)
      .shadow(radius: 4)
      HStack(alignment: .firstTextBaseline) {
        Text("Intensity").textCase(.uppercase).font(.caption)
        Slider(value: $store.intensity)
      }
      Grid(horizontalSpacing: 8) {
        GridRow {
          Text("Goal")
          Divider().gridCellUnsizedAxes(.horizontal)
          Text(store.goal, format: .number)
        }
      }
      GeometryReader { proxy in
        Capsule()
          .fill(
            LinearGradient(
              colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
          )
          .frame(width: proxy.size.width * store.intensity)
      }
      .frame(height: 8)
      .background(.regularMaterial, in: .rect(cornerRadius: 8))
      ShareLink(item: URL(fileURLWithPath: "/workouts")) {
        Label("Share", systemImage: "square.and.arrow.up")
      }
      .labelStyle(.iconOnly)
      Button("Reset", systemImage: "arrow.counterclockwise", role: .destructive) {
        store.isConfirmingReset = true
      }
      .controlSize(.large)
      .onTapGesture(count: 2) { store.send(.resetTapped) }
      .gesture(DragGesture().onEnded { _ in store.send(.resetTapped) })
    }
    .padding()
    .foregroundStyle(.white, .secondary)
    .redacted(reason: sizeClass == .compact ? [] : .placeholder)
    .preferredColorScheme(colorScheme)
    .confirmationDialog("Reset the timer?", isPresented: $store.isConfirmingReset) {
      Button("Reset", role: .destructive) { store.send(.resetTapped) }
    }
    .fullScreenCover(isPresented: $store.isShowingHelp) {
      Text("Started \(Date(timeIntervalSince1970: 0), style: .relative) ago")
        .statusBarHidden()
    }
  }
}
